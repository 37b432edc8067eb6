import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingRenewals, listings, paymentSessions } from "#app/db/schema.ts";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { type ListingTier, listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { consumePaymentSession } from "#app/modules/billing/consume-payment-session.server.ts";
import { isProviderSessionId } from "#app/modules/billing/payment-session-key.server.ts";
import { camperDetailValues } from "#app/modules/camper-details/camper-detail-columns.server.ts";
import { comparisonCents } from "#app/modules/currencies/currencies.ts";
import { currencyOfRegion, regionCodeOf } from "#app/modules/currencies/currency-of-place.ts";
import { currentRates } from "#app/modules/currencies/exchange-rates.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { locatePlace } from "#app/modules/geo/locate-place.ts";
import { recordListingEvent } from "#app/modules/webhooks/record-listing-event.server.ts";
import { afterListingCommit, followListingChange, type ListingChange } from "./after-listing-change.server.ts";
import { firstListedAtOf } from "./days-on-market.server.ts";
import { listingFailures } from "./listing-failures.ts";
import {
  type ListingInput,
  listingLimits,
  listingMessages,
  type TierMediaLimits,
  tierMediaErrors,
} from "./listing-form-rules.ts";
import { attachListingMedia } from "./listing-media.server.ts";
import { decodeListingVin } from "./listing-vin.server.ts";
import { milesOf } from "./odometer.ts";

export interface CreateListingOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  /** The provider's session id from `/submit-listing?session_id=` (where /success leads): only a key. */
  providerSessionId: string;
  /** The listing form, parsed by the route's reader (listingFormSchema). */
  input: ListingInput;
}

/** The listing tier a paid session bought, or 'Tier information is missing.' (AppError `invalid`). */
export function tierOf(tierText: string | null | undefined): ListingTier {
  const id = parseTierId(tierText);
  if (!id) throw listingFailures.tierMissing();
  return listingTiers[id];
}

/** The tier's photo and video limits (the reader cannot know the tier): AppError `invalid` on `images` / `video`. */
export function checkTierMedia(input: Pick<ListingInput, "images" | "videos">, tier: TierMediaLimits): void {
  const fieldErrors = tierMediaErrors(input, tier);
  if (Object.keys(fieldErrors).length > 0) throw listingFailures.invalid(fieldErrors);
}

/** The user's listing payment session named by the provider's id, or null. */
export async function findListingPaymentSession(db: Database, providerSessionId: string, userId: string) {
  if (!isProviderSessionId(providerSessionId)) return null;
  const [row] = await db
    .select({
      id: paymentSessions.id,
      tier: paymentSessions.tier,
      status: paymentSessions.status,
      usedAt: paymentSessions.usedAt,
      /** A renewal's session extends its listing; it never makes a new one. */
      isRenewal: sql<boolean>`${listingRenewals.paymentSessionId} is not null`.mapWith(Boolean),
      /** The listing a renewal extends; null once that listing was deleted. */
      renewsListingId: listingRenewals.listingId,
    })
    .from(paymentSessions)
    .leftJoin(listingRenewals, eq(listingRenewals.paymentSessionId, paymentSessions.id))
    .where(
      and(
        eq(paymentSessions.providerSessionId, providerSessionId),
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.kind, "listing"),
      ),
    );
  return row ?? null;
}

/** The title a seller left blank: "2019 Mercedes-Benz Sprinter 144". */
export function defaultListingTitle(input: Pick<ListingInput, "year" | "make" | "model">): string {
  return `${input.year} ${input.make} ${input.model}`.slice(0, listingLimits.maxTitleLength).trim();
}

/**
 * The columns the listing form sets, the same on a new listing and an edited one; `place` is where it is. The price and
 * the odometer are stored as asked and read, and as the US cents and miles every comparison reads
 * (docs/product/currencies-and-units.md); the currency follows the place when the seller left it to it.
 */
export function listingFormColumns<Place extends { location: string }>(
  input: ListingInput,
  place: Place,
  vinDecode: VinDecode | null,
) {
  const currency = input.currency ?? currencyOfRegion(regionCodeOf(place.location));
  return {
    title: input.title || defaultListingTitle(input),
    vehicleType: input.vehicleType,
    vin: input.vin,
    vinDecode,
    make: input.make,
    model: input.model,
    year: input.year,
    askingPriceCents: input.priceCents,
    currency,
    priceCents: comparisonCents(input.priceCents, currency, currentRates()),
    odometer: input.mileage,
    odometerUnit: input.mileageUnit,
    mileage: input.mileage === null ? null : milesOf(input.mileage, input.mileageUnit),
    ...place,
    description: input.description,
    images: input.images,
    videoUrl: input.videos[0] ?? null,
    // With the off-grid rating they give, so the stored rating always matches (docs/product/camper-details.md).
    ...camperDetailValues(input.details),
    ...input.disclosure,
    acceptsOffers: input.acceptsOffers,
    offerFloorCents: input.offerFloorCents,
  };
}

