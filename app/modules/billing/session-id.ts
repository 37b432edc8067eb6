import { isIdInAnySpelling } from "#app/lib/canonical-id.ts";

/** Whether text can be a `payment_sessions.id`; checked before it reaches a uuid column (which would throw). */
export function isPaymentSessionId(text: string | null | undefined): text is string {
  return isIdInAnySpelling(text);
}
