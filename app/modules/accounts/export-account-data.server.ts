import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { optionalMailKinds } from "#app/db/mail-preference-vocabulary.ts";
import {
  builders,
  favorites,
  listingDocuments,
  listingDrafts,
  listingPriceChanges,
  listings,
  newsletterSubscribers,
  paymentSessions,
  savedSearches,
  user,
} from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { exportApiKeys } from "#app/modules/api-keys/export-api-keys.server.ts";
import type { PartyNames } from "#app/modules/conversations/conversation-parties.server.ts";
import { listingDocumentViewColumns } from "#app/modules/documents/read-listing-documents.server.ts";
import { exportInventoryImports } from "#app/modules/imports/export-inventory-imports.server.ts";
import { exportWebhooks } from "#app/modules/webhooks/export-webhooks.server.ts";
import { chosenDisplayName } from "./display-name.ts";
import {
  exportConversations,
  exportQuestions,
  exportReviews,
  exportSafety,
  exportSales,
} from "./export-account-exchanges.server.ts";

export interface ExportAccountDataOptions {
  db: Database;
  userId: string;
  /** BASE_URL: photos, videos and documents are given as full addresses. */
  baseUrl: string;
  /** How other people are named (the page's language). */
  names: PartyNames;
  now?: Date;
}

/** The version of the file's shape, for whoever reads it with a program. */
export const accountExportFormat = "roamstead-account-data/1";

/**
 * Everything the account holds (docs/product/people-and-trust.md, "Account settings", 'Download my data'), as one
 * JSON-ready object: the account and its choices, its listings (drafts, documents' details, photos, price changes),
 * builder profiles, conversations with every message, favourites, saved searches, sales, reviews, public questions,
 * payments, blocks and reports. Other people appear by their display name only, never their e-mail address.
 */
export async function exportAccountData({ db, userId, baseUrl, names, now = new Date() }: ExportAccountDataOptions) {
  const [owner] = await db.select().from(user).where(eq(user.id, userId));
  if (!owner) throw new AppError("not-found", "accounts.displayName.accountGone");
  const absolute = (path: string) => new URL(path, baseUrl).href;
  const [
    ownListings,
    drafts,
    builderProfiles,
    favoriteRows,
    searches,
    payments,
    [subscription],
    conversationRows,
    sales,
    reviewRows,
    questions,
    safety,
    keys,
    imports,
    webhooks,
  ] = await Promise.all([
    db.select().from(listings).where(eq(listings.userId, userId)).orderBy(asc(listings.createdAt)),
    db
      .select({
        id: listingDrafts.id,
        tier: listingDrafts.tier,
        values: listingDrafts.values,
        createdAt: listingDrafts.createdAt,
        updatedAt: listingDrafts.updatedAt,
      })
      .from(listingDrafts)
      .where(eq(listingDrafts.userId, userId)),
    db.select().from(builders).where(eq(builders.userId, userId)),
    db
      .select({ listingId: favorites.listingId, title: listings.title, savedAt: favorites.createdAt })
      .from(favorites)
      .leftJoin(listings, eq(listings.id, favorites.listingId))
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt)),
    db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        alerts: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId)),
    db
      .select({
        id: paymentSessions.id,
        provider: paymentSessions.provider,
        kind: paymentSessions.kind,
        tier: paymentSessions.tier,
        amountCents: paymentSessions.amountCents,
        currency: paymentSessions.currency,
        status: paymentSessions.status,
        createdAt: paymentSessions.createdAt,
        paidAt: paymentSessions.paidAt,
        usedAt: paymentSessions.usedAt,
        usedForId: paymentSessions.usedForId,
      })
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, userId))
      .orderBy(asc(paymentSessions.createdAt)),
    db
      .select({
        subscribedAt: newsletterSubscribers.subscribedAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, owner.email.toLowerCase())),
    exportConversations(db, userId, names),
    exportSales(db, userId, names),
    exportReviews(db, userId, names, now),
    exportQuestions(db, userId),
    exportSafety(db, userId, names),
    exportApiKeys(db, userId),
    exportInventoryImports(db, userId),
    exportWebhooks(db, userId),
  ]);
  const listingIds = ownListings.map((listing) => listing.id);
  const [documents, priceChanges] =
    listingIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              ...listingDocumentViewColumns,
              listingId: listingDocuments.listingId,
              createdAt: listingDocuments.createdAt,
            })
            .from(listingDocuments)
            .where(inArray(listingDocuments.listingId, listingIds)),
          db
            .select({
              listingId: listingPriceChanges.listingId,
              oldPriceCents: listingPriceChanges.oldPriceCents,
              newPriceCents: listingPriceChanges.newPriceCents,
              currency: listingPriceChanges.currency,
              changedAt: listingPriceChanges.changedAt,
            })
            .from(listingPriceChanges)
            .where(inArray(listingPriceChanges.listingId, listingIds)),
        ]);
  return {
    format: accountExportFormat,
    exportedAt: now,
    account: {
      id: owner.id,
      displayName: chosenDisplayName(owner),
      email: owner.email,
      emailVerified: owner.emailVerified,
      createdAt: owner.createdAt,
      role: owner.role,
      locale: owner.locale,
      about: owner.about,
      placeShown: owner.publicPlace,
      mail: {
        on: optionalMailKinds.filter((kind) => !owner.mailOff.includes(kind)),
        off: owner.mailOff,
        priceDropsAndSalesOfFavorites: owner.priceDropAlerts,
      },
      newsletter: subscription ?? null,
    },
    listings: ownListings.map((listing) => {
      // What the site works out for its own use (search keys, the alerts' bookkeeping) is not the seller's data.
      const {
        userId: _owner,
        dealPriceBasisPoints: _dealKey,
        regionCode: _regionKey,
        makeSlug: _makeKey,
        alertsMatchedAt: _alerts,
        images,
        videoUrl,
        ...fields
      } = listing;
      return {
        ...fields,
        images: images.map(absolute),
        videoUrl: videoUrl ? absolute(videoUrl) : null,
        documents: documents
          .filter((document) => document.listingId === listing.id)
          .map(({ listingId: _listing, ...document }) => ({ ...document, url: absolute(`/documents/${document.id}`) })),
        priceChanges: priceChanges
          .filter((change) => change.listingId === listing.id)
          .map(({ listingId: _listing, ...change }) => change),
      };
    }),
    listingDrafts: drafts,
    builderProfiles: builderProfiles.map(({ userId: _owner, imageUrls, videoUrl, ...profile }) => ({
      ...profile,
      imageUrls: imageUrls.map(absolute),
      videoUrl: videoUrl ? absolute(videoUrl) : null,
    })),
    conversations: conversationRows,
    favorites: favoriteRows,
    savedSearches: searches,
    sales,
    reviews: reviewRows,
    questions,
    payments,
    apiKeys: keys,
    inventoryImports: imports,
    webhooks,
    ...safety,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;
