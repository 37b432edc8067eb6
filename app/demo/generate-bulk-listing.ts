// Listings for load and search benchmarks: the demo catalog at scale, with a realistic mix of
// ages, tiers, renewals and lapsed listings. Row N depends only on N, so batches can be any size.
import type { ListingTierId } from "#app/db/schema.ts";
import { addDays, type DemoLifecycle, demoLifecycle } from "./demo-lifecycle.ts";
import { pickDemoPhotoUrls } from "./demo-photo-pool.ts";
import { type DemoListingDraft, generateListingDraft } from "./generate-listing.ts";
import { createRandom, seedFor } from "./random.ts";

const bulkSeed = 0xb0b_5eed;
const spanDays = 365;

export type BulkListing = Omit<DemoListingDraft, "silhouette"> & DemoLifecycle & { images: string[]; userId: string };

/** How many sellers share the generated listings: every listing has one to write to, as on the real site. */
export const bulkSellerCount = 1_000;

/** Generated seller N's account id is this prefix and N. */
export const bulkSellerIdPrefix = "bulk-seller-";

export function generateBulkListing(index: number, now: Date): BulkListing {
  const rng = createRandom(seedFor(bulkSeed, index));
  const { silhouette, ...draft } = generateListingDraft({ rng });
  const tier = rng.pickWeighted<ListingTierId>([
    ["graze", 50],
    ["roam", 35],
    ["stampede", 15],
  ]);
  // Most sellers renew until they sell; about one in five lets the listing lapse.
  const lifecycle = demoLifecycle({
    tier,
    createdAt: addDays(now, -rng.between(0, spanDays)),
    now,
    keepRenewed: rng.chance(0.8),
  });
  if (rng.chance(0.002)) Object.assign(lifecycle, { isFeatured: true, featuredUntil: null });
  if (rng.chance(0.02)) lifecycle.isActive = false;
  if (rng.chance(0.005)) lifecycle.isApproved = false;
  return {
    ...draft,
    ...lifecycle,
    images: pickDemoPhotoUrls(rng, silhouette),
    userId: `${bulkSellerIdPrefix}${index % bulkSellerCount}`,
  };
}
