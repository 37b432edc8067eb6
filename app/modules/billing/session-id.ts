const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a `payment_sessions.id`; checked before it reaches a uuid column (which would throw). */
export function isPaymentSessionId(text: string | null | undefined): text is string {
  return typeof text === "string" && uuidPattern.test(text);
}
