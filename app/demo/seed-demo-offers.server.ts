import { and, asc, eq, gt, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import { endedListings, offers } from "#app/db/deal-schema.ts";
import type { OfferEvent, OfferMaker, OfferStatus } from "#app/db/offer-vocabulary.ts";
import { listings, user } from "#app/db/schema.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { soldListing } from "./demo-people.ts";
import { demoOfferNotes } from "./demo-people-texts.ts";
import { demoDealerAccount, demoSellerAccount, privateSellerAccount } from "./demo-sellers.ts";
import { createRandom, demoUuid, type Random } from "./random.ts";

export interface SeededDemoOffers {
  offers: number;
  pendingListings: number;
  publishedSoldPrices: number;
  relistedCampers: number;
  soldElsewhere: number;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const offersSeed = 0x0ffe25;

/** A conversation about a public listing whose seller answered: where a demo negotiation can happen. */
interface Negotiable {
  conversationId: string;
  listingId: string;
  sellerId: string;
  buyerId: string;
  askingPriceCents: number;
  currency: "USD" | "CAD";
  answeredAt: Date;
}

/**
 * The demo's deals (docs/product/making-the-deal.md), after its people: the demo seller in the middle of a
 * negotiation (a buyer's offer and their counter, open), the dealer's camper held by an accepted offer ('Sale
 * pending'), an offer declined, one private seller in five at a firm price, most sold prices published on `/sold`, and a camper relisted by its seller, whose
 * days on market count from its first listing. Every listing first counts from its own creation. Nothing is mailed.
 */
export async function seedDemoOffers(tx: Database, now: Date): Promise<SeededDemoOffers> {
  await tx.update(listings).set({ firstListedAt: sql`${listings.createdAt}` });
  // One private seller in five holds to the asking price.
  await tx
    .update(listings)
    .set({ acceptsOffers: false })
    .where(
      sql`abs(hashtext(${listings.id}::text)) % 5 = 0 and ${listings.userId} not in (${demoSellerAccount.id}, ${demoDealerAccount.id})`,
    );
  const rng = createRandom(offersSeed);
  const negotiable = await negotiableConversations(tx, now);
  const firstOf = (sellerId: string, skip: readonly Negotiable[] = []) =>
    negotiable.find((candidate) => candidate.sellerId === sellerId && !skip.includes(candidate));

  const made: Negotiable[] = [];
  const countered = firstOf(demoSellerAccount.id);
  if (countered) {
    made.push(countered);
    const offered = at(now, -30 * hourMs);
    const buyerOffer = demoUuid(rng);
    await writeOffer(tx, countered, {
      id: buyerOffer,
      madeBy: "buyer",
      amountCents: roundedShare(countered.askingPriceCents, 0.88),
      status: "countered",
      createdAt: offered,
      decidedAt: at(now, -20 * hourMs),
      note: demoOfferNotes.opening,
    });
    await writeOffer(tx, countered, {
      id: demoUuid(rng),
      madeBy: "seller",
      countersOfferId: buyerOffer,
      amountCents: roundedShare(countered.askingPriceCents, 0.95),
      status: "open",
      createdAt: at(now, -20 * hourMs),
      note: demoOfferNotes.counter,
    });
  }
  const accepted = firstOf(demoDealerAccount.id);
  if (accepted) {
    made.push(accepted);
    const offerId = demoUuid(rng);
    await writeOffer(tx, accepted, {
      id: offerId,
      madeBy: "buyer",
      amountCents: roundedShare(accepted.askingPriceCents, 0.94),
      status: "accepted",
      createdAt: at(now, -2 * dayMs - 5 * hourMs),
      decidedAt: at(now, -2 * dayMs),
      note: demoOfferNotes.accepted,
    });
    await tx
      .update(listings)
      .set({ salePendingUntil: at(now, 5 * dayMs) })
      .where(eq(listings.id, accepted.listingId));
  }
  const declined = negotiable.find((candidate) => !made.some((taken) => taken.listingId === candidate.listingId));
  if (declined) {
    made.push(declined);
    await writeOffer(tx, declined, {
      id: demoUuid(rng),
      madeBy: "buyer",
      amountCents: roundedShare(declined.askingPriceCents, 0.7),
      status: "declined",
      createdAt: at(now, -4 * dayMs),
      decidedAt: at(now, -4 * dayMs + 3 * hourMs),
      note: demoOfferNotes.lowball,
    });
  }

  const soldElsewhere = await sellMoreCampers(tx, rng, now);
  // Sellers mostly publish what they sold for: seven in ten of the sales with a price.
  const published = await tx
    .update(listings)
    .set({ soldPriceIsPublic: true })
    .where(and(isNotNull(listings.soldPriceCents), sql`abs(hashtext(${listings.id}::text)) % 10 < 7`))
    .returning({ id: listings.id });

  const relisted = await relistOneCamper(tx, rng, now, made);
  return {
    offers: (countered ? 2 : 0) + (accepted ? 1 : 0) + (declined ? 1 : 0),
    pendingListings: accepted ? 1 : 0,
    publishedSoldPrices: published.length,
    relistedCampers: relisted ? 1 : 0,
    soldElsewhere,
  };
}

/** How many private sales the demo adds over the last ten months, so `/sold` reads like a market's record. */
const privateSales = 24;
/** Their accounts come after those of the demo listings' private sellers. */
const firstFormerSeller = 500;

/**
 * Campers sold over the last ten months by private sellers who had one camper each and list nothing now, to buyers
 * who never wrote on Roamstead (no review), each with its price: enough for `/sold` to search by type, make, year
 * and region. Their accounts have no password.
 */
async function sellMoreCampers(tx: Database, rng: Random, now: Date): Promise<number> {
  const rows = Array.from({ length: privateSales }, (_, index) => {
    const seller = privateSellerAccount(firstFormerSeller + index);
    const daysAgo = 4 + Math.round(rng.between(0, 300));
    const { row } = soldListing(rng, now, seller.id, daysAgo, firstFormerSeller + index);
    return { seller, row };
  });
  await tx.insert(user).values(
    rows.map(({ seller, row }) => {
      const joined = new Date(row.createdAt.getTime() - 30 * dayMs);
      return { ...seller, emailVerified: true, createdAt: joined, updatedAt: joined };
    }),
  );
  await tx.insert(listings).values(rows.map(({ row }) => ({ ...row, firstListedAt: row.createdAt })));
  await refreshTrustFigures(
    tx,
    rows.map(({ seller }) => seller.id),
  );
  return rows.length;
}

async function negotiableConversations(tx: Database, now: Date): Promise<Negotiable[]> {
  const rows = await tx
    .select({
      conversationId: conversations.id,
      listingId: sql<string>`${listings.id}`,
      sellerId: conversations.sellerId,
      buyerId: sql<string>`${conversations.buyerId}`,
      askingPriceCents: listings.askingPriceCents,
      currency: listings.currency,
      answeredAt: sql<Date>`${conversations.firstSellerReplyAt}`.mapWith(conversations.firstSellerReplyAt),
      acceptsOffers: listings.acceptsOffers,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(
        isNotNull(conversations.buyerId),
        isNotNull(conversations.firstSellerReplyAt),
        eq(listings.isApproved, true),
        eq(listings.isActive, true),
        gt(listings.expiresAt, now),
        isNull(listings.soldAt),
        // The negotiation comes after the first answer, and long enough before now to have happened.
        sql`${conversations.lastMessageAt} < ${at(now, -5 * dayMs).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  return rows.filter((row) => row.acceptsOffers);
}

interface DemoOffer {
  id: string;
  madeBy: OfferMaker;
  countersOfferId?: string;
  amountCents: number;
  status: OfferStatus;
  createdAt: Date;
  decidedAt?: Date;
  note: string;
}

/** The offer, its thread messages (made or countered, then the answer), and the conversation's times. */
async function writeOffer(tx: Database, deal: Negotiable, offer: DemoOffer): Promise<void> {
  await tx.insert(offers).values({
    id: offer.id,
    conversationId: deal.conversationId,
    listingId: deal.listingId,
    buyerId: deal.buyerId,
    sellerId: deal.sellerId,
    madeBy: offer.madeBy,
    amountCents: offer.amountCents,
    currency: deal.currency,
    countersOfferId: offer.countersOfferId ?? null,
    status: offer.status,
    expiresAt: new Date(offer.createdAt.getTime() + 48 * hourMs),
    createdAt: offer.createdAt,
    decidedAt: offer.decidedAt ?? null,
  });
  const steps: { event: OfferEvent; role: OfferMaker; body: string; at: Date }[] = [
    {
      event: offer.madeBy === "buyer" ? "made" : "countered",
      role: offer.madeBy,
      body: offer.note,
      at: offer.createdAt,
    },
  ];
  const answerer: OfferMaker = offer.madeBy === "buyer" ? "seller" : "buyer";
  if (offer.decidedAt && (offer.status === "accepted" || offer.status === "declined")) {
    steps.push({ event: offer.status, role: answerer, body: "", at: offer.decidedAt });
  }
  await tx.insert(conversationMessages).values(
    steps.map((step) => ({
      conversationId: deal.conversationId,
      senderRole: step.role,
      body: step.body,
      offerId: offer.id,
      offerEvent: step.event,
      createdAt: step.at,
    })),
  );
  const last = steps.at(-1)?.at ?? offer.createdAt;
  const lastOf = (role: OfferMaker) => steps.filter((step) => step.role === role).at(-1)?.at;
  const buyerAt = lastOf("buyer");
  const sellerAt = lastOf("seller");
  await tx
    .update(conversations)
    .set({
      lastMessageAt: last,
      ...(buyerAt ? { lastBuyerMessageAt: buyerAt, buyerReadAt: buyerAt } : {}),
      ...(sellerAt ? { lastSellerMessageAt: sellerAt, sellerReadAt: sellerAt } : {}),
    })
    .where(eq(conversations.id, deal.conversationId));
}

/**
 * A private seller's camper, taken down 6 days before it was listed again, first listed 45 days before that: its
 * page counts its days on market from then.
 */
async function relistOneCamper(tx: Database, rng: Random, now: Date, taken: readonly Negotiable[]): Promise<boolean> {
  const [camper] = await tx
    .select({
      id: listings.id,
      userId: listings.userId,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(
      and(
        isNotNull(listings.userId),
        eq(listings.isApproved, true),
        eq(listings.isActive, true),
        gt(listings.expiresAt, now),
        isNull(listings.vin),
        notInArray(listings.id, taken.map((deal) => deal.listingId).concat(["00000000-0000-0000-0000-000000000000"])),
        sql`${listings.userId} not in (${demoSellerAccount.id}, ${demoDealerAccount.id})`,
        sql`${listings.createdAt} between ${at(now, -20 * dayMs).toISOString()}::timestamptz and ${at(now, -3 * dayMs).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(1);
  if (!camper) return false;
  const firstListedAt = new Date(camper.createdAt.getTime() - 51 * dayMs);
  await tx.insert(endedListings).values({
    listingId: demoUuid(rng),
    userId: camper.userId,
    vin: null,
    make: camper.make,
    model: camper.model,
    year: camper.year,
    firstListedAt,
    endedAt: new Date(camper.createdAt.getTime() - 6 * dayMs),
  });
  await tx.update(listings).set({ firstListedAt }).where(eq(listings.id, camper.id));
  return true;
}

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

/** A share of the asking price, in round hundreds of dollars as people offer. */
const roundedShare = (askingPriceCents: number, share: number) =>
  Math.max(10_000, Math.round((askingPriceCents * share) / 10_000) * 10_000);
