import type { Page } from "@playwright/test";
import { formPost, signInByRequest } from "./accounts-helpers.ts";
import { expect } from "./fixtures.ts";

export const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };

/** Whoever pays: a signed-in page (its context's cookies) or its context. */
type Payer = Pick<Page, "request">;

/**
 * Pays for a listing or a builder package with the local payment provider, by HTTP, as the signed-in `payer`: the
 * checkout form's post, then Pay on the local checkout. Returns the paid session's id, which /submit-listing and
 * /submit-builder take as `session_id`. Paying through the pages is selling.spec.ts's, checkout.spec.ts's and
 * builders.spec.ts's subject.
 */
export async function payByRequest(payer: Payer, kind: "listing" | "builder", tier: string): Promise<string> {
  const checkout = kind === "listing" ? "/camper-checkout" : "/builder-checkout";
  const started = await payer.request.post(`${checkout}?tier=${tier}`, formPost({}));
  const localCheckout = started.headers().location ?? "";
  expect(localCheckout, `${kind} checkout of ${tier}`).toMatch(/\/checkout\/local\//);
  const paid = await payer.request.post(localCheckout, formPost({ intent: "pay" }));
  const success = new URL(paid.headers().location ?? "", "http://success.invalid");
  const sessionId = success.searchParams.get("session_id");
  expect(sessionId, `payment of ${localCheckout}`).toBeTruthy();
  return sessionId ?? "";
}

/** Signs in as the demo seller, pays for a listing of `tier` (by HTTP), and lands on the listing form. */
export async function openListingForm(page: Page, tier: "graze" | "roam") {
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  await page.goto(`/submit-listing?session_id=${await payByRequest(page, "listing", tier)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Camper Listing" })).toBeVisible();
}

/**
 * Publishes a paid graze listing of a 2019 van as the signed-in `payer`, by HTTP (the listing form's post), for tests
 * that need a listing, not the form; returns its page's address.
 */
export async function publishListingByRequest(
  payer: Payer,
  camper: { make: string; model: string; price: string; description: string },
): Promise<string> {
  const sessionId = await payByRequest(payer, "listing", "graze");
  const fields = { vehicle_type: "van", year: "2019", mileage: "48000", location: "Boise, ID", ...camper };
  const submitted = await payer.request.post(`/submit-listing?session_id=${sessionId}`, formPost(fields));
  // "Your listing is live" (docs/product/selling.md, Outcomes): /my-listings/{id}/live.
  const live = /^\/my-listings\/([0-9a-f-]{36})\/live$/.exec(submitted.headers().location ?? "");
  expect(live, `listing ${camper.make}: ${submitted.headers().location}`).not.toBeNull();
  return `/listing/${live?.[1]}`;
}
