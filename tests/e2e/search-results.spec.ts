// /listings' results (docs/product/browse-and-search.md, Results bar and chips, Nothing found): the count, the
// filter sheet and its live count, chips, the first card in the first screen, what to widen, an unknown place.
import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { openFilters, showCampers } from "./search-helpers.ts";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const filtersButton = (page: Page) => page.getByRole("link", { name: /^Filters/ });
const countOf = async (page: Page) =>
  Number(((await showCampers(page).innerText()).match(/[\d,]+/)?.[0] ?? "").replace(/,/g, ""));

test("the filter sheet counts as a facet changes, applies, and its chips remove a filter each", async ({ page }) => {
  await page.goto("/listings");
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ campers$/ })).toBeVisible();
  await filtersButton(page).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute("aria-modal", "true");
  const everything = await countOf(page);
  expect(everything).toBeGreaterThan(1);
  expect(await accessibilityViolations(page, "#filters")).toEqual([]);

  await sheet.getByLabel("Vehicle type").selectOption("skoolie");
  await expect.poll(() => countOf(page)).toBeLessThan(everything);
  const skoolies = await countOf(page);
  expect(skoolies).toBeGreaterThan(0);

  // Escape closes the sheet and gives focus back to 'Filters'.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();

  await filtersButton(page).click();
  await sheet.getByLabel("Vehicle type").selectOption("skoolie");
  await showCampers(page).click();
  await expect(page).toHaveURL(/vehicleType=skoolie/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: `${skoolies} campers` })).toBeVisible();
  const chip = page.getByRole("link", { name: "Remove filter: Skoolie" });
  await expect(chip).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await chip.click();
  await expect(page).toHaveURL("/listings");
  await expect(page.getByRole("heading", { level: 2, name: `${everything} campers` })).toBeVisible();
});

test("after a radius search the first card is in the first screen, with its year, mileage and distance", async ({
  page,
}) => {
  await page.goto(`/listings?location=${encodeURIComponent("Denver, CO")}&radius=250`);
  await expect(
    page.getByRole("heading", { level: 2, name: /^\d+ campers? within 250 mi of Denver, CO$/ }),
  ).toBeVisible();
  const first = cards(page).first();
  await expect(first.getByText(/^\d{4} · ([\d,]+\s(mi|km) · )?[\d,]+\smi away$/)).toBeVisible();
  const box = await first.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + 200 < viewport.height).toBe(true);
  await expect(page.getByRole("link", { name: "Remove filter: Within 250 mi of Denver, CO" })).toBeVisible();
});

test("a search that finds nothing suggests what to widen, with counts", async ({ page }) => {
  await page.goto(
    `/listings?location=${encodeURIComponent("Denver, CO")}&radius=50&maxPrice=20000&vehicleType=skoolie`,
  );
  await expect(page.getByText("No listings found.")).toBeVisible();
  await expect(page.getByText("Try a wider search:")).toBeVisible();
  const widen = page.getByRole("link", { name: /^Remove Max US\$20,000 \(\d+ campers?\)$/ });
  await expect(widen).toBeVisible();
  await expect(
    page.getByText("Save this search and we’ll let you know when a camper that matches is listed."),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await widen.click();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(cards(page).first()).toBeVisible();
});

test("a place the geocoder does not know says so", async ({ page }) => {
  await page.goto("/listings?location=Denverrr&radius=100");
  await expect(page.getByText("No listings found.")).toBeVisible();
  await expect(page.getByText("We couldn’t find “Denverrr”.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: /^Remove Within 100 mi of Denverrr \(\d+ campers\)$/ }).click();
  await expect(page).toHaveURL("/listings");
  await expect(cards(page).first()).toBeVisible();
});

test("the count endpoint counts as the search filters, and refuses a bad filter", { tag: "@server" }, async ({
  page,
}) => {
  const all = await (await page.request.get("/api/listings/count")).json();
  expect(all).toEqual({ count: expect.any(Number), isCapped: false, unknownLocation: false });
  const vans = await (await page.request.get("/api/listings/count?vehicleType=van")).json();
  expect(vans.count).toBeLessThan(all.count);
  const unknown = await (await page.request.get("/api/listings/count?location=Denverrr&radius=100")).json();
  expect(unknown).toEqual({ count: 0, isCapped: false, unknownLocation: true });
  expect((await page.request.get("/api/listings/count?radius=75")).status()).toBe(400);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Filters opens the sheet, its form searches, and chips remove filters", async ({ page }) => {
    await page.goto("/listings");
    await openFilters(page);
    await expect(page).toHaveURL(/#filters$/);
    await page.getByLabel("Vehicle type").selectOption("van");
    await page.getByLabel("Max price ($)").fill("90000");
    await showCampers(page).click();
    await expect(page).toHaveURL(/vehicleType=van/);
    await expect(page.getByRole("form", { name: "Search filters" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Remove filter: Van" })).toBeVisible();
    await page.getByRole("link", { name: "Remove filter: Max US$90,000" }).click();
    await expect(page).toHaveURL(/vehicleType=van/);
    await expect(page).not.toHaveURL(/maxPrice=9/);
    await page.getByRole("link", { name: "Clear all" }).click();
    // The browser sent every field: the order it sent stays.
    await expect(page).toHaveURL(/\/listings(\?sortBy=newest)?$/);
    // The sort applies with its own button.
    await page.getByLabel("Sort results").selectOption("price_asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sortBy=price_asc/);
  });
});
