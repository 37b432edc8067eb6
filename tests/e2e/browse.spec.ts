import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { comparisonDollars, openFilters, showCampers } from "./search-helpers.ts";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

function prices(texts: string[]) {
  return texts.map(comparisonDollars);
}

test("a search linked to the home page shows results, loads more on scroll, and Clear starts over", async ({
  page,
}) => {
  // The home search itself leads to /listings (tests/e2e/home.spec.ts); links to `/?…` still show results on home.
  await page.goto("/?sortBy=price_asc");
  const results = page.getByRole("region", { name: "Search Results" }).getByRole("article");
  await expect(results).toHaveCount(12);
  await results.last().scrollIntoViewIfNeeded();
  await expect(results).toHaveCount(24);
  const shown = prices(await results.locator("p.text-xl").allInnerTexts());
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  await page.getByRole("region", { name: "Search Results" }).getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Please use the search filters to find listings.")).toBeVisible();
});

test("a search with no hits says so", { tag: "@server" }, async ({ page }) => {
  await page.goto("/?make=zzzznotamake");
  await expect(page.getByText("No listings match your search.")).toBeVisible();
  await page.goto("/listings?make=zzzznotamake");
  await expect(page.getByText("No listings found.")).toBeVisible();
});

test("filters round-trip through the URL and narrow the results", { tag: "@desk" }, async ({ page }) => {
  await page.goto("/listings?vehicleType=van&minPrice=20000&maxPrice=150000&sortBy=price_desc");
  await expect(page.getByLabel("Vehicle type")).toHaveValue("van");
  await expect(page.getByLabel("Min price ($)")).toHaveValue("20000");
  await expect(page.getByLabel("Max price ($)")).toHaveValue("150000");
  await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");
  const shown = prices(await cards(page).locator("p.text-xl").allInnerTexts());
  expect(shown.length).toBeGreaterThan(0);
  for (const price of shown) expect(price).toBeGreaterThanOrEqual(20_000);
  for (const price of shown) expect(price).toBeLessThanOrEqual(150_000);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  await openFilters(page);
  await page.getByLabel("Make").fill("ford");
  await showCampers(page).click();
  await expect(page).toHaveURL(/make=ford/);
  await expect(page).toHaveURL(/vehicleType=van/);
});

test("bad filter values get a clear message, not an error page", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/listings?minPrice=abc&radius=75");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Minimum price must be a whole number of dollars.")).toBeVisible();
  await expect(page.getByText("Radius must be 50 to 500 miles in steps of 50.")).toBeVisible();
  const api = await page.request.get("/api/listings?maxPrice=-5");
  expect(api.status()).toBe(400);
});

test("a radius search around Portland, OR finds Portland-area listings and not Miami's", { tag: "@server" }, async ({
  page,
}) => {
  await page.goto(`/listings?location=${encodeURIComponent("Portland, OR")}&radius=100`);
  await expect(page.getByLabel("Location")).toHaveValue("Portland, OR");
  const locations = await cards(page).locator("h3 + p").allInnerTexts();
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(location).toMatch(/, (OR|WA)$/);
  expect(locations.join(" ")).not.toContain("Miami");

  await page.goto(`/listings?location=${encodeURIComponent("Nowhereville, ZZ")}&radius=100`);
  await expect(page.getByText("No listings found.")).toBeVisible();
});

test("the location field suggests places as you type", { tag: "@desk" }, async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  await page.getByLabel("Location").fill("Portl");
  await expect(page.locator("datalist option[value='Portland, OR']")).toHaveCount(1);
});

test("all listings shows 6 cards, then 6 more per scroll, with a way back to the top", async ({ page }) => {
  await page.goto("/listings");
  await expect(page.getByRole("heading", { level: 1, name: "Explore All Listings" })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(12);
  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(18);
  await page.getByRole("button", { name: "↑ Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
  await expect(page.getByRole("button", { name: "↑ Back to top" })).toBeHidden();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("after a submission the banner shows once and the flag leaves the URL", { tag: "@server" }, async ({ page }) => {
  await page.goto("/listings?submitted=true&vehicleType=rv");
  await expect(page.getByText("Your listing was successfully submitted!")).toBeVisible();
  await expect(page).toHaveURL("/listings?vehicleType=rv");
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Your listing was successfully submitted!")).toBeHidden();
});

test("featured listings page through with a badge, and a failed page can be retried", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/featured");
  await expect(page.getByRole("heading", { level: 1, name: "All Featured Listings" })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  for (const card of await cards(page).all()) await expect(card.getByText("Featured", { exact: true })).toBeVisible();

  let failNext = true;
  await page.route("**/api/featured?*", async (route) => {
    if (failNext) {
      failNext = false;
      await route.fulfill({ status: 500, body: "{}" });
    } else {
      await route.continue();
    }
  });
  await scrollToEnd(page);
  await expect(page.getByText("Unable to load featured listings.")).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
  // The one failure this test caused on purpose.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("status of 500")]);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the home page links to all featured listings", { tag: "@desk" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "See All Featured" }).click();
  await expect(page).toHaveURL("/featured");
});

test("a featured listing card on the home page opens its photos in the viewer; its title still leads to the listing", async ({
  page,
}) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Listings" });
  const card = featured
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /^View photos of / }) })
    .first();
  const opener = card.getByRole("button", { name: /^View photos of / });
  await opener.scrollIntoViewIfNeeded();
  const title = card.getByRole("heading", { level: 3 }).getByRole("link");
  const href = await title.getAttribute("href");
  expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);

  await opener.click();
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(viewer).toBeVisible();
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const count = Number((await counter.innerText()).split("/")[1]);
  expect(count).toBeGreaterThan(1);
  await viewer.getByRole("button", { name: "Next" }).click();
  await expect(counter).toHaveText(`2 / ${count}`);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`1 / ${count}`);
  // A swipe to the left moves on, as a finger does on a phone.
  const stage = page.getByTestId("media-viewer-stage");
  const pointer = { pointerId: 7, isPrimary: true, pointerType: "touch", button: 0, clientY: 300 };
  await stage.dispatchEvent("pointerdown", { ...pointer, clientX: 300 });
  await stage.dispatchEvent("pointermove", { ...pointer, clientX: 250 });
  await stage.dispatchEvent("pointerup", { ...pointer, clientX: 200 });
  await expect(counter).toHaveText(`2 / ${count}`);
  await viewer.getByRole("button", { name: "Previous" }).click();
  await expect(counter).toHaveText(`1 / ${count}`);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  // The rest of the card is still the listing's link.
  await title.click();
  await expect(page).toHaveURL(href ?? "");
});
