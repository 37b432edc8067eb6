// The deal rating, price drops and the suggested price as a visitor and a seller meet them
// (docs/product/buyers-come-back.md, Price history and price drops; Deal rating).
import type { APIRequestContext, Page } from "@playwright/test";
import { signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { openFilters, showCampers } from "./search-helpers.ts";
import { openListingStep } from "./selling-helpers.ts";

const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };

interface Card {
  id: string;
  title: string;
  make: string;
  year: number;
  priceDropCents: number | null;
  dealRating: string | null;
}

/** Every public card, through the JSON the infinite scroll reads. */
async function allCards(request: APIRequestContext, query = ""): Promise<Card[]> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(`/api/listings?pageSize=12${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { listings: Card[]; nextCursor: string | null };
    cards.push(...body.listings);
    cursor = body.nextCursor;
  } while (cursor);
  return cards;
}

/** A listing the start-up's rating run has rated (it runs in the background after the server starts). */
async function ratedCard(request: APIRequestContext): Promise<Card> {
  let rated: Card | undefined;
  await expect
    .poll(
      async () => {
        rated = (await allCards(request)).find((card) => card.dealRating !== null);
        return rated !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return rated as Card;
}

async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test("/deal-rating explains the method with its figures, and the footer links to it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Deal rating" }).click();
  await expect(page).toHaveURL("/deal-rating");
  await expect(page.getByRole("heading", { level: 1, name: "How the deal rating works" })).toBeVisible();
  await expect(page.getByText(/median/i).first()).toBeVisible();
  await expect(page.getByText("A model year within 2 years of its own")).toBeVisible();
  await expect(page.getByRole("row", { name: /Great price 10% or more below the market price/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Fair price from 3% below to 8% above the market price/ })).toBeVisible();
  await expect(page.getByText(/With fewer than 5 comparable campers there is no rating/)).toBeVisible();
  await expectAccessible(page);
});

test("a rated listing shows its rating, its comparables and 'How we rate prices'", { tag: "@server" }, async ({
  page,
}) => {
  const card = await ratedCard(page.request);
  await page.goto(`/listing/${card.id}`);
  const label = { great: "Great price", good: "Good price", fair: "Fair price", high: "High price" }[
    card.dealRating as "great"
  ];
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(/^based on \d+ comparable campers$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Price history" })).toBeVisible();
  await expect(page.getByText(/^Listed at (US|CA)\$[\d,]+/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "How we rate prices" }).click();
  await expect(page).toHaveURL("/deal-rating");
});

test("Recently reduced: the filter and the sort, and 'Price dropped $X' on cards and the listing page", {
  tag: "@desk",
}, async ({ page }) => {
  const reduced = await allCards(page.request, "&reduced=1");
  expect(reduced.length).toBeGreaterThan(0);
  expect(reduced.every((card) => card.priceDropCents !== null)).toBe(true);

  await page.goto("/listings");
  await openFilters(page);
  await page.getByLabel("Recently reduced").check();
  await page.getByLabel("Sort by").selectOption("reduced_desc");
  await showCampers(page).click();
  await expect(page).toHaveURL(/reduced=1/);
  await expect(page).toHaveURL(/sortBy=reduced_desc/);
  await expect(page.getByLabel("Recently reduced")).toBeChecked();
  const first = reduced[0] as Card;
  const firstCard = page.getByRole("article").filter({ hasText: first.title }).first();
  await expect(firstCard.getByText(/^Price dropped (US|CA)\$[\d,]+$/)).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/listing/${first.id}`);
  await expect(page.getByText(/^Price dropped (US|CA)\$[\d,]+ on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText(/^Changed to (US|CA)\$[\d,]+/)).toBeVisible();

  const junk = await page.request.get("/api/listings?reduced=yes");
  expect(junk.status()).toBe(400);
});

/** Type, make and year of a cell with enough comparables, found by asking the endpoint. */
async function suggestedCell(request: APIRequestContext) {
  for (const card of await allCards(request)) {
    for (const type of ["van", "skoolie", "rv", "overlander"]) {
      const query = new URLSearchParams({ vehicle_type: type, make: card.make, year: String(card.year) });
      const response = await request.get(`/api/price-suggestion?${query}`);
      const body = (await response.json()) as { suggestion: unknown };
      if (body.suggestion) return { type, make: card.make, year: String(card.year) };
    }
  }
  throw new Error("no cell of the demo data has 5 comparable campers");
}

async function openEditForm(page: Page) {
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  await page.goto("/my-listings");
  // The full listing form of one of the seller's listings (its Edit link leads to the quick edit).
  const href = await page
    .getByRole("link", { name: /^Edit\b/ })
    .first()
    .getAttribute("href");
  const id = href?.match(/[0-9a-f-]{36}/)?.[0];
  expect(id).toBeTruthy();
  await page.goto(`/submit-listing?edit=${id}`);
  await expect(page).toHaveURL(/\/submit-listing\?edit=/);
}

async function fillCamper(page: Page, cell: { type: string; make: string; year: string }) {
  await openListingStep(page, "Basics");
  await page.getByLabel("Vehicle type").selectOption(cell.type);
  await page.getByLabel("Make").fill(cell.make);
  await page.getByLabel("Year").fill(cell.year);
  await page.getByLabel("Mileage").fill("");
}

test("the listing form suggests a price as the camper is described", { tag: "@desk" }, async ({ page }) => {
  test.setTimeout(60_000);
  const cell = await suggestedCell(page.request);
  await openEditForm(page);
  await expect(page.getByRole("button", { name: "Suggest a price" })).toHaveCount(0);
  await fillCamper(page, cell);
  // The line is beside the price, a step further on.
  await openListingStep(page, "Price & description");
  const line = page.getByRole("status").filter({ hasText: /Similar campers|Not enough/ });
  await expect(line).toHaveText(/^Similar campers ask US\$[\d,]+–US\$[\d,]+ \(based on \d+ comparable campers\)\.$/);
  await fillCamper(page, { type: cell.type === "van" ? "skoolie" : "van", make: "Nosuchmake", year: "1951" });
  await openListingStep(page, "Price & description");
  await expect(line).toHaveText("Not enough comparable campers to suggest a price yet.");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Suggest a price' answers with the line and the form as typed, saving nothing", async ({ page }) => {
    test.setTimeout(60_000);
    const cell = await suggestedCell(page.request);
    await openEditForm(page);
    const editUrl = page.url();
    await fillCamper(page, cell);
    await page.getByRole("button", { name: "Suggest a price" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Similar campers/ })).toHaveText(
      /^Similar campers ask US\$[\d,]+–US\$[\d,]+ \(based on \d+ comparable campers\)\.$/,
    );
    await expect(page.getByLabel("Make")).toHaveValue(cell.make);
    await expect(page.getByLabel("Year")).toHaveValue(cell.year);
    expect(page.url()).toBe(editUrl);
  });

  test("Enter in a field submits the listing, not 'Suggest a price'", async ({ page }) => {
    await openEditForm(page);
    await page.getByLabel("Year").fill("19x5");
    await page.getByLabel("Make").press("Enter");
    await expect(page.getByText("There was a problem submitting your listing.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Similar campers|Not enough/ })).toHaveCount(0);
  });
});
