// A reported listing as the report queue shows it, and how its state reads
// (docs/product/reports-and-moderation.md, The report queue). Browser-safe.
import type { ReportReason } from "#app/db/moderation-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface QueuedReport {
  id: string;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  /** Sent by a signed-in member (such reports count toward the automatic hide). */
  isFromAccount: boolean;
}

/** A reported thing's reports as a queue shows them (a listing's, a review's or a question's). */
export interface ReportTally {
  /** The reports of the queue's view (open, or those acted on for a hidden listing), and how many were signed in. */
  reportCount: number;
  signedInReporters: number;
  latestAt: Date;
  /** How many of the reports give each reason, the most given first. */
  reasons: { reason: ReportReason; count: number }[];
  /** The newest reports, at most {@link reportsShownPerListing} (or per reported review or question). */
  reports: QueuedReport[];
}

export interface ReportQueueEntry extends ReportTally {
  listingId: string;
  title: string;
  ownerEmail: string | null;
  moderationState: "under_review" | "hidden" | null;
  isPublic: boolean;
  isSold: boolean;
}

export const reportsShownPerListing = 20;

export type ReportedListingState = "under-review" | "hidden" | "public" | "sold" | "not-public";

/**
 * 'Under review' (hidden by reports), 'Hidden' (by an administrator), else 'Public', 'Sold' or 'Not public'
 * ({@link reportedListingStateLabels}).
 */
export function reportedListingState(
  entry: Pick<ReportQueueEntry, "moderationState" | "isPublic" | "isSold">,
): ReportedListingState {
  if (entry.moderationState === "under_review") return "under-review";
  if (entry.moderationState === "hidden") return "hidden";
  if (entry.isPublic) return "public";
  return entry.isSold ? "sold" : "not-public";
}

/** How the queue names each state. */
export const reportedListingStateLabels: Readonly<Record<ReportedListingState, MessageId>> = {
  "under-review": "moderation.queue.state.underReview",
  hidden: "moderation.queue.state.hidden",
  public: "moderation.queue.state.public",
  sold: "moderation.queue.state.sold",
  "not-public": "moderation.queue.state.notPublic",
};
