// The selling use cases' failures: one AppError each, its message an id of the listings catalogs (ADR 056).
import { AppError, type FieldErrors } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingMessages } from "./listing-form-rules.ts";

export const listingFailures = {
  /** A form post without a session: the typed listing stays on the page (no sign-in redirect). */
  signedOut: () => new AppError("unauthenticated", listingMessages.signedOut),
  /** The payment session is unknown, someone else's, another kind, not paid, or a renewal's. */
  paymentNotVerified: () => new AppError("payment-required", listingMessages.paymentNotVerified),
  /** The payment session already made a listing. */
  sessionUsed: () => new AppError("conflict", listingMessages.sessionUsed),
  /** Neither a tier from the payment session nor one from the listing. */
  tierMissing: () => new AppError("invalid", listingMessages.tierMissing),
  /** Field errors that need the database: 'Invalid location.', the tier's media limits, someone else's upload. */
  invalid: (fieldErrors: FieldErrors) => new AppError("invalid", listingMessages.submitFailed, { fieldErrors }),
  notFound: (message: MessageId = listingMessages.fetchForEditFailed) => new AppError("not-found", message),
  /** A sold listing stays sold (docs/product/mark-as-sold.md): each page says what it cannot do. */
  sold: (message: MessageId) => new AppError("conflict", message),
  /** Someone else's listing; the pages word it differently. */
  forbidden: (message: MessageId = listingMessages.noPermission) => new AppError("forbidden", message),
} as const;
