// What the listing page's 'Questions' section is given (docs/product/people-and-trust.md, "Public questions"):
// made on the server (listing-questions-section.server.ts), read by app/components/questions. Browser-safe types.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** One question as the page shows it: never the asker's account or address, only their name. */
export interface QuestionView {
  id: string;
  askerName: string;
  body: string;
  createdAt: Date;
  answer: { body: string; answeredAt: Date } | null;
  isHidden: boolean;
  isRemoved: boolean;
  /** The scam notice's lines: for the seller and administrators only, as a message's are for its recipient. */
  safetyNotices: MessageId[];
}

/** What the page offers for asking: the form, or why not. */
export type AskingState = "form" | "sign-in" | "own-listing" | "closed" | "seller-unavailable";

export interface QuestionsSectionView {
  listingId: string;
  /** Newest first. */
  questions: QuestionView[];
  /** More are stored than shown: 'Show all questions'. */
  hasMore: boolean;
  /** The seller or an administrator: the answer and hide forms, the hidden and removed questions marked. */
  canManage: boolean;
  asking: AskingState;
  /** Sign-in, and back to this listing's questions. */
  signInPath: string;
}
