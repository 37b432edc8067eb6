// 'Send a test event' and 'Retry now' each make Roamstead send a request to the account's own address at once: an
// account may ask for 30 in any hour, both buttons counted together (docs/product/open-platform.md, Webhooks), so a
// script cannot turn the page into a way to flood an address or fill the delivery queue.
import type { Database } from "#app/db/client.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";

export const webhookSendRateLimit: RateLimitRule = { limit: 30, windowSeconds: 3600 };

/** Counts one test or retry of the account's; throws AppError `rate-limited` (429, Retry-After) past the limit. */
export async function consumeWebhookSend(db: Database, userId: string): Promise<void> {
  const rate = await consumeRateLimit({ db, key: `webhook-send:user:${userId}`, ...webhookSendRateLimit });
  if (!rate.isAllowed) {
    throw new AppError("rate-limited", "webhooks.error.rateLimited", { retryAfterSeconds: rate.retryAfterSeconds });
  }
}
