// One attempt at one delivery (docs/product/open-platform.md, Webhooks; ADR 077): the stored event POSTed, signed,
// through the outbound guard, and what came of it written back to its row, which is the truth the worker goes by.
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import {
  fetchOutbound,
  OutboundFailed,
  type OutboundLimits,
  OutboundRefused,
  type OutboundRequest,
} from "#app/modules/platform/outbound-fetch.server.ts";
import { deliveryFailureText } from "./delivery-failure.ts";
import { disableWebhookEndpoint } from "./disable-webhook-endpoint.server.ts";
import { isEndpointFree } from "./endpoint-lease.server.ts";
import { webhookBody } from "./webhook-payload.ts";
import { maxDeliveryAttempts, retryDelaysSeconds } from "./webhook-rules.ts";
import { webhookSignatureHeader } from "./webhook-secret.server.ts";

/** `https:` only, no redirect followed (a POST's 3xx is its answer: a failure), 10 s, 64 KB of answer at most. */
const webhookLimits: OutboundLimits = {
  timeoutMs: 10_000,
  maxBytes: 64 * 1024,
  maxRedirects: 0,
  allowedSchemes: ["https:"],
};

/** How much of an answer the delivery log keeps. */
const keptAnswerCharacters = 500;

export interface DeliverWebhookOptions {
  db: Database;
  deliveryId: string;
  /** BASE_URL: the payload's addresses, and the mail if the endpoint is turned off. */
  baseUrl: string;
  /** OUTBOUND_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
  /** How long an attempt holds its delivery from other workers; past it, a crashed attempt is made again. */
  claimSeconds?: number;
  limits?: OutboundLimits;
}

export interface DeliveryAttempt {
  /** `skipped`: not due, already being attempted, done, or its endpoint busy with another attempt. */
  outcome: "delivered" | "retrying" | "failed" | "skipped";
  /** The endpoint was turned off by this attempt, and its owner's mail written to the outbox. */
  isEndpointDisabled: boolean;
}

type Answer = { kind: "answer"; statusCode: number; text: string } | { kind: "refused" | "failed"; text: string };

/**
 * Sends the delivery if it is due: 2xx delivers it (and clears the endpoint's run of failures); anything else is
 * tried again after 1 min, 5 min, 30 min, 2 h, 8 h and 24 h, then given up; a refused address is given up at once.
 * A delivery given up while nothing was delivered to its endpoint since the event turns the endpoint off.
 */
export async function deliverWebhook({
  db,
  deliveryId,
  baseUrl,
  allowedHosts,
  claimSeconds = 60,
  limits = webhookLimits,
}: DeliverWebhookOptions): Promise<DeliveryAttempt> {
  const claimed = await claimDelivery(db, deliveryId, claimSeconds);
  if (!claimed) return { outcome: "skipped", isEndpointDisabled: false };
  const body = webhookBody(claimed.payload, baseUrl);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "Content-Type": "application/json",
    "User-Agent": "Roamstead-Webhooks/1",
    "Roamstead-Event": claimed.event,
    "Roamstead-Delivery": claimed.id,
    "Roamstead-Signature": webhookSignatureHeader(claimed.signingSecret, timestamp, body),
  };
  const answer = await post(claimed.url, { method: "POST", headers, body, limits, allowedHosts });
  return db.transaction((tx) => recordAttempt(tx, claimed, answer, baseUrl));
}

type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDelivery>>>;

/**
 * Takes a due delivery for one attempt: counted, and held from other workers for `claimSeconds`, with its endpoint,
 * so that an endpoint has one attempt under way at a time (a slow one holds up its own deliveries only). The
 * endpoint's row is locked before the delivery's, as recording an attempt and turning an endpoint off lock them. A
 * delivery whose endpoint was turned off while it waited fails without an attempt.
 */
