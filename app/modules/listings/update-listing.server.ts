import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { defaultListingTitle, storedLocation, tierOf } from "./create-listing.server.ts";
import { findEditableListing } from "./get-listing-for-edit.server.ts";
import { listingMessages, parseListingForm } from "./listing.schema.ts";
import type { ListingActor } from "./listing-actor.ts";
import { ListingError } from "./listing-error.ts";
import { attachListingMedia } from "./listing-media.server.ts";

export interface UpdateListingOptions {
  db: Database;
  geocoder: Geocoder;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  actor: ListingActor;
  /** The full form as posted. */
  values: Record<string, unknown>;
}

/**
 * Saves the full listing form (`/submit-listing?edit={id}`): only its owner (or an administrator)
 * may ('You do not have permission to edit this listing.'); the listing's tier limits apply; a
 * changed location is geocoded again ('Invalid location.'). Tier, expiry, featuring and moderation
 * state are not the form's to change. Throws ListingError.
 */
export async function updateListing({ db, geocoder, listingId, actor, values }: UpdateListingOptions): Promise<void> {
  const current = await findEditableListing(db, listingId, actor);
  const tier = tierOf(current.tier);
  const parsed = parseListingForm(values, tier);
  if (!parsed.success) throw new ListingError("invalid", { fieldErrors: parsed.errors });
  const input = parsed.data;

  let place = { location: current.location, latitude: current.latitude, longitude: current.longitude };
  const isSameLocation = input.location === current.location && current.latitude !== null && current.longitude !== null;
  if (!isSameLocation) {
    const found = await geocoder.geocode(input.location);
    if (!found) throw new ListingError("invalid", { fieldErrors: { location: listingMessages.invalidLocation } });
    place = {
      location: storedLocation(input.location, found.label),
      latitude: found.latitude,
      longitude: found.longitude,
    };
  }

  const videoUrl = input.videos[0] ?? null;
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({
        title: input.title || defaultListingTitle(input),
        vehicleType: input.vehicleType,
        make: input.make,
        model: input.model,
        year: input.year,
        priceCents: input.priceCents,
        mileage: input.mileage,
        ...place,
        description: input.description,
        images: input.images,
        videoUrl,
      })
      .where(eq(listings.id, current.id));
    await attachListingMedia({
      tx,
      // The owner's uploads (an administrator edits with the seller's photos).
      ownerId: current.userId ?? actor.id,
      listingId: current.id,
      images: input.images,
      videoUrl,
      current: { images: current.images, videoUrl: current.videoUrl },
    });
  });
}
