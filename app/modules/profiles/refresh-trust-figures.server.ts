import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";

/** How far back a buyer's first message counts for the reply time and rate (docs/product/people-and-trust.md). */
export const replyWindowDays = 90;

/**
 * Recomputes the trust figures of these accounts (docs/product/people-and-trust.md, "Reply time and rate"), in one
 * statement: each account's row of `account_trust_figures` is written whole from the conversations it answered as a
 * seller in the last 90 days, its sold listings and the reviews of it that are public. Pages read the row by its key
 * and never count (ADR 065). Ids of accounts that do not exist are skipped.
 */
export async function refreshTrustFigures(db: Database, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort();
  // Inside a transaction, two refreshes of one account (two buyers' first messages at once) take turns: the later
  // one's counting statement starts after the earlier one committed and sees its change, so the row written last
  // is never the older count. Taken in one order (the array's, sorted), so batches never wait on each other in a circle.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('trust-figures:' || id, 0)) from unnest(${sql.param(ids)}::text[]) as id`,
  );
  // Each lateral part walks one index by the account's id: conversations_seller_first_message_idx,
  // listings_user_id_idx and reviews_subject_public_idx.
  await db.execute(sql`
    insert into account_trust_figures as f
      (user_id, first_messages, replied, median_reply_seconds, sold_count, review_count, rating_average, updated_at)
    select u.id, c.first_messages, c.replied, c.median_reply_seconds, s.sold_count, r.review_count, r.rating_average, now()
    from "user" u
    cross join lateral (
      select
        count(*)::int as first_messages,
        count(first_seller_reply_at)::int as replied,
        round(
          percentile_cont(0.5) within group (order by extract(epoch from first_seller_reply_at - first_buyer_message_at))
        )::int as median_reply_seconds
      from conversations
      -- A contact-form message is answered by e-mail, which the site cannot see: only buyers with an account count.
      where seller_id = u.id and buyer_id is not null
        and first_buyer_message_at >= now() - make_interval(days => ${replyWindowDays})
    ) c
    cross join lateral (
      select count(*)::int as sold_count from listings where user_id = u.id and sold_at is not null
    ) s
    cross join lateral (
      -- A review's rating is the mean of the aspects it rates (a seller's review of a buyer rates no accuracy).
      select
        count(*)::int as review_count,
        round(avg((coalesce(accuracy, 0) + communication + handover)::numeric / (2 + (accuracy is not null)::int)), 2)
          as rating_average
      from reviews
      where subject_id = u.id and published_at is not null and removed_at is null
    ) r
    where u.id = any(${sql.param(ids)}::text[])
    on conflict (user_id) do update set
      first_messages = excluded.first_messages,
      replied = excluded.replied,
      median_reply_seconds = excluded.median_reply_seconds,
      sold_count = excluded.sold_count,
      review_count = excluded.review_count,
      rating_average = excluded.rating_average,
      updated_at = excluded.updated_at
  `);
}
