// The home page (docs/product/browse-and-search.md, Home): a camper photo, the short search that leads to
// /listings, the category tiles, 'Recently listed'; with and without JavaScript.
import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { comparisonDollars } from "./search-helpers.ts";

/** The cards on /listings (the results, not the featured cards further down). */
const resultCards = (page: Page) => page.getByRole("main").getByRole("article");

async function expectResultsWithin(page: Page, maxDollars: number) {
  await expect(resultCards(page).first()).toBeVisible();
  const prices = (await resultCards(page).locator("p.text-xl").allInnerTexts()).map(comparisonDollars);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(maxDollars);
}

test("the first screen shows a camper photo and the short search; below, category tiles and recently listed cards with photos", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Search Less. Roam more." })).toBeVisible();
  // The hero's photo is the page's main image: in the first screen, sized to it, fetched first.
  const hero = page.getByRole("img", { name: /^Photo of / });
  await expect(hero).toBeInViewport();
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("width", /^\d+$/);
  await expect(hero).toHaveAttribute("height", /^\d+$/);
  await expect(hero).toHaveAttribute("srcset", /\/media\/[0-9a-f-]+\/480\.webp 480w, .*960\.webp 960w/);
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const pictured = page.getByRole("link", { name: /^Pictured: / });
  await expect(pictured).toHaveAttribute("href", /^\/listing\/[0-9a-f-]{36}$/);

  const search = page.getByRole("form", { name: "Search filters" });
  await expect(search).toBeInViewport();
  await expect(search.getByRole("button", { name: "Search" })).toBeInViewport();
  await expect(page.getByText("Please use the search filters to find listings.")).toBeVisible();
  // The newsletter box is no longer in the first screen.
  await expect(page.getByRole("region", { name: "Join the Roamstead newsletter" })).not.toBeInViewport();

  const tiles = page.getByRole("region", { name: "Browse by category" }).getByRole("link");
  await expect(tiles).toHaveText([
    "Camper vans",
    "Skoolies",
    "RVs",
    "4x4 / Overlanders",
    "Under $40k",
    "Off-grid ready",
  ]);
  await expect(tiles.locator("img")).toHaveCount(6);

  const recent = page.getByRole("region", { name: "Recently listed" });
  const cards = recent.getByRole("article");
  await expect(cards).toHaveCount(6);
  // Each card leads with its photo ('No photo yet' for a listing without one, as other tests add).
  const photos = recent.locator("article img");
  await expect(photos.first()).toHaveAttribute("src", /^\/media\/[0-9a-f-]+\/960\.webp$/);
  expect((await photos.count()) + (await recent.getByText("No photo yet").count())).toBe(6);
  await photos.first().scrollIntoViewIfNeeded();
  await expect.poll(() => photos.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // None of them is one of the featured cards above.
  const featuredLinks = await page
    .getByRole("region", { name: "Featured Listings" })
    .locator("h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const href of await recent
    .locator("h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(featuredLinks).not.toContain(href);
  }
  await recent.getByRole("link", { name: "See all recent listings" }).click();
  await expect(page).toHaveURL("/listings");
  await expect(page.getByRole("heading", { level: 1, name: "Explore All Listings" })).toBeVisible();
});

test("the page passes the accessibility checks", { tag: "@desk" }, async ({ page }) => {
  await page.goto("/");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a home search (type, place and budget) leads to the results page with those filters, within the budget", async ({
  page,
}) => {
  await page.goto("/");
  const search = page.getByRole("form", { name: "Search filters" });
  await search.getByLabel("What").selectOption("van");
  await search.getByLabel("Where").fill("Portland, OR");
  await search.getByLabel("Budget").selectOption({ label: "Up to US$60,000" });
  await search.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/\/listings\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    vehicleType: "van",
    location: "Portland, OR",
    radius: "200",
    maxPrice: "60000",
  });
  await expect(page.getByLabel("Vehicle type")).toHaveValue("van");
  await expect(page.getByLabel("Location")).toHaveValue("Portland, OR");
  await expect(page.getByLabel("Radius")).toHaveValue("200");
  await expect(page.getByLabel("Max price ($)")).toHaveValue("60000");
  await expectResultsWithin(page, 60_000);
  // Each card's place: its first small line (the next ones are '2019 · 48,000 mi · 112 mi away' and notes).
  const places = await resultCards(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector("p.text-sm")?.textContent?.trim() ?? ""),
  );
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatch(/, (OR|WA|ID|CA)$/);
});

