// The receiver's check (docs/product/open-platform.md, Webhooks): the signature of the body as received, made with
// the endpoint's secret, at a time within 5 minutes of now.
import { describe, expect, it } from "vitest";
import { signatureOf, verifySignature } from "./verify-signature.ts";
import { newWebhookSigningSecret, webhookSignatureHeader } from "./webhook-secret.server.ts";

const secret = newWebhookSigningSecret();
const body = JSON.stringify({ id: "e1", type: "listing.sold", data: { title: "Westy « été »" } });
const now = 1_800_000_000_000;
const at = now / 1000;

describe("verifySignature", () => {
  it("accepts the header a delivery carries, within 5 minutes either way", () => {
    for (const drift of [0, -300, 300]) {
      expect(verifySignature({ body, header: webhookSignatureHeader(secret, at + drift, body), secret, now })).toBe(
        true,
      );
    }
  });

  it("refuses another secret, a changed body, an old or future time, and headers that are not a signature", () => {
    const header = webhookSignatureHeader(secret, at, body);
    expect(verifySignature({ body, header, secret: newWebhookSigningSecret(), now })).toBe(false);
    expect(verifySignature({ body: `${body} `, header, secret, now })).toBe(false);
    expect(verifySignature({ body, header: webhookSignatureHeader(secret, at - 301, body), secret, now })).toBe(false);
    expect(verifySignature({ body, header: webhookSignatureHeader(secret, at + 301, body), secret, now })).toBe(false);
    for (const bad of [
      undefined,
      "",
      "t=abc,v1=00",
      `v1=${signatureOf(secret, at, body)}`,
      `t=${at}`,
      `t=${at},v1=zz`,
    ]) {
      expect(verifySignature({ body, header: bad, secret, now }), String(bad)).toBe(false);
    }
  });

  it("accepts a header with several v1 signatures when one of them is good, as Stripe's format allows", () => {
    const other = signatureOf(newWebhookSigningSecret(), at, body);
    const header = `t=${at},v1=${other},v1=${signatureOf(secret, at, body)}`;
    expect(verifySignature({ body, header, secret, now })).toBe(true);
  });
});
