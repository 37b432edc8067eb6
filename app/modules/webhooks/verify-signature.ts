// How a receiver checks that a webhook delivery comes from Roamstead (docs/product/open-platform.md, Webhooks): the
// `Roamstead-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's
// signing secret>`, as Stripe signs its events. Pure and dependency-free but for node:crypto, so a receiver may copy
// this file as it is; the deliveries are signed with `signatureOf` below.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How old (or how far ahead) a signature's time may be: a captured delivery cannot be replayed later. */
export const signatureToleranceSeconds = 5 * 60;

/** The hex HMAC-SHA256 of `<timestamp>.<body>` with the endpoint's signing secret (`whsec_…`, used as it is). */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export interface VerifySignatureOptions {
  /** The request's body exactly as received (before any JSON parsing). */
  body: string;
  /** The `Roamstead-Signature` header. */
  header: string | null | undefined;
  /** The endpoint's signing secret, `whsec_…`. */
  secret: string;
  /** Now, in milliseconds (tests). */
  now?: number;
  toleranceSeconds?: number;
}

/**
 * True when `header` holds a `v1` signature of `body` made with `secret` at a time within the tolerance of now. Every
 * signature is compared in constant time, so the answer's timing tells nothing about the expected one.
 */
export function verifySignature({
  body,
  header,
  secret,
  now = Date.now(),
  toleranceSeconds = signatureToleranceSeconds,
}: VerifySignatureOptions): boolean {
  const parts = (header ?? "").split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), "hex");
  return parts
    .filter(([key, value]) => key === "v1" && value && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value ?? "", "hex"), expected));
}
