// The demo's record of people (docs/product/people-and-trust.md): buyers who wrote to the sellers over the last 90
// days and sellers who answered after believable delays (most within hours, some after a day, a few never), sales
// confirmed by both sides with public reviews both ways, and public questions answered under popular listings.
// Pure: the same rows for the same listings, dated relative to `now`.
import type { conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import type { listingQuestions, listingSales, reviews } from "#app/db/people-schema.ts";
import type { NewListing, user } from "#app/db/schema.ts";
import { demoBuilderAccountId } from "./demo-builders.ts";
import { buildDemoBuyers } from "./demo-buyers.ts";
import { addDays, demoLifecycle } from "./demo-lifecycle.ts";
import {
  demoExchanges,
  demoQuestions,
  demoReviewsOfBuyers,
  demoReviewsOfSellers,
  demoSaleExchange,
} from "./demo-people-texts.ts";
import { pickDemoPhotoUrls } from "./demo-photo-pool.ts";
import { demoDealerAccount, demoDealerYard, demoSellerAccount, privateSellerById } from "./demo-sellers.ts";
import { generateListingDraft } from "./generate-listing.ts";
import { createRandom, demoUuid, type Random } from "./random.ts";

/** A demo listing with an owner, as stored. */
export interface DemoPeopleListing {
  id: string;
  userId: string;
  title: string;
  make: string;
  model: string;
  askingPriceCents: number;
  createdAt: Date;
  expiresAt: Date;
  isActive: boolean;
  isApproved: boolean;
  isFeatured: boolean;
  featuredUntil: Date | null;
}

/** A builder's profile: its owner account and when it was made. */
export interface DemoPeopleBuilder {
  userId: string;
  createdAt: Date;
}

export interface DemoPeople {
  buyers: (typeof user.$inferInsert)[];
  /** Rigs the demo seller and the dealer sold before the demo begins (inactive, sold). */
  soldListings: NewListing[];
  /** Private listings their owners took down, now sold. */
  soldExisting: { id: string; soldAt: Date; soldPriceCents: number }[];
  /** When each seller and builder account joined: before anything it did. */
  memberSince: { id: string; createdAt: Date }[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof conversationMessages.$inferInsert)[];
  sales: (typeof listingSales.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  questions: (typeof listingQuestions.$inferInsert)[];
}

const peopleSeed = 0x9e091e;
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** The reply record's window (docs/product/people-and-trust.md, "Reply time and rate"). */
const recordDays = 89;

/** How a seller answers: the quickest and slowest first answer in minutes (drawn log-uniformly), and how often never. */
interface ReplyHabit {
  minutes: readonly [quickest: number, slowest: number];
  unansweredShare: number;
}

// The demo seller answers everyone (a buyer in the e2e journey then sees '100%' once answered), within 2 hours or so.
const demoSellerHabit: ReplyHabit = { minutes: [30, 270], unansweredShare: 0 };
const dealerHabit: ReplyHabit = { minutes: [5, 60], unansweredShare: 0.08 };
const builderHabit: ReplyHabit = { minutes: [60, 600], unansweredShare: 0.1 };
const privateHabits: readonly (readonly [ReplyHabit, number])[] = [
  [{ minutes: [8, 100], unansweredShare: 0.04 }, 45],
  [{ minutes: [60, 420], unansweredShare: 0.1 }, 30],
  [{ minutes: [600, 2_100], unansweredShare: 0.2 }, 15],
  [{ minutes: [30, 1_500], unansweredShare: 0.45 }, 10],
];

/** Rigs sold before the demo begins, by days ago; a sale under 14 days old still shows its 'Sold' page. */
const earlierSales = [
  { sellerId: demoSellerAccount.id, daysAgo: 18 },
  { sellerId: demoSellerAccount.id, daysAgo: 44 },
  { sellerId: demoSellerAccount.id, daysAgo: 71 },
  { sellerId: demoDealerAccount.id, daysAgo: 9 },
  { sellerId: demoDealerAccount.id, daysAgo: 37 },
  { sellerId: demoDealerAccount.id, daysAgo: 63 },
] as const;

/** Listings featured right now draw questions: this many of them get some. */
const listingsWithQuestions = 7;

type Buyer = typeof user.$inferInsert;

export function buildDemoPeople(
  now: Date,
  ownedListings: readonly DemoPeopleListing[],
  builderProfiles: readonly DemoPeopleBuilder[] = [],
): DemoPeople {
  const rng = createRandom(peopleSeed);
  const nowMs = now.getTime();
  const buyers = buildDemoBuyers(now);
  const people: DemoPeople = {
    buyers,
    soldListings: [],
    soldExisting: [],
    memberSince: [],
    conversations: [],
    messages: [],
    sales: [],
    reviews: [],
    questions: [],
  };
  const habits = new Map<string, ReplyHabit>();
  const habitOf = (sellerId: string): ReplyHabit => {
    let habit = habits.get(sellerId);
    if (!habit) {
      if (sellerId === demoSellerAccount.id) habit = demoSellerHabit;
      else if (sellerId === demoDealerAccount.id) habit = dealerHabit;
      else if (sellerId === demoBuilderAccountId) habit = builderHabit;
      else habit = rng.pickWeighted(privateHabits);
      habits.set(sellerId, habit);
    }
    return habit;
  };
  const talk = conversationWriter(rng, nowMs, people);
  const recordStart = nowMs - recordDays * dayMs;

  const isPublic = (listing: DemoPeopleListing) => listing.isActive && listing.isApproved && listing.expiresAt > now;
  for (const listing of ownedListings.filter(isPublic)) {
    const habit = habitOf(listing.userId);
    const count = conversationsPerListing(rng, listing.userId);
    for (const buyer of rng.sample(buyers, count)) {
      talk({
        listing,
        buyer,
        habit,
        from: Math.max(listing.createdAt.getTime() + hourMs, recordStart),
        until: nowMs - 5 * minuteMs,
      });
    }
  }

  const sold = [
    ...earlierSales.map((sale, index) => {
      const { row, soldAt } = soldListing(rng, now, sale.sellerId, sale.daysAgo, index);
      people.soldListings.push(row);
      return { listing: { ...row, isFeatured: false, featuredUntil: null }, soldAt };
    }),
    ...ownedListings
      .filter((listing) => isTakenDownPrivateListing(listing, now))
      .map((listing) => {
        const soldAt = new Date(listing.createdAt.getTime() + 0.6 * (nowMs - listing.createdAt.getTime()));
        const sale = { id: listing.id, soldAt, soldPriceCents: salePriceCents(rng, listing.askingPriceCents) };
        people.soldExisting.push(sale);
        return { listing, soldAt };
      }),
  ];
  for (const [turn, { listing, soldAt }] of sold.entries()) {
    const habit = habitOf(listing.userId);
    const [buyer, ...others] = rng.sample(buyers, 1 + rng.int(0, 2));
    if (!buyer) continue;
    const conversationId = talk({
      listing,
      buyer,
      habit,
      from: listing.createdAt.getTime() + 2 * hourMs,
      until: soldAt.getTime() - 4 * dayMs,
      isAnswered: true,
      saleAt: soldAt.getTime(),
    });
    if (!conversationId) continue;
    for (const other of others) {
      talk({
        listing,
        buyer: other,
        habit,
        from: Math.max(listing.createdAt.getTime() + hourMs, recordStart),
        until: soldAt.getTime() - dayMs,
      });
    }
    recordSale(rng, nowMs, people, { listing, buyer, conversationId, soldAt, turn });
  }

  const featuredNow = ownedListings.filter(
    (listing) =>
      isPublic(listing) && listing.isFeatured && (listing.featuredUntil === null || listing.featuredUntil > now),
  );
  for (const listing of featuredNow.slice(0, listingsWithQuestions)) {
    askQuestions(rng, nowMs, people, listing, buyers);
  }

  people.memberSince = memberSince(rng, people, [...ownedListings, ...people.soldListings], builderProfiles);
  return people;
}

function conversationsPerListing(rng: Random, sellerId: string): number {
  if (privateSellerById(sellerId)) {
    return rng.pickWeighted([
      [0, 25],
      [1, 15],
      [2, 15],
      [3, 15],
      [4, 15],
      [5, 10],
      [6, 5],
    ]);
  }
  return rng.int(1, 3);
}

const logUniform = (rng: Random, [low, high]: readonly [number, number]) => low * (high / low) ** rng.next();

interface TalkOptions {
  listing: DemoPeopleListing;
  buyer: Buyer;
  habit: ReplyHabit;
  /** The window the buyer's first message falls in, in milliseconds. */
  from: number;
  until: number;
  /** Decided by the caller (a sale's conversation was answered); drawn from the habit otherwise. */
  isAnswered?: boolean;
  /** The conversation ends with the buyer and seller agreeing on a sale just before this moment. */
  saleAt?: number;
}

/**
 * Writes one conversation with its messages, as the site would have stored them, and gives its id; null when the
 * window leaves no room for it. The buyer's first message, the seller's answer after their habit's delay (or
 * none), then often one more turn each, or the turns of a sale.
 */
function conversationWriter(rng: Random, nowMs: number, people: DemoPeople) {
  return ({ listing, buyer, habit, from, until, isAnswered, saleAt }: TalkOptions): string | null => {
    const answered = isAnswered ?? !rng.chance(habit.unansweredShare);
    const delay = answered ? logUniform(rng, habit.minutes) * minuteMs : 0;
    const latestStart = until - delay - 10 * minuteMs;
    if (latestStart <= from) return null;
    const start = Math.round(from + rng.next() * (latestStart - from));
    const exchange = rng.pick(demoExchanges);
    const fill = (text: string) => text.replaceAll("{make}", listing.make).replaceAll("{model}", listing.model);
    const turns: { role: "buyer" | "seller"; body: string; at: number }[] = [
      { role: "buyer", body: fill(exchange.buyer), at: start },
    ];
    const reply = Math.round(start + delay);
    if (answered) turns.push({ role: "seller", body: fill(exchange.seller), at: reply });
    if (answered) {
      // A sale's agreement comes two days before it; a follow-up, often, whenever the buyer gets back to it.
      const [lines, next] =
        saleAt === undefined
          ? [
              rng.chance(0.7) ? [exchange.buyerAgain, exchange.sellerAgain] : [],
              reply + logUniform(rng, [10, 600]) * minuteMs,
            ]
          : [
              [
                demoSaleExchange.buyer,
                demoSaleExchange.seller,
                demoSaleExchange.buyerAgain,
                demoSaleExchange.sellerAgain,
              ],
              saleAt - 2 * dayMs,
            ];
      for (const turn of alternatingTurns(rng, lines, next, habit)) {
        if (turn.at < nowMs && turn.at > (turns.at(-1)?.at ?? start)) turns.push({ ...turn, body: fill(turn.body) });
      }
    }

    const id = demoUuid(rng);
    const atOf = (role: "buyer" | "seller") => turns.filter((turn) => turn.role === role).at(-1)?.at;
    const last = turns.at(-1)?.at ?? start;
    // Each side has read up to its own last message, and everything once it is a day old.
    const readAt = (own: number | undefined) =>
      last < nowMs - dayMs ? new Date(last) : own === undefined ? null : new Date(own);
    const lastBuyer = atOf("buyer");
    const lastSeller = atOf("seller");
    people.conversations.push({
      id,
      listingId: listing.id,
      listingTitle: listing.title,
      sellerId: listing.userId,
      buyerId: buyer.id,
      buyerName: buyer.name,
      createdAt: new Date(start),
      lastMessageAt: new Date(last),
      lastBuyerMessageAt: lastBuyer === undefined ? null : new Date(lastBuyer),
      lastSellerMessageAt: lastSeller === undefined ? null : new Date(lastSeller),
      buyerReadAt: readAt(lastBuyer),
      sellerReadAt: readAt(lastSeller),
      firstBuyerMessageAt: new Date(start),
      firstSellerReplyAt: answered ? new Date(reply) : null,
      // Never reminded by the demo's own clock: an unanswered one counts as reminded twice already.
      replyNudgesSent: answered ? 0 : 2,
    });
    for (const turn of turns) {
      people.messages.push({
        conversationId: id,
        senderRole: turn.role,
        body: turn.body,
        createdAt: new Date(turn.at),
      });
    }
    return id;
  };
}

/**
 * Lines said in turn from `at`, the buyer first: each answer after the seller's habit's delay, each of the buyer's
 * within a few hours. Stops at the first missing line.
 */
function alternatingTurns(rng: Random, lines: readonly (string | undefined)[], at: number, habit: ReplyHabit) {
  const turns: { role: "buyer" | "seller"; body: string; at: number }[] = [];
  let moment = at;
  for (const [index, body] of lines.entries()) {
    if (!body) break;
    const role = index % 2 === 0 ? "buyer" : "seller";
    if (index > 0) moment += (role === "seller" ? logUniform(rng, habit.minutes) : rng.int(20, 180)) * minuteMs;
    turns.push({ role, body, at: Math.round(moment) } as const);
  }
  return turns;
}

/** A private listing its owner took down (demo-listings.ts: "sold, or a break from selling"): sold. */
function isTakenDownPrivateListing(listing: DemoPeopleListing, now: Date): boolean {
  return (
    privateSellerById(listing.userId) !== undefined &&
    !listing.isActive &&
    listing.isApproved &&
    listing.expiresAt > now
  );
}

/** Sellers take a little under the asking price, in round hundreds. */
function salePriceCents(rng: Random, askingPriceCents: number): number {
  return Math.round((askingPriceCents * rng.between(0.9, 0.98)) / 50_000) * 50_000;
}

/**
 * A rig sold `daysAgo`, listed a few weeks before that by the demo seller, the dealer (in its yard) or a private
 * seller; `index` picks its camper.
 */
export function soldListing(rng: Random, now: Date, sellerId: string, daysAgo: number, index: number) {
  const listingRng = createRandom(peopleSeed + 1 + index);
  const isDealer = sellerId === demoDealerAccount.id;
  const { silhouette, ...draft } = generateListingDraft({
    rng: listingRng,
    vehicleType: isDealer ? listingRng.pick(["van", "rv"] as const) : undefined,
    sellerPlace: isDealer ? demoDealerYard : undefined,
  });
  const soldAt = addDays(now, -daysAgo);
  const createdAt = addDays(soldAt, -listingRng.between(14, 45));
  const row = {
    ...draft,
    ...demoLifecycle({ tier: "graze", createdAt, now: soldAt, keepRenewed: true }),
    id: demoUuid(listingRng),
    userId: sellerId,
    images: pickDemoPhotoUrls(listingRng, silhouette),
    isActive: false,
    soldAt,
    soldPriceCents: salePriceCents(rng, draft.askingPriceCents),
    updatedAt: soldAt,
  } satisfies NewListing;
  return { row, soldAt };
}

interface SaleOptions {
  listing: DemoPeopleListing;
  buyer: Buyer;
  conversationId: string;
  soldAt: Date;
  /** Which of the review texts come next. */
  turn: number;
}

/**
 * The seller named the buyer when marking the rig sold and the buyer confirmed within hours; both reviewed within
 * days, so both reviews are public; some reviewed people answered publicly.
 */
function recordSale(rng: Random, nowMs: number, people: DemoPeople, sale: SaleOptions) {
  const { listing, buyer, conversationId, soldAt, turn } = sale;
  const latest = nowMs - hourMs;
  const within = (from: number, hours: readonly [number, number]) =>
    new Date(Math.min(from + rng.between(hours[0], hours[1]) * hourMs, latest));
  const confirmedAt = within(soldAt.getTime(), [2, 30]);
  const id = demoUuid(rng);
  people.sales.push({
    id,
    listingId: listing.id,
    listingTitle: listing.title,
    sellerId: listing.userId,
    buyerId: buyer.id,
    conversationId,
    namedAt: soldAt,
    confirmedAt,
    reviewsCloseAt: addDays(confirmedAt, 14),
  });
  const ofSeller = demoReviewsOfSellers[turn % demoReviewsOfSellers.length];
  const ofBuyer = demoReviewsOfBuyers[turn % demoReviewsOfBuyers.length];
  if (!ofSeller || !ofBuyer) return;
  const buyerWrote = within(confirmedAt.getTime(), [6, 60]);
  const sellerWrote = within(confirmedAt.getTime(), [2, 72]);
  const publishedAt = new Date(Math.max(buyerWrote.getTime(), sellerWrote.getTime()));
  const answer = (text: string | undefined) => {
    const repliedAt = within(publishedAt.getTime(), [3, 48]);
    return text && repliedAt > publishedAt ? { replyBody: text, repliedAt } : {};
  };
  const [accuracy, communication, handover] = ofSeller.ratings;
  people.reviews.push(
    {
      saleId: id,
      authorId: buyer.id,
      subjectId: listing.userId,
      authorRole: "buyer",
      accuracy,
      communication,
      handover,
      body: ofSeller.body,
      createdAt: buyerWrote,
      publishedAt,
      ...answer(ofSeller.reply),
    },
    {
      saleId: id,
      authorId: listing.userId,
      subjectId: buyer.id,
      authorRole: "seller",
      accuracy: null,
      communication: ofBuyer.ratings[0],
      handover: ofBuyer.ratings[1],
      body: ofBuyer.body,
      createdAt: sellerWrote,
      publishedAt,
      ...answer(ofBuyer.reply),
    },
  );
}

/** One to three buyers ask in public; the seller answers within hours, except now and then a recent question. */
function askQuestions(rng: Random, nowMs: number, people: DemoPeople, listing: DemoPeopleListing, buyers: Buyer[]) {
  const count = rng.int(1, 3);
  const askers = rng.sample(buyers, count);
  rng.sample(demoQuestions, count).forEach((text, index) => {
    const asker = askers[index];
    const from = listing.createdAt.getTime() + 3 * hourMs;
    const until = nowMs - 2 * hourMs;
    if (!asker || until <= from) return;
    const createdAt = Math.round(from + rng.next() * (until - from));
    const answeredAt = Math.round(createdAt + logUniform(rng, [30, 1_200]) * minuteMs);
    const isAnswered = answeredAt < nowMs - 5 * minuteMs && !rng.chance(0.1);
    people.questions.push({
      listingId: listing.id,
      askerId: asker.id,
      body: text.question,
      createdAt: new Date(createdAt),
      answerBody: isAnswered ? text.answer : null,
      answeredAt: isAnswered ? new Date(answeredAt) : null,
    });
  });
}

/**
 * Each seller and builder account joined some weeks to a few years before its first listing, conversation or
 * builder profile, so profiles read 'Member since 2023' rather than all 'New member'.
 */
function memberSince(
  rng: Random,
  people: DemoPeople,
  allListings: readonly { userId?: string | null; createdAt?: Date }[],
  builderProfiles: readonly DemoPeopleBuilder[],
) {
  const earliest = new Map<string, number>();
  const saw = (id: string | null | undefined, at: Date | undefined) => {
    if (!id || !at) return;
    earliest.set(id, Math.min(earliest.get(id) ?? at.getTime(), at.getTime()));
  };
  for (const listing of allListings) saw(listing.userId, listing.createdAt);
  for (const conversation of people.conversations) saw(conversation.sellerId, conversation.createdAt);
  for (const profile of builderProfiles) saw(profile.userId, profile.createdAt);
  return [...earliest.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, at]) => ({ id, createdAt: new Date(at - rng.int(20, 1_100) * dayMs) }));
}
