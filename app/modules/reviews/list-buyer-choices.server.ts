import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations, listings, user } from "#app/db/schema.ts";
import { namedPerson } from "./named-person.server.ts";
import type { NamedPerson } from "./party-name.ts";

/**
 * Whom the seller may name as the buyer of a listing (docs/product/people-and-trust.md, "Sales and reviews"): the
 * accounts that wrote to its seller about it (a conversation about this listing with a buyer account), not deleted,
 * the first to write first. A listing without an account has none.
 */
export async function listBuyerChoices(db: Database, listingId: string): Promise<NamedPerson[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, deletedAt: user.deletedAt })
    .from(conversations)
    .innerJoin(listings, and(eq(listings.id, conversations.listingId), eq(listings.userId, conversations.sellerId)))
    .innerJoin(user, eq(user.id, conversations.buyerId))
    .where(and(eq(conversations.listingId, listingId), isNotNull(conversations.buyerId), isNull(user.deletedAt)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  return rows.map(namedPerson);
}
