// npm run db:seed [-- --listings N] — seeds the demo marketplace into an empty database, or appends
// N generated listings (for benchmarks). Migrates first. Exit codes: 1 configuration or database
// problem, 2 bad command-line input.
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { openConfiguredDatabaseOrExit } from "#app/db/open-configured-database.server.ts";
import { buildListingIndexesAfter } from "#app/demo/build-listing-indexes-after.server.ts";
import { ensureDemoPhotos } from "#app/demo/ensure-demo-photos.server.ts";
import { insertGeneratedListings } from "#app/demo/insert-generated-listings.server.ts";
import { parseSeedArguments, seedUsage, UsageError } from "#app/demo/parse-seed-arguments.ts";
import { createProgressBar, formatDuration } from "#app/demo/progress-bar.ts";
import { seedDemoDataIfEmpty } from "#app/demo/seed-demo-data.server.ts";
import { getEnvOrExit } from "#app/lib/env.server.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { rateAllListings } from "#app/modules/deal-rating/rate-all-listings.server.ts";
import { createMediaStorage } from "#app/modules/media/create-media-storage.server.ts";
import { configureSharedVinDecoder, sharedVinDecoder } from "#app/modules/vin/decode-vin.server.ts";

function readCommand() {
  try {
    return parseSeedArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${seedUsage}`);
    process.exit(2);
  }
}

const command = readCommand();
if (command.kind === "help") {
  console.log(seedUsage);
  process.exit(0);
}
const env = getEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
configureSharedVinDecoder({ dataDir: env.DATA_DIR, logger });
// One connection: a bulk load is one transaction (buildListingIndexesAfter).
const database = await openConfiguredDatabaseOrExit({ env, logger, poolSize: 1 });
const storage = createMediaStorage(env);

const minimumRowsForIndexRebuild = 20_000;

async function appendListings(count: number) {
  // Every generated listing shows photos of the demo pool, the same media as the first-start seed.
  const photos = await ensureDemoPhotos({ db: database.db, storage });
  if (photos.generated > 0) console.error(`Drew ${photos.generated} demo photos in ${formatDuration(photos.ms)}.`);
  const [{ n: existing } = { n: 0 }] = (await database.executeSql("select count(*)::int as n from listings")).rows as {
    n: number;
  }[];
  const started = performance.now();
  const insert = async () => {
    const progress = createProgressBar({ total: count, label: "Inserting listings" });
    const inserted = await insertGeneratedListings({
      executeSql: database.executeSql,
      count,
      firstIndex: existing,
      onProgress: progress.update,
    });
    progress.finish();
    // Rated here, before any index exists when they are built after: the app's hourly batch would
    // otherwise rewrite every new row through all of the table's indexes.
    const ratingStarted = performance.now();
    const rated = await rateAllListings(database.db);
    console.error(
      `Rated ${rated.toLocaleString("en-US")} listings' prices in ${formatDuration(performance.now() - ratingStarted)}.`,
    );
    return inserted;
  };
  // Building the indexes once pays when the load at least doubles the table; a small append keeps them.
  const buildIndexesAfter = count >= Math.max(existing, minimumRowsForIndexRebuild);
  let indexProgress: ReturnType<typeof createProgressBar> | undefined;
  const inserted = buildIndexesAfter
    ? await buildListingIndexesAfter(database.executeSql, insert, ({ built, total }) => {
        indexProgress ??= createProgressBar({ total, label: "Building indexes", unit: "indexes" });
        indexProgress.update(built);
      })
    : await insert();
  indexProgress?.finish();
  // Fresh statistics, so benchmarks that follow get the plans production would.
  await database.executeSql("analyze listings");
  const ms = performance.now() - started;
  console.log(
    `Inserted ${inserted.toLocaleString("en-US")} listings in ${formatDuration(ms)} ` +
      `(${Math.round(inserted / (ms / 1000)).toLocaleString("en-US")} rows/s); ` +
      `the database now holds ${(existing + inserted).toLocaleString("en-US")}.`,
  );
}

try {
  await migrateDatabase(database);
  if (command.kind === "bulk") {
    await appendListings(command.listings);
  } else {
    const result = await seedDemoDataIfEmpty({ db: database.db, storage, logger });
    console.log(
      result.status === "seeded"
        ? `Seeded ${result.listings} demo listings (${result.publicListings} public, ${result.featuredListings} featured) in ${formatDuration(result.ms)}.`
        : `Not seeded: the database already has ${result.existingListings.toLocaleString("en-US")} listings.`,
    );
  }
} catch (error) {
  logger.fatal({ err: error }, "seeding failed");
  process.exitCode = 1;
} finally {
  await database.close();
  await sharedVinDecoder().close();
}
