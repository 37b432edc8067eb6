// A reported review or question as /admin/content-reports shows it (docs/product/people-and-trust.md, "Reports of
// reviews and questions"), and how its state reads. Browser-safe.
import type { ReportReason } from "#app/db/moderation-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { QueuedReport } from "#app/modules/moderation/report-queue.ts";
import type { NamedPerson } from "./party-name.ts";
import type { ReviewAspect } from "./review-rules.ts";

export type ReportedContentState = "public" | "not-yet-public" | "hidden-by-seller" | "removed";

export type ReportedContent =
  | {
      kind: "review";
      id: string;
      body: string;
      author: NamedPerson;
      subject: NamedPerson;
      listingTitle: string;
      ratings: { aspect: ReviewAspect; stars: number }[];
      reply: string | null;
      state: ReportedContentState;
    }
  | {
      kind: "question";
      id: string;
      body: string;
      author: NamedPerson;
      listing: { id: string; title: string };
      answer: string | null;
      state: ReportedContentState;
    };

export interface ContentReportEntry {
  content: ReportedContent;
  /** The open reports, and how many were sent by signed-in members. */
  reportCount: number;
  signedInReporters: number;
  latestAt: Date;
  /** How many of the reports give each reason, the most given first. */
  reasons: { reason: ReportReason; count: number }[];
  /** The newest open reports, at most {@link reportsShownPerContent}. */
  reports: QueuedReport[];
}

export const reportsShownPerContent = 20;

export const reportedContentStateLabels: Readonly<Record<ReportedContentState, MessageId>> = {
  public: "reviews.queue.state.public",
  "not-yet-public": "reviews.queue.state.notYetPublic",
  "hidden-by-seller": "reviews.queue.state.hiddenBySeller",
  removed: "reviews.queue.state.removed",
};
