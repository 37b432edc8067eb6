import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Currency } from "#app/db/listing-vocabulary.ts";
import { offers, user } from "#app/db/schema.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { namedPerson } from "#app/modules/reviews/named-person.server.ts";
import type { NamedPerson } from "#app/modules/reviews/party-name.ts";
import { findPendingListing } from "./find-pending-listing.server.ts";

export interface PendingSale {
  listing: { id: string; title: string };
  /** When it reopens unless sold or extended. */
  until: Date;
  /** Extended once already: it cannot be again. */
  isExtended: boolean;
  /** The accepted offer that holds it: its amount, its buyer (never their e-mail) and their conversation. */
  offer: { amountCents: number; currency: Currency; buyer: NamedPerson; conversationId: string } | null;
}

/**
 * What the seller's 'Sale pending' page shows (docs/product/making-the-deal.md, Sale pending). Throws AppError
 * `not-found`, `forbidden` (neither the owner nor an administrator) or `conflict` (no sale pending).
 */
export async function getPendingSale({
  db,
  listingId,
  actor,
}: {
  db: Database;
  listingId: string;
  actor: ListingActor;
}): Promise<PendingSale> {
  const listing = await findPendingListing(db, listingId, actor);
  const [accepted] = await db
    .select({
      amountCents: offers.amountCents,
      currency: offers.currency,
      conversationId: offers.conversationId,
      buyer: { id: user.id, name: user.name, email: user.email, deletedAt: user.deletedAt },
    })
    .from(offers)
    .innerJoin(user, eq(user.id, offers.buyerId))
    .where(and(eq(offers.listingId, listing.id), eq(offers.status, "accepted")));
  return {
    listing: { id: listing.id, title: listing.title },
    until: listing.salePendingUntil,
    isExtended: listing.salePendingExtended,
    offer: accepted ? { ...accepted, buyer: namedPerson(accepted.buyer) } : null,
  };
}
