import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { CamperDetails, Currency, OdometerUnit } from "#app/db/listing-vocabulary.ts";
import { type DealRating, listings, type VehicleType } from "#app/db/schema.ts";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { camperDetailColumns } from "#app/modules/camper-details/camper-detail-columns.server.ts";
import { disclosureColumns } from "#app/modules/disclosure/disclosure-columns.server.ts";
import type { ListingDisclosure } from "#app/modules/disclosure/disclosure-fields.ts";
import { wholeDaysBetween } from "./days-on-market.server.ts";
import { isFeaturedNow } from "./listing-card-columns.server.ts";
import { listingIdSchema } from "./listing-id.ts";
import { isPublicListing } from "./listing-visibility.server.ts";
import { isSoldPageOpen } from "./sold-listing-page.server.ts";

export interface GetPublicListingOptions {
  db: Database;
  /** Unvalidated input (a URL segment); anything that is not a UUID finds nothing. */
  id: string;
  /**
   * The signed-in visitor: the owner (or an administrator) also sees the listing while it is not
   * public — expired, inactive or unapproved — so links from the dashboard keep working.
   */
  viewer?: { id: string; role: "user" | "admin" } | null;
}

/**
 * What the detail page shows; safe to send to the browser (no owner account, e-mail, tier, expiry or moderation
 * state; the seller's display name is for the people they talk to in the Inbox, never for the page).
 * The camper details are its own fields, as stored; the page works the off-grid rating out from them.
 */
export interface PublicListing extends CamperDetails, ListingDisclosure {
  id: string;
  title: string;
  vehicleType: VehicleType;
  /** The state or province code the database reads off the location (drizzle 0018); null when it names none. */
  regionCode: string | null;
  make: string;
  model: string;
  year: number;
  /** The VIN the seller gave, and what it decoded to when saved (docs/product/vin-and-paperwork.md); null: none. */
  vin: string | null;
  vinDecode: VinDecode | null;
  /** US cents, as comparisons read them. */
  priceCents: number;
  /** The asking price as the page shows it (docs/product/currencies-and-units.md). */
  askingPriceCents: number;
  currency: Currency;
  /** Miles, as comparisons read them. */
  mileage: number | null;
  /** The odometer as the seller reads it. */
  odometer: number | null;
  odometerUnit: OdometerUnit;
  location: string;
  description: string;
  images: string[];
  videoUrl: string | null;
  isFeatured: boolean;
  createdAt: Date;
  /** 'Listed 23 days ago': whole days since the camper was first listed (docs/product/making-the-deal.md). */
  listedDaysAgo: number;
  /** False when the listing is not for sale: sold (see soldAt), or seen by its owner or an administrator only. */
  isPublic: boolean;
  /** When it was sold: its page says 'Sold' (docs/product/mark-as-sold.md); null while not sold. */
  soldAt: Date | null;
  /** 'Sale pending': an accepted offer holds the camper (docs/product/making-the-deal.md). */
  isSalePending: boolean;
  /** 'Open to offers', else 'Firm price' (docs/product/making-the-deal.md); the seller's floor is never read here. */
  acceptsOffers: boolean;
  /** The latest price change, when it was a drop (docs/product/buyers-come-back.md). */
  lastPriceDropAt: Date | null;
  lastPriceDropCents: number | null;
  /** The deal rating and how many comparables it rests on; null without one. */
  dealRating: DealRating | null;
  dealComparables: number | null;
}

const publicColumns = {
  id: listings.id,
  title: listings.title,
  vehicleType: listings.vehicleType,
  regionCode: listings.regionCode,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  vin: listings.vin,
  vinDecode: listings.vinDecode,
  priceCents: listings.priceCents,
  askingPriceCents: listings.askingPriceCents,
  currency: listings.currency,
  mileage: listings.mileage,
  odometer: listings.odometer,
  odometerUnit: listings.odometerUnit,
  location: listings.location,
  description: listings.description,
  images: listings.images,
  videoUrl: listings.videoUrl,
  isFeatured: isFeaturedNow(),
  createdAt: listings.createdAt,
  listedDaysAgo: wholeDaysBetween(listings.firstListedAt),
  isPublic: sql<boolean>`coalesce(${isPublicListing()}, false)`,
  soldAt: listings.soldAt,
  isSalePending: sql<boolean>`${listings.salePendingUntil} is not null`.mapWith(Boolean),
  acceptsOffers: listings.acceptsOffers,
  lastPriceDropAt: listings.lastPriceDropAt,
  lastPriceDropCents: listings.lastPriceDropCents,
  dealRating: listings.dealRating,
  dealComparables: listings.dealComparables,
  ...camperDetailColumns,
  ...disclosureColumns,
} satisfies Record<keyof PublicListing, unknown>;

/**
 * One listing while it is public (approved, active, not expired) or its 'Sold' page is open (14 days after the
 * sale, docs/product/mark-as-sold.md), or for its owner or an administrator whatever its state; null when it
 * is missing or the viewer may not see it.
 */
export async function getPublicListing({ db, id, viewer }: GetPublicListingOptions): Promise<PublicListing | null> {
  // A malformed id would make PostgreSQL raise an error (a 500); it simply names no listing.
  if (!listingIdSchema.safeParse(id).success) return null;
  const [row] = await db
    .select(publicColumns)
    .from(listings)
    .where(and(eq(listings.id, id), viewer?.role === "admin" ? undefined : visibleTo(viewer?.id)))
    .limit(1);
  return row ?? null;
}

function visibleTo(viewerId: string | undefined) {
  return or(isPublicListing(), isSoldPageOpen(), viewerId ? eq(listings.userId, viewerId) : undefined);
}
