// The camper-detail filters (docs/product/browse-and-search.md, More filters): the disclosure works
// before JavaScript loads, and what a filter keeps is what the listing pages state.
import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { openFilters, showCampers } from "./search-helpers.ts";

const summary = (page: Page) => page.locator("summary", { hasText: "More filters" });
const moreFilters = (page: Page) => page.locator("details", { has: summary(page) });

async function statedDetail(page: Page, label: string) {
  return page
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd")
    .innerText();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("More filters opens, and its filters search by submitting the form", async ({ page }) => {
    await page.goto("/listings");
    await openFilters(page);
    const details = moreFilters(page);
    await expect(details).not.toHaveAttribute("open");
    await summary(page).click();
    await expect(details).toHaveAttribute("open");
    await expect(
      page.getByText("Without it, listings that don't state a detail are left out when you filter on it."),
    ).toBeVisible();
    await page.getByLabel("Sleeps at least (people)").fill("4");
    await page.getByLabel("Drivetrain").selectOption("4x4");
    await showCampers(page).click();
    await expect(page).toHaveURL(/sleeps_min=4/);
    await expect(page).toHaveURL(/drivetrain=4x4/);
    await expect(moreFilters(page)).toHaveAttribute("open");
    await expect(page.getByLabel("Sleeps at least (people)")).toHaveValue("4");
    // A chip per filter, each a link without it.
    await page.getByRole("link", { name: "Remove filter: Drivetrain: 4x4" }).click();
    await expect(page).toHaveURL(/sleeps_min=4/);
    await expect(page).not.toHaveURL(/drivetrain/);
    await expect(page.getByRole("link", { name: "Remove filter: Sleeps at least 4 people" })).toBeVisible();
  });
});

test("More filters opens with JavaScript, and passes axe while open", async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  await summary(page).click();
  await expect(moreFilters(page)).toHaveAttribute("open");
  for (const label of [
    "Sleeps at least (people)",
    "Length at most (feet)",
    "Interior height at least",
    "Drivetrain",
    "Transmission",
    "Fuel",
    "Solar at least",
    "House battery at least",
    "Fresh water at least",
    "Toilet",
    "Shower",
    "Heater",
    "Off-grid rating at least (0–10)",
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Toilet").selectOption("composting");
  await showCampers(page).click();
  await expect(page).toHaveURL(/toilet=composting/);
  await expect(page).not.toHaveURL(/sleeps_min/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("sleeps_min=4&drivetrain=4x4 shows only listings whose pages state both", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/listings?sleeps_min=4&drivetrain=4x4");
  expect(response?.status()).toBe(200);
  const links = page.getByRole("main").getByRole("article").getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))))];
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href ?? "");
    expect(Number.parseInt(await statedDetail(page, "Sleeps"), 10)).toBeGreaterThanOrEqual(4);
    expect(await statedDetail(page, "Drivetrain")).toBe("4x4");
  }
});

test("a bad detail filter answers 400 with the field's message next to the field", { tag: "@desk" }, async ({
  page,
}) => {
  const response = await page.goto("/listings?sleeps_min=40&offgrid_min=11");
  expect(response?.status()).toBe(400);
  await expect(moreFilters(page)).toHaveAttribute("open");
  const sleeps = page.getByLabel("Sleeps at least (people)");
  await expect(sleeps).toHaveAttribute("aria-invalid", "true");
  await expect(sleeps).toHaveAccessibleDescription("Sleeps must be a whole number from 1 to 12.");
  await expect(
    page.getByText("Off-grid rating must be a number from 0 to 10, with at most one decimal."),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
