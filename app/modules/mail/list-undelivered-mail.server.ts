import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";

export interface ListUndeliveredMailOptions {
  db: Database;
  /** Keyset paging: only ids after this one. */
  afterId?: number;
  limit: number;
}

/** Ids of pending messages that no delivery attempt holds, oldest first. */
export async function listUndeliveredMail({ db, afterId = 0, limit }: ListUndeliveredMailOptions): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        gt(outbox.id, afterId),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
