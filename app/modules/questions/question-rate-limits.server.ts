import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import type { RateLimitHit } from "#app/modules/conversations/conversation-rate-limits.server.ts";
import type { RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";

// docs/product/people-and-trust.md, "Public questions": the limits of a question are the asker's own, as a
// message's are (ADR 034): their account, their account under one listing, and their client address (a few
// throwaway accounts' worth). None is a count about a listing that others could fill to close it to the next buyer.

export interface QuestionRateLimits {
  askPerAsker: RateLimitRule;
  askPerAskerOnListing: RateLimitRule;
  askPerAddress: RateLimitRule;
}

export const questionRateLimits: QuestionRateLimits = {
  askPerAsker: { limit: 5, windowSeconds: 10 * 60 },
  askPerAskerOnListing: { limit: 3, windowSeconds: 60 * 60 },
  askPerAddress: { limit: 20, windowSeconds: 10 * 60 },
};

/** The hits one question counts, checked in this order. */
export function askHits(
  limits: QuestionRateLimits,
  { askerId, listingId, askerIp }: { askerId: string; listingId: string; askerIp: string },
): RateLimitHit[] {
  return [
    { key: `question:ask:user:${askerId}`, rule: limits.askPerAsker },
    { key: `question:listing:${listingId}:user:${askerId}`, rule: limits.askPerAskerOnListing },
    { key: `question:ask:ip:${clientAddressKey(askerIp)}`, rule: limits.askPerAddress },
  ];
}
