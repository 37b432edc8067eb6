// Trust figures at scale (issue 36, item 6; ADR 065), on PostgreSQL: 100,000 listings and a million messages, then
//   1. the refresh of every account's figures (the daily job, refreshAllTrustFigures), timed;
//   2. the queries a seller profile runs (the account with its figures, a page of campers, a page of reviews) and
//      the listing page's trust line (one statement of primary-key lookups), each timed over `--lookups` random ids
//      on one connection (goal: p95 ≤ 5 ms), and the refresh a first message or answer adds to its transaction;
//   3. their plans (EXPLAIN (ANALYZE, BUFFERS)).
// The listings are the bench seed's (scripts/db-seed.ts: 1,000 sellers); half of them move to 20,000 smaller sellers,
// a tenth are sold. The people data is written here in a few generate_series statements: 50,000 buyers, 250,000
// conversations of 4 messages over the last 180 days (85% answered), a confirmed sale and two public reviews for
// half of the sold listings. A second run finds it all there and only measures.
// DATABASE_URL names the database (created when missing); without it a throwaway server is started and removed.
//   DATABASE_URL=postgres://postgres@127.0.0.1:55500/roamstead_trust npm run bench:trust-figures [-- --lookups 2000]

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "#app/db/client.server.ts";
import * as schema from "#app/db/schema.ts";
import { listProfileListings } from "#app/modules/profiles/list-profile-listings.server.ts";
import { readSellerTrust } from "#app/modules/profiles/read-seller-trust.server.ts";
import { refreshAllTrustFigures } from "#app/modules/profiles/refresh-all-trust-figures.server.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { listPublicReviews } from "#app/modules/reviews/list-public-reviews.server.ts";
import { openBenchDatabase } from "./lib/bench-database.mjs";
import { latencySummary } from "./lib/percentiles.mjs";

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const targetListings = argument("listings", 100_000);
const targetMessages = argument("messages", 1_000_000);
const lookups = argument("lookups", 2_000);
const buyers = 50_000;
const smallSellers = 20_000;
const messagesPerConversation = 4;
const goalMs = 5;

