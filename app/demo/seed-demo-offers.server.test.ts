// The demo's deals (docs/product/making-the-deal.md): a newcomer finds a negotiation under way, a camper on hold,
// published sold prices and a relisted camper that kept its days on market.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { demoDealerAccount, demoSellerAccount } from "./demo-sellers.ts";
import { seedDemoBuilders } from "./seed-demo-builders.server.ts";
import { type SeededDemoOffers, seedDemoOffers } from "./seed-demo-offers.server.ts";
import { seedDemoPeople } from "./seed-demo-people.server.ts";
import { insertDemoCatalogue } from "./testing/insert-demo-catalogue.ts";

const database = testDatabaseBed();
const now = new Date();
let seeded: SeededDemoOffers;

beforeAll(async () => {
  await insertDemoCatalogue(database.db, now);
  await database.db.transaction(async (tx) => {
    await seedDemoBuilders(tx, now);
    await seedDemoPeople(tx, now);
    seeded = await seedDemoOffers(tx, now);
  });
});

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

describe("the demo's deals", () => {
  it("show the demo seller a buyer's offer they countered, still open, each step a message of the thread", async () => {
    const offers = await query<{ made_by: string; status: string; seller_id: string; steps: number }>(sql`
      select o.made_by, o.status, o.seller_id,
        (select count(*)::int from conversation_messages m where m.offer_id = o.id) as steps
      from offers o order by o.created_at`);
    const demoSellers = offers.filter((offer) => offer.seller_id === demoSellerAccount.id);
    expect(demoSellers.map((offer) => [offer.made_by, offer.status])).toEqual([
      ["buyer", "countered"],
      ["seller", "open"],
    ]);
    expect(offers.every((offer) => offer.steps >= 1)).toBe(true);
    expect(seeded.offers).toBe(offers.length);
  });

  it("hold one of the dealer's campers for an accepted offer, and not past a week", async () => {
    const pending = await query<{ user_id: string; days: number }>(sql`
      select user_id, (extract(epoch from sale_pending_until - now()) / 86400)::float8 as days
      from listings where sale_pending_until is not null`);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.user_id).toBe(demoDealerAccount.id);
    expect(pending[0]?.days).toBeGreaterThan(0);
    expect(pending[0]?.days).toBeLessThanOrEqual(7);
  });

  it("publish most sold prices, never one without a price, and keep some campers at a firm price", async () => {
    const [sold] = await query<{ priced: number; published: number; firm: number }>(sql`
      select count(*) filter (where sold_price_cents is not null)::int as priced,
        count(*) filter (where sold_price_is_public)::int as published,
        (select count(*)::int from listings where not accepts_offers) as firm
      from listings where sold_at is not null`);
    expect(sold?.published).toBeGreaterThanOrEqual(15);
    expect(sold?.published).toBeLessThan(sold?.priced ?? 0);
    expect(sold?.firm).toBeGreaterThan(0);
  });

  it("count every camper's days from its own listing, except the relisted one's, from its first", async () => {
    const [days] = await query<{ own: number; earlier: number }>(sql`
      select count(*) filter (where first_listed_at = created_at)::int as own,
        count(*) filter (where first_listed_at < created_at - interval '30 days')::int as earlier from listings`);
    expect(days?.earlier).toBe(1);
    const [sold] = await query<{ n: number }>(sql`
      select count(*)::int as n from listings where sold_at is not null and first_listed_at > sold_at - interval '1 day'`);
    expect(sold?.n, "sold campers listed less than a day").toBe(0);
    expect(seeded.relistedCampers).toBe(1);
    const [ended] = await query<{ n: number }>(sql`select count(*)::int as n from ended_listings`);
    expect(ended?.n).toBe(1);
  });
});
