import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { makeVideoFixture } from "#app/modules/media/testing/make-video-fixture.ts";
import { createVerifiedAccountByRequest, signIn, signInByRequest, strongPassword } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };

/** A small real JPEG (the server reads every upload with sharp), each one a different colour. */
async function photo(index: number) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: (index * 71) % 256, g: 120, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `van-${index}.jpg`, mimeType: "image/jpeg", buffer };
}

/** A real one-second H.264 MP4 (the server reads the container and streams, then processes it in the background). */
async function video() {
  return { name: "tour.mp4", mimeType: "video/mp4", buffer: await makeVideoFixture() };
}

const postedImages = (page: Page) => page.locator('input[type="hidden"][name="images"]');
const postedVideo = (page: Page) => page.locator('input[type="hidden"][name="video"]');

test("the core loop: sign up, pay for roam, submit with photos and a video, find it, edit the price, delete it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedAccountByRequest(request, "seller");
  const make = `Rivendell${randomUUID().slice(0, 6)}`;
  const title = `2018 ${make} Transit 250 High Roof`;

  // Choose roam, sign in, and the checkout starts by itself; pay on the local provider's page.
  await page.goto("/sell-your-camper");
  await expect(page.getByRole("heading", { level: 1, name: "Sell Your Camper" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Choose Roam" }).click();
  await expect(page).toHaveURL(/\/sign-in-camper\?redirect=/);
  await expect(page.getByRole("heading", { name: "Sign In to Continue with Roam" })).toBeVisible();
  await signIn(page, email, strongPassword);
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText("Roam", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("$89").first()).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Thank you! Your payment was successful." })).toBeVisible();
  // The success page moves on to the form after 2 seconds.
  await expect(page).toHaveURL(/\/submit-listing\?session_id=/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Camper Listing" })).toBeVisible();
  await expect(page.getByText("Upload up to 30 images")).toBeVisible();

  // Nothing filled in: the server's messages, and nothing is lost.
  await page.getByLabel("Make").fill(make);
  await page.getByRole("button", { name: "Submit Listing" }).click();
  await expect(page.getByText("There was a problem submitting your listing.")).toBeVisible();
  await expect(page.getByText("Please fill in the vehicle_type field.")).toBeVisible();
  await expect(page.getByText("Please fill in the description field.")).toBeVisible();
  await expect(page.getByLabel("Make")).toHaveValue(make);

  await page.getByLabel("Vehicle type").selectOption("van");
  await page.getByLabel("Year").fill("2018");
  await page.getByLabel("Model").fill("Transit 250");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Price (USD)").fill("52,500");
  await page.getByLabel("Mileage").fill("61000");
  await page.getByLabel("Location").fill("Bend, OR");
  await page.getByLabel("Description").fill("High roof, solar, a diesel heater and a fixed bed. Ready to roam.");
  await page.getByLabel("Choose photos").setInputFiles(await Promise.all([photo(1), photo(2), photo(3)]));
  await expect(postedImages(page)).toHaveCount(3, { timeout: 20_000 });
  await page.getByLabel("Choose a video").setInputFiles(await video());
  await expect(postedVideo(page)).toHaveCount(1, { timeout: 20_000 });
  // The form does not wait for the video's processing.
  await expect(page.getByText(/^(Video processing…|Video ready\.)$/)).toBeAttached();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Submit Listing" }).click();

  await expect(page).toHaveURL(/\/listings(\?|$)/);
  await expect(page.getByText("Your listing was successfully submitted!")).toBeVisible();

  // Found by its make, and within 100 miles of its city.
  await page.goto(`/listings?make=${make}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/listings?${new URLSearchParams({ make, location: "Bend, OR", radius: "100" })}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/listings?${new URLSearchParams({ make, location: "Miami, FL", radius: "100" })}`);
  await expect(page.getByText("No listings found.")).toBeVisible();

  // On the home page's featured grid (roam: featured for 3 days).
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Listings" });
  await expect(featured.getByRole("link", { name: title })).toBeVisible();

  // The dashboard lists it; edit the price in the full form.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Your Camper Listings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Builder Listings" })).toBeVisible();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Active")).toBeVisible();
  await expect(card.getByText("Roam")).toBeVisible();
  await expect(card.getByText(/^Until /)).toBeVisible();
  await card.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/submit-listing\?edit=/);
  await expect(page.getByLabel("Price (USD)")).toHaveValue("52500");
  await expect(postedImages(page)).toHaveCount(3);
  await page.getByLabel("Price (USD)").fill("49,900");
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(/\/my-listings\?updated=/);
  await expect(page.getByText("Your changes have been saved.")).toBeVisible();
  await expect(page.getByRole("article", { name: title }).getByText("$49,900")).toBeVisible();

  // Delete it, after the confirmation dialog.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this listing?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/my-listings?deleted=1");
  await expect(page.getByText("Your listing was deleted.")).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toBeHidden();
  await page.goto(`/listings?make=${make}`);
  await expect(page.getByText("No listings found.")).toBeVisible();
});

test("the listing form is guarded: signed out, sign in and come back to the same address", { tag: "@server" }, async ({
  page,
}) => {
  await page.goto("/submit-listing?session_id=local_not-paid");
  await expect(page).toHaveURL(
    `/sign-in-camper?redirect=${encodeURIComponent("/submit-listing?session_id=local_not-paid")}`,
  );
  await signIn(page, demoSeller.email, demoSeller.password);
  await expect(page).toHaveURL("/submit-listing?session_id=local_not-paid");
  await expect(page.getByText("Could not verify your payment. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL("/sell-your-camper", { timeout: 6_000 });

  await page.goto("/submit-listing");
  await expect(page.getByText("Missing Stripe session ID or edit ID.")).toBeVisible();
});

test("version B's /submit-listing?tier= leads into that tier's checkout; mileage may stay empty and then reads N/A", {
  tag: "@server",
}, async ({ page }) => {
  test.setTimeout(90_000);
  const make = `Milefree${randomUUID().slice(0, 6)}`;
  await signInByRequest(page, demoSeller.email, demoSeller.password);

  await page.goto("/submit-listing?tier=other");
  await expect(page).toHaveURL("/sell-your-camper");
  await page.goto("/submit-listing?tier=graze");
  await expect(page).toHaveURL("/camper-checkout?tier=graze");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/submit-listing\?session_id=/, { timeout: 10_000 });

  // Mileage is not required, and says so; a negative one is refused.
  await expect(page.getByText("Leave it empty if you do not know.")).toBeVisible();
  await page.getByLabel("Vehicle type").selectOption("overlander");
  await page.getByLabel("Year").fill("2015");
  await page.getByLabel("Make").fill(make);
  await page.getByLabel("Model").fill("Expedition");
  await page.getByLabel("Price (USD)").fill("88000");
  await page.getByLabel("Mileage").fill("-5");
  await page.getByLabel("Location").fill("Bend, OR");
  await page.getByLabel("Description").fill("Odometer replaced, miles unknown.");
  await page.getByRole("button", { name: "Submit Listing" }).click();
  await expect(page.getByText("The mileage cannot be negative.")).toBeVisible();
  await expect(page.getByText("Please fill in the mileage field.")).toBeHidden();
  await expect(page.getByLabel("Make")).toHaveValue(make);
  await page.getByLabel("Mileage").fill("");
  await page.getByRole("button", { name: "Submit Listing" }).click();
  await expect(page.getByText("Your listing was successfully submitted!")).toBeVisible();

  // Sorting by mileage still finds it, and its page shows the mileage as N/A.
  for (const sortBy of ["mileage_asc", "mileage_desc"]) {
    await page.goto(`/listings?${new URLSearchParams({ make, sortBy })}`);
    await expect(page.getByRole("link", { name: `2015 ${make} Expedition` })).toBeVisible();
  }
  await page.getByRole("link", { name: `2015 ${make} Expedition` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `2015 ${make} Expedition` })).toBeVisible();
  await expect(page.getByText("Mileage", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("N/A");
});

test("an administrator's edit through the owner's form is in the admin activity log", { tag: "@desk" }, async ({
  page,
}) => {
  const admin = { email: "admin@roamstead.demo", password: "roam-the-demo-2026" };
  const title = `Checked by an admin ${randomUUID().slice(0, 6)}`;
  await signInByRequest(page, admin.email, admin.password);
  await page.goto("/admin");
  await page
    .getByRole("link", { name: /^Edit\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/submit-listing\?edit=/);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(/\/my-listings\?updated=/);

  await page.goto("/admin");
  const activity = page.getByRole("region", { name: "Recent Admin Activity" });
  await expect(activity.getByRole("row").nth(1)).toContainText(admin.email);
  await expect(activity.getByRole("row").nth(1)).toContainText(`“${title}”`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pay, submit, and delete through the confirmation page", async ({ page }) => {
    test.setTimeout(90_000);
    const make = `Nojs${randomUUID().slice(0, 6)}`;
    await signInByRequest(page, demoSeller.email, demoSeller.password);
    await page.goto("/camper-checkout?tier=graze");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("link", { name: "Continue to your listing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Submit a Camper Listing" })).toBeVisible();

    await page.getByLabel("Vehicle type").selectOption("skoolie");
    await page.getByLabel("Year").fill("2006");
    await page.getByLabel("Make").fill(make);
    await page.getByLabel("Model").fill("Vision");
    await page.getByLabel("Price (USD)").fill("31000");
    await page.getByLabel("Mileage").fill("150000");
    await page.getByLabel("Location").fill("Nowhere Special, ZZ");
    await page.getByLabel("Description").fill("A school bus with a wood stove.");
    await page.getByRole("button", { name: "Submit Listing" }).click();
    await expect(page.getByText("Invalid location.")).toBeVisible();
    await expect(page.getByLabel("Make")).toHaveValue(make);
    await page.getByLabel("Location").fill("Asheville, NC");
    await page.getByRole("button", { name: "Submit Listing" }).click();
    await expect(page.getByText("Your listing was successfully submitted!")).toBeVisible();

    const title = `2006 ${make} Vision`;
    await page.goto("/my-listings");
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await expect(page.getByText("Are you sure you want to delete this listing?")).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/my-listings?deleted=1");
    await expect(page.getByText("Your listing was deleted.")).toBeVisible();
    await expect(page.getByRole("article", { name: title })).toBeHidden();
  });
});
