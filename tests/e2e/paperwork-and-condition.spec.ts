// What a seller discloses and a buyer reads (docs/product/vin-and-paperwork.md, Paperwork, and
// docs/product/condition.md): the listing form's 'Paperwork & condition' step, the listing page's Paperwork box and
// Condition section, and the search's paperwork filters.

import { formPost } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { fillListingForm, openListingForm, openListingStep, submitListingForm } from "./selling-helpers.ts";

test("a seller discloses the paperwork and condition, and buyers find and read them", async ({ page }) => {
  const make = `Titlemake${Date.now() % 1_000_000}`;
  await openListingForm(page, "graze");
  await fillListingForm(page, {
    vehicle_type: "skoolie",
    year: "2004",
    make,
    model: "Vision",
    location: "Bend, OR",
    price: "38000",
    description: "A bus with its papers in order.",
  });
  await openListingStep(page, "Paperwork & condition");
  await expect(page.getByRole("heading", { level: 2, name: "Paperwork & condition" })).toBeVisible();
  await page.getByLabel("Title status").selectOption("clean");
  await page.getByLabel("State or province of title").fill("Oregon");
  await page.getByLabel("Lien").selectOption("none");
  await page.getByLabel("Seller is the titled owner").selectOption("yes");
  await page.getByLabel("Last service").fill("2999-01");
  await page.getByLabel("Water damage or leaks").selectOption("past_repaired");
  await page.getByLabel("Known issues").fill("The rear heater fan is noisy.");
  // A month in the future is refused on its step, with its message.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Type a month and year like 2024-05, not in the future.").first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel("Last service").fill("2025-09");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Price & description" })).toBeFocused();

  await openListingStep(page, "Preview");
  const preview = page.getByRole("article", { name: `2004 ${make} Vision` });
  await expect(preview).toContainText("Past, repaired");
  await expect(preview.getByRole("link", { name: "Edit paperwork & condition" })).toBeVisible();
  await submitListingForm(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your listing is live" })).toBeVisible();
  const listingPage = (await page.getByRole("link", { name: "View your listing" }).first().getAttribute("href")) ?? "";
  await page.goto(listingPage);

  const paperwork = page.getByRole("region", { name: "Paperwork" });
  await expect(paperwork).toContainText("Clean");
  await expect(paperwork).toContainText("OR");
  await expect(paperwork.getByRole("link", { name: "How to check the paperwork yourself" })).toBeVisible();
  const condition = page.getByRole("region", { name: "Condition" });
  await expect(condition).toContainText("September 2025");
  await expect(condition).toContainText("Past, repaired");
  await expect(condition).toContainText("The rear heater fan is noisy.");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The filters keep it: a clean title with no lien; it has no inspection.
  await page.goto(`/listings?make=${make}&title=clean&no_lien=1`);
  await expect(page.getByRole("article").filter({ hasText: make })).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Filters in use" })).toContainText("Clean title");
  await page.goto(`/listings?make=${make}&inspected=1`);
  await expect(page.getByRole("article").filter({ hasText: make })).toHaveCount(0);

  // Gone again, so that the home page's newest cards stay the demo's photographed campers for the tests after this one.
  const deleted = await page.request.post(listingPage.replace("/listing/", "/delete-listing/"), formPost({}));
  expect(deleted.status()).toBe(303);
});

test("the filter panel offers the paperwork filters, and a demo listing shows its paperwork", async ({ page }) => {
  await page.goto("/listings#filters");
  const panel = page.getByRole("form", { name: "Search filters" });
  const group = panel.getByRole("group", { name: "Paperwork" });
  await group.getByLabel("Clean title").check();
  await group.getByLabel("No lien").check();
  await panel.getByRole("button", { name: /^Show/ }).click();
  await expect(page).toHaveURL(/title=clean/);
  await expect(page).toHaveURL(/no_lien=1/);
  // The address changes before the filtered results are drawn: their chips say the cards are the filtered ones.
  await expect(page.getByRole("list", { name: "Filters in use" })).toContainText("Clean title");
  await expect(page.getByRole("list", { name: "Filters in use" })).toContainText("No lien");
  const first = page.getByRole("article").first();
  await expect(first).toBeVisible();
  await page.goto((await first.getByRole("link").first().getAttribute("href")) ?? "");
  await expect(page.getByRole("region", { name: "Paperwork" })).toContainText("Clean");
  await expect(page.getByRole("region", { name: "Paperwork" })).toContainText("None");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the step is a section of the one page, and a refused answer comes back with its message", async ({ page }) => {
    await openListingForm(page, "graze");
    await page.getByLabel("Title status").selectOption("rebuilt");
    await page.getByLabel("State or province of title").fill("Narnia");
    await page.getByLabel("Description *").fill("Kept as typed.");
    await page.getByRole("button", { name: "Submit Listing" }).click();
    await expect(
      page.getByText("Type the state or province of the title as two letters, like CO or BC.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Title status")).toHaveValue("rebuilt");
    await expect(page.getByLabel("State or province of title")).toHaveValue("Narnia");
  });
});
