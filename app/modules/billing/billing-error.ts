// Failures of the billing use cases that a route turns into a status and a message for the user.

export type BillingErrorCode =
  /** The tier does not exist or does not belong to the kind of purchase. */
  | "invalid-tier"
  /** No such payment session for this user (or it is someone else's). */
  | "not-found"
  /** The session exists but the provider has not confirmed payment. */
  | "not-paid"
  /** The session already made a listing or profile. */
  | "already-used"
  /** The payment provider could not be reached or refused the call. */
  | "provider-unavailable";

export const billingErrorStatus: Record<BillingErrorCode, number> = {
  "invalid-tier": 400,
  "not-found": 404,
  "not-paid": 402,
  "already-used": 409,
  "provider-unavailable": 502,
};

export const billingMessages = {
  invalidTier: "Invalid or missing tier selection.",
  notFound: "Could not verify your payment.",
  notPaid: "Could not verify your payment.",
  alreadyUsed: "This session has already been used.",
  providerUnavailable: "There was an error creating the checkout session. Please try again.",
} as const;

/**
 * Thrown by the billing use cases. Check with `isBillingError`, not `instanceof`: the payment provider
 * is built by server/services.ts (run by Node) while routes run from the server build (bundled by
 * Vite), so the two hold different copies of this class.
 */
export class BillingError extends Error {
  override name = "BillingError";
  readonly code: BillingErrorCode;
  readonly status: number;

  constructor(code: BillingErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.status = billingErrorStatus[code];
  }
}

/** Whether `error` is a BillingError (of this code), from whichever copy of this module threw it. */
export function isBillingError(error: unknown, code?: BillingErrorCode): error is BillingError {
  if (!(error instanceof Error) || error.name !== "BillingError") return false;
  const actual = (error as Partial<BillingError>).code;
  return typeof actual === "string" && actual in billingErrorStatus && (code === undefined || actual === code);
}
