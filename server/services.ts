import { migrateDatabase } from "#app/db/migrate.server.ts";
import { openConfiguredDatabaseOrExit } from "#app/db/open-configured-database.server.ts";
import type { ReadReplicas } from "#app/db/read-replicas.server.ts";
import { seedDemoDataIfEmpty } from "#app/demo/seed-demo-data.server.ts";
import { seedDemoInOwnProcess, seedsApart } from "#app/demo/seed-in-own-process.server.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { createAuth } from "#app/modules/accounts/auth.server.ts";
import { resolveAuthSecret } from "#app/modules/accounts/auth-secret.server.ts";
import { scheduleIdempotencyKeyCleanup } from "#app/modules/api-keys/idempotency-key-schedule.server.ts";
import { createPaymentProvider } from "#app/modules/billing/create-payment-provider.server.ts";
import { carriedActionsHook } from "#app/modules/carried-actions/finish-carried-actions.server.ts";
import { scheduleReplyReminders } from "#app/modules/conversations/reply-reminder-schedule.server.ts";
import { scheduleExchangeRates } from "#app/modules/currencies/exchange-rate-schedule.server.ts";
import { keepRatesFresh } from "#app/modules/currencies/exchange-rates.server.ts";
import { scheduleDealRatings } from "#app/modules/deal-rating/deal-rating-schedule.server.ts";
import { createGeocoder } from "#app/modules/geo/create-geocoder.server.ts";
import { startImportWorkers } from "#app/modules/imports/import-workers.server.ts";
import { scheduleIntegrityChecks } from "#app/modules/integrity/integrity-check-schedule.server.ts";
import { createListingViewRecorder } from "#app/modules/listing-stats/listing-view-recorder.server.ts";
import { scheduleListingViewPrune } from "#app/modules/listing-stats/listing-view-schedule.server.ts";
import { scheduleExpiryReminders } from "#app/modules/listings/expiry-reminder-schedule.server.ts";
import { startMailWorker } from "#app/modules/mail/mail-worker.server.ts";
import { createMediaStorage } from "#app/modules/media/create-media-storage.server.ts";
import { limitImageMemory } from "#app/modules/media/limit-image-memory.server.ts";
import { startMediaWorkers } from "#app/modules/media/media-workers.server.ts";
import { findVideoTools } from "#app/modules/media/video-tools.server.ts";
import { scheduleOfferExpiry } from "#app/modules/offers/offer-expiry-schedule.server.ts";
import { scheduleSalePendingReopen } from "#app/modules/offers/sale-pending-schedule.server.ts";
import { startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createRequestActivity } from "#app/modules/platform/request-activity.server.ts";
import { createVersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { scheduleTrustFigures } from "#app/modules/profiles/trust-figures-schedule.server.ts";
import { scheduleReviewPublication } from "#app/modules/reviews/review-publication-schedule.server.ts";
import { scheduleSavedSearchAlerts } from "#app/modules/saved-searches/saved-search-alerts-schedule.server.ts";
import { configureSharedVinDecoder, sharedVinDecoder } from "#app/modules/vin/decode-vin.server.ts";
import { scheduleWebhookDeliveryCleanup } from "#app/modules/webhooks/webhook-delivery-cleanup-schedule.server.ts";
import { startWebhookWorker } from "#app/modules/webhooks/webhook-worker.server.ts";

export interface RunningServices extends AppServices {
  databaseKind: "pglite" | "postgres";
  /** DATABASE_READ_URL's replicas, for the HTTP app's routing of reads. */
  readReplicas?: ReadReplicas;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo marketplace on first start, and starts background work. */
export async function startServices(env: Env): Promise<RunningServices> {
  const logger = createLogger(env.LOG_LEVEL);
  configureSharedVinDecoder({ dataDir: env.DATA_DIR, logger });
  const started = Date.now();
  limitImageMemory({ cacheMb: env.SHARP_CACHE_MB, concurrency: env.SHARP_CONCURRENCY });
  if (seedsApart(env)) await seedDemoInOwnProcess(logger);
  const database = await openConfiguredDatabaseOrExit({ env, logger, withReadReplicas: true });
  await migrateDatabase(database);
  const storage = createMediaStorage(env);
  const videoTools = await findVideoTools({ ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, logger });
  if (database.kind === "pglite" && env.SEED_DEMO_DATA) {
    await seedDemoDataIfEmpty({ db: database.db, storage, logger });
  }
  const jobs = await startJobQueue({ database, logger });
  const mailWorker = await startMailWorker({ database, jobs, env, logger });
  const webhookWorker = await startWebhookWorker({
    db: database.db,
    jobs,
    env,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  await scheduleExpiryReminders({
    jobs,
    db: database.db,
    baseUrl: env.BASE_URL,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  await scheduleReplyReminders({
    jobs,
    db: database.db,
    baseUrl: env.BASE_URL,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  await scheduleDealRatings({ jobs, db: database.db, logger });
  await scheduleOfferExpiry({
    jobs,
    db: database.db,
    baseUrl: env.BASE_URL,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  await scheduleSalePendingReopen({
    jobs,
    db: database.db,
    baseUrl: env.BASE_URL,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  const rates = await keepRatesFresh(database.db, (error) => logger.warn({ err: error }, "exchange rates not read"));
  if (env.EXCHANGE_RATES === "bank-of-canada") {
    await scheduleExchangeRates({ jobs, db: database.db, logger, url: env.EXCHANGE_RATES_URL });
  }
  await scheduleListingViewPrune({ jobs, db: database.db, logger });
  await scheduleIdempotencyKeyCleanup({ jobs, db: database.db, logger });
  await scheduleWebhookDeliveryCleanup({ jobs, db: database.db, logger });
  await scheduleTrustFigures({ jobs, db: database.db, logger });
  await scheduleReviewPublication({
    jobs,
    db: database.db,
    baseUrl: env.BASE_URL,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  const savedSearchAlerts = await scheduleSavedSearchAlerts({
    jobs,
    db: database.db,
    baseUrl: env.BASE_URL,
    logger,
    intervalSeconds: env.ALERT_MATCH_INTERVAL_SECONDS,
    notifyOutbox: mailWorker.notify,
  });
  const integrityChecks = await scheduleIntegrityChecks({
    jobs,
    db: database.db,
    storage,
    baseUrl: env.BASE_URL,
    logger,
    notifyOutbox: mailWorker.notify,
  });
  const requestActivity = createRequestActivity();
  await startMediaWorkers({
    jobs,
    db: database.db,
    storage,
    videoTools,
    logger,
    whenQuiet: requestActivity.whenQuiet,
  });
  const secret = resolveAuthSecret(env);
  const listingViews = createListingViewRecorder({
    db: database.db,
    secret,
    logger,
    flushIntervalMs: env.LISTING_VIEWS_FLUSH_SECONDS * 1000,
  });
  const geocoder = createGeocoder({
    geocoderUrl: env.GEOCODER_URL,
    userAgent: `Roamstead/0.1 (+${env.BASE_URL})`,
    cacheEntries: env.GEOCODER_CACHE_ENTRIES,
    logger,
  });
  const auth = createAuth({
    db: database.db,
    env,
    secret,
    logger,
    notifyOutbox: mailWorker.notify,
    carriedActions: carriedActionsHook({ db: database.db, geocoder, logger }),
  });
  await startImportWorkers({
    jobs,
    db: database.db,
    storage,
    geocoder,
    logger,
    baseUrl: env.BASE_URL,
    // A listing an import edits writes mails and webhook events, as the form's edit does.
    notifyOutbox: () => {
      mailWorker.notify();
      webhookWorker.notify();
    },
    allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
  });
  logger.info({ database: database.kind, ms: Date.now() - started }, "services ready");

  return {
    env,
    db: database.db,
    logger,
    auth,
    geocoder,
    payments: createPaymentProvider({ env, db: database.db, logger }),
    databaseKind: database.kind,
    readReplicas: database.readReplicas,
    notifyOutbox() {
      mailWorker.notify();
      webhookWorker.notify();
    },
    jobs,
    storage,
    videoTools,
    requestActivity,
    listingViews,
    cache: createVersionedCache({ db: database.db, env }),
    async stop() {
      savedSearchAlerts.stop();
      integrityChecks.stop();
      rates.stop();
      await listingViews.stop();
      await webhookWorker.stop();
      await mailWorker.stop();
      await jobs.stop({ graceful: true });
      await database.close();
      await sharedVinDecoder().close();
    },
  };
}
