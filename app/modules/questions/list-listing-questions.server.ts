import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingQuestions, listings, user } from "#app/db/schema.ts";

export interface ListListingQuestionsOptions {
  db: Database;
  listingId: string;
  /** Who reads: the seller also sees the questions they hid, an administrator also the ones removed. */
  viewer: { id: string; role: "user" | "admin" } | null;
  /** How many of the newest to give. */
  limit: number;
}

/** A question as stored, with what the page needs of its asker (their name is made in the page's language). */
export interface ListingQuestion {
  id: string;
  body: string;
  createdAt: Date;
  answerBody: string | null;
  answeredAt: Date | null;
  isHidden: boolean;
  isRemoved: boolean;
  scamSignals: string[];
  asker: { id: string; name: string; email: string; deletedAt: Date | null };
}

/** What a page reads of a question and its asker (joined as `user` on `asker_id`). */
export const questionColumns = {
  id: listingQuestions.id,
  body: listingQuestions.body,
  createdAt: listingQuestions.createdAt,
  answerBody: listingQuestions.answerBody,
  answeredAt: listingQuestions.answeredAt,
  hiddenAt: listingQuestions.hiddenAt,
  removedAt: listingQuestions.removedAt,
  scamSignals: listingQuestions.scamSignals,
  asker: { id: user.id, name: user.name, email: user.email, deletedAt: user.deletedAt },
};

export interface ListingQuestions {
  /** Newest first. */
  questions: ListingQuestion[];
  /** More are there than `limit`. */
  hasMore: boolean;
}

/**
 * The questions of a listing `viewer` may read, newest first (docs/product/people-and-trust.md, "Public questions"):
 * everyone reads the ones neither hidden by the seller nor removed after a report; the seller also those they hid;
 * an administrator all. One read along `listing_questions_listing_idx`, at most `limit + 1` rows.
 */
export async function listListingQuestions({
  db,
  listingId,
  viewer,
  limit,
}: ListListingQuestionsOptions): Promise<ListingQuestions> {
  const rows = await db
    .select(questionColumns)
    .from(listingQuestions)
    .innerJoin(user, eq(user.id, listingQuestions.askerId))
    .where(and(eq(listingQuestions.listingId, listingId), readableBy(viewer)))
    .orderBy(desc(listingQuestions.createdAt))
    .limit(limit + 1);
  return {
    questions: rows.slice(0, limit).map(({ hiddenAt, removedAt, ...question }) => ({
      ...question,
      isHidden: hiddenAt !== null,
      isRemoved: removedAt !== null,
    })),
    hasMore: rows.length > limit,
  };
}

function readableBy(viewer: ListListingQuestionsOptions["viewer"]): SQL | undefined {
  if (viewer?.role === "admin") return undefined;
  const isSeller = viewer
    ? sql`exists (select 1 from ${listings} where ${listings.id} = ${listingQuestions.listingId} and ${listings.userId} = ${viewer.id})`
    : undefined;
  return and(isNull(listingQuestions.removedAt), or(isNull(listingQuestions.hiddenAt), isSeller));
}
