import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingQuestions } from "#app/db/schema.ts";
import { findManagedQuestion, type QuestionManager } from "./find-managed-question.server.ts";

export interface SetQuestionHiddenOptions {
  db: Database;
  questionId: string;
  /** The listing's seller, or an administrator. */
  manager: QuestionManager;
  isHidden: boolean;
}

/**
 * 'Hide' and 'Show again' on a question (docs/product/people-and-trust.md, "Public questions"): a hidden question
 * leaves the public page; its seller and administrators still see it, marked. Idempotent: hiding a hidden question
 * keeps the first time it was hidden. Throws AppError `not-found` or `forbidden` (not the seller).
 */
export async function setQuestionHidden({
  db,
  questionId,
  manager,
  isHidden,
}: SetQuestionHiddenOptions): Promise<{ listingId: string }> {
  const question = await findManagedQuestion(db, questionId, manager);
  await db
    .update(listingQuestions)
    .set({ hiddenAt: isHidden ? sql`coalesce(${listingQuestions.hiddenAt}, now())` : null })
    .where(eq(listingQuestions.id, questionId));
  return { listingId: question.listing.id };
}
