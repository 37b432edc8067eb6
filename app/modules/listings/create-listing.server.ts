import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingRenewals, listings, paymentSessions } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { isBillingError } from "#app/modules/billing/billing-error.ts";
import { type ListingTier, listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { consumePaymentSession } from "#app/modules/billing/consume-payment-session.server.ts";
import { isProviderSessionId } from "#app/modules/billing/payment-session-key.server.ts";
import { type Geocoder, isGeocodingFailure } from "#app/modules/geo/geocoder.ts";
import { type ListingInput, listingLimits, listingMessages, parseListingForm } from "./listing.schema.ts";
import { ListingError } from "./listing-error.ts";
import { attachListingMedia } from "./listing-media.server.ts";

export interface CreateListingOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  /** The provider's session id from `/submit-listing?session_id=` (where /success leads): only a key. */
  providerSessionId: string;
  /** The form as posted (strings; `images` and `video` as lists). */
  values: Record<string, unknown>;
  logger?: Logger;
}

/** The listing tier a paid session bought, or ListingError `tier-missing`. */
export function tierOf(tierText: string | null | undefined): ListingTier {
  const id = parseTierId(tierText);
  if (!id) throw new ListingError("tier-missing");
  return listingTiers[id];
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

/** Where the listing is, as stored and shown: the geocoder's name for the place when it is short enough. */
export function storedLocation(typed: string, label: string): string {
  return label && label.length <= listingLimits.maxLocationLength ? label : typed;
}

/**
 * Where a listing's typed location is: ListingError `invalid` on the location field when the
 * geocoder does not know it ('Invalid location.') or could not answer ('Geocoding failed: {status}',
 * visitor spec §8), so the seller sees why and can try again; nothing has been saved by then.
 */
export async function geocodeListingLocation(
  geocoder: Geocoder,
  typed: string,
  logger?: Logger,
): Promise<{ location: string; latitude: number; longitude: number }> {
  let found: Awaited<ReturnType<Geocoder["geocode"]>>;
  try {
    found = await geocoder.geocode(typed);
  } catch (error) {
    if (!isGeocodingFailure(error)) throw error;
    logger?.warn({ err: error, status: error.status, detail: error.detail }, "geocoding a listing's location failed");
    throw new ListingError("invalid", { fieldErrors: { location: error.message } });
  }
  if (!found) throw new ListingError("invalid", { fieldErrors: { location: listingMessages.invalidLocation } });
  return { location: storedLocation(typed, found.label), latitude: found.latitude, longitude: found.longitude };
}

/**
 * A seller's new listing, paid by a listing checkout (seller spec §2, §4, §5; DESIGN §4). The form is
 * checked against the tier's limits, the location is geocoded ('Invalid location.', or 'Geocoding
 * failed: {status}' when the geocoder cannot answer), and in one
 * transaction the payment session is consumed (exactly once, whatever runs concurrently: 'This
 * session has already been used.'), the listing inserted approved and active with its expiry and
 * featured window from the tier, and its photos and video attached. Throws ListingError.
 */
export async function createListing({
  db,
  geocoder,
  userId,
  providerSessionId,
  values,
  logger,
}: CreateListingOptions): Promise<{ listingId: string }> {
  const session = await findListingPaymentSession(db, providerSessionId, userId);
  if (!session) throw new ListingError("payment-not-verified");
  if (session.usedAt) throw new ListingError("session-used");
  // A renewal's payment extends its listing (see renew-listing.server.ts); it cannot make another.
  if (session.status !== "paid" || session.isRenewal) throw new ListingError("payment-not-verified");
  const tier = tierOf(session.tier);

  const parsed = parseListingForm(values, tier);
  if (!parsed.success) throw new ListingError("invalid", { fieldErrors: parsed.errors });
  const input = parsed.data;
  // Before the transaction: a place that cannot be found leaves the payment session unused.
  const place = await geocodeListingLocation(geocoder, input.location, logger);

  const listingId = randomUUID();
  await db.transaction(async (tx) => {
    try {
      // First: its row lock makes a concurrent submission with the same session wait, then fail.
      await consumePaymentSession({ tx, sessionId: session.id, userId, kind: "listing", usedForId: listingId });
    } catch (error) {
      if (isBillingError(error, "already-used")) throw new ListingError("session-used");
      if (isBillingError(error)) throw new ListingError("payment-not-verified");
      throw error;
    }
    await tx.insert(listings).values({
      id: listingId,
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
      videoUrl: input.videos[0] ?? null,
      userId,
      tier: tier.id,
      expiresAt: sql`now() + make_interval(months => ${tier.months})`,
      isApproved: true,
      isActive: true,
      isFeatured: tier.featuredDays > 0,
      featuredUntil: tier.featuredDays > 0 ? sql`now() + make_interval(days => ${tier.featuredDays})` : null,
      renewalCount: 0,
    });
    await attachListingMedia({
      tx,
      ownerId: userId,
      listingId,
      images: input.images,
      videoUrl: input.videos[0] ?? null,
    });
  });
  return { listingId };
}
