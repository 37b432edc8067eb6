// The failures of managing a pending sale (docs/product/making-the-deal.md, Sale pending): one AppError each, its
// message an id of the offers catalogs (ADR 056).
import { AppError } from "#app/lib/app-error.ts";
import { listingMessages } from "#app/modules/listings/listing-form-rules.ts";

export const salePendingFailures = {
  notFound: () => new AppError("not-found", listingMessages.listingGone),
  /** "Only the seller or an administrator can manage this pending sale." */
  forbidden: () => new AppError("forbidden", "offers.pending.forbidden"),
  /** "This listing has no pending sale." (never had one, reopened, or sold meanwhile) */
  notPending: () => new AppError("conflict", "offers.pending.notPending"),
  /** "This pending sale was already extended once. Mark the camper sold, or reopen it to other buyers." */
  alreadyExtended: () => new AppError("conflict", "offers.pending.alreadyExtended"),
} as const;
