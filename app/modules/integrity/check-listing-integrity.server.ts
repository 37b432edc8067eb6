import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  type IntegrityCheckKind,
  type IntegrityEvidence,
  listingIntegrity,
  listingIntegrityFlags,
  listings,
  user,
} from "#app/db/schema.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { findPhotoCopies } from "./find-photo-copies.server.ts";
import { findPriceBelowFence } from "./find-price-below-fence.server.ts";
import { findVinElsewhere } from "./find-vin-elsewhere.server.ts";
import { findVinMismatch } from "./find-vin-mismatch.ts";
import { integrityHoldMail } from "./integrity-hold-mail.ts";
import { holdingFlagCount, integrityCheckOrder, subjectsOf, withoutCleared } from "./integrity-rules.ts";
import { pendingRequestText } from "./request-integrity-check.server.ts";

export interface CheckListingIntegrityOptions {
  db: Database;
  storage: MediaStorage;
  listingId: string;
  /** BASE_URL: the links of the seller's mail. */
  baseUrl: string;
  /**
   * The request this run answers ({@link pendingRequestText} of listing_integrity.pending_since, read before the
   * run): it is done unless a newer save asked again meanwhile. Null when nothing asked (a test, a run by hand).
   */
  pendingRequest: string | null;
}

export interface ListingIntegrityResult {
  /** The checks with an open flag after this run. */
  openKinds: IntegrityCheckKind[];
  /** Held from search (two or more flags), by this run or before it. */
  isHeld: boolean;
  /** The seller's mail was written: this run held the listing. */
  hasMailedSeller: boolean;
}

/**
 * Runs the four checks on a listing as it is now and records what they found (docs/product/integrity-checks.md): a
 * check that finds something opens its flag, or replaces the open one; a check that no longer finds anything
 * withdraws its open flag; what an administrator cleared before is not raised again. Two or more open flags hold the
 * listing from search (not approved, 'under review') until an administrator decides, and its seller is mailed why.
 * The checks read outside any transaction; the flags, the hold and the mail are written in one, under the listing's
 * row lock, so an administrator's decision is never overwritten by a run that started before it. A listing an
 * administrator hid is not checked; a listing gone is nothing to check (null).
 */
export async function checkListingIntegrity({
  db,
  storage,
  listingId,
  baseUrl,
  pendingRequest,
}: CheckListingIntegrityOptions): Promise<ListingIntegrityResult | null> {
  const [listing] = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      vehicleType: listings.vehicleType,
      mileage: listings.mileage,
      priceCents: listings.priceCents,
      vin: listings.vin,
      vinDecode: listings.vinDecode,
      createdAt: listings.createdAt,
      moderationState: listings.moderationState,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return null;
  const found =
    listing.moderationState === "hidden"
      ? null
      : await Promise.all([
          findPhotoCopies({ db, storage, listing }),
          findVinElsewhere(db, listing),
          findVinMismatch(listing),
          findPriceBelowFence(db, listing),
        ]);

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ isApproved: listings.isApproved, moderationState: listings.moderationState })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!locked) return null;
    await tx.insert(listingIntegrity).values({ listingId }).onConflictDoNothing({ target: listingIntegrity.listingId });
    const [state] = await tx
      .select({ heldAt: listingIntegrity.heldAt })
      .from(listingIntegrity)
      .where(eq(listingIntegrity.listingId, listingId));
    const openKinds = found && locked.moderationState !== "hidden" ? await recordFindings(tx, listingId, found) : [];
    const wasHeld = Boolean(state?.heldAt);
    const holdsNow = !wasHeld && openKinds.length >= holdingFlagCount;
    if (holdsNow) {
      await tx.update(listingIntegrity).set({ heldAt: sql`now()` }).where(eq(listingIntegrity.listingId, listingId));
      if (locked.moderationState === null && locked.isApproved) {
        await tx
          .update(listings)
          .set({ isApproved: false, moderationState: "under_review" })
          .where(eq(listings.id, listingId));
      }
      await mailSeller(tx, { baseUrl, listing, kinds: openKinds });
    }
    await tx
      .update(listingIntegrity)
      .set({
        checkedAt: sql`now()`,
        ...(pendingRequest ? { pendingSince: null, retryAt: null, failures: 0 } : {}),
      })
      .where(
        and(
          eq(listingIntegrity.listingId, listingId),
          pendingRequest ? sql`${pendingRequestText()} = ${pendingRequest}` : undefined,
        ),
      );
    return { openKinds, isHeld: wasHeld || holdsNow, hasMailedSeller: holdsNow && listing.userId !== null };
  });
}

/**
 * Opens, replaces or withdraws each check's flag; returns the checks with an open flag. What an administrator
 * cleared on this listing before is left out of what was found.
 */
async function recordFindings(
  tx: Database,
  listingId: string,
  found: (IntegrityEvidence | null)[],
): Promise<IntegrityCheckKind[]> {
  const flags = await tx
    .select({
      id: listingIntegrityFlags.id,
      kind: listingIntegrityFlags.kind,
      status: listingIntegrityFlags.status,
      subjects: listingIntegrityFlags.subjects,
    })
    .from(listingIntegrityFlags)
    .where(
      and(eq(listingIntegrityFlags.listingId, listingId), inArray(listingIntegrityFlags.status, ["open", "cleared"])),
    );
  const cleared = new Set(flags.filter((flag) => flag.status === "cleared").flatMap((flag) => flag.subjects));
  const openKinds: IntegrityCheckKind[] = [];
  for (const kind of integrityCheckOrder) {
    const finding = found.find((evidence) => evidence?.kind === kind);
    const evidence = finding ? withoutCleared(finding, cleared) : null;
    const open = flags.find((flag) => flag.kind === kind && flag.status === "open");
    if (evidence) {
      openKinds.push(kind);
      const values = { subjects: subjectsOf(evidence), evidence, updatedAt: sql`now()` };
      if (open) await tx.update(listingIntegrityFlags).set(values).where(eq(listingIntegrityFlags.id, open.id));
      else await tx.insert(listingIntegrityFlags).values({ listingId, kind, ...values });
    } else if (open) {
      await tx
        .update(listingIntegrityFlags)
        .set({ status: "withdrawn", resolvedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(listingIntegrityFlags.id, open.id), isNull(listingIntegrityFlags.resolvedAt)));
    }
  }
  return openKinds;
}

async function mailSeller(
  tx: Database,
  {
    baseUrl,
    listing,
    kinds,
  }: {
    baseUrl: string;
    listing: { userId: string | null; title: string; make: string; model: string };
    kinds: IntegrityCheckKind[];
  },
): Promise<void> {
  if (listing.userId === null) return;
  const [seller] = await tx
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, listing.userId));
  if (!seller) return;
  await enqueueMail(tx, integrityHoldMail({ baseUrl, to: seller.email, locale: seller.locale, listing, kinds }));
}
