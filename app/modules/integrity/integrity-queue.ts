// A flagged listing as the integrity queue shows it (docs/product/integrity-checks.md, The queue). Browser-safe.
import type { IntegrityCheckKind, IntegrityEvidence } from "#app/db/integrity-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface QueuedIntegrityFlag {
  id: string;
  kind: IntegrityCheckKind;
  /** Withdrawn: the seller's edit made it no longer true while the listing is held. */
  status: "open" | "withdrawn";
  evidence: IntegrityEvidence;
  createdAt: Date;
}

/** Another listing a flag names, as it is now; absent when it was deleted. */
export interface OtherListing {
  id: string;
  title: string;
  sellerEmail: string | null;
  isPublic: boolean;
}

export type IntegrityQueueState = "held" | "hidden" | "public" | "not-public";

export interface IntegrityQueueEntry {
  listingId: string;
  title: string;
  sellerEmail: string | null;
  state: IntegrityQueueState;
  vin: string | null;
  /** The latest flag or the hold, whichever is newer. */
  flaggedAt: Date;
  flags: QueuedIntegrityFlag[];
  /** The other listings the flags name, by id. */
  otherListings: Record<string, OtherListing>;
}

export const integrityQueueStateLabels: Readonly<Record<IntegrityQueueState, MessageId>> = {
  held: "integrity.queue.state.held",
  hidden: "integrity.queue.state.hidden",
  public: "integrity.queue.state.public",
  "not-public": "integrity.queue.state.notPublic",
};

/** The other listings a flag's evidence names. */
export function otherListingIdsOf(evidence: IntegrityEvidence): string[] {
  if (evidence.kind === "photo_copy") return [...new Set(evidence.copies.map((copy) => copy.otherListingId))];
  if (evidence.kind === "vin_elsewhere") return evidence.otherListingIds;
  return [];
}
