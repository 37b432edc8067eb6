// The billing use cases' failures: one AppError each (app/lib/app-error.ts), their messages the billing catalogs' ids
// (ADR 056), which the pages translate.
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const billingMessages = {
  invalidTier: "billing.failure.invalidTier",
  notFound: "billing.failure.notVerified",
  notPaid: "billing.failure.notVerified",
  alreadyUsed: "billing.failure.alreadyUsed",
  providerUnavailable: "billing.failure.providerUnavailable",
} as const satisfies Record<string, MessageId>;

export const billingFailures = {
  /** The tier does not exist or does not belong to the kind of purchase (`invalid`). */
  invalidTier: () => new AppError("invalid", billingMessages.invalidTier),
  /** No such payment session for this user, or it is someone else's (`not-found`). */
  notFound: (cause?: unknown) => new AppError("not-found", billingMessages.notFound, { cause }),
  /** The session exists but the provider has not confirmed payment (`payment-required`). */
  notPaid: () => new AppError("payment-required", billingMessages.notPaid),
  /** The session already made a listing or profile (`conflict`). */
  alreadyUsed: () => new AppError("conflict", billingMessages.alreadyUsed),
  /**
   * The payment provider failed (`bad-gateway`): with a `cause` when the call itself failed, without one
   * when the provider answered but gave no checkout.
   */
  providerUnavailable: (cause?: unknown) => new AppError("bad-gateway", billingMessages.providerUnavailable, { cause }),
} as const;
