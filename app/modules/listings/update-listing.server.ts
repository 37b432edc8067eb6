import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { recordListingEvent } from "#app/modules/webhooks/record-listing-event.server.ts";
import { afterListingCommit, followListingChange, type ListingChange } from "./after-listing-change.server.ts";
import { checkTierMedia, geocodeListingLocation, listingFormColumns, tierOf } from "./create-listing.server.ts";
import { findEditableListing } from "./get-listing-for-edit.server.ts";
import type { ListingActor } from "./listing-actor.ts";
import type { ListingInput } from "./listing-form-rules.ts";
import { attachListingMedia } from "./listing-media.server.ts";
import { decodeListingVin } from "./listing-vin.server.ts";
import { lockUnsoldListing, refuseSoldListing } from "./sold-listing-guard.server.ts";

export interface UpdateListingOptions {
  db: Database;
  geocoder: Geocoder;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  actor: ListingActor;
  /** The full form, parsed by the route's reader (listingFormSchema). */
  input: ListingInput;
  /** BASE_URL: the links of the price-drop mails a lower price writes. */
  baseUrl: string;
  /** Wakes the mail worker once mails were committed. */
  notifyOutbox?: () => void;
  /**
   * What must commit with the edit or not at all (an import marking its row applied): run in the edit's transaction
   * once the listing is written; throwing rolls the edit back.
   */
  withEdit?: (tx: Database) => Promise<void>;
  /**
   * A new stock number (the API's PATCH, docs/product/open-platform.md): `claim` runs first in the edit's transaction
   * (the seller's numbers checked under their lock), then the number is written with the form's columns, before the
   * `listing.updated` event reads the listing: the edit, the number and the event commit together or not at all.
   * Absent: the number stays.
   */
  stockNumber?: { value: string | null; claim: (tx: Database) => Promise<void> };
}

/**
 * Saves the full listing form (`/submit-listing?edit={id}`): only its owner (or an administrator)
 * may ('You do not have permission to edit this listing.'); the listing's tier limits apply; a
 * changed location is geocoded again ('Invalid location.'). Tier, expiry, featuring and moderation
 * state are not the form's to change; a sold listing is refused ('This listing is sold and can no longer be changed.',
 * docs/product/mark-as-sold.md). What follows an edit (the deal rating, an administrator's audit entry, a change
 * of price with the price-drop mails to the buyers who saved it, docs/product/buyers-come-back.md) commits with it
 * (after-listing-change.server.ts). Throws AppError (`not-found`, `forbidden`, `invalid`, `conflict`).
 */
export async function updateListing({
  db,
  geocoder,
  listingId,
  actor,
  input,
  baseUrl,
  notifyOutbox,
  withEdit,
  stockNumber,
}: UpdateListingOptions): Promise<void> {
  const current = await findEditableListing(db, listingId, actor);
  refuseSoldListing(current);
  checkTierMedia(input, tierOf(current.tier));

  let place = { location: current.location, latitude: current.latitude, longitude: current.longitude };
  const isSameLocation = input.location === current.location && current.latitude !== null && current.longitude !== null;
  if (!isSameLocation) place = await geocodeListingLocation(geocoder, input.location);

  const columns = listingFormColumns(input, place, await decodeListingVin(input.vin, input.year));
  const { title, videoUrl } = columns;
  const listing = { id: current.id, title, userId: current.userId };
  const { change, followed } = await db.transaction(async (tx) => {
    await stockNumber?.claim(tx);
    // The price it had under the row lock: the one a concurrent edit left.
    const { askingPrice: oldPrice } = await lockUnsoldListing(tx, current.id);
    const written = stockNumber ? { ...columns, stockNumber: stockNumber.value } : columns;
    await tx.update(listings).set(written).where(eq(listings.id, current.id));
    await recordListingEvent(tx, "listing.updated", listing);
    await attachListingMedia({
      tx,
      // The owner's uploads (an administrator edits with the seller's photos).
      ownerId: current.userId ?? actor.id,
      listingId: current.id,
      images: input.images,
      videoUrl,
      current: { images: current.images, videoUrl: current.videoUrl },
    });
    await withEdit?.(tx);
    const change: ListingChange = {
      kind: "edited",
      actor,
      listing,
      oldPrice,
      newPrice: { cents: columns.askingPriceCents, currency: columns.currency },
      baseUrl,
    };
    return { change, followed: await followListingChange(tx, change) };
  });
  await afterListingCommit(db, change, followed, notifyOutbox);
}
