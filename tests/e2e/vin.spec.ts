// The VIN as a seller gives it and a buyer reads it (docs/product/vin-and-paperwork.md): the listing form fills make,
// model and year from it (by itself with JavaScript, by the server before), refuses a wrong check digit on its field,
// and the listing shows the VIN with what NHTSA's data says it is; cards say 'VIN provided'. The demo's VINs are
// app/demo/seed-demo-data.server.test.ts's.

import { formPost, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { demoSeller, openListingForm, openListingStep, publishListingByRequest } from "./selling-helpers.ts";

const sprinterVin = "WD3PE8CC4E5812345";

test("the listing form reads a VIN, says what it is, and fills make, model and year on request", async ({ page }) => {
  await openListingForm(page, "graze");
  await openListingStep(page, "Basics");
  const vin = page.getByLabel("VIN (vehicle identification number)");
  await vin.fill("WD3PE8CC5E5812345");
  await page.getByRole("button", { name: "Fill in from the VIN" }).click();
  await expect(page.getByText("The VIN's check digit does not match: please check it.")).toBeVisible();

  await vin.fill(sprinterVin.toLowerCase());
  await page.getByLabel("Make *").fill("Winnebago");
  await page.getByLabel("Year *").fill("2015");
  await page.getByRole("button", { name: "Fill in from the VIN" }).click();
  await expect(page.getByText("This VIN is a 2014 Mercedes-Benz Sprinter.")).toBeVisible();
  // A motorhome's VIN is often its chassis maker's: the form says so, and leaves the choice to the seller.
  await expect(
    page.getByText(/The VIN says 2014 Mercedes-Benz Sprinter, but the form says 2015 Winnebago/),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Use this make, model and year" }).click();
  await expect(page.getByLabel("Make *")).toHaveValue("Mercedes-Benz");
  await expect(page.getByLabel("Model *")).toHaveValue("Sprinter");
  await expect(page.getByLabel("Year *")).toHaveValue("2014");
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("'Fill in from the VIN' sends the form and it comes back with the empty fields filled in", async ({ page }) => {
    await openListingForm(page, "graze");
    await page.getByLabel("VIN (vehicle identification number)").fill(sprinterVin);
    await page.getByLabel("Description *").fill("Kept as typed.");
    await page.getByRole("button", { name: "Fill in from the VIN" }).click();
    await expect(page.getByText("This VIN is a 2014 Mercedes-Benz Sprinter.")).toBeVisible();
    await expect(page.getByText("Make, model and year filled in from the VIN: please check them.")).toBeVisible();
    await expect(page.getByLabel("Make *")).toHaveValue("Mercedes-Benz");
    await expect(page.getByLabel("Year *")).toHaveValue("2014");
    await expect(page.getByLabel("Description *")).toHaveValue("Kept as typed.");
  });
});

test("a listing with a VIN shows it with what it decodes to, and its card says 'VIN provided'", async ({ page }) => {
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  const make = `Vinmake${Date.now() % 1_000_000}`;
  const camper = { make, model: "Sprinter", price: "61000", description: "Its VIN is on the title.", vin: sprinterVin };
  const listingPage = await publishListingByRequest(page, camper);
  await page.goto(`/listings?make=${make}`);
  await expect(page.getByRole("article").filter({ hasText: make })).toContainText("VIN provided");
  await page.goto(listingPage);
  const section = page.getByRole("region", { name: "Vehicle identification" });
  await expect(section).toContainText(sprinterVin);
  await expect(section).toContainText("NHTSA's vehicle data: 2014 Mercedes-Benz Sprinter · Cargo Van · Diesel");
  await expect(section.getByRole("link", { name: "How to check a camper's paperwork yourself" })).toHaveAttribute(
    "href",
    "/checking-paperwork",
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  // Gone again, so that the home page's newest cards stay the demo's photographed campers for the tests after this one.
  const deleted = await page.request.post(listingPage.replace("/listing/", "/delete-listing/"), formPost({}));
  expect(deleted.status()).toBe(303);
});
