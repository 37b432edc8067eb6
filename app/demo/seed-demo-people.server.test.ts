// The demo's people (docs/product/people-and-trust.md): a newcomer finds sellers with a record of answering, sales
// reviewed both ways and answered public questions, and nothing in it mails anyone or waits for a reminder.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { detectScamSignals } from "#app/modules/conversations/scam-signals.ts";
import { sendReplyReminders } from "#app/modules/conversations/send-reply-reminders.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { buildDemoListings } from "./demo-listings.ts";
import { buildDemoPeople, type DemoPeopleListing } from "./demo-people.ts";
import { demoDealerAccount, demoSellerAccount } from "./demo-sellers.ts";
import { seedDemoBuilders } from "./seed-demo-builders.server.ts";
import { type SeededDemoPeople, seedDemoPeople } from "./seed-demo-people.server.ts";
import { insertDemoCatalogue } from "./testing/insert-demo-catalogue.ts";

const database = testDatabaseBed();
const now = new Date();
const hourS = 3600;
let seeded: SeededDemoPeople;

interface Figures {
  user_id: string;
  first_messages: number;
  replied: number;
  median_reply_seconds: number | null;
  sold_count: number;
  review_count: number;
  rating_average: string | null;
}

beforeAll(async () => {
  await insertDemoCatalogue(database.db, now);
  await database.db.transaction(async (tx) => {
    await seedDemoBuilders(tx, now);
    seeded = await seedDemoPeople(tx, now);
  });
});

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));
const figures = () => query<Figures>(sql`select * from account_trust_figures`);
const figuresOf = async (id: string) => (await figures()).find((row) => row.user_id === id);

