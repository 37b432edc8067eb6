// Back from a listing returns to the same card with the same results loaded (docs/product/browse-and-search.md,
// Infinite scroll): the pages scrolled in are remembered for the history entry, so the browser's scroll
// restoration lands where the visitor left, on the phone and on the desktop.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** Scrolls the results until at least `count` cards are loaded, as a visitor's thumb does. */
async function scrollUntilLoaded(page: Page, count: number) {
  await expect(async () => {
    await cards(page).last().scrollIntoViewIfNeeded();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass();
}

test("Back from the 14th result shows the same results with that card in view", async ({ page }) => {
  await page.goto("/listings?sortBy=price_asc");
  await scrollUntilLoaded(page, 18);
  const chosen = cards(page).nth(13);
  await chosen.scrollIntoViewIfNeeded();
  await expect(page.getByRole("main").locator("[aria-busy=true]")).toHaveCount(0);
  const loaded = await cards(page).count();
  const title = (await chosen.getByRole("link").first().innerText()).trim();
  await chosen.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/listings\?sortBy=price_asc$/);
  const again = cards(page).nth(13);
  await expect(again.getByRole("link").first()).toHaveText(title);
  await expect(again).toBeInViewport();
  // The pages it had, and at most the next one the infinite scroll asks for there: not the whole marketplace.
  await page.waitForTimeout(500);
  expect(await cards(page).count()).toBeGreaterThanOrEqual(loaded);
  expect(await cards(page).count()).toBeLessThanOrEqual(loaded + 12);
});

test("a new search after Back starts its own list", { tag: "@desk" }, async ({ page }) => {
  await page.goto("/listings?sortBy=price_asc");
  const firstPage = await cards(page).count();
  await scrollUntilLoaded(page, firstPage * 2);
  await page.goto("/listings?sortBy=price_desc");
  await expect(cards(page)).toHaveCount(firstPage);
});
