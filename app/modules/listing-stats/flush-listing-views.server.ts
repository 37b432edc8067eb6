// Writes buffered listing views in one statement (docs/product/seller-statistics.md, What counts as a view).
import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { soldPageDays } from "#app/modules/listings/mark-as-sold-rules.ts";

/** One view as the listing page noted it: the visitor already a keyed hash, the day in UTC. */
export interface ListingView {
  listingId: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** Keyed hash of the visitor's address and browser on that day; never the address itself. */
  visitor: string;
  /** The signed-in viewer; their own listing's views are not counted. */
  viewerId: string | null;
}

/**
 * Counts the views whose visitor was not counted yet for that listing and day, in one statement: the
 * visitors are inserted (a visitor already there is skipped), and each day's count grows by the rows that
 * went in. Views of a listing that is gone, no longer shown to visitors, or owned by the viewer are left
 * out here, where the database knows the listing. Returns how many views were counted.
 */
export async function flushListingViews(db: Database, views: readonly ListingView[]): Promise<number> {
  if (views.length === 0) return 0;
  const result = await db.execute(sql`
    with incoming as (
      select *
      from unnest(
        ${sql.param(views.map((view) => view.listingId))}::uuid[],
        ${sql.param(views.map((view) => view.day))}::date[],
        ${sql.param(views.map((view) => view.visitor))}::text[],
        ${sql.param(views.map((view) => view.viewerId))}::text[]
      ) as view(listing_id, day, visitor, viewer_id)
    ),
    counted as (
      insert into listing_view_visitors (listing_id, day, visitor)
      select incoming.listing_id, incoming.day, incoming.visitor
      from incoming
      join listings on listings.id = incoming.listing_id
      where (incoming.viewer_id is null or listings.user_id is distinct from incoming.viewer_id)
        and listings.is_approved
        and (
          (listings.is_active and listings.expires_at > now())
          -- a sold listing's page shows 'Sold' for a while (docs/product/mark-as-sold.md)
          or listings.sold_at > now() - make_interval(days => ${soldPageDays})
        )
      on conflict do nothing
      returning listing_id, day
    ),
    added as (
      insert into listing_view_days (listing_id, day, views)
      select listing_id, day, count(*)::int from counted group by listing_id, day
      on conflict (listing_id, day) do update set views = listing_view_days.views + excluded.views
    )
    select count(*)::int as counted from counted
  `);
  return rowsOf<{ counted: number }>(result)[0]?.counted ?? 0;
}
