import { and, count } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/conversations-schema.ts";
import { isPartyTo, isUnreadFor } from "./unread.server.ts";

/** How many of the account's conversations are unread: the header's one query per signed-in request. */
export async function countUnreadConversations(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(conversations)
    .where(and(isPartyTo(userId), isUnreadFor(userId)));
  return row?.unread ?? 0;
}