/** A database named by DATABASE_URL that does not exist yet is created (the dev server's `roamstead_trust`). */
async function createDatabaseIfMissing(url: string | undefined): Promise<void> {
  if (!url) return;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

await createDatabaseIfMissing(process.env.DATABASE_URL);
const { pool, stop } = await openBenchDatabase({ database: "roamstead_trust", listings: targetListings });
try {
  /** The statement a function ran last, to EXPLAIN it as it was sent. */
  let lastQuery = { query: "", params: [] as unknown[] };
  const db = drizzle({
    client: pool,
    schema,
    logger: {
      logQuery: (query, params) => {
        if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query)) lastQuery = { query, params };
      },
    },
  }) as unknown as Database;
  const count = async (query: string) => Number((await pool.query(query)).rows[0].n);
  const timed = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  const conversationsWanted = Math.ceil(targetMessages / messagesPerConversation);
  if ((await count("select count(*) as n from conversations")) < conversationsWanted) {
    const listingTotal = await count("select count(*) as n from listings");
    await timed("People written (sellers, buyers, sales, conversations, messages, reviews)", async () => {
      // One transaction: a run stopped half-way leaves nothing, and the next one writes it all.
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query(`
        insert into "user" (id, name, email, email_verified, created_at)
        select 'bench-seller-' || n, 'Seller ' || n, 'bench-seller-' || n || '@bench.invalid', true,
          now() - make_interval(days => 30 + n % 900)
        from generate_series(0, ${smallSellers - 1}) n
        union all
        select 'bench-buyer-' || n, 'Buyer ' || n, 'bench-buyer-' || n || '@bench.invalid', n % 3 = 0,
          now() - make_interval(days => n % 700)
        from generate_series(0, ${buyers - 1}) n
        on conflict do nothing`);
        // Half of the seed's listings to the smaller sellers (about 2.5 each), a tenth sold.
        await client.query(`
        update listings set user_id = 'bench-seller-' || (abs(hashtext(id::text)) % ${smallSellers})
        where user_id like 'bulk-seller-%' and abs(hashtext(id::text || 'owner')) % 2 = 0`);
        await client.query(`
        update listings set sold_at = now() - make_interval(days => abs(hashtext(id::text)) % 300), is_active = false
        where sold_at is null and abs(hashtext(id::text || 'sold')) % 10 = 0`);
        // Conversation n is about the (n mod L)-th listing, with a buyer who has no other conversation about it.
        await client.query(`
        with numbered as (
          select id, title, user_id, row_number() over (order by id) - 1 as k from listings
        ),
        made as (
          select n, l.id as listing_id, l.title, l.user_id as seller_id,
            'bench-buyer-' || ((n / ${listingTotal} + n * 31) % ${buyers}) as buyer_id,
            now() - make_interval(secs => (abs(hashtext(n::text)) % (180 * 86400))) as first_at,
            abs(hashtext(n::text || 'answered')) % 100 < 85 as answered,
            make_interval(secs => 60 + power((abs(hashtext(n::text || 'delay')) % 1000) / 1000.0, 3) * 72 * 3600) as delay
          from generate_series(0, ${conversationsWanted - 1}) n
          join numbered l on l.k = n % ${listingTotal}
        )
        insert into conversations (listing_id, listing_title, seller_id, buyer_id, buyer_name, created_at,
          last_message_at, first_buyer_message_at, first_seller_reply_at, reply_nudges_sent)
        select listing_id, title, seller_id, buyer_id, 'Buyer', first_at, first_at + delay * 3, first_at,
          case when answered then first_at + delay end, 2
        from made
        on conflict do nothing`);
        await client.query(`
        insert into conversation_messages (conversation_id, sender_role, body, created_at)
        select c.id,
          case when c.first_seller_reply_at is not null and m % 2 = 1 then 'seller' else 'buyer' end,
          'Is it still available? Any rust underneath?',
          c.first_buyer_message_at
            + (coalesce(c.first_seller_reply_at, c.first_buyer_message_at + interval '1 hour') - c.first_buyer_message_at) * m
        from conversations c
        cross join generate_series(0, ${messagesPerConversation - 1}) m`);
        // Half of the sold listings: a confirmed sale to a buyer, each party's review of the other, public.
        await client.query(`
        insert into listing_sales (listing_id, listing_title, seller_id, buyer_id, named_at, confirmed_at, reviews_close_at)
        select id, title, user_id, 'bench-buyer-' || (abs(hashtext(id::text)) % ${buyers}), sold_at, sold_at,
          sold_at + interval '14 days'
        from listings
        where sold_at is not null and user_id is not null and abs(hashtext(id::text || 'sale')) % 2 = 0`);
        await client.query(`
        insert into reviews (sale_id, author_id, subject_id, author_role, accuracy, communication, handover, body,
          created_at, published_at)
        select s.id, s.buyer_id, s.seller_id, 'buyer', 3 + abs(hashtext(s.id::text)) % 3, 4 + abs(hashtext(s.id::text || 'c')) % 2,
          5, 'As described, easy handover.', s.confirmed_at + interval '2 days', s.confirmed_at + interval '3 days'
        from listing_sales s
        union all
        select s.id, s.seller_id, s.buyer_id, 'seller', null, 5, 4 + abs(hashtext(s.id::text || 'h')) % 2,
          'Paid as agreed.', s.confirmed_at + interval '3 days', s.confirmed_at + interval '3 days'
        from listing_sales s`);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
      await pool.query(
        'vacuum (analyze) listings, conversations, conversation_messages, listing_sales, reviews, "user"',
      );
    });
  }
  const scale = {
    listings: await count("select count(*) as n from listings"),
    sellers: await count("select count(distinct user_id) as n from listings"),
    conversations: await count("select count(*) as n from conversations"),
    messages: await count("select count(*) as n from conversation_messages"),
    reviews: await count("select count(*) as n from reviews"),
  };
  console.log(
    `Trust figures at ${scale.listings} listings (${scale.sellers} sellers), ${scale.conversations} conversations, ` +
      `${scale.messages} messages, ${scale.reviews} reviews`,
  );

  // 1. Every account's figures, as the daily job refreshes them.
  await pool.query("truncate account_trust_figures");
  const refreshStarted = performance.now();
  const refreshed = await refreshAllTrustFigures(db);
  const refreshSeconds = (performance.now() - refreshStarted) / 1000;
  console.log(
    `Refreshed the figures of ${refreshed} accounts in ${refreshSeconds.toFixed(1)} s ` +
      `(${Math.round(refreshed / refreshSeconds)} accounts/s, batches of 500)`,
  );
  await pool.query("vacuum (analyze) account_trust_figures");

  // 2. The pages' queries, one connection, over random ids (a warm-up pass first).
  const sample = async (query: string) =>
    (await pool.query(`${query} order by random() limit ${lookups}`)).rows.map((row) => String(row.id));
  const sellerIds = await sample(
    "select id from (select distinct user_id as id from listings where user_id is not null) sellers",
  );
  const listingIds = await sample("select id from listings");
  const cases: { label: string; ids: string[]; run: (id: string) => Promise<unknown> }[] = [
    { label: "profile: account + figures", ids: sellerIds, run: (id) => readSellerTrust(db, { userId: id }) },
    { label: "profile: page of campers", ids: sellerIds, run: (id) => listProfileListings(db, id, 1) },
    { label: "profile: page of reviews", ids: sellerIds, run: (id) => listPublicReviews(db, id, 1) },
    {
      label: "profile: all three, one after another",
      ids: sellerIds,
      run: async (id) => {
        await readSellerTrust(db, { userId: id });
        await listProfileListings(db, id, 1);
        await listPublicReviews(db, id, 1);
      },
    },
    { label: "listing page: trust line", ids: listingIds, run: (id) => readSellerTrust(db, { listingId: id }) },
    {
      label: "refresh of one seller, own transaction",
      ids: sellerIds,
      run: (id) => db.transaction((tx) => refreshTrustFigures(tx, [id])),
    },
  ];
  const rows: { label: string; summary: ReturnType<typeof latencySummary> }[] = [];
  const plans: { label: string; plan: string[] }[] = [];
  for (const { label, ids, run } of cases) {
    for (const id of ids.slice(0, 200)) await run(id);
    const times: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      await run(id);
      times.push(performance.now() - started);
    }
    rows.push({ label, summary: latencySummary(times) });
    if (label.includes("all three") || label.includes("refresh")) continue;
    await run(ids[0] as string);
    const explained = await pool.query(`explain (analyze, buffers) ${lastQuery.query}`, lastQuery.params);
    plans.push({ label, plan: explained.rows.map((row) => String(Object.values(row)[0])) });
  }
  // The refresh's own statement, for one of the largest sellers.
  const [largest] = (
    await pool.query("select seller_id as id from conversations group by seller_id order by count(*) desc limit 1")
  ).rows.map((row) => String(row.id));
  // EXPLAIN ANALYZE runs the upsert once more: it writes the same figures again.
  await db.transaction((tx) => refreshTrustFigures(tx, [largest as string]));
  const refreshPlan = await pool.query(`explain (analyze, buffers) ${lastQuery.query}`, lastQuery.params);
  plans.push({
    label: `refresh of the seller with the most conversations (${largest})`,
    plan: refreshPlan.rows.map((row) => String(Object.values(row)[0])),
  });

  for (const { label, plan } of plans) console.log(`\nEXPLAIN (ANALYZE, BUFFERS): ${label}\n${plan.join("\n")}`);
  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(`\n${lookups} random ids each, one connection (ms):`);
  console.log(`${"query".padEnd(width)}    p50    p95    p99    max`);
  for (const { label, summary } of rows) {
    const cells = [summary.p50, summary.p95, summary.p99, summary.max].map((ms) => ms.toFixed(1).padStart(6));
    console.log(`${label.padEnd(width)} ${cells.join(" ")}`);
  }
  const pageRows = rows.filter((row) => row.label.startsWith("profile: ") || row.label.startsWith("listing page"));
  const isMet = pageRows.every((row) => row.label.includes("all three") || row.summary.p95 <= goalMs);
  console.log(`\nGoal: each page query p95 ≤ ${goalMs} ms — ${isMet ? "met" : "NOT met"}`);
} finally {
  await stop();
}
