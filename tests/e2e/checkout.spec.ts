import { signIn, signInByRequest, signOut } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const seller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };

test("opened signed out, the camper checkout comes back from sign-in and starts once; Back does not start another", async ({
  page,
}) => {
  await page.goto("/camper-checkout?tier=graze");
  await expect(page).toHaveURL(
    `/sign-in-camper?redirect=${encodeURIComponent("/camper-checkout?tier=graze&redirected=1")}`,
  );
  await signIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.goBack();
  await expect(page).toHaveURL("/camper-checkout?tier=graze");
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  await expect(page).toHaveURL("/camper-checkout?tier=graze");
  await signOut(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the checkout that would start by itself still offers its button", async ({ page }) => {
    await signInByRequest(page, seller.email, seller.password);
    await page.goto("/camper-checkout?tier=roam&redirected=1");
    const proceed = page.getByRole("button", { name: "Proceed to Checkout" });
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(page).toHaveURL(/\/checkout\/local\//);
  });
});

test("cancelling the checkout says so and leads back to pricing", async ({ page }) => {
  await signInByRequest(page, seller.email, seller.password);
  await page.goto("/camper-checkout?tier=GRAZE");
  await expect(page.getByText("US$29")).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/cancel");
  await expect(page.getByRole("heading", { name: "Payment Canceled" })).toBeVisible();
  await expect(page.getByText("Your payment was canceled. Please try again.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Pricing" }).click();
  await expect(page).toHaveURL("/sell-your-camper");
});

test("checkout explains a missing tier and ignores an unknown one", async ({ page }) => {
  await signInByRequest(page, seller.email, seller.password);
  await page.goto("/camper-checkout");
  await expect(page.getByText("Invalid or missing tier selection.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/sell-your-camper");
  await page.goto("/camper-checkout?tier=platinum");
  await expect(page).toHaveURL("/sell-your-camper");
});

test("a made-up session id on the success page is not a payment", async ({ page }) => {
  await signInByRequest(page, seller.email, seller.password);
  await page.goto("/success?session_id=local_forged");
  await expect(page.getByText("Could not verify your payment.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you! Your payment was successful." })).toBeHidden();
});

test("builder pricing: signed out it asks to sign in; the guarded checkout sends on to payment; paying succeeds", async ({
  page,
}) => {
  await page.goto("/builder-pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Become a Featured Builder" })).toBeVisible();
  await expect(page.getByText("Roamstead Builder")).toBeVisible();
  await expect(page.getByText("US$1,500")).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit Your Company" })).toHaveAttribute(
    "href",
    "/sign-in-camper?redirect=%2Fbuilder-pricing",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto("/builder-checkout?tier=roamstead");
  await expect(page).toHaveURL("/sign-in-camper?redirect=%2Fbuilder-checkout%3Ftier%3Droamstead");
  await signIn(page, "builder@roamstead.demo", seller.password);
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/builder-success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
});
