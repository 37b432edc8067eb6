import { randomUUID } from "node:crypto";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { fillListingForm, openListingForm, openListingStep, submitListingForm } from "./selling-helpers.ts";

// Camper details and the off-grid rating (docs/product/camper-details.md): stated in the listing
// form, shown on the listing page with the rating's breakdown, explained on /off-grid-rating.

/** The /off-grid-rating worked example, as a seller fills it in. */
const workedExample: Array<[label: string, value: string, kind: "fill" | "select"]> = [
  ["Length (feet)", "21", "fill"],
  ["Interior height (inches)", "75", "fill"],
  ["Drivetrain", "4x4", "select"],
  ["Solar (watts)", "400", "fill"],
  ["House battery (amp-hours)", "200", "fill"],
  ["Battery chemistry", "lithium", "select"],
  ["Fresh water (gallons)", "30", "fill"],
  ["Toilet", "composting", "select"],
  ["Heater", "diesel", "select"],
  ["Fridge", "yes", "select"],
];

// @desk: the phone's side of the form's camper details step is walked by selling.spec.ts's steps test.
test("a seller states camper details; a bad one keeps what was typed; the page shows them and the rating", {
  tag: "@desk",
}, async ({ page }) => {
  test.setTimeout(90_000);
  const make = `Detailed${randomUUID().slice(0, 6)}`;
  const title = `2021 ${make} Sprinter 144 4x4`;
  await openListingForm(page, "graze");

  const details = page.getByRole("group", { name: "Camper details" });
  await openListingStep(page, "Camper details");
  await expect(details).toBeVisible();
  await expect(details.getByText("Stand-up height. From 40 to 90.")).toBeVisible();
  // The prompt: a detail left empty hides the camper from buyers who filter on it.
  await expect(
    details.getByText(
      "Buyers who filter won't see you without these: a buyer who asks for solar, a shower or stand-up height only finds campers that state it.",
    ),
  ).toBeVisible();
  await expect(details.getByLabel("Sleeps (people)")).toHaveAttribute("inputmode", "numeric");
  await expect(details.getByLabel("Drivetrain").locator("option").first()).toHaveText("Not stated");

  await fillListingForm(page, {
    vehicle_type: "van",
    year: "2021",
    make,
    model: "Sprinter 144 4x4",
    title,
    price: "98000",
    location: "Bend, OR",
    description: "Built for winter trips, with a diesel heater and lithium.",
  });
  await openListingStep(page, "Camper details");
  await details.getByLabel("Sleeps (people)").fill("20");
  for (const [label, value, kind] of workedExample) {
    if (kind === "fill") await details.getByLabel(label).fill(value);
    else await details.getByLabel(label).selectOption(value);
  }
  await submitListingForm(page);

  // Refused: the message under the field, what was typed kept everywhere.
  const sleeps = details.getByLabel("Sleeps (people)");
  await expect(page.getByText("Sleeps must be a whole number from 1 to 12.").first()).toBeVisible();
  await expect(sleeps).toBeFocused();
  await expect(sleeps).toHaveValue("20");
  await expect(sleeps).toHaveAttribute("aria-invalid", "true");
  await expect(sleeps).toHaveAccessibleDescription(/Sleeps must be a whole number from 1 to 12\./);
  for (const [label, value] of workedExample) await expect(details.getByLabel(label)).toHaveValue(value);
  await openListingStep(page, "Basics");
  await expect(page.getByLabel("Make")).toHaveValue(make);
  expect(await accessibilityViolations(page)).toEqual([]);

  await openListingStep(page, "Camper details");
  await sleeps.fill("4");
  await submitListingForm(page);
  await expect(page.getByText("Your listing was successfully submitted!")).toBeVisible();

  // The card shows the headline details and the badge; the page shows the facts and the rating.
  await page.goto(`/listings?make=${make}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card.getByText("Sleeps 4")).toBeVisible();
  await expect(card.getByText("21 ft")).toBeVisible();
  await expect(card.getByText("4x4", { exact: true })).toBeVisible();
  await expect(card.getByText(/Off-grid\s+(rating\s+)?9\.6/)).toBeVisible();
  await card.getByRole("link", { name: title }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Camper details" })).toBeVisible();
  const fact = (term: string) => page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");
  await expect(fact("Sleeps")).toHaveText("4 people");
  await expect(fact("Length")).toHaveText("21 ft");
  await expect(fact("Interior height")).toHaveText("75 in");
  await expect(fact("Drivetrain")).toHaveText("4x4");
  await expect(fact("House battery")).toHaveText("200 Ah");
  await expect(page.locator("dt", { hasText: "Seatbelts" })).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 2, name: "Off-grid rating" })).toBeVisible();
  const breakdown = page.getByRole("table", { name: "How this camper's off-grid rating adds up" });
  await expect(breakdown.getByRole("row", { name: /Water/ })).toContainText("6 days");
  await expect(breakdown.getByRole("row", { name: /Off-grid rating/ })).toContainText("9.6 / 10");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "How the off-grid rating works" }).click();
  await expect(page).toHaveURL("/off-grid-rating");
  await expect(page.getByRole("heading", { level: 1, name: "The off-grid rating" })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  // One test each, so the phone skips the run without JavaScript by its title (playwright.config.ts).
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("/off-grid-rating explains the formula and works the example to 9.6", async ({ page }) => {
      const response = await page.goto("/off-grid-rating");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("The off-grid rating | Roamstead");
      await expect(page.getByRole("heading", { level: 1, name: "The off-grid rating" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "What it counts" })).toBeVisible();
      await expect(page.getByText("A day off-grid uses 1,200 Wh")).toBeVisible();
      await expect(page.getByText("200 Ah × 12 V × 90% = 2,160 Wh.")).toBeVisible();
      await expect(
        page.getByRole("table", { name: "The worked example's off-grid rating" }).getByRole("row", { name: /rating/ }),
      ).toContainText("9.6 / 10");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Off-grid rating" })).toBeVisible();
      // axe runs in the page, so only with JavaScript; the page is the same without it.
      if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test("a listing without enough details says 'Not rated' and what is missing", { tag: "@server" }, async ({ page }) => {
  // The demo has listings whose sellers stated only some details; the API lists their cards.
  const response = await page.request.get("/api/listings");
  const { listings } = (await response.json()) as {
    listings: { id: string; offGridRatingTenths: number | null }[];
  };
  const unrated = listings.find((listing) => listing.offGridRatingTenths === null);
  expect(unrated, "an unrated demo listing on the first page").toBeTruthy();
  await page.goto(`/listing/${unrated?.id}`);
  await expect(page.getByText("Not rated", { exact: true })).toBeVisible();
  await expect(page.getByText(/^The rating needs details the seller has not stated: .+\.$/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
