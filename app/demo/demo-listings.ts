// The first-start marketplace: a fixed cast of listings whose dates are relative to the moment of
// seeding, so "newest first", feature windows and expiry look alive whenever the demo starts.
import type { ListingTierId, NewListing, VehicleType } from "#app/db/schema.ts";
import { vehicleTypes } from "#app/db/schema.ts";
import { demoDisclosure } from "./demo-disclosure.ts";
import { addDays, type DemoLifecycle, demoLifecycle } from "./demo-lifecycle.ts";
import { pickDemoPhotoUrls } from "./demo-photo-pool.ts";
import { demoSellerOf } from "./demo-sellers.ts";
import { demoVin } from "./demo-vins.ts";
import { generateListingDraft } from "./generate-listing.ts";
import { createRandom, type Random, seedFor } from "./random.ts";

export const demoListingCount = 72;
// Picked from the first few thousand seeds for its spread: $9.5k to $238.5k, 22 makes, 34 places.
const demoSeed = 88;
const spanDays = 60;

/** Index 0 is the newest. The newest paid tiers are inside their feature window right now. */
const forcedTiers: Record<number, ListingTierId> = { 0: "stampede", 1: "roam", 2: "roam", 4: "stampede" };
/** An administrator featured these open-ended (featured_until null): enough for a second page of /featured. */
const adminFeatured = new Set([7, 11, 17, 20, 23, 26, 31, 38, 43, 50]);
/** Never renewed: a month of graze ran out, so only their owners still see them. */
const lapsed = new Set([47, 58, 69]);
/** Owners took these down (sold, or a break from selling). */
const deactivated = new Set([14, 35]);
/** An administrator is holding this one back. */
const unapproved = new Set([29]);

function lifecycleFor(index: number, rng: Random, now: Date): DemoLifecycle {
  const ageDays = (index * spanDays) / demoListingCount + rng.between(0.05, 0.8);
  const createdAt = addDays(now, -ageDays);
  const tier =
    forcedTiers[index] ??
    (lapsed.has(index)
      ? "graze"
      : rng.pickWeighted<ListingTierId>([
          ["graze", 45],
          ["roam", 35],
          ["stampede", 20],
        ]));
  const lifecycle = demoLifecycle({ tier, createdAt, now, keepRenewed: !lapsed.has(index) });
  if (adminFeatured.has(index)) Object.assign(lifecycle, { isFeatured: true, featuredUntil: null });
  if (deactivated.has(index)) lifecycle.isActive = false;
  if (unapproved.has(index)) lifecycle.isApproved = false;
  return lifecycle;
}

/** The demo listings as rows to insert, each with its seller: the same content every time, dated relative to `now`. */
export function buildDemoListings(now: Date, seed = demoSeed): NewListing[] {
  const order = createRandom(seed);
  // Equal shares of each type, shuffled so the grid does not repeat van, skoolie, rv, overlander.
  const types = order.sample(
    Array.from({ length: demoListingCount }, (_, i) => vehicleTypes[i % vehicleTypes.length] as VehicleType),
    demoListingCount,
  );
  return types.map((vehicleType, index) => {
    const rng = createRandom(seedFor(seed, index));
    const seller = demoSellerOf(index, vehicleType);
    const { silhouette, ...draft } = generateListingDraft({ rng, vehicleType, sellerPlace: seller.yard });
    const lifecycle = lifecycleFor(index, rng, now);
    return {
      ...draft,
      vin: demoVin(createRandom(seedFor(seed, index + demoListingCount)), draft),
      ...demoDisclosure(createRandom(seedFor(seed, index + 2 * demoListingCount)), draft, now),
      userId: seller.userId,
      ...lifecycle,
      images: pickDemoPhotoUrls(rng, silhouette),
      updatedAt: lifecycle.createdAt,
    };
  });
}
