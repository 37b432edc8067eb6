import { and, type Column, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { favorites, listingQuestions, user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { takesMail } from "#app/modules/mail/takes-mail.server.ts";
import { findManagedQuestion, type ManagedQuestion, type QuestionManager } from "./find-managed-question.server.ts";
import { questionAnsweredMail } from "./question-answered-mail.ts";

export interface AnswerQuestionOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  questionId: string;
  /** The listing's seller, or an administrator. */
  answerer: QuestionManager;
  /** Validated by `answerQuestionSchema`: stored exactly as it is. */
  body: string;
}

/**
 * The seller (or an administrator) answers a public question, once (docs/product/people-and-trust.md, "Public
 * questions"), while buyers can open the listing's page. The asker and every account that saved the listing hear of
 * it by mail, each once, in their language: never the seller, a deleted account, or one that turned question mail
 * off. Throws AppError `not-found`, `forbidden` (not the seller) or `conflict` (already answered, hidden, the listing
 * closed).
 */
export async function answerQuestion({
  db,
  baseUrl,
  notifyOutbox,
  questionId,
  answerer,
  body,
}: AnswerQuestionOptions): Promise<{ listingId: string }> {
  const question = await findManagedQuestion(db, questionId, answerer);
  const { listing } = question;
  refuseUnanswerable(question);

  await db.transaction(async (tx) => {
    // Two answers sent at once (two tabs), or a hide or a removal meanwhile: the first change stored wins.
    const [answered] = await tx
      .update(listingQuestions)
      .set({ answerBody: body, answeredAt: sql`now()` })
      .where(
        and(
          eq(listingQuestions.id, questionId),
          isNull(listingQuestions.answeredAt),
          isNull(listingQuestions.hiddenAt),
          isNull(listingQuestions.removedAt),
        ),
      )
      .returning({ id: listingQuestions.id });
    if (!answered) {
      refuseUnanswerable(await findManagedQuestion(tx, questionId, answerer));
      throw new AppError("conflict", "questions.error.alreadyAnswered");
    }
    const notSeller = (id: Column) => (listing.sellerId ? ne(id, listing.sellerId) : undefined);
    const askers = await tx
      .select({ email: user.email, locale: user.locale })
      .from(user)
      .where(and(eq(user.id, question.asker.id), notSeller(user.id), takesMail(user.id, "questions")));
    const favouriters = await tx
      .select({ email: user.email, locale: user.locale })
      .from(favorites)
      .innerJoin(user, eq(user.id, favorites.userId))
      .where(
        and(
          eq(favorites.listingId, listing.id),
          ne(favorites.userId, question.asker.id),
          notSeller(favorites.userId),
          takesMail(user.id, "questions"),
        ),
      );
    const recipients = [
      ...askers.map((recipient) => ({ ...recipient, reason: "asker" as const })),
      ...favouriters.map((recipient) => ({ ...recipient, reason: "favorite" as const })),
    ];
    for (const { email, locale, reason } of recipients) {
      await enqueueMail(tx, questionAnsweredMail({ baseUrl, to: email, locale, reason, listing }));
    }
  });
  notifyOutbox();
  return { listingId: listing.id };
}

/** Throws why the question cannot be answered now: answered, removed, hidden, or its listing closed to buyers. */
function refuseUnanswerable(question: ManagedQuestion): void {
  if (question.answeredAt) throw new AppError("conflict", "questions.error.alreadyAnswered");
  if (question.isRemoved) throw new AppError("not-found", "questions.error.notFound");
  if (question.isHidden) throw new AppError("conflict", "questions.error.hiddenCannotAnswer");
  if (!question.listing.isOpen) throw new AppError("conflict", "questions.error.listingClosed");
}
