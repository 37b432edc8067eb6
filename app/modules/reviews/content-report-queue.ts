// A reported review or question as /admin/content-reports shows it (docs/product/people-and-trust.md, "Reports of
// reviews and questions"), and how its state reads. Browser-safe.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ReportTally } from "#app/modules/moderation/report-queue.ts";
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

/** A reported review or question with its open reports (at most {@link reportsShownPerContent} of them shown). */
export interface ContentReportEntry extends ReportTally {
  content: ReportedContent;
}

export const reportsShownPerContent = 20;

export const reportedContentStateLabels: Readonly<Record<ReportedContentState, MessageId>> = {
  public: "reviews.queue.state.public",
  "not-yet-public": "reviews.queue.state.notYetPublic",
  "hidden-by-seller": "reviews.queue.state.hiddenBySeller",
  removed: "reviews.queue.state.removed",
};
