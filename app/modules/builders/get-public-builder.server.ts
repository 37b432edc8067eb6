import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders, listings } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isBuilderId } from "./builder-id.ts";
import { isPublicBuilder } from "./builder-visibility.server.ts";

export interface GetPublicBuilderOptions {
  db: Database;
  /** Unvalidated input (a URL segment). */
  id: string;
}

/** What /builder/{id} shows; safe to send to the browser. */
export interface PublicBuilder {
  id: string;
  businessName: string;
  website: string;
  instagram: string;
  email: string;
  description: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  videoUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The owner's public camper listings, newest first. */
  listings: ListingSummary[];
}

/** How many of the builder's campers the page shows. */
export const builderListingsShown = 12;

/** A public profile (approved, active, unexpired) with its owner's public listings, or null. */
export async function getPublicBuilder({ db, id }: GetPublicBuilderOptions): Promise<PublicBuilder | null> {
  if (!isBuilderId(id)) return null;
  const [row] = await db
    .select()
    .from(builders)
    .where(and(eq(builders.id, id), isPublicBuilder()))
    .limit(1);
  if (!row) return null;
  const campers = await db
    .select(listingCardColumns)
    .from(listings)
    .where(and(eq(listings.userId, row.userId), isPublicListing()))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(builderListingsShown);
  return {
    id: row.id,
    businessName: row.businessName,
    website: row.website,
    instagram: row.instagram,
    email: row.email,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    images: row.imageUrls,
    videoUrl: row.videoUrl,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    listings: campers,
  };
}