describe("the demo's people", () => {
  it("are buyers without a password, who wrote to sellers over the last 90 days", async () => {
    const buyers = await query<{ email: string; credentials: number }>(sql`
      select u.email, (select count(*)::int from account a where a.user_id = u.id) as credentials
      from "user" u where u.email like '%@buyers.roamstead.demo'`);
    expect(buyers.length).toBeGreaterThanOrEqual(8);
    expect(buyers.every((buyer) => buyer.credentials === 0)).toBe(true);
    expect(seeded.conversations).toBeGreaterThanOrEqual(80);
    const [span] = await query<{ oldest_days: number; newest_hours: number }>(sql`
      select (extract(epoch from now() - min(first_buyer_message_at)) / 86400)::float8 as oldest_days,
        (extract(epoch from now() - max(first_buyer_message_at)) / 3600)::float8 as newest_hours from conversations`);
    expect(span?.oldest_days).toBeLessThan(90);
    expect(span?.oldest_days).toBeGreaterThan(45);
    expect(span?.newest_hours).toBeLessThan(48);
  });

  it("give the demo seller a record of answering every buyer within a couple of hours, sold rigs and reviews", async () => {
    const seller = await figuresOf(demoSellerAccount.id);
    expect(seller?.first_messages).toBeGreaterThanOrEqual(10);
    expect(seller?.replied).toBe(seller?.first_messages);
    expect(seller?.median_reply_seconds).toBeGreaterThan(0.5 * hourS);
    expect(seller?.median_reply_seconds).toBeLessThan(2 * hourS);
    expect(seller).toMatchObject({ sold_count: 3, review_count: 3 });
    expect(Number(seller?.rating_average)).toBeGreaterThanOrEqual(4);
    const dealer = await figuresOf(demoDealerAccount.id);
    expect(dealer?.median_reply_seconds).toBeLessThan(hourS);
    expect(dealer?.sold_count).toBeGreaterThanOrEqual(3);
  });

  it("vary between sellers: quick and slow, some never answered, some with too few conversations to tell", async () => {
    const sellers = (await figures()).filter((row) => row.user_id.startsWith("demo-private-"));
    const counted = sellers.filter((row) => row.first_messages >= 3);
    expect(counted.length).toBeGreaterThanOrEqual(10);
    expect(sellers.filter((row) => row.first_messages < 3).length).toBeGreaterThanOrEqual(10);
    expect(counted.some((row) => row.replied < row.first_messages)).toBe(true);
    const medians = counted.flatMap((row) => (row.median_reply_seconds === null ? [] : [row.median_reply_seconds]));
    expect(Math.min(...medians)).toBeLessThan(hourS);
    expect(Math.max(...medians)).toBeGreaterThan(10 * hourS);
  });

  it("hold conversations as the site writes them, none of which waits for a reminder", async () => {
    const broken = await query<{ id: string }>(sql`
      select c.id from conversations c
      where c.first_buyer_message_at <> (select min(m.created_at) from conversation_messages m where m.conversation_id = c.id)
        or c.first_buyer_message_at <> (select min(m.created_at) from conversation_messages m
          where m.conversation_id = c.id and m.sender_role = 'buyer')
        or c.first_seller_reply_at is distinct from (select min(m.created_at) from conversation_messages m
          where m.conversation_id = c.id and m.sender_role = 'seller')
        or c.last_message_at <> (select max(m.created_at) from conversation_messages m where m.conversation_id = c.id)
        or c.last_message_at > now()
        or (c.first_seller_reply_at is null and c.reply_nudges_sent <> 2)`);
    expect(broken).toEqual([]);
    const bodies = await query<{ body: string }>(sql`select distinct body from conversation_messages`);
    for (const { body } of bodies) expect(detectScamSignals(body, { isFirstMessage: true }), body).toEqual([]);
    expect(await sendReplyReminders({ db: database.db, baseUrl: "http://roamstead.test" })).toBe(0);
    const later = new Date(now.getTime() + 3 * 24 * 3600 * 1000);
    expect(await sendReplyReminders({ db: database.db, baseUrl: "http://roamstead.test", now: later })).toBe(0);
    expect(await query(sql`select 1 from outbox`)).toEqual([]);
  });

  it("hold sales confirmed by the buyer, each with two public reviews and now and then a public answer", async () => {
    const sales = await query<{ reviews: number; published: number; listing_sold: boolean; buyer_wrote: boolean }>(sql`
      select (select count(*)::int from reviews r where r.sale_id = s.id) as reviews,
        (select count(*)::int from reviews r where r.sale_id = s.id and r.published_at is not null) as published,
        (select l.sold_at is not null from listings l where l.id = s.listing_id) as listing_sold,
        exists (select 1 from conversation_messages m where m.conversation_id = s.conversation_id and m.sender_role = 'buyer')
          as buyer_wrote
      from listing_sales s where s.confirmed_at is not null`);
    expect(sales.length).toBe(seeded.sales);
    expect(sales.length).toBeGreaterThanOrEqual(7);
    for (const sale of sales) expect(sale).toEqual({ reviews: 2, published: 2, listing_sold: true, buyer_wrote: true });
    const [replies] = await query<{ n: number; low: number }>(sql`
      select count(*) filter (where reply_body is not null)::int as n,
        count(*) filter (where least(communication, handover, coalesce(accuracy, 5)) <= 3)::int as low from reviews`);
    expect(replies?.n).toBeGreaterThanOrEqual(2);
    expect(replies?.low).toBeGreaterThanOrEqual(1);
  });

  it("hold public questions under featured listings, most answered by their sellers", async () => {
    const questions = await query<{ answered: boolean; is_public: boolean }>(sql`
      select q.answered_at is not null as answered, (l.is_active and l.is_approved) as is_public
      from listing_questions q join listings l on l.id = q.listing_id`);
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.every((question) => question.is_public)).toBe(true);
    expect(questions.filter((question) => question.answered).length).toBeGreaterThan(questions.length / 2);
  });

  it("date sellers' accounts before anything they did", async () => {
    const late = await query<{ id: string }>(sql`
      select u.id from "user" u where u.created_at > least(
        (select min(l.created_at) from listings l where l.user_id = u.id),
        (select min(c.created_at) from conversations c where c.seller_id = u.id))`);
    expect(late).toEqual([]);
    const [seller] = await query<{ years: number }>(
      sql`select (extract(epoch from now() - created_at) / (365 * 86400))::float8 as years from "user" where id = ${demoSellerAccount.id}`,
    );
    expect(seller?.years).toBeGreaterThan(0.1);
  });

  it("are the same for the same listings", () => {
    const listingRows: DemoPeopleListing[] = buildDemoListings(now).map((row, index) => ({
      id: `listing-${index}`,
      userId: row.userId ?? "",
      title: row.title,
      make: row.make,
      model: row.model,
      askingPriceCents: row.askingPriceCents,
      createdAt: row.createdAt ?? now,
      expiresAt: row.expiresAt,
      isActive: row.isActive ?? true,
      isApproved: row.isApproved ?? true,
      isFeatured: row.isFeatured ?? false,
      featuredUntil: row.featuredUntil ?? null,
    }));
    expect(buildDemoPeople(now, listingRows)).toEqual(buildDemoPeople(now, listingRows));
  });
});
