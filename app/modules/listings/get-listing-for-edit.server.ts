import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Listing, listings } from "#app/db/schema.ts";
import type { ListingTier } from "#app/modules/billing/catalogue.ts";
import { tierOf } from "./create-listing.server.ts";
import { listingIdSchema } from "./get-public-listing.server.ts";
import { type ListingFormValues, listingMessages, priceFieldValue } from "./listing.schema.ts";
import { type ListingActor, mayChangeListing } from "./listing-actor.ts";
import { ListingError } from "./listing-error.ts";

export interface GetListingForEditOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  actor: ListingActor;
  /** The refusal's text: the full form and the quick edit word it differently (spec §8). */
  forbiddenMessage?: string;
}

export interface ListingForEdit {
  id: string;
  tier: ListingTier;
  values: ListingFormValues;
}

/** A listing row its owner (or an administrator) may change; ListingError `not-found` or `forbidden`. */
export async function findEditableListing(
  db: Database,
  listingId: string,
  actor: ListingActor,
  forbiddenMessage: string = listingMessages.noPermission,
): Promise<Listing> {
  if (!listingIdSchema.safeParse(listingId).success) throw new ListingError("not-found");
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!row) throw new ListingError("not-found");
  if (!mayChangeListing(actor, row.userId)) throw new ListingError("forbidden", { message: forbiddenMessage });
  return row;
}

/** The listing as the edit form shows it (`/submit-listing?edit=`, `/edit-listing/{id}`). */
export async function getListingForEdit({
  db,
  listingId,
  actor,
  forbiddenMessage,
}: GetListingForEditOptions): Promise<ListingForEdit> {
  const row = await findEditableListing(db, listingId, actor, forbiddenMessage);
  return {
    id: row.id,
    tier: tierOf(row.tier),
    values: {
      vehicle_type: row.vehicleType,
      make: row.make,
      model: row.model,
      year: String(row.year),
      title: row.title,
      price: priceFieldValue(row.priceCents),
      mileage: row.mileage === null ? "" : String(row.mileage),
      location: row.location,
      description: row.description,
      images: row.images,
      video: row.videoUrl,
    },
  };
}
