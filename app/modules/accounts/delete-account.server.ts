import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { optionalMailKinds } from "#app/db/mail-preference-vocabulary.ts";
import {
  account,
  accountBlocks,
  apiKeys,
  builders,
  conversations,
  favorites,
  inventoryImports,
  listingDrafts,
  listings,
  newsletterSubscribers,
  outbox,
  photoFetches,
  savedSearches,
  session,
  signInFailures,
  user,
  verification,
  waitingActions,
  webhookEndpoints,
} from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { builderMediaTarget } from "#app/modules/builders/builder-media.server.ts";
import { deleteListingWithin, type ListingDeletion } from "#app/modules/listings/delete-listing.server.ts";
import { listingDraftMediaTarget } from "#app/modules/listings/listing-draft.ts";
import { deleteMediaOf } from "#app/modules/media/attach-media.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { releaseDeletedBuyerOffers } from "#app/modules/offers/release-deleted-buyer-offers.server.ts";
import type { Auth } from "./auth.server.ts";
import { verifyCurrentPassword } from "./verify-current-password.server.ts";

export interface DeleteAccountOptions {
  db: Database;
  auth: Auth;
  storage: MediaStorage;
  userId: string;
  /** The account's password, as typed to confirm (validated by `deleteAccountSchema`). */
  password: string;
  /** BASE_URL: the links of the mails its offers' steps send. */
  baseUrl: string;
  /** Wakes the mail worker once those mails were committed. */
  notifyOutbox?: () => void;
  logger?: Logger;
}

/** The address a deleted account keeps: unique, and undeliverable by definition (RFC 2606's `.invalid`). */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes the account (docs/product/people-and-trust.md, "Deleting an account"; ADR 064) once its password is right.
 * In one transaction: its listings go as any deleted listing does (the listings module), its builder profiles,
 * drafts, favourites, saved searches, waiting actions, blocks, sessions and password go, its newsletter subscription
 * and its mail not yet sent go, and the `user` row stays, emptied of everything personal (an undeliverable address,
 * no name, every mail off, `deleted_at` set), so that conversations, reviews, sales, payments and public questions
 * keep their other end and show 'Former member'. Photos, videos and documents' files go after the commit. Throws
 * AppError `invalid` on `password`, `rate-limited`, `conflict` (the last administrator) or `not-found`.
 */
export async function deleteAccount({
  db,
  auth,
  storage,
  userId,
  password,
  baseUrl,
  notifyOutbox,
  logger,
}: DeleteAccountOptions) {
  await verifyCurrentPassword({ db, auth, userId, password, field: "password" });
  const { listingDeletions, mediaTargets, offerSteps } = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(and(eq(user.id, userId), isNull(user.deletedAt)))
      .for("update");
    if (!owner) throw new AppError("not-found", "accounts.displayName.accountGone");
    if (owner.role === "admin") await refuseLastAdministrator(tx, userId);

    // As the owner, never as an administrator: a deletion of one's own listings is no admin action to audit.
    const actor = { id: owner.id, email: owner.email, role: "user" as const };
    const ownListings = await tx.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId));
    const listingDeletions: ListingDeletion[] = [];
    for (const { id } of ownListings) {
      listingDeletions.push(await deleteListingWithin(tx, { storage, listingId: id, actor, baseUrl, logger }));
    }
    // No seller waits on a buyer who left: their pending sales reopen, their open offers are withdrawn.
    const offerSteps = await releaseDeletedBuyerOffers(tx, userId, baseUrl);
    const removedBuilders = await tx.delete(builders).where(eq(builders.userId, userId)).returning({ id: builders.id });
    const removedDrafts = await tx
      .delete(listingDrafts)
      .where(eq(listingDrafts.userId, userId))
      .returning({ id: listingDrafts.id });
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    // Its inventory imports hold the files it uploaded; their photos still to fetch go with them.
    await tx.delete(inventoryImports).where(eq(inventoryImports.userId, userId));
    await tx.delete(photoFetches).where(eq(photoFetches.userId, userId));
    await tx.delete(waitingActions).where(eq(waitingActions.userId, userId));
    await tx.delete(accountBlocks).where(eq(accountBlocks.blockerId, userId));
    // Signed out everywhere and unable to sign in again: no session, no password, no reset link that could set one.
    await tx.delete(session).where(eq(session.userId, userId));
    // Its API keys (and with them their idempotency records) stop working with the session.
    await tx.delete(apiKeys).where(eq(apiKeys.userId, userId));
    // Its webhooks stop with it, and their deliveries not yet sent (the steps of its offers just written) with them.
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(signInFailures).where(eq(signInFailures.email, owner.email));
    // Mail stops at once: the newsletter and whatever the outbox still holds for the address.
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, owner.email.toLowerCase()));
    await tx
      .delete(outbox)
      .where(and(eq(outbox.status, "pending"), sql`lower(${outbox.recipient}) = ${owner.email.toLowerCase()}`));
    // The name a conversation kept of its buyer when it started.
    await tx.update(conversations).set({ buyerName: "" }).where(eq(conversations.buyerId, userId));
    const now = new Date();
    await tx
      .update(user)
      .set({
        name: "",
        email: deletedAccountEmail(userId),
        emailVerified: false,
        image: null,
        role: "user",
        about: "",
        publicPlace: null,
        mailOff: [...optionalMailKinds],
        priceDropAlerts: false,
        priceDropUnsubscribeToken: sql`gen_random_uuid()::text`,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    return {
      listingDeletions,
      offerSteps,
      mediaTargets: [
        ...removedBuilders.map(({ id }) => builderMediaTarget(id)),
        ...removedDrafts.map(({ id }) => listingDraftMediaTarget(id)),
      ],
    };
  });
  for (const deletion of listingDeletions) await deletion.afterCommit(db);
  // Its listings' closed offers and its own offers' steps mailed someone.
  if (offerSteps > 0 || listingDeletions.length > 0) notifyOutbox?.();
  for (const target of mediaTargets) {
    try {
      await deleteMediaOf(db, storage, target);
    } catch (error) {
      // The account is gone; its files are orphans at worst.
      logger?.error({ err: error, target }, "a deleted account's media could not be removed");
    }
  }
}

/**
 * Refuses to delete the only administrator left. Every administrator's row is locked first, so two administrators
 * deleting themselves at once cannot both see the other one still there.
 */
async function refuseLastAdministrator(tx: Database, userId: string): Promise<void> {
  const administrators = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), isNull(user.deletedAt)))
    .for("update");
  if (!administrators.some(({ id }) => id !== userId)) {
    throw new AppError("conflict", "accounts.delete.lastAdministrator");
  }
}
