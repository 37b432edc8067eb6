// The one-tap camper features (docs/product/browse-and-search.md, Camper features): chosen in the filter sheet with
// their counts, added from the results in one tap, removed by their chips, and 'Include campers that don't say'.
import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { openFilters, showCampers } from "./search-helpers.ts";

const denver = `/listings?location=${encodeURIComponent("Denver, CO")}&radius=500`;
const resultsCount = async (page: Page) => {
  const heading = await page.getByRole("heading", { level: 2, name: /^[\d,]+ campers?/ }).innerText();
  return Number(heading.replace(/,/g, "").match(/^\d+/)?.[0]);
};
const sheetCount = async (page: Page) =>
  Number(((await showCampers(page).innerText()).match(/[\d,]+/)?.[0] ?? "").replace(/,/g, ""));
/** The count of 'Solar · 11', whose text also holds ', 11 campers' for screen readers. */
const countIn = (text: string) => Number(text.match(/([\d,]+)\+?\s*campers?/)?.[1]?.replace(/,/g, ""));
/** 'Solar · 11' as a screen reader reads it: 'Solar, 11 campers'. */
const featureCount = async (page: Page, name: string) => {
  const text = await page.getByRole("group", { name: "Camper features" }).getByText(name, { exact: false }).innerText();
  return countIn(text);
};

test("a feature chosen in the sheet shows its count, applies, and its chip removes it", async ({ page }) => {
  await page.goto(denver);
  const everything = await resultsCount(page);
  await openFilters(page);
  const features = page.getByRole("group", { name: "Camper features" });
  const solar = features.getByRole("checkbox", { name: /^Solar\s*,\s*\d+ campers?$/ });
  await expect(solar).not.toBeChecked();
  const withSolar = await featureCount(page, "Solar");
  expect(withSolar).toBeGreaterThan(0);
  expect(withSolar).toBeLessThan(everything);
  expect(await accessibilityViolations(page, "#filters")).toEqual([]);

  // The pill is the checkbox's label: a tap on it chooses the feature, and the button counts again.
  await features.getByText("Solar").click();
  await expect(solar).toBeChecked();
  await expect.poll(() => sheetCount(page)).toBe(withSolar);
  await showCampers(page).click();
  await expect(page).toHaveURL(/feature=solar/);
  await expect.poll(() => resultsCount(page)).toBe(withSolar);
  const chip = page.getByRole("link", { name: "Remove filter: Solar" });
  await expect(chip).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await chip.click();
  await expect(page).not.toHaveURL(/feature=/);
  await expect.poll(() => resultsCount(page)).toBe(everything);
});

test("a feature is one tap from the results, and campers that don't say can be included", async ({ page }) => {
  await page.goto(denver);
  const quick = page.getByRole("list", { name: "Add a camper feature" });
  const standUp = quick.getByRole("link", { name: /^Stand-up height\s*,\s*\d+ campers?$/ });
  const offered = countIn(await standUp.innerText());
  await standUp.click();
  await expect(page).toHaveURL(/feature=standup/);
  await expect.poll(() => resultsCount(page)).toBe(offered);
  await expect(page.getByRole("link", { name: "Remove filter: Stand-up height" })).toBeVisible();
  // A chosen feature is no longer offered.
  await expect(quick.getByRole("link", { name: /Stand-up height/ })).toHaveCount(0);

  await openFilters(page);
  await page.getByLabel("Include campers that don't say").check();
  await expect.poll(() => sheetCount(page)).toBeGreaterThanOrEqual(offered);
  await showCampers(page).click();
  await expect(page).toHaveURL(/include_unstated=1/);
  await expect.poll(() => resultsCount(page)).toBeGreaterThanOrEqual(offered);
});

test("More filters offers plain-language choices for height, solar, battery and water @desk", async ({ page }) => {
  await page.goto("/listings?height_min=70");
  await openFilters(page);
  const height = page.getByLabel("Interior height at least");
  // A value no choice names stays chosen, in its unit.
  await expect(height.locator("option:checked")).toHaveText("70 in");
  await height.selectOption({ label: "6 ft · most people stand up" });
  await page.getByLabel("Solar at least").selectOption({ label: "400 W · a fridge too" });
  await showCampers(page).click();
  await expect(page).toHaveURL(/height_min=72/);
  await expect(page).toHaveURL(/solar_min=400/);
});

test("an unknown feature is refused with its message", { tag: "@server" }, async ({ page }) => {
  const response = await page.request.get("/api/listings/count?feature=jacuzzi");
  expect(response.status()).toBe(400);
  expect((await response.json()).fieldErrors.feature).toBe(
    "Choose camper features from: Stand-up height, 4x4/AWD, Solar, Shower, Sleeps 2+.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("features are checkboxes of the sheet's form, and links in the results", async ({ page }) => {
    await page.goto(denver);
    await openFilters(page);
    // Each pill is its checkbox's label.
    const features = page.getByRole("group", { name: "Camper features" });
    await features.getByText("4x4/AWD").click();
    await features.getByText("Shower").click();
    await expect(features.getByRole("checkbox", { name: /^Shower/ })).toBeChecked();
    await showCampers(page).click();
    await expect(page).toHaveURL(/feature=4wd/);
    await expect(page).toHaveURL(/feature=shower/);
    await expect(page.getByRole("link", { name: "Remove filter: 4x4/AWD" })).toBeVisible();
    await page.getByRole("link", { name: "Remove filter: Shower" }).click();
    await expect(page).toHaveURL(/feature=4wd/);
    await expect(page).not.toHaveURL(/feature=shower/);
  });
});
