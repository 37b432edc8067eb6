// Failures of the selling use cases that a route turns into a status and a message for the user.
import type { ListingFieldErrors } from "./listing.schema.ts";
import { listingMessages } from "./listing.schema.ts";

export type ListingErrorCode =
  /** The payment session is unknown, someone else's, another kind, or not paid. */
  | "payment-not-verified"
  /** The payment session already made a listing (or a renewal). */
  | "session-used"
  /** Neither a tier from the payment session nor one from the listing. */
  | "tier-missing"
  /** Field errors (`fieldErrors`), including 'Invalid location.' and the tier's media limits. */
  | "invalid"
  /** No such listing. */
  | "not-found"
  /** Someone else's listing. */
  | "forbidden";

export const listingErrorStatus: Record<ListingErrorCode, number> = {
  "payment-not-verified": 402,
  "session-used": 409,
  "tier-missing": 400,
  invalid: 400,
  "not-found": 404,
  forbidden: 403,
};

const defaultMessages: Record<ListingErrorCode, string> = {
  "payment-not-verified": listingMessages.paymentNotVerified,
  "session-used": listingMessages.sessionUsed,
  "tier-missing": listingMessages.tierMissing,
  invalid: listingMessages.submitFailed,
  "not-found": listingMessages.fetchForEditFailed,
  forbidden: listingMessages.noPermission,
};

/** Thrown by the selling use cases; check with `isListingError` (see BillingError for why not instanceof). */
export class ListingError extends Error {
  override name = "ListingError";
  readonly code: ListingErrorCode;
  readonly status: number;
  readonly fieldErrors: ListingFieldErrors;

  constructor(code: ListingErrorCode, options: { message?: string; fieldErrors?: ListingFieldErrors } = {}) {
    super(options.message ?? defaultMessages[code]);
    this.code = code;
    this.status = listingErrorStatus[code];
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export function isListingError(error: unknown, code?: ListingErrorCode): error is ListingError {
  if (!(error instanceof Error) || error.name !== "ListingError") return false;
  const actual = (error as Partial<ListingError>).code;
  return typeof actual === "string" && actual in listingErrorStatus && (code === undefined || actual === code);
}
