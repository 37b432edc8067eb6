// A webhook endpoint's signing secret and the signature of a delivery (docs/product/open-platform.md, Webhooks).
import { randomBytes } from "node:crypto";
import { signatureOf } from "./verify-signature.ts";

/** `whsec_` and 256 random bits in base64url (43 characters): shown to the endpoint's owner, who verifies with it. */
export function newWebhookSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** The `Roamstead-Signature` header of `body` sent at `timestamp` (unix seconds). */
export function webhookSignatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}
