import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import type { AppError } from "#app/lib/app-error.ts";
import type { Auth } from "#app/modules/accounts/auth.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { ListingViewRecorder } from "#app/modules/listing-stats/listing-view-recorder.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import type { VideoTools } from "#app/modules/media/video-tools.server.ts";
import type { PageEffects } from "#app/modules/platform/anonymous-pages.server.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import type { RequestActivity } from "#app/modules/platform/request-activity.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import type { Env } from "./env.server.ts";
import type { Logger } from "./logger.server.ts";

/** Long-lived services built once at start-up and shared by every request. */
export interface AppServices {
  env: Env;
  db: Database;
  logger: Logger;
  auth: Auth;
  geocoder: Geocoder;
  /** The configured payment provider (PAYMENT_PROVIDER): the local test checkout or Stripe. */
  payments: PaymentProvider;
  /** Wakes the mail and webhook workers after a transaction that wrote mail or webhook events has committed. */
  notifyOutbox(): void;
  /** Hands work to background workers (pg-boss); the workers are registered in server/services.ts. */
  jobs: JobSender;
  /** Where uploaded photos and videos are kept: DATA_DIR/uploads, or an S3 bucket (S3_BUCKET). */
  storage: MediaStorage;
  /** ffmpeg and ffprobe, checked at start-up; null without them (video uploads are refused, photos work). */
  videoTools: VideoTools | null;
  /** What is remembered per version of the database: search pages, landing counts, sitemaps, listing pages (ADR 040). */
  cache: VersionedCache;
  /** Notes arriving requests, so background work can wait for a quiet moment. */
  requestActivity: RequestActivity;
  /** Listing views noted by the listing page and written in batches (LISTING_VIEWS_FLUSH_SECONDS). */
  listingViews: ListingViewRecorder;
}

/** What belongs to one request. */
export interface RequestInfo {
  requestId: string;
  nonce: string;
  logger: Logger;
  /** A failure that escaped a loader or action (see app/modules/platform/escaped-failures.server.ts). */
  escapedFailure?: AppError;
}

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
/**
 * What making this page does besides answering, done again for each copy of it served from memory (ADR 080); null
 * where no copy is kept (a loader called by a test, a request the middleware did not see).
 */
export const pageEffectsContext = createContext<PageEffects | null>(null);

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}
