// The limits of reviews after a confirmed sale (docs/product/people-and-trust.md, "Sales and reviews") and how the
// pages name what a review rates (message ids: the words are in this area's catalogs). Browser-safe.
import type { SaleParty } from "#app/db/people-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** Reviews are written, and hidden, for this long after the buyer confirms; then all are public. */
export const reviewWindowDays = 14;

/** A review's text, in characters once the spaces around it are taken off. */
export const reviewBodyMinLength = 20;
export const reviewBodyMaxLength = 2000;

/** The reviewed person's one public reply. */
export const reviewReplyMaxLength = 2000;

export const ratingChoices = [1, 2, 3, 4, 5] as const;

export type ReviewAspect = "accuracy" | "communication" | "handover";

export const reviewAspectLabels: Readonly<Record<ReviewAspect, MessageId>> = {
  accuracy: "reviews.aspect.accuracy",
  communication: "reviews.aspect.communication",
  handover: "reviews.aspect.handover",
};

/** What each party rates, in the form's order: only a buyer can say how accurate the listing was. */
export function aspectsRatedBy(role: SaleParty): readonly ReviewAspect[] {
  return role === "buyer" ? ["accuracy", "communication", "handover"] : ["communication", "handover"];
}

/** The length of a text as a reader counts characters (code points), without the spaces around it. */
export function textLength(text: string): number {
  return [...text.trim()].length;
}