/** Where the listing is, as stored and shown: the geocoder's name for the place when it is short enough. */
export function storedLocation(typed: string, label: string): string {
  return label && label.length <= listingLimits.maxLocationLength ? label : typed;
}

/**
 * Where a listing's typed location is: 'Invalid location.' (400) or 'Geocoding failed: {status}' (502) on the
 * location field (docs/product/selling.md, Listing form), so the seller sees why and can try again; nothing has
 * been saved by then.
 */
export async function geocodeListingLocation(
  geocoder: Geocoder,
  typed: string,
): Promise<{ location: string; latitude: number; longitude: number }> {
  const found = await locatePlace(geocoder, typed, { formMessage: listingMessages.submitFailed });
  return { location: storedLocation(typed, found.label), latitude: found.latitude, longitude: found.longitude };
}

export interface InsertNewListingOptions {
  /** The transaction that consumed the payment session. */
  tx: Database;
  listingId: string;
  userId: string;
  tier: ListingTier;
  input: ListingInput;
  place: { location: string; latitude: number; longitude: number };
  /** The seller's own stock number, carried over from the draft it is made from (open-platform.md). */
  stockNumber?: string | null;
}

/**
 * Inserts a paid listing approved and active, with its expiry and featured window from the tier and its first listing
 * time (docs/product/making-the-deal.md, "Days on market"), and attaches its photos and video (the seller's uploads):
 * the one insert of a new listing, whether from the form or from a draft (its 'Publish', its payment's return).
 */
export async function insertNewListing({
  tx,
  listingId,
  userId,
  tier,
  input,
  place,
  stockNumber = null,
}: InsertNewListingOptions) {
  await tx.insert(listings).values({
    id: listingId,
    ...listingFormColumns(input, place, await decodeListingVin(input.vin, input.year)),
    userId,
    stockNumber,
    tier: tier.id,
    expiresAt: sql`now() + make_interval(months => ${tier.months})`,
    isApproved: true,
    isActive: true,
    isFeatured: tier.featuredDays > 0,
    featuredUntil: tier.featuredDays > 0 ? sql`now() + make_interval(days => ${tier.featuredDays})` : null,
    renewalCount: 0,
    // Days on market count from the camper's first listing, when it was listed before (relisted).
    firstListedAt: firstListedAtOf({ userId, vin: input.vin, make: input.make, model: input.model, year: input.year }),
  });
  await attachListingMedia({ tx, ownerId: userId, listingId, images: input.images, videoUrl: input.videos[0] ?? null });
  await recordListingEvent(tx, "listing.published", { id: listingId, userId });
}

/**
 * A seller's new listing, paid by a listing checkout (docs/product/selling.md). The form is
 * checked against the tier's limits, the location is geocoded ('Invalid location.', or 'Geocoding
 * failed: {status}' when the geocoder cannot answer), and in one
 * transaction the payment session is consumed (exactly once, whatever runs concurrently: 'This
 * session has already been used.'), the listing inserted approved and active with its expiry and
 * featured window from the tier, and its photos and video attached. Throws AppError: `payment-required`
 * ('Could not verify your payment. Redirecting...'), `conflict` (the session was used), `invalid`.
 */
export async function createListing({
  db,
  geocoder,
  userId,
  providerSessionId,
  input,
}: CreateListingOptions): Promise<{ listingId: string }> {
  const session = await findListingPaymentSession(db, providerSessionId, userId);
  if (!session) throw listingFailures.paymentNotVerified();
  if (session.usedAt) throw listingFailures.sessionUsed();
  // A renewal's payment extends its listing (see renew-listing.server.ts); it cannot make another.
  if (session.status !== "paid" || session.isRenewal) throw listingFailures.paymentNotVerified();
  const tier = tierOf(session.tier);
  checkTierMedia(input, tier);
  // Before the transaction: a place that cannot be found leaves the payment session unused.
  const place = await geocodeListingLocation(geocoder, input.location);

  const listingId = randomUUID();
  const change: ListingChange = { kind: "created", listingId };
  const followed = await db.transaction(async (tx) => {
    try {
      // First: its row lock makes a concurrent submission with the same session wait, then fail.
      await consumePaymentSession({ tx, sessionId: session.id, userId, kind: "listing", usedForId: listingId });
    } catch (error) {
      if (isAppError(error, "conflict")) throw listingFailures.sessionUsed();
      if (isAppError(error)) throw listingFailures.paymentNotVerified();
      throw error;
    }
    await insertNewListing({ tx, listingId, userId, tier, input, place });
    return followListingChange(tx, change);
  });
  await afterListingCommit(db, change, followed);
  return { listingId };
}
