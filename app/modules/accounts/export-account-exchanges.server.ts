// What the account said to and about other people, for its data export (export-account-data.server.ts):
// conversations with every message, sales, reviews, public questions, blocks and reports. Other people appear by
// the name the site shows of them, never by their e-mail address or phone.
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import {
  accountBlocks,
  contentReports,
  conversationMessages,
  conversations,
  listingQuestions,
  listingReports,
  listingSales,
  listings,
  reviews,
  user,
} from "#app/db/schema.ts";
import type { PartyNames } from "#app/modules/conversations/conversation-parties.server.ts";
import {
  buyerAccount,
  conversationPartyColumns,
  conversationPartyNames,
  sellerAccount,
} from "#app/modules/conversations/conversation-parties.server.ts";
import { isPartyTo } from "#app/modules/conversations/unread.server.ts";
import { publicDisplayName } from "./display-name.ts";

const otherAccount = alias(user, "other_account");

/** The columns a name is made from, of an account joined as `otherAccount`. */
const otherNameColumns = {
  otherId: otherAccount.id,
  otherName: otherAccount.name,
  otherEmail: otherAccount.email,
  otherDeletedAt: otherAccount.deletedAt,
};

type OtherNameRow = { otherId: string; otherName: string; otherEmail: string; otherDeletedAt: Date | null };

function nameOf(row: OtherNameRow, names: PartyNames): string {
  const person = { id: row.otherId, name: row.otherName, email: row.otherEmail, deletedAt: row.otherDeletedAt };
  return publicDisplayName(person, names.anonymousName, names.formerMemberName);
}

