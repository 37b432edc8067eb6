// Listings for load and search benchmarks: the demo catalog at scale, with a realistic mix of
// ages, tiers, renewals and lapsed listings. Row N depends only on N, so batches can be any size.
import type { ListingTierId } from "#app/db/schema.ts";
import { addDays, type DemoLifecycle, demoLifecycle } from "./demo-lifecycle.ts";
import { pickDemoPhotoUrls } from "./demo-photo-pool.ts";
import { type DemoListingDraft, generateListingDraft } from "./generate-listing.ts";
import { createRandom, type Random, seedFor } from "./random.ts";

const bulkSeed = 0xb0b_5eed;
const spanDays = 365;

export type BulkListing = Omit<DemoListingDraft, "silhouette"> &
  DemoLifecycle &
  PriceDrop & { images: string[]; userId: string };

/** The listing's last price drop: its asking price is `askingPriceCents`, lowered by `lastPriceDropCents` then. */
interface PriceDrop {
  lastPriceDropAt: Date | null;
  lastPriceDropCents: number | null;
}

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
  const images = pickDemoPhotoUrls(rng, silhouette);
  return {
    ...draft,
    ...lifecycle,
    ...priceDropOf(rng, draft.askingPriceCents, lifecycle.createdAt, now),
    images,
    userId: `${bulkSellerIdPrefix}${index % bulkSellerCount}`,
  };
}

const noPriceDrop: PriceDrop = { lastPriceDropAt: null, lastPriceDropCents: null };

/**
 * About one seller in eight has lowered the price since listing (3–12%, in steps of $250), on a day after the
 * first: so "Recently reduced" has matches at any scale, as it has on the live site.
 */
function priceDropOf(rng: Random, priceCents: number, createdAt: Date, now: Date): PriceDrop {
  const daysListed = (now.getTime() - createdAt.getTime()) / 86_400_000;
  if (!rng.chance(0.125) || daysListed < 2) return noPriceDrop;
  const step = 25_000;
  const dropCents = Math.max(step, Math.round((priceCents * rng.between(0.03, 0.12)) / step) * step);
  return { lastPriceDropAt: addDays(createdAt, rng.between(1, daysListed)), lastPriceDropCents: dropCents };
}
