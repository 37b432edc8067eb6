import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { refreshTrustFigures, replyWindowDays } from "./refresh-trust-figures.server.ts";

/** Accounts per transaction: short enough that a message's own refresh of one of them never waits long. */
const defaultBatchSize = 500;

/**
 * Recomputes the figures of every account that has them or should (docs/product/people-and-trust.md): those with a
 * row, whose 90-day window moved since, and those with a record the row does not hold yet (a conversation in the
 * window, a sold listing, a public review), as the first run after a deploy finds them. Returns how many accounts.
 */
export async function refreshAllTrustFigures(db: Database, batchSize = defaultBatchSize): Promise<number> {
  const result = await db.execute(sql`
    select user_id as id from account_trust_figures
    union select seller_id from conversations
      where first_buyer_message_at >= now() - make_interval(days => ${replyWindowDays})
    union select user_id from listings where sold_at is not null and user_id is not null
    union select subject_id from reviews where published_at is not null and removed_at is null
    order by id
  `);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    await db.transaction((tx) => refreshTrustFigures(tx, batch));
  }
  return ids.length;
}
