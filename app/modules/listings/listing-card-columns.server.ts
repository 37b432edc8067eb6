import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listings } from "#app/db/schema.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { isFeaturedListing } from "#app/modules/listings/listing-visibility.server.ts";

/** The card's photo: the listing's first image. */
export const firstImage = (images: AnyPgColumn): SQL.Aliased<string | null> =>
  sql<string | null>`${images}[1]`.as("image");

/** Whether the card shows the featured badge now; named, so that a subquery can pass it on. */
export const isFeaturedNow = (): SQL.Aliased<boolean> =>
  sql<boolean>`coalesce(${isFeaturedListing()}, false)`.as("is_featured_now");

/** The columns of a listing card (ListingSummary), for every query that lists cards. */
export const listingCardColumns = {
  id: listings.id,
  title: listings.title,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  priceCents: listings.priceCents,
  location: listings.location,
  image: firstImage(listings.images),
  isFeatured: isFeaturedNow(),
} satisfies Record<keyof ListingSummary, unknown>;
