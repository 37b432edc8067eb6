// What follows a change of a listing, in one place (ADR 041). Each writer of this module calls
// `followListingChange` in its own transaction, so what must hold with the change commits or fails with it, and
// `afterListingCommit` once that transaction committed, for what must not hold the transaction open:
//
// | change                          | in the writer's transaction                                    | after the commit       |
// |---------------------------------|----------------------------------------------------------------|------------------------|
// | created (create-listing)        | deal rating; integrity checks asked for                        | —                      |
// | edited (update-listing)         | deal rating; integrity checks asked for; price history, latest | wake the mail worker   |
// |                                 | drop and the price-drop mails of the buyers who saved it;      |                        |
// |                                 | admin audit entry                                              |                        |
// | text edited (update-listing-    | admin audit entry                                              | —                      |
// | text)                           |                                                                |                        |
// | sold (mark-listing-sold)        | 'Sold' mails of the buyers who saved it; admin audit entry     | wake the mail worker   |
// | deleted (delete-listing)        | admin audit entry; its documents' files noted                  | remove photos, video,  |
// |                                 |                                                                | documents' files       |
//
// The admin audit entry is written when an administrator changes someone else's listing (and for every deletion
// /admin makes). A sale's follow-ups run before its write: its mails go to the buyers of a public listing, and
// the sale makes it inactive. The integrity checks (app/modules/integrity) run after the commit, in the background: a
// check never fails or slows a save. No cache needs a call: every committed write to `listings` moves
// `listing_changes.version` (a trigger), which each cache of listings is kept by (ADR 040). A renewal, an
// administrator's feature and a moderation decision call nothing here: the deal rating takes up what they change at
// its hourly run, and the last two write their own audit entries. The webhook events (`listing.published`,
// `listing.updated`, `listing.sold`, ADR 077) are written by the writers themselves, after their insert or update, so
// they carry the listing as the change left it (a sale's follow-ups here run before its write).
import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import { rateListing } from "#app/modules/deal-rating/rate-listing.server.ts";
import { listingDocumentKeys } from "#app/modules/documents/listing-document-keys.server.ts";
import { listFavoriteMailRecipients } from "#app/modules/favorites/favorite-mail-recipients.server.ts";
import { soldMail } from "#app/modules/favorites/sold-mail.ts";
import { requestIntegrityCheck } from "#app/modules/integrity/request-integrity-check.server.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { deleteMediaOf } from "#app/modules/media/attach-media.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { isAdminActingForOwner, type ListingActor } from "./listing-actor.ts";
import { listingMediaTarget } from "./listing-media.server.ts";
import { recordListingAdminAction } from "./record-listing-admin-action.server.ts";
import { recordPriceChange } from "./record-price-change.server.ts";

/** The listing as the audit log names it. */
interface ChangedListing {
  id: string;
  title: string;
  userId: string | null;
}

export type ListingChange =
  | { kind: "created"; listingId: string }
  | {
      kind: "edited";
      actor: ListingActor;
      listing: ChangedListing;
      /** The asking price before and after. */
      oldPrice: Money;
      newPrice: Money;
      /** BASE_URL: the links of the price-drop mails. */
      baseUrl: string;
    }
  | { kind: "text-edited"; actor: ListingActor; listing: ChangedListing }
  | {
      kind: "sold";
      actor: ListingActor;
      listing: ChangedListing;
      /** BASE_URL: the links of the 'Sold' mails. */
      baseUrl: string;
    }
  | {
      kind: "deleted";
      actor: ListingActor;
      listing: ChangedListing;
      /** /admin logs every deletion it makes, its administrator's own listings too. */
      isAuditedAdminAction: boolean;
      /** Where its photos and video are, removed after the commit; a failure to remove one is logged. */
      storage: MediaStorage;
      logger?: Logger;
    };

/** What the follow-ups in the transaction did that the ones after the commit need. */
export interface FollowedListingChange {
  /** Mails written to the outbox. */
  mails: number;
  /** A deleted listing's documents' files, removed once the deletion committed (their rows go with the listing). */
  documentKeys?: string[];
}

/** What each change's administrator edit is called in the audit log. */
const auditedChange = { edited: "all details", "text-edited": "title and description", sold: "sold" } as const;

/** The follow-ups that commit with the change, in `tx`, the writer's transaction. */
export async function followListingChange(tx: Database, change: ListingChange): Promise<FollowedListingChange> {
  switch (change.kind) {
    case "created":
      await rateListing(tx, change.listingId);
      await requestIntegrityCheck(tx, change.listingId);
      return { mails: 0 };
    case "edited": {
      await rateListing(tx, change.listing.id);
      await requestIntegrityCheck(tx, change.listing.id);
      await auditAdminEdit(tx, change);
      const { listing, baseUrl, oldPrice, newPrice } = change;
      const mails = await recordPriceChange({ tx, baseUrl, listingId: listing.id, oldPrice, newPrice });
      return { mails };
    }
    case "text-edited":
      await auditAdminEdit(tx, change);
      return { mails: 0 };
    case "sold": {
      const recipients = await listFavoriteMailRecipients(tx, change.listing.id);
      await auditAdminEdit(tx, change);
      for (const recipient of recipients) {
        const { email: to, locale, unsubscribeToken, listing } = recipient;
        await enqueueMail(tx, soldMail({ baseUrl: change.baseUrl, to, locale, unsubscribeToken, listing }));
      }
      return { mails: recipients.length };
    }
    case "deleted": {
      const { actor, listing } = change;
      if (isAdminActingForOwner(actor, listing.userId) || (actor.role === "admin" && change.isAuditedAdminAction)) {
        await recordListingAdminAction(tx, { actor, action: "delete", listing });
      }
      return { mails: 0, documentKeys: await listingDocumentKeys(tx, listing.id) };
    }
  }
}

async function auditAdminEdit(
  tx: Database,
  { kind, actor, listing }: Extract<ListingChange, { kind: keyof typeof auditedChange }>,
): Promise<void> {
  if (!isAdminActingForOwner(actor, listing.userId)) return;
  await recordListingAdminAction(tx, { actor, action: "update", listing, changed: auditedChange[kind] });
}

/**
 * The follow-ups once the change committed, on `db`. A deleted listing's files go after its row: a failure to remove
 * one leaves an orphan file, never a listing with missing photos.
 */
export async function afterListingCommit(
  db: Database,
  change: ListingChange,
  { mails, documentKeys = [] }: FollowedListingChange,
  /** Wakes the mail worker once mails were committed. */
  notifyOutbox?: () => void,
): Promise<void> {
  if (mails > 0) notifyOutbox?.();
  if (change.kind !== "deleted") return;
  const { listing, storage, logger } = change;
  try {
    await deleteMediaOf(db, storage, listingMediaTarget(listing.id));
    await storage.delete(documentKeys);
  } catch (error) {
    logger?.error({ err: error, listingId: listing.id }, "the deleted listing's media could not be removed");
  }
}
