// The services a route or use case sees, built for tests on a test database: real auth, payments (local
// provider) and configuration; a geocoder that knows no place (tests that search bring their own).
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { type AppServices, servicesContext } from "#app/lib/context.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { createAuth } from "#app/modules/accounts/auth.server.ts";
import { createPaymentProvider } from "#app/modules/billing/create-payment-provider.server.ts";
import { carriedActionsHook } from "#app/modules/carried-actions/finish-carried-actions.server.ts";
import { createListingViewRecorder } from "#app/modules/listing-stats/listing-view-recorder.server.ts";
import { createMediaStorage } from "#app/modules/media/create-media-storage.server.ts";
import { createRequestActivity } from "#app/modules/platform/request-activity.server.ts";
import { createVersionedCache, type VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import type { TestDatabase } from "./database.ts";

export const testBaseUrl = "http://localhost:3000";

/** Jobs handed to background workers by the code under test; no worker runs them. */
export interface SentJob {
  name: string;
  data: unknown;
}

export function createTestServices(
  database: TestDatabase,
  env: Record<string, string> = {},
  sentJobs: SentJob[] = [],
): AppServices {
  const parsedEnv = parseEnv({
    NODE_ENV: "test",
    BASE_URL: testBaseUrl,
    AUTH_RATE_LIMIT: "false",
    ...env,
  });
  const logger = pino({ level: "silent" });
  const notifyOutbox = () => {};
  const geocoder: AppServices["geocoder"] = { geocode: async () => null, suggest: async () => [] };
  return {
    env: parsedEnv,
    db: database.db,
    logger,
    notifyOutbox,
    auth: createAuth({
      db: database.db,
      env: parsedEnv,
      secret: "test-secret-that-is-long-enough-for-better-auth",
      logger,
      notifyOutbox,
      carriedActions: carriedActionsHook({ db: database.db, geocoder, logger }),
    }),
    geocoder,
    payments: createPaymentProvider({ env: parsedEnv, db: database.db, logger }),
    jobs: {
      async send(name: string, data?: object | null) {
        sentJobs.push({ name, data });
        return `test-job-${sentJobs.length}`;
      },
    } as AppServices["jobs"],
    // Uploads go to a fresh folder under the system's temp dir (made on the first write), or to DATA_DIR if given.
    storage: createMediaStorage({
      ...parsedEnv,
      DATA_DIR: env.DATA_DIR ?? path.join(tmpdir(), `roamstead-test-${randomUUID()}`),
    }),
    // ffmpeg as installed for the tests (CI installs Debian's); a test of a server without it passes null.
    videoTools: { ffmpeg: parsedEnv.FFMPEG_PATH, ffprobe: parsedEnv.FFPROBE_PATH },
    cache: createVersionedCache({ db: database.db, env: parsedEnv }),
    requestActivity: createRequestActivity(),
    // No timer: a test writes the noted views with `listingViews.flush()`.
    listingViews: createListingViewRecorder({ db: database.db, secret: "test-listing-view-secret", logger }),
  };
}

/** The cache as the server makes it with the default settings, over `db` (for a use case called without services). */
export function createTestCache(db: Database): VersionedCache {
  return createVersionedCache({ db, env: parseEnv({ NODE_ENV: "test", BASE_URL: testBaseUrl }) });
}

/** The request context a loader or action receives, holding `services`. */
export function contextWith(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}
