// How /report-content/{kind}/{id} words each kind (message ids of this area's catalogs). Browser-safe.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ContentKind } from "./content-kinds.ts";

export interface ContentReportTexts {
  title: MessageId;
  heading: MessageId;
  notAvailable: MessageId;
  own: MessageId;
  duplicate: MessageId;
}

export const contentReportTexts: Readonly<Record<ContentKind, ContentReportTexts>> = {
  review: {
    title: "reviews.report.reviewTitle",
    heading: "reviews.report.reviewHeading",
    notAvailable: "reviews.report.reviewNotAvailable",
    own: "reviews.report.ownReview",
    duplicate: "reviews.report.duplicateReview",
  },
  question: {
    title: "reviews.report.questionTitle",
    heading: "reviews.report.questionHeading",
    notAvailable: "reviews.report.questionNotAvailable",
    own: "reviews.report.ownQuestion",
    duplicate: "reviews.report.duplicateQuestion",
  },
};
