import { and, count, eq, gte, isNotNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations, listings, listingViewDays } from "#app/db/schema.ts";
import { countListingSavers } from "#app/modules/favorites/count-listing-savers.server.ts";
import { dayAfter, firstStatisticsDay, type ListingStatistics, statisticsDays } from "./listing-statistics.ts";

export interface GetListingStatisticsOptions {
  db: Database;
  sellerId: string;
  now?: Date;
}

/**
 * Views per day in the last 30 days, favorites and messages of every listing of the seller, in three
 * grouped queries whatever the number of listings (docs/product/seller-statistics.md).
 */
export async function getListingStatistics({
  db,
  sellerId,
  now = new Date(),
}: GetListingStatisticsOptions): Promise<ListingStatistics> {
  const firstDay = firstStatisticsDay(now);
  const [viewRows, favorites, messageRows] = await Promise.all([
    db
      .select({ listingId: listingViewDays.listingId, day: listingViewDays.day, views: listingViewDays.views })
      .from(listingViewDays)
      .innerJoin(listings, eq(listings.id, listingViewDays.listingId))
      .where(and(eq(listings.userId, sellerId), gte(listingViewDays.day, firstDay))),
    countListingSavers(db, sellerId),
    db
      .select({ listingId: conversations.listingId, messages: count() })
      .from(conversations)
      .where(and(eq(conversations.sellerId, sellerId), isNotNull(conversations.listingId)))
      .groupBy(conversations.listingId),
  ]);
  const dayIndex = new Map(Array.from({ length: statisticsDays }, (_, index) => [dayAfter(firstDay, index), index]));
  const dailyViews: Record<string, number[]> = {};
  for (const { listingId, day, views } of viewRows) {
    const index = dayIndex.get(day);
    if (index === undefined || views <= 0) continue;
    dailyViews[listingId] ??= Array<number>(statisticsDays).fill(0);
    (dailyViews[listingId] as number[])[index] = views;
  }
  const messages = Object.fromEntries(messageRows.map((row) => [row.listingId as string, row.messages]));
  return { firstDay, dailyViews, favorites, messages };
}