async function claimDelivery(db: Database, deliveryId: string, claimSeconds: number) {
  return db.transaction(async (tx) => {
    const deliveryEndpoint = tx
      .select({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ attemptLeaseUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
      .where(and(inArray(webhookEndpoints.id, deliveryEndpoint), isEndpointFree))
      .returning({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        signingSecret: webhookEndpoints.signingSecret,
        disabledAt: webhookEndpoints.disabledAt,
      });
    // Gone, or another attempt holds its endpoint: it waits for its turn.
    if (!endpoint) return null;
    const [row] = await tx
      .select({
        id: webhookDeliveries.id,
        event: webhookDeliveries.event,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
      })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        ),
      )
      .for("update", { skipLocked: true });
    if (!row || endpoint.disabledAt) {
      await tx.update(webhookEndpoints).set({ attemptLeaseUntil: null }).where(eq(webhookEndpoints.id, endpoint.id));
      if (row) {
        await tx
          .update(webhookDeliveries)
          .set({ status: "failed", lastResponse: deliveryFailureText("disabled") })
          .where(eq(webhookDeliveries.id, row.id));
      }
      return null;
    }
    const attempts = row.attempts + 1;
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds})`,
      })
      .where(eq(webhookDeliveries.id, row.id));
    return { ...row, attempts, endpointId: endpoint.id, url: endpoint.url, signingSecret: endpoint.signingSecret };
  });
}

async function post(url: string, request: OutboundRequest): Promise<Answer> {
  try {
    const response = await fetchOutbound(url, request);
    return { kind: "answer", statusCode: response.status, text: storableStart(response.body.toString("utf8")) };
  } catch (error) {
    if (error instanceof OutboundRefused) return { kind: "refused", text: deliveryFailureText(error.reason) };
    if (error instanceof OutboundFailed) {
      const detail = error.reason === "network" ? storableStart(error.message) : undefined;
      return { kind: "failed", text: deliveryFailureText(error.reason, detail) };
    }
    throw error;
  }
}

/** The answer's first characters, without what a text column cannot hold (NUL). */
function storableStart(text: string): string {
  return [...text.replaceAll("\u0000", "")].slice(0, keptAnswerCharacters).join("");
}

async function recordAttempt(
  tx: Database,
  delivery: ClaimedDelivery,
  answer: Answer,
  baseUrl: string,
): Promise<DeliveryAttempt> {
  const lastStatusCode = answer.kind === "answer" ? answer.statusCode : null;
  const isDelivered = lastStatusCode !== null && lastStatusCode >= 200 && lastStatusCode < 300;
  await tx
    .update(webhookEndpoints)
    .set({
      attemptLeaseUntil: null,
      ...(isDelivered
        ? { consecutiveFailures: 0, lastDeliveredAt: sql`now()` }
        : { consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` }),
    })
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  const result = { lastStatusCode, lastResponse: answer.text };
  if (isDelivered) {
    await tx
      .update(webhookDeliveries)
      .set({ ...result, status: "delivered", deliveredAt: sql`now()` })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { outcome: "delivered", isEndpointDisabled: false };
  }
  const delaySeconds = retryDelaysSeconds[delivery.attempts - 1];
  if (answer.kind !== "refused" && delaySeconds !== undefined && delivery.attempts < maxDeliveryAttempts) {
    await tx
      .update(webhookDeliveries)
      .set({ ...result, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { outcome: "retrying", isEndpointDisabled: false };
  }
  await tx
    .update(webhookDeliveries)
    .set({ ...result, status: "failed" })
    .where(eq(webhookDeliveries.id, delivery.id));
  const isEndpointDisabled =
    !(await hasDeliveredSince(tx, delivery)) &&
    (await disableWebhookEndpoint(tx, {
      endpointId: delivery.endpointId,
      reason: answer.kind === "refused" ? "refused" : "failing",
      baseUrl,
    }));
  return { outcome: "failed", isEndpointDisabled };
}

/**
 * Whether the endpoint accepted a delivery since this one's event was written (read only when a delivery is given
 * up): its `last_delivered_at` against the delivery's `created_at`, two rows read by their keys.
 */
async function hasDeliveredSince(tx: Database, delivery: ClaimedDelivery): Promise<boolean> {
  const [delivered] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, delivery.id))
    .where(
      and(
        eq(webhookEndpoints.id, delivery.endpointId),
        gte(webhookEndpoints.lastDeliveredAt, webhookDeliveries.createdAt),
      ),
    );
  return delivered !== undefined;
}
