import type { Database } from "#app/db/client.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { knownScamSignals, scamSignalTexts } from "#app/modules/conversations/scam-signals.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { askerName } from "./asker-name.ts";
import { type ListingQuestion, type ListingQuestions, listListingQuestions } from "./list-listing-questions.server.ts";
import { allQuestionsCount } from "./question-rules.ts";
import type { AskingState, QuestionsSectionView, QuestionView } from "./questions-section.ts";

export interface ListingQuestionsSectionOptions {
  db: Database;
  listing: { id: string; isPublic: boolean };
  /** The newest questions, read with the listing's page (getListingPage). */
  newest: ListingQuestions;
  /** `?questions=all`: read them all (up to allQuestionsCount). */
  showAll: boolean;
  viewer: { id: string; role: "user" | "admin" } | null;
  isOwnListing: boolean;
  /** The listing's seller can be written to (not banned). */
  canContactSeller: boolean;
  translator: Translator;
}

/** The listing page's 'Questions' section (docs/product/people-and-trust.md, "Public questions"), in its language. */
export async function listingQuestionsSection({
  db,
  listing,
  newest,
  showAll,
  viewer,
  isOwnListing,
  canContactSeller,
  translator,
}: ListingQuestionsSectionOptions): Promise<QuestionsSectionView> {
  const { questions, hasMore } = showAll
    ? await listListingQuestions({ db, listingId: listing.id, viewer, limit: allQuestionsCount })
    : newest;
  const canManage = isOwnListing || viewer?.role === "admin";
  return {
    listingId: listing.id,
    questions: questions.map((question) => questionView(question, translator, canManage)),
    hasMore,
    canManage,
    asking: askingState({ isPublic: listing.isPublic, isOwnListing, isSignedIn: viewer !== null, canContactSeller }),
    signInPath: signInLeadingBack(`/listing/${listing.id}#questions`),
  };
}

function askingState(state: {
  isPublic: boolean;
  isOwnListing: boolean;
  isSignedIn: boolean;
  canContactSeller: boolean;
}): AskingState {
  if (!state.isPublic) return "closed";
  if (state.isOwnListing) return "own-listing";
  if (!state.isSignedIn) return "sign-in";
  return state.canContactSeller ? "form" : "seller-unavailable";
}

export function questionView(question: ListingQuestion, translator: Translator, canManage: boolean): QuestionView {
  return {
    id: question.id,
    askerName: askerName(question.asker, translator),
    body: question.body,
    createdAt: question.createdAt,
    answer:
      question.answerBody !== null && question.answeredAt !== null
        ? { body: question.answerBody, answeredAt: question.answeredAt }
        : null,
    isHidden: question.isHidden,
    isRemoved: question.isRemoved,
    safetyNotices: canManage ? safetyNotices(question.scamSignals) : [],
  };
}

/** A signal's line; asking to move off the site has its own words for a question (it is no 'first message'). */
function safetyNotices(signals: readonly string[]): MessageId[] {
  return knownScamSignals(signals).map((id) =>
    id === "off-site-contact" ? "questions.question.offSiteContact" : scamSignalTexts[id],
  );
}
