import type { Database } from "#app/db/client.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { contactRateLimits } from "#app/modules/messaging/send-contact-message.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import { conversationTexts } from "./conversation-texts.ts";

// docs/product/conversations.md, "Limits": starting a conversation is limited like the contact form (per
// sender, and per listing with the same daily count as the form, so both together stay within it); a reply
// in a running conversation has a more generous per-sender limit.

export interface ConversationRateLimits {
  startPerSender: RateLimitRule;
  perListing: RateLimitRule;
  replyPerSender: RateLimitRule;
}

export const conversationRateLimits: ConversationRateLimits = {
  startPerSender: contactRateLimits.perIp,
  perListing: contactRateLimits.perListing,
  replyPerSender: { limit: 30, windowSeconds: 10 * 60 },
};

/** Counts one hit against each rule, in order; refuses with the seconds to wait at the first one exceeded. */
export async function consumeConversationLimits(
  db: Database,
  hits: readonly { key: string; rule: RateLimitRule }[],
): Promise<void> {
  for (const { key, rule } of hits) {
    const result = await consumeRateLimit({ db, key, ...rule });
    if (!result.isAllowed) {
      throw new AppError("rate-limited", conversationTexts.rateLimited, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}
