// An offer between two accounts in a conversation of its own, written straight to the tables as the thread holds
// one (the buyer's first message, then the offer's steps), for tests of what is made from it; the offers' own
// rules are tested with their use cases.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { OfferEvent, OfferStatus } from "#app/db/offer-vocabulary.ts";
import { conversationMessages, conversations, offers, user } from "#app/db/schema.ts";

export interface OfferFixture {
  listingId: string;
  sellerId: string;
  buyerId: string;
  /** Default: accepted an hour ago. */
  status?: OfferStatus;
  amountCents?: number;
  currency?: "USD" | "CAD";
}

const hourMs = 3_600_000;

/** The step that gave the offer its status, as the thread tells it (none while it is open). */
const closingEvent: Readonly<Record<OfferStatus, OfferEvent | null>> = {
  open: null,
  countered: "countered",
  accepted: "accepted",
  declined: "declined",
  expired: "expired",
  withdrawn: "withdrawn",
  lapsed: "lapsed",
};

/** The offer's id; its conversation is new (one per listing and buyer). */
export async function insertOfferFixture(
  db: Database,
  { listingId, sellerId, buyerId, status = "accepted", amountCents = 6_150_000, currency = "USD" }: OfferFixture,
): Promise<string> {
  const [buyer] = await db.select({ name: user.name }).from(user).where(eq(user.id, buyerId));
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * hourMs);
  const [conversation] = await db
    .insert(conversations)
    .values({
      listingId,
      listingTitle: "2019 Sprinter 144",
      sellerId,
      buyerId,
      buyerName: buyer?.name ?? "",
      createdAt: at(3),
      lastMessageAt: at(1),
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("the conversation insert returned no row");
  const [offer] = await db
    .insert(offers)
    .values({
      conversationId: conversation.id,
      listingId,
      sellerId,
      buyerId,
      madeBy: "buyer",
      amountCents,
      currency,
      status,
      createdAt: at(2),
      expiresAt: new Date(now + 46 * hourMs),
      decidedAt: status === "open" ? null : at(1),
    })
    .returning({ id: offers.id });
  if (!offer) throw new Error("the offer insert returned no row");
  const event = closingEvent[status];
  await db.insert(conversationMessages).values([
    { conversationId: conversation.id, senderRole: "buyer", body: "Is it still available?", createdAt: at(3) },
    {
      conversationId: conversation.id,
      senderRole: "buyer",
      body: "",
      offerId: offer.id,
      offerEvent: "made",
      createdAt: at(2),
    },
    ...(event
      ? [
          {
            conversationId: conversation.id,
            senderRole: "seller" as const,
            body: "",
            offerId: offer.id,
            offerEvent: event,
            createdAt: at(1),
          },
        ]
      : []),
  ]);
  return offer.id;
}
