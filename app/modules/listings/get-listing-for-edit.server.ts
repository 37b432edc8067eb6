import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Listing, listings } from "#app/db/schema.ts";
import type { ListingTier } from "#app/modules/billing/catalogue.ts";
import { camperDetailsFormValues } from "#app/modules/camper-details/camper-details.ts";
import { disclosureFormValues } from "#app/modules/disclosure/disclosure-fields.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { tierOf } from "./create-listing.server.ts";
import { type ListingActor, mayChangeListing } from "./listing-actor.ts";
import { listingFailures } from "./listing-failures.ts";
import { type ListingFormValues, listingMessages, priceFieldValue } from "./listing-form-rules.ts";
import { listingIdSchema } from "./listing-id.ts";
import { refuseSoldListing } from "./sold-listing-guard.server.ts";

export interface GetListingForEditOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  actor: ListingActor;
  /** The refusals' texts: the full form, the quick edit and the delete page word them differently. */
  messages?: EditRefusalMessages;
}

export interface EditRefusalMessages {
  /** Someone else's listing (default 'You do not have permission to edit this listing.'). */
  forbidden?: MessageId;
  /** No such listing (default 'Unable to fetch listing for editing.'). */
  notFound?: MessageId;
}

export interface ListingForEdit {
  id: string;
  tier: ListingTier;
  values: ListingFormValues;
}

/** A listing row its owner (or an administrator) may change; AppError `not-found` or `forbidden`. */
export async function findEditableListing(
  db: Database,
  listingId: string,
  actor: ListingActor,
  messages: EditRefusalMessages = {},
): Promise<Listing> {
  const notFound = () => listingFailures.notFound(messages.notFound ?? listingMessages.fetchForEditFailed);
  if (!listingIdSchema.safeParse(listingId).success) throw notFound();
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!row) throw notFound();
  if (!mayChangeListing(actor, row.userId)) throw listingFailures.forbidden(messages.forbidden);
  return row;
}

/** The listing as the edit form shows it (`/submit-listing?edit=`, `/edit-listing/{id}`); a sold one is refused. */
export async function getListingForEdit({
  db,
  listingId,
  actor,
  messages,
}: GetListingForEditOptions): Promise<ListingForEdit> {
  const row = await findEditableListing(db, listingId, actor, messages);
  refuseSoldListing(row);
  return { id: row.id, tier: tierOf(row.tier), values: listingFormValuesOf(row) };
}

/** A stored listing as the listing form shows it (the API's listings read the same). */
export function listingFormValuesOf(row: Listing): ListingFormValues {
  return {
    vehicle_type: row.vehicleType,
    vin: row.vin ?? "",
    make: row.make,
    model: row.model,
    year: String(row.year),
    title: row.title,
    price: priceFieldValue(row.askingPriceCents),
    currency: row.currency,
    mileage: row.odometer === null ? "" : String(row.odometer),
    mileage_unit: row.odometerUnit,
    location: row.location,
    description: row.description,
    images: row.images,
    video: row.videoUrl,
    accepts_offers: row.acceptsOffers ? "yes" : "no",
    offer_floor: row.offerFloorCents === null ? "" : priceFieldValue(row.offerFloorCents),
    details: camperDetailsFormValues(row),
    disclosure: disclosureFormValues(row),
  };
}