test("a home search with the type alone keeps only that in the address", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("form", { name: "Search filters" }).getByLabel("What").selectOption("skoolie");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/listings?vehicleType=skoolie");
  await expect(resultCards(page).first()).toBeVisible();
});

test("the category tiles lead to their filtered results", async ({ page }) => {
  await page.goto("/");
  const tiles = page.getByRole("region", { name: "Browse by category" });
  await tiles.getByRole("link", { name: "Under $40k" }).click();
  await expect(page).toHaveURL("/listings?maxPrice=40000");
  await expect(page.getByLabel("Max price ($)")).toHaveValue("40000");
  await expectResultsWithin(page, 40_000);

  await page.goto("/");
  await tiles.getByRole("link", { name: "Skoolies" }).click();
  await expect(page).toHaveURL("/campers/skoolies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used skoolies for sale");

  await page.goto("/");
  await tiles.getByRole("link", { name: "4x4 / Overlanders" }).click();
  await expect(page).toHaveURL("/campers/overlanders");

  await page.goto("/");
  await tiles.getByRole("link", { name: "Off-grid ready" }).click();
  await expect(page).toHaveURL("/listings?offgrid_min=7");
  await expect(resultCards(page).first()).toBeVisible();
});

test("a search linked to the home page shows its results right under the search, and Clear starts over", async ({
  page,
}) => {
  await page.goto("/?vehicleType=van&maxPrice=60000");
  const results = page.getByRole("region", { name: "Search Results" });
  const search = page.getByRole("form", { name: "Search filters" });
  await expect(search.getByLabel("What")).toHaveValue("van");
  await expect(search.getByLabel("Budget")).toHaveValue("60000");
  const cards = results.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const price of (await cards.locator("p.text-xl").allInnerTexts()).map(comparisonDollars)) {
    expect(price).toBeLessThanOrEqual(60_000);
  }
  // The results come before the featured cards (which are not filtered).
  const resultsTop = (await results.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const featuredTop = (await page.getByRole("region", { name: "Featured Listings" }).boundingBox())?.y ?? 0;
  expect(resultsTop).toBeLessThan(featuredTop);
  await expect(page.getByText("Please use the search filters to find listings.")).toHaveCount(0);

  await results.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("region", { name: "Search Results" })).toHaveCount(0);
  await expect(page.getByText("Please use the search filters to find listings.")).toBeVisible();
});

test("a bad parameter in a linked home search is said, and the page stays up", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/?maxPrice=abc&minPrice=x");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Maximum price must be a whole number of dollars.")).toBeVisible();
  await expect(page.getByText("Minimum price must be a whole number of dollars.")).toBeVisible();
  await expect(page.getByText("Please use the search filters to find listings.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Listings" }).getByRole("article")).toHaveCount(6);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home search leads to the results page with its filters, within the budget", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("form", { name: "Search filters" });
    await search.getByLabel("What").selectOption("van");
    await search.getByLabel("Where").fill("Portland, OR");
    await search.getByLabel("Budget").selectOption("60000");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/listings\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("vehicleType")).toBe("van");
    expect(url.searchParams.get("location")).toBe("Portland, OR");
    expect(url.searchParams.get("radius")).toBe("200");
    expect(url.searchParams.get("maxPrice")).toBe("60000");
    await expect(page.getByLabel("Max price ($)")).toHaveValue("60000");
    await expectResultsWithin(page, 60_000);
  });

  test("the tiles and recently listed are plain links with their photos", async ({ page }) => {
    await page.goto("/");
    const recent = page.getByRole("region", { name: "Recently listed" });
    await expect(recent.getByRole("article")).toHaveCount(6);
    await expect(recent.locator("article img").first()).toHaveAttribute("src", /^\/media\/[0-9a-f-]+\/960\.webp$/);
    await page.getByRole("region", { name: "Browse by category" }).getByRole("link", { name: "Camper vans" }).click();
    await expect(page).toHaveURL("/campers/vans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used camper vans for sale");
  });
});
