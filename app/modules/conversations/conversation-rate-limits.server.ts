import type { Database } from "#app/db/client.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";

// docs/product/conversations.md, "Limits": every limit is the sender's own (account, client address, or the
// sender in one conversation), never a count about a listing that others could fill to close its contact
// (ADR 034). The address limit on starts holds one address to a few throwaway accounts' worth; it is wider
// than the contact form's, since signed-in buyers behind one shared address (an office, a campground's
// Wi-Fi, a carrier's NAT) each have their own account's limit too.

export interface ConversationRateLimits {
  startPerSender: RateLimitRule;
  startPerAddress: RateLimitRule;
  replyPerSender: RateLimitRule;
  replyPerConversation: RateLimitRule;
}

export const conversationRateLimits: ConversationRateLimits = {
  startPerSender: { limit: 5, windowSeconds: 10 * 60 },
  startPerAddress: { limit: 20, windowSeconds: 10 * 60 },
  replyPerSender: { limit: 30, windowSeconds: 10 * 60 },
  replyPerConversation: { limit: 20, windowSeconds: 60 * 60 },
};

export interface RateLimitHit {
  key: string;
  rule: RateLimitRule;
}

/** A message in a running conversation: the sender's replies everywhere, and the sender's in this one. */
export function replyHits(limits: ConversationRateLimits, conversationId: string, senderId: string): RateLimitHit[] {
  return [
    { key: `conversation:reply:user:${senderId}`, rule: limits.replyPerSender },
    { key: `conversation:thread:${conversationId}:user:${senderId}`, rule: limits.replyPerConversation },
  ];
}

/**
 * Counts one hit against each rule, in order; refuses with the seconds to wait at the first one exceeded, in the
 * words of `refusal` (public questions name their own: app/modules/questions).
 */
export async function consumeConversationLimits(
  db: Database,
  hits: readonly RateLimitHit[],
  refusal: MessageId = "conversations.error.rateLimited",
): Promise<void> {
  for (const { key, rule } of hits) {
    const result = await consumeRateLimit({ db, key, ...rule });
    if (!result.isAllowed) {
      throw new AppError("rate-limited", refusal, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}
