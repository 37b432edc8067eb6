import { eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingQuestions, listings, user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isSoldPageOpen } from "#app/modules/listings/sold-listing-page.server.ts";
import type { ListingQuestion } from "./list-listing-questions.server.ts";
import { questionColumns } from "./list-listing-questions.server.ts";

export interface QuestionManager {
  id: string;
  role: "user" | "admin";
}

export interface ManagedQuestion extends ListingQuestion {
  listing: {
    id: string;
    title: string;
    make: string;
    model: string;
    /** Its seller; null for a listing without an account. */
    sellerId: string | null;
    /** Buyers can open its page: it is public, or sold and its 'Sold' page still open (mark-as-sold.md). */
    isOpen: boolean;
  };
}

/**
 * A question as the one who may answer or hide it sees it: the listing's seller, or an administrator
 * (docs/product/people-and-trust.md, "Public questions"). Throws AppError `not-found` for an unknown id or a question
 * an administrator removed (only administrators still see those), `forbidden` for anyone else.
 */
export async function findManagedQuestion(
  db: Database,
  questionId: string,
  manager: QuestionManager,
): Promise<ManagedQuestion> {
  const [row] = await db
    .select({
      ...questionColumns,
      listing: {
        id: listings.id,
        title: listings.title,
        make: listings.make,
        model: listings.model,
        sellerId: listings.userId,
        isOpen: sql<boolean>`coalesce(${or(isPublicListing(), isSoldPageOpen())}, false)`,
      },
    })
    .from(listingQuestions)
    .innerJoin(listings, eq(listings.id, listingQuestions.listingId))
    .innerJoin(user, eq(user.id, listingQuestions.askerId))
    .where(eq(listingQuestions.id, questionId))
    .limit(1);
  const isAdmin = manager.role === "admin";
  if (!row || (row.removedAt && !isAdmin)) throw new AppError("not-found", "questions.error.notFound");
  if (!isAdmin && row.listing.sellerId !== manager.id) throw new AppError("forbidden", "questions.error.notSeller");
  const { hiddenAt, removedAt, ...question } = row;
  return { ...question, isHidden: hiddenAt !== null, isRemoved: removedAt !== null };
}