export async function exportConversations(db: Database, userId: string, names: PartyNames) {
  const rows = await db
    .select({ ...conversationPartyColumns, startedAt: conversations.createdAt })
    .from(conversations)
    .innerJoin(sellerAccount, eq(sellerAccount.id, conversations.sellerId))
    .leftJoin(buyerAccount, eq(buyerAccount.id, conversations.buyerId))
    .where(isPartyTo(userId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const ids = rows.map((row) => row.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select({
            conversationId: conversationMessages.conversationId,
            senderRole: conversationMessages.senderRole,
            body: conversationMessages.body,
            sentAt: conversationMessages.createdAt,
          })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, ids))
          .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((row) => {
    const yourRole = row.sellerId === userId ? "seller" : "buyer";
    const { sellerName, buyerName } = conversationPartyNames(row, names);
    const otherParty = yourRole === "buyer" ? sellerName : buyerName;
    return {
      id: row.id,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      yourRole,
      otherParty,
      startedAt: row.startedAt,
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map(({ senderRole, body, sentAt }) => ({ from: senderRole === yourRole ? "you" : otherParty, body, sentAt })),
    };
  });
}

export async function exportSales(db: Database, userId: string, names: PartyNames) {
  const rows = await db
    .select({
      id: listingSales.id,
      listingId: listingSales.listingId,
      listingTitle: listingSales.listingTitle,
      sellerId: listingSales.sellerId,
      namedAt: listingSales.namedAt,
      confirmedAt: listingSales.confirmedAt,
      ...otherNameColumns,
    })
    .from(listingSales)
    .innerJoin(
      otherAccount,
      or(
        and(eq(listingSales.sellerId, userId), eq(otherAccount.id, listingSales.buyerId)),
        and(eq(listingSales.buyerId, userId), eq(otherAccount.id, listingSales.sellerId)),
      ),
    )
    .orderBy(asc(listingSales.namedAt));
  return rows.map((row) => ({
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    yourRole: row.sellerId === userId ? "seller" : "buyer",
    otherParty: nameOf(row, names),
    namedAt: row.namedAt,
    confirmedAt: row.confirmedAt,
  }));
}

const reviewColumns = {
  id: reviews.id,
  saleId: reviews.saleId,
  listingTitle: listingSales.listingTitle,
  authorRole: reviews.authorRole,
  accuracy: reviews.accuracy,
  communication: reviews.communication,
  handover: reviews.handover,
  body: reviews.body,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
  reply: reviews.replyBody,
  repliedAt: reviews.repliedAt,
  removedAt: reviews.removedAt,
};

/** Every review the account wrote; of those about it, the public ones (a hidden one is not its to read yet). */
export async function exportReviews(db: Database, userId: string, names: PartyNames, now: Date) {
  /** The reviews `where` picks, with the other person of each: its author or its subject (`otherColumn`). */
  const reviewsWith = (otherColumn: AnyPgColumn, where: SQL | undefined, order: AnyPgColumn) =>
    db
      .select({ ...reviewColumns, ...otherNameColumns })
      .from(reviews)
      .innerJoin(listingSales, eq(listingSales.id, reviews.saleId))
      .innerJoin(otherAccount, eq(otherAccount.id, otherColumn))
      .where(where)
      .orderBy(asc(order));
  const [written, received] = await Promise.all([
    reviewsWith(reviews.subjectId, eq(reviews.authorId, userId), reviews.createdAt),
    reviewsWith(
      reviews.authorId,
      and(eq(reviews.subjectId, userId), lte(reviews.publishedAt, now), isNull(reviews.removedAt)),
      reviews.publishedAt,
    ),
  ]);
  const shown = (row: (typeof written)[number]) => {
    const { otherId: _id, otherName: _name, otherEmail: _email, otherDeletedAt: _deleted, ...review } = row;
    return { ...review, person: nameOf(row, names) };
  };
  return { written: written.map(shown), received: received.map(shown) };
}

/** The public questions the account asked, and its answers to questions under its listings. */
export async function exportQuestions(db: Database, userId: string) {
  const [asked, answered] = await Promise.all([
    db
      .select({
        id: listingQuestions.id,
        listingId: listingQuestions.listingId,
        question: listingQuestions.body,
        askedAt: listingQuestions.createdAt,
        answer: listingQuestions.answerBody,
        answeredAt: listingQuestions.answeredAt,
        hiddenAt: listingQuestions.hiddenAt,
        removedAt: listingQuestions.removedAt,
      })
      .from(listingQuestions)
      .where(eq(listingQuestions.askerId, userId))
      .orderBy(asc(listingQuestions.createdAt)),
    db
      .select({
        id: listingQuestions.id,
        listingId: listingQuestions.listingId,
        question: listingQuestions.body,
        answer: listingQuestions.answerBody,
        answeredAt: listingQuestions.answeredAt,
      })
      .from(listingQuestions)
      .innerJoin(listings, eq(listings.id, listingQuestions.listingId))
      .where(and(eq(listings.userId, userId), isNotNull(listingQuestions.answerBody)))
      .orderBy(asc(listingQuestions.answeredAt)),
  ]);
  return { asked, answeredOnYourListings: answered };
}

/** The accounts it blocked, and what it reported. */
export async function exportSafety(db: Database, userId: string, names: PartyNames) {
  const [blocks, listingReportRows, contentReportRows] = await Promise.all([
    db
      .select({ since: accountBlocks.createdAt, ...otherNameColumns })
      .from(accountBlocks)
      .innerJoin(otherAccount, eq(otherAccount.id, accountBlocks.blockedId))
      .where(eq(accountBlocks.blockerId, userId)),
    db
      .select({
        listingId: listingReports.listingId,
        reason: listingReports.reason,
        details: listingReports.details,
        status: listingReports.status,
        createdAt: listingReports.createdAt,
      })
      .from(listingReports)
      .where(eq(listingReports.reporterUserId, userId)),
    db
      .select({
        reviewId: contentReports.reviewId,
        questionId: contentReports.questionId,
        reason: contentReports.reason,
        details: contentReports.details,
        status: contentReports.status,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .where(eq(contentReports.reporterUserId, userId)),
  ]);
  return {
    blocked: blocks.map((row) => ({ person: nameOf(row, names), since: row.since })),
    reports: { listings: listingReportRows, reviewsAndQuestions: contentReportRows },
  };
}
