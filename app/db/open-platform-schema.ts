// The open platform (docs/product/open-platform.md): API keys and the idempotency of their writes, inventory imports
// with the photos they fetch, and webhooks with their deliveries.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { isOneOf } from "./columns.ts";
import { listingDrafts } from "./listing-drafts-schema.ts";
import { listings } from "./listings-schema.ts";
import {
  type ApiKeyScope,
  type ImportRowOutcome,
  type InventoryImportStatus,
  importRowOutcomes,
  inventoryImportStatuses,
  type PhotoFetchStatus,
  photoFetchStatuses,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  webhookDeliveryStatuses,
} from "./open-platform-vocabulary.ts";

/**
 * An account's API key: shown once when made, kept as the SHA-256 of the whole key (the key is 256 random bits, so a
 * fast hash is enough); `token_prefix` is the key's first characters, for the owner to tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    tokenPrefix: text("token_prefix").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "api_keys_scopes_check",
      sql`${t.scopes} <@ array['read', 'manage_listings']::text[] and cardinality(${t.scopes}) > 0`,
    ),
    index("api_keys_user_idx").on(t.userId, t.createdAt),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;

/**
 * A write through the API under an `Idempotency-Key`: the first request's fingerprint (method, path, body) and, once
 * answered, its answer, replayed to a retry of the same request for 24 hours. `status_code` is null while the first
 * request is still running.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestFingerprint: text("request_fingerprint").notNull(),
    /**
     * A body streamed to storage rather than held (a photo): the SHA-256 of its bytes, known once the first request
     * read them and kept with its answer; a retry's bytes are hashed and compared before the answer is given again.
     */
    contentSha256: text("content_sha256"),
    statusCode: smallint("status_code"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.key] }), index("api_idempotency_keys_created_idx").on(t.createdAt)],
);

/** One CSV a seller uploaded: checked by a dry run, then applied (or not). */
export const inventoryImports = pgTable(
  "inventory_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: inventoryImportStatuses })
      .$type<InventoryImportStatus>()
      .notNull()
      .default("checked"),
    rowCount: integer("row_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("inventory_imports_status_check", isOneOf(t.status, inventoryImportStatuses)),
    index("inventory_imports_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * One row of an import: its values as read from the CSV, what the dry run found (`outcome`, and for an invalid row its
 * messages by field), and once applied the draft or listing it made or changed.
 */
export const inventoryImportRows = pgTable(
  "inventory_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => inventoryImports.id, { onDelete: "cascade" }),
    /** The row's line in the file (the header is line 1). */
    rowNumber: integer("row_number").notNull(),
    stockNumber: text("stock_number"),
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    outcome: text("outcome", { enum: importRowOutcomes }).$type<ImportRowOutcome>().notNull(),
    /** Field → message id (or message), for an invalid row. */
    problems: jsonb("problems").$type<Record<string, string>>(),
    listingId: uuid("listing_id"),
    draftId: uuid("draft_id"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    /** Why applying this row failed, when it did (the other rows still apply). */
    failure: text("failure"),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    check("inventory_import_rows_outcome_check", isOneOf(t.outcome, importRowOutcomes)),
  ],
);

/**
 * A photo named by URL (an import's row, or the API), fetched by a background job into the draft or listing it is for,
 * under limits and the outbound address guard. A draft waiting for a photo is not published.
 */
export const photoFetches = pgTable(
  "photo_fetches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    draftId: uuid("draft_id").references(() => listingDrafts.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    /** The import and row that asked for it, if one did. */
    importId: uuid("import_id").references(() => inventoryImports.id, { onDelete: "set null" }),
    rowNumber: integer("row_number"),
    /** Its place among the camper's photos (0 is the cover). */
    position: smallint("position").notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: photoFetchStatuses }).$type<PhotoFetchStatus>().notNull().default("waiting"),
    /** The stored upload once fetched. */
    mediaId: uuid("media_id"),
    failure: text("failure"),
    attempts: smallint("attempts").notNull().default(0),
    /** When its address was last asked: what the account's daily photo budget counts. */
    triedAt: timestamp("tried_at", { withTimezone: true }),
    /** The bytes its address answered (a cut answer: the cap), counted in the same budget. */
    receivedBytes: integer("received_bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("photo_fetches_status_check", isOneOf(t.status, photoFetchStatuses)),
    index("photo_fetches_user_tried_idx").on(t.userId, t.triedAt).where(sql`${t.triedAt} is not null`),
    index("photo_fetches_user_waiting_idx").on(t.userId, t.createdAt).where(sql`${t.status} = 'waiting'`),
    check("photo_fetches_target_check", sql`(${t.draftId} is null) <> (${t.listingId} is null)`),
    index("photo_fetches_draft_idx").on(t.draftId, t.position).where(sql`${t.draftId} is not null`),
    index("photo_fetches_listing_idx").on(t.listingId, t.position).where(sql`${t.listingId} is not null`),
    index("photo_fetches_import_idx").on(t.importId, t.rowNumber).where(sql`${t.importId} is not null`),
  ],
);

/**
 * An HTTPS address an account asked to be told of events at. `signing_secret` signs each delivery (HMAC-SHA256) and is
 * shown to its owner, so it is kept as it is. After repeated failures the endpoint is disabled (`disabled_at`) and
 * its owner mailed.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEvent[]>().notNull(),
    signingSecret: text("signing_secret").notNull(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    /** When a delivery to it last got a 2xx: whether it answered since an event that failed for good. */
    lastDeliveredAt: timestamp("last_delivered_at", { withTimezone: true }),
    /**
     * While an attempt at one of its deliveries is under way, until when it holds the endpoint: one attempt at a time
     * per endpoint. A lease: an attempt that died with its process frees it when it runs out.
     */
    attemptLeaseUntil: timestamp("attempt_lease_until", { withTimezone: true }),
  },
  (t) => [
    check(
      "webhook_endpoints_events_check",
      sql`${t.events} <@ array['listing.published', 'listing.updated', 'listing.sold', 'message.received', 'offer.updated']::text[] and cardinality(${t.events}) > 0`,
    ),
    index("webhook_endpoints_user_idx").on(t.userId),
  ],
);

/**
 * One event for one endpoint, written in the transaction of the change it tells of (an outbox), then delivered by the
 * job queue with retries and backoff; the last answer is kept for the delivery log.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event's own id (the same for every endpoint told of it): receivers de-duplicate by it. */
    eventId: uuid("event_id").notNull(),
    event: text("event").$type<WebhookEvent>().notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: webhookDeliveryStatuses })
      .$type<WebhookDeliveryStatus>()
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: smallint("last_status_code"),
    /** The start of the last answer's body, or what went wrong (timeout, refused address…). */
    lastResponse: text("last_response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    check("webhook_deliveries_status_check", isOneOf(t.status, webhookDeliveryStatuses)),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // Each endpoint's waiting deliveries: the oldest one due per endpoint, and how many wait (the backlog's cap).
    index("webhook_deliveries_waiting_idx").on(t.endpointId, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The daily removal of finished deliveries past 30 days.
    index("webhook_deliveries_finished_idx")
      .on(sql`coalesce(${t.lastAttemptAt}, ${t.createdAt})`)
      .where(sql`${t.status} <> 'pending'`),
  ],
);
