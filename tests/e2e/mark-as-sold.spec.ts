// Mark as sold (docs/product/mark-as-sold.md) in a real browser: the owner marks a listing sold from My Listings
// with a sale price and from the dashboard without one; it leaves /listings at once and its page shows 'Sold' to
// a visitor, without the contact form; and the same works before JavaScript (links and plain forms).
// The 410 Gone after 14 days is held by app/routes/listings/mark-as-sold.test.ts (no clock to move here).
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { newSignedInPage, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { demoSeller, publishListingByRequest } from "./selling-helpers.ts";

test.describe.configure({ mode: "serial" });

/** A listing of the demo seller's, published by HTTP as the signed-in `owner`: its title and address. */
async function publishListing(
  owner: Page,
  make: string,
  tier: "graze" | "roam" = "graze",
): Promise<{ title: string; path: string }> {
  const camper = { make, model: "Transit", price: "52,000", description: "Bed, galley, solar and a diesel heater." };
  return { title: `2019 ${make} Transit`, path: await publishListingByRequest(owner, camper, tier) };
}

async function expectGoneFromSearch(page: Page, make: string, title: string) {
  await page.goto(`/listings?make=${make}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
}

/**
 * A visitor (no session) opens the sold listing's page: 'Sold', a search for similar campers, no contact form. axe runs
 * in the page, so only with JavaScript, and once per run is enough: the sold page is the same whoever sold it how.
 */
async function expectSoldPage(
  browser: Browser,
  path: string,
  title: string,
  { javaScriptEnabled = true, axe = javaScriptEnabled }: { javaScriptEnabled?: boolean; axe?: boolean } = {},
) {
  const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Sold", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "This camper has been sold" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Search similar campers" })).toHaveAttribute(
    "href",
    /\/listings\?vehicleType=van&make=/,
  );
  await expect(visitor.getByRole("heading", { name: "Contact the Seller" })).toHaveCount(0);
  await expect(visitor.getByText("Featured", { exact: true })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: /to favorites/ })).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  if (axe) expect(await accessibilityViolations(visitor)).toEqual([]);
  await visitor.context().close();
}

test("the owner marks a listing sold with a sale price; it leaves search at once and its page shows 'Sold'", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const make = `Soldmake${randomUUID().slice(0, 6)}`;
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  // A roam listing, featured from the start: once sold it is never shown as featured (docs/product/mark-as-sold.md).
  const { title, path } = await publishListing(page, make, "roam");

  await page.goto("/my-listings");
  await expect(page.getByRole("article", { name: title }).getByText("Featured", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: `Mark as sold: ${title}` }).click();
  await expect(page).toHaveURL(/\/mark-as-sold\/.+returnTo=%2Fmy-listings/);
  await expect(page.getByRole("heading", { level: 1, name: "Mark as sold" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

  // A sale price that is not dollars: the message beside the field, what was typed kept.
  await page.getByLabel("Sale price (optional)").fill("about fifty");
  await page.getByRole("button", { name: "Mark as sold" }).click();
  await expect(
    page.getByText("Please enter the sale price in dollars, for example 45000 or 45,000.50, or leave it empty."),
  ).toBeVisible();
  await expect(page.getByLabel("Sale price (optional)")).toHaveValue("about fifty");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Sale price (optional)").fill("$48,500");
  await page.getByRole("button", { name: "Mark as sold" }).click();
  await expect(page).toHaveURL(/\/my-listings\?sold=1$/);
  await expect(page.getByText("Your listing is marked as sold.")).toBeVisible();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Sold", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: `Mark as sold: ${title}` })).toHaveCount(0);
  await expect(card.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
  await expect(card.getByText("Featured", { exact: true })).toHaveCount(0);
  await expect(card.getByText(/^Until /)).toHaveCount(0);

  await expectGoneFromSearch(page, make, title);
  await expectSoldPage(browser, path, title);
  // The sale price is private: not on the owner's pages, not on the listing page.
  await page.goto(path);
  await expect(page.getByText("$48,500")).toHaveCount(0);
  await expect(page.getByText("Featured", { exact: true })).toHaveCount(0);
});

test("from the dashboard, without a sale price, back to the dashboard", { tag: "@server" }, async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const make = `Dashmake${randomUUID().slice(0, 6)}`;
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  const { title, path } = await publishListing(page, make);

  await page.goto("/dashboard");
  await page.getByRole("link", { name: `Mark as sold: ${title}` }).click();
  await page.getByRole("button", { name: "Mark as sold" }).click();
  await expect(page).toHaveURL(/\/dashboard\?sold=1$/);
  await expect(page.getByText("Your listing is marked as sold.")).toBeVisible();
  await expectGoneFromSearch(page, make, title);
  await expectSoldPage(browser, path, title, { axe: false });
});

test.describe("before JavaScript", () => {
  test("a link to the confirmation and a plain form mark it sold", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const make = `Plainmake${randomUUID().slice(0, 6)}`;
    const plain = await newSignedInPage(browser, demoSeller.email, demoSeller.password, false);
    const { title, path } = await publishListing(plain, make);
    await plain.goto("/my-listings");
    await plain.getByRole("link", { name: `Mark as sold: ${title}` }).click();
    await expect(plain.getByRole("heading", { level: 1, name: "Mark as sold" })).toBeVisible();
    await plain.getByLabel("Sale price (optional)").fill("12.345");
    await plain.getByRole("button", { name: "Mark as sold" }).click();
    await expect(
      plain.getByText("Please enter the sale price in dollars, for example 45000 or 45,000.50, or leave it empty."),
    ).toBeVisible();
    await plain.getByLabel("Sale price (optional)").fill("47000");
    await plain.getByRole("button", { name: "Mark as sold" }).click();
    await expect(plain).toHaveURL(/\/my-listings\?sold=1$/);
    await expect(plain.getByText("Your listing is marked as sold.")).toBeVisible();

    // Marking it sold again (a second tab, Back and submit): refused with the reason.
    await plain.goto(`/mark-as-sold/${path.split("/").at(-1)}`);
    await expect(plain.getByText("This listing is already marked as sold.")).toBeVisible();
    await plain.context().close();

    await expectGoneFromSearch(page, make, title);
    await expectSoldPage(browser, path, title, { javaScriptEnabled: false });
  });
});
