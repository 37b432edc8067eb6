import { eq, type SQL } from "drizzle-orm";
import { paymentSessions } from "#app/db/schema.ts";
import { isPaymentSessionId } from "./session-id.ts";

const providerSessionIdPattern = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Whether text can be a provider's session id (`cs_…`, `local_…`, `free_…`). Checked before it reaches
 * a query: a NUL byte in a `?session_id=` would otherwise make PostgreSQL throw (a 500, not a refusal).
 */
export function isProviderSessionId(text: string | null | undefined): text is string {
  return typeof text === "string" && providerSessionIdPattern.test(text);
}

/**
 * The row a form's `?session_id=` names: our payment_sessions.id (a UUID), or the provider's id that
 * the success pages pass on (Stripe's `cs_…`, the local provider's `local_…`, a builder perk's `free_…`).
 * Null when the text can be neither (so it never reaches a uuid column). Only a key: callers still
 * check the user, the kind and the status.
 */
export function paymentSessionKey(sessionId: string): SQL | null {
  if (isPaymentSessionId(sessionId)) return eq(paymentSessions.id, sessionId);
  if (isProviderSessionId(sessionId)) return eq(paymentSessions.providerSessionId, sessionId);
  return null;
}
