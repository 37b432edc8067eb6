import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingQuestions, listings, user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { readBlockState } from "#app/modules/conversations/block-state.server.ts";
import { consumeConversationLimits } from "#app/modules/conversations/conversation-rate-limits.server.ts";
import { detectScamSignals } from "#app/modules/conversations/scam-signals.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { takesMail } from "#app/modules/mail/takes-mail.server.ts";
import { isAccountActive } from "./account-standing.ts";
import { askerName } from "./asker-name.ts";
import { newQuestionMail } from "./new-question-mail.ts";
import { askHits, type QuestionRateLimits, questionRateLimits } from "./question-rate-limits.server.ts";

export interface AskQuestionOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  listingId: string;
  askerId: string;
  /** Validated by `askQuestionSchema`: stored exactly as it is. */
  body: string;
  /** The asker's client address, from the header Express sets (never from the body). */
  askerIp: string;
  limits?: QuestionRateLimits;
}

/**
 * A signed-in buyer asks a public question under a public listing (docs/product/people-and-trust.md, "Public
 * questions"): checked as a first message to the seller is (the seller's standing, blocks, the asker's limits), stored
 * with the scam signals it matches, and the seller mailed a link in their language unless they turned question mail
 * off. Throws AppError `not-found` (no such public listing), `conflict` (the seller cannot receive questions),
 * `forbidden` (the asker's own listing, a block, an account that may not ask), `unauthenticated` or `rate-limited`.
 */
export async function askQuestion({
  db,
  baseUrl,
  notifyOutbox,
  listingId,
  askerId,
  body,
  askerIp,
  limits = questionRateLimits,
}: AskQuestionOptions): Promise<{ questionId: string }> {
  const [listing] = await db
    .select({
      title: listings.title,
      make: listings.make,
      model: listings.model,
      seller: {
        id: user.id,
        email: user.email,
        locale: user.locale,
        banned: user.banned,
        banExpires: user.banExpires,
        deletedAt: user.deletedAt,
      },
    })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userId))
    .where(and(eq(listings.id, listingId), isPublicListing()))
    .limit(1);
  if (!listing) throw new AppError("not-found", "questions.error.listingNotFound");
  const { seller } = listing;
  if (!seller || !isAccountActive(seller)) throw new AppError("conflict", "questions.error.sellerUnavailable");
  if (seller.id === askerId) throw new AppError("forbidden", "questions.error.ownListing");

  const [asker] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      banned: user.banned,
      banExpires: user.banExpires,
      deletedAt: user.deletedAt,
    })
    .from(user)
    .where(eq(user.id, askerId));
  if (!asker) throw new AppError("unauthenticated", "questions.error.accountCannotAsk");
  if (!isAccountActive(asker)) throw new AppError("forbidden", "questions.error.accountCannotAsk");
  const blocks = await readBlockState(db, askerId, seller.id);
  if (blocks.isBlockedBy) throw new AppError("forbidden", "questions.error.blockedBySeller");
  if (blocks.hasBlocked) throw new AppError("forbidden", "questions.error.youBlocked");
  await consumeConversationLimits(db, askHits(limits, { askerId, listingId, askerIp }), "questions.error.rateLimited");

  // In public, every question is a first word to the seller: asking to move off the site counts in each.
  const scamSignals = detectScamSignals(body, { isFirstMessage: true });
  const questionId = await db.transaction(async (tx) => {
    const [question] = await tx
      .insert(listingQuestions)
      .values({ listingId, askerId, body, scamSignals })
      .returning({ id: listingQuestions.id });
    if (!question) throw new Error("The question insert returned no row");
    const [sellerTakesMail] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, seller.id), takesMail(user.id, "questions")));
    if (sellerTakesMail) {
      await enqueueMail(
        tx,
        newQuestionMail({
          baseUrl,
          sellerEmail: seller.email,
          locale: seller.locale,
          askerName: askerName(asker, translatorFor(seller.locale)),
          listing,
          questionId: question.id,
        }),
      );
    }
    return question.id;
  });
  notifyOutbox();
  return { questionId };
}
