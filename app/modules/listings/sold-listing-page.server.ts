// Which sold listings still have a page (docs/product/mark-as-sold.md, The listing page of a sold listing): for
// 14 days after the sale everyone sees 'Sold', then visitors get 410 Gone. Only a listing that was approved and
// sold before it expired had a public page to keep; any other stays 404 for visitors.
import { and, eq, gt, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, type VehicleType } from "#app/db/schema.ts";
import { listingIdSchema } from "./listing-id.ts";
import { soldPageDays } from "./mark-as-sold-rules.ts";

const soldPageOpensAfter = sql`now() - make_interval(days => ${soldPageDays})`;

const wasSoldWhilePublic = () =>
  and(eq(listings.isApproved, sql`true`), isNotNull(listings.soldAt), lt(listings.soldAt, listings.expiresAt));

/** A sold listing whose 'Sold' page everyone still sees. */
export const isSoldPageOpen = () => and(wasSoldWhilePublic(), gt(listings.soldAt, soldPageOpensAfter));

/** When a sold listing's page closes to visitors: 14 days after the sale. */
export function soldPageClosesAt(soldAt: Date): Date {
  return new Date(soldAt.getTime() + soldPageDays * 24 * 60 * 60 * 1000);
}

export interface GoneSoldListing {
  title: string;
  make: string;
  model: string;
  vehicleType: VehicleType;
}

/** The listing whose 'Sold' page has closed (its page answers 410 Gone), or null (404) for any other id. */
export async function findGoneSoldListing(db: Database, id: string): Promise<GoneSoldListing | null> {
  if (!listingIdSchema.safeParse(id).success) return null;
  const [row] = await db
    .select({ title: listings.title, make: listings.make, model: listings.model, vehicleType: listings.vehicleType })
    .from(listings)
    .where(and(eq(listings.id, id), wasSoldWhilePublic(), lte(listings.soldAt, soldPageOpensAfter)))
    .limit(1);
  return row ?? null;
}
