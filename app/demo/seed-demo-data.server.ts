import { count, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { account, blogPosts, listings, user } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { decodeListingVin } from "#app/modules/listings/listing-vin.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { buildDemoAccounts } from "./demo-accounts.server.ts";
import { buildDemoBlogPosts } from "./demo-blog-posts.ts";
import { buildDemoListings } from "./demo-listings.ts";
import { ensureDemoPhotos } from "./ensure-demo-photos.server.ts";
import { seedDemoBuilders } from "./seed-demo-builders.server.ts";
import { insertDemoDocuments, removeDemoDocuments, storeDemoDocuments } from "./seed-demo-documents.server.ts";
import { seedDemoOffers } from "./seed-demo-offers.server.ts";
import { seedDemoPeople } from "./seed-demo-people.server.ts";
import { seedDemoPriceDrops } from "./seed-demo-price-drops.server.ts";

export interface SeedDemoDataOptions {
  db: Database;
  /** The media storage: the demo photos become media like uploads (`/media/<id>`). */
  storage: MediaStorage;
  logger: Logger;
  /** The moment the demo's dates are relative to. */
  now?: Date;
}

export type SeedDemoDataResult =
  | { status: "skipped"; existingListings: number }
  | {
      status: "seeded";
      accounts: number;
      listings: number;
      publicListings: number;
      featuredListings: number;
      blogPosts: number;
      photosGenerated: number;
      photosReused: number;
      ms: number;
    };

/** Any fixed number works; it only has to be the same for every process that seeds. */
const seedLockKey = 0x526f616d;

const countListings = async (db: Pick<Database, "select">) =>
  (await db.select({ n: count() }).from(listings))[0]?.n ?? 0;

/** Fills an empty marketplace with the demo listings and their photos; leaves any other alone. */
export async function seedDemoDataIfEmpty({
  db,
  storage,
  logger,
  now = new Date(),
}: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const started = performance.now();
  const existingListings = await countListings(db);
  if (existingListings > 0) {
    logger.debug({ existingListings }, "demo data not seeded: the marketplace already has listings");
    return { status: "skipped", existingListings };
  }

  // Photos, documents and VINs first and outside the transaction: drawing and decoding are the slow parts, done side
  // by side. The VINs one after another: the decoder answers one at a time, and each question's 5 s starts when it is
  // asked, so the last of ~36 asked at once ran out of time on a busy machine and was stored undecoded.
  const rows = buildDemoListings(now);
  const [photos, documents] = await Promise.all([
    ensureDemoPhotos({ db, storage }),
    storeDemoDocuments({ storage, rows, now }),
    (async () => {
      for (const row of rows) row.vinDecode = await decodeListingVin(row.vin ?? null, row.year);
    })(),
  ]);
  const accounts = await buildDemoAccounts(
    now,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const posts = buildDemoBlogPosts(now);
  const inserted = await db.transaction(async (tx) => {
    // Two processes starting on one empty server database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if ((await countListings(tx)) > 0) return 0;
    await tx.insert(user).values(accounts.users);
    await tx.insert(account).values(accounts.credentials);
    const insertedRows = await tx.insert(listings).values(rows).returning();
    await insertDemoDocuments(tx, documents);
    await seedDemoPriceDrops(tx, insertedRows, now);
    await seedDemoBuilders(tx, now);
    await seedDemoPeople(tx, now);
    await seedDemoOffers(tx, now);
    await tx.insert(blogPosts).values(posts);
    return rows.length;
  });
  if (inserted === 0) {
    await removeDemoDocuments(storage, documents);
    const existing = await countListings(db);
    logger.info({ existingListings: existing }, "demo data not seeded: another process seeded first");
    return { status: "skipped", existingListings: existing };
  }

  const isPublic = (row: (typeof rows)[number]) => row.isApproved && row.isActive && row.expiresAt > now;
  const result = {
    status: "seeded" as const,
    accounts: accounts.users.length,
    listings: rows.length,
    publicListings: rows.filter(isPublic).length,
    featuredListings: rows.filter(
      (row) => isPublic(row) && row.isFeatured && (row.featuredUntil == null || row.featuredUntil > now),
    ).length,
    blogPosts: posts.length,
    photosGenerated: photos.generated,
    photosReused: photos.reused,
    ms: Math.round(performance.now() - started),
  };
  logger.info(result, "seeded the demo marketplace");
  return result;
}
