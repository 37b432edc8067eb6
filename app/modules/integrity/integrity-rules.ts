// The integrity checks' rules (docs/product/integrity-checks.md): how many flags hold a listing, how each check is
// named to administrators and to the seller, and what each finding is about. Browser-safe.
import type { IntegrityCheckKind, IntegrityEvidence } from "#app/db/integrity-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** Open flags from which a listing is held from search until an administrator decides; one leaves it public. */
export const holdingFlagCount = 2;

/** A VIN whose model year is further than this from the listing's is flagged (a model year straddles two). */
export const maxVinYearGap = 1;

/** The checks in the order the queue and the seller's mail list them. */
export const integrityCheckOrder: readonly IntegrityCheckKind[] = [
  "photo_copy",
  "vin_elsewhere",
  "vin_mismatch",
  "price_below_fence",
];

/** What each check found, as the administrators' queue names it. */
export const integrityReasonMessages: Readonly<Record<IntegrityCheckKind, MessageId>> = {
  photo_copy: "integrity.reason.photoCopy",
  vin_elsewhere: "integrity.reason.vinElsewhere",
  vin_mismatch: "integrity.reason.vinMismatch",
  price_below_fence: "integrity.reason.priceBelowFence",
};

/** What each check found, in the seller's words (the hold's mail). */
export const integritySellerMessages: Readonly<Record<IntegrityCheckKind, MessageId>> = {
  photo_copy: "integrity.seller.photoCopy",
  vin_elsewhere: "integrity.seller.vinElsewhere",
  vin_mismatch: "integrity.seller.vinMismatch",
  price_below_fence: "integrity.seller.priceBelowFence",
};

/**
 * What a finding is about, one name per thing found: an administrator who clears a flag clears these, and a later run
 * does not raise them again for the listing.
 */
export function subjectsOf(evidence: IntegrityEvidence): string[] {
  switch (evidence.kind) {
    case "photo_copy":
      return evidence.copies.map((copy) => `photo:${copy.photoId}:${copy.otherPhotoId}`);
    case "vin_elsewhere":
      return evidence.otherListingIds.map((id) => `listing:${id}`);
    case "vin_mismatch":
      return [
        `vin:${evidence.vin}:${evidence.decoded.make}:${evidence.decoded.modelYear}:${evidence.stated.make}:${evidence.stated.year}`,
      ];
    case "price_below_fence":
      return [`price:${evidence.priceCents}`];
  }
}

/** The finding without what was cleared before, or null when nothing new is left. */
export function withoutCleared(evidence: IntegrityEvidence, cleared: ReadonlySet<string>): IntegrityEvidence | null {
  switch (evidence.kind) {
    case "photo_copy": {
      const copies = evidence.copies.filter((copy) => !cleared.has(`photo:${copy.photoId}:${copy.otherPhotoId}`));
      return copies.length > 0 ? { ...evidence, copies } : null;
    }
    case "vin_elsewhere": {
      const otherListingIds = evidence.otherListingIds.filter((id) => !cleared.has(`listing:${id}`));
      return otherListingIds.length > 0 ? { ...evidence, otherListingIds } : null;
    }
    default:
      return subjectsOf(evidence).every((subject) => cleared.has(subject)) ? null : evidence;
  }
}
