import type { Page } from "@playwright/test";
import { signIn } from "./accounts-helpers.ts";
import { expect } from "./fixtures.ts";

export const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };

/** Signs in as the demo seller, pays for a listing of `tier` with the local payment provider, lands on the form. */
export async function openListingForm(page: Page, tier: "graze" | "roam") {
  await page.goto(`/sign-in-camper?redirect=${encodeURIComponent(`/camper-checkout?tier=${tier}`)}`);
  await signIn(page, demoSeller.email, demoSeller.password);
  await expect(page).toHaveURL(`/camper-checkout?tier=${tier}`);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/submit-listing\?session_id=/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Camper Listing" })).toBeVisible();
}
