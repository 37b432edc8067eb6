// Landing pages in a browser (docs/product/found-and-shared.md, Landing pages): reached from the footer, with
// breadcrumbs, infinite scroll once JavaScript runs and 'Show more' before; a listing's breadcrumbs lead to them.
import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

test("a type page from the footer: heading, cards, breadcrumbs, more cards on scroll, and axe clean", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Browse campers" }).getByRole("link", { name: "Camper vans" }).click();
  await expect(page).toHaveURL("/campers/vans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used camper vans for sale");
  await expect(page).toHaveTitle("Used camper vans for sale | Roamstead");
  await expect(breadcrumb(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("Camper vans");
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(/^\d+ campers$/)).toBeVisible();

  await cards(page).last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Show more' loads the next page as a normal page", async ({ page }) => {
    await page.goto("/campers/vans");
    await expect(cards(page)).toHaveCount(12);
    const first = await cards(page).first().getByRole("heading").innerText();
    await page.getByRole("link", { name: "Show more" }).click();
    await expect(page).toHaveURL(/\/campers\/vans\?cursor=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used camper vans for sale");
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(first);
  });
});

test("a listing's breadcrumbs lead to its type's page and its type in its state", { tag: "@desk" }, async ({
  page,
}) => {
  await page.goto("/campers/vans/colorado");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used camper vans for sale in Colorado");
  const title = await cards(page).first().getByRole("heading").innerText();
  await cards(page).first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await expect(breadcrumb(page).getByRole("link", { name: "Camper vans" })).toHaveAttribute("href", "/campers/vans");
  await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(title);
  await breadcrumb(page).getByRole("link", { name: "Colorado" }).click();
  await expect(page).toHaveURL("/campers/vans/colorado");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used camper vans for sale in Colorado");
});
