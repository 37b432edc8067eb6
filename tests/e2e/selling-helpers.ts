import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formPost, signInByRequest } from "./accounts-helpers.ts";
import { expect, hydrated } from "./fixtures.ts";

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
 * Publishes a paid listing (graze unless told: roam is featured at once) of a 2019 van as the signed-in `payer`, by
 * HTTP (the listing form's post), for tests that need a listing, not the form; returns its page's address.
 */
export async function publishListingByRequest(
  payer: Payer,
  camper: { make: string; model: string; price: string; description: string; vin?: string },
  tier: "graze" | "roam" = "graze",
): Promise<string> {
  const sessionId = await payByRequest(payer, "listing", tier);
  const fields = { vehicle_type: "van", year: "2019", mileage: "48000", location: "Boise, ID", ...camper };
  const submitted = await payer.request.post(`/submit-listing?session_id=${sessionId}`, formPost(fields));
  // "Your listing is live" (docs/product/selling.md, Outcomes): /my-listings/{id}/live.
  const live = /^\/my-listings\/([0-9a-f-]{36})\/live$/.exec(submitted.headers().location ?? "");
  expect(live, `listing ${camper.make}: ${submitted.headers().location}`).not.toBeNull();
  return `/listing/${live?.[1]}`;
}

/** The listing form's steps (docs/product/selling.md, Steps). */
export type ListingStepName =
  | "Photos"
  | "Basics"
  | "Camper details"
  | "Paperwork & condition"
  | "Price & description"
  | "Preview";

/**
 * Opens a step of the listing form through 'Listing steps'. With JavaScript that shows the step; without, every
 * step is on the page already and the link only scrolls (there is no 'Preview' then: nothing happens).
 */
export async function openListingStep(page: Page, step: ListingStepName) {
  // The form's page has arrived (a redirect or a click may still be on its way) and runs its steps.
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Camper Listing" })).toBeVisible();
  await hydrated(page);
  const link = page.getByRole("navigation", { name: "Listing steps" }).getByRole("link", { name: step, exact: true });
  if ((await link.count()) === 0) return;
  await link.click();
  if (await page.locator("html[data-hydrated]").count()) {
    await expect(link).toHaveAttribute("aria-current", "step");
  }
}

export interface ListingFormFields {
  vehicle_type?: string;
  year?: string;
  make?: string;
  model?: string;
  title?: string;
  mileage?: string;
  location?: string;
  price?: string;
  description?: string;
}

/** Fills the listing form's fields step by step (with or without JavaScript); the photos are the caller's. */
export async function fillListingForm(page: Page, fields: ListingFormFields) {
  await openListingStep(page, "Basics");
  if (fields.vehicle_type !== undefined) await page.getByLabel("Vehicle type").selectOption(fields.vehicle_type);
  const basics = [
    ["Year", fields.year],
    ["Make", fields.make],
    ["Model", fields.model],
    ["Title", fields.title],
    ["Mileage", fields.mileage],
    ["Location", fields.location],
  ] as const;
  // Exact, or 'Title' would also name 'Title status' and 'State or province of title' (a later step's fields).
  for (const [label, value] of basics) {
    if (value !== undefined) await page.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
  }
  await openListingStep(page, "Price & description");
  if (fields.price !== undefined) await page.getByLabel("Price *").fill(fields.price);
  if (fields.description !== undefined) await page.getByLabel("Description").fill(fields.description);
}

/** A small real JPEG (the server reads every upload with sharp), each one a different colour. */
export async function photo(index: number) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: (index * 71) % 256, g: 120, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `van-${index}.jpg`, mimeType: "image/jpeg", buffer };
}

/** Sends the listing form from its last step: 'Submit Listing', 'Update Listing' or a draft's 'Pay and publish'. */
export async function submitListingForm(
  page: Page,
  label: "Submit Listing" | "Update Listing" | "Pay and publish" = "Submit Listing",
) {
  await openListingStep(page, "Preview");
  await page.getByRole("button", { name: label }).click();
}
