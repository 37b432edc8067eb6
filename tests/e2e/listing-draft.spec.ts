// The listing draft (docs/product/selling.md, Draft): a seller starts without paying, leaves, finds the draft again on
// My listings, previews, chooses the tier, pays at publish and lands on 'Your listing is live'; with and without
// JavaScript.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createVerifiedAccountByRequest, signInByRequest, strongPassword } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { fillListingForm, openListingStep, photo } from "./selling-helpers.ts";

async function newSeller(page: Page) {
  const email = await createVerifiedAccountByRequest(page.request, "drafter");
  await signInByRequest(page, email, strongPassword);
}

const camper = (make: string) => ({
  vehicle_type: "van",
  year: "2017",
  make,
  model: "Sprinter 170",
  mileage: "88000",
  location: "Bend, OR",
  price: "64,000",
  description: "Drafted first, paid at publish.",
});

test("start without paying, leave, come back to the draft, preview, cancel once, then pay and go live", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const make = `Drafted${randomUUID().slice(0, 6)}`;
  const title = `2017 ${make} Sprinter 170`;
  await newSeller(page);

  await page.goto("/sell-your-camper");
  await expect(
    page.getByText(
      "Start with your photos and details: your listing is saved as a draft, and you pay when you publish it.",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Choose Graze" }).click();
  await expect(page).toHaveURL("/submit-listing?draft=new&tier=graze");
  await expect(
    page.getByText("Tell buyers about your camper. Your draft is saved as you go; you pay when you publish."),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A photo and the fields; each step change saves, and the draft gets its own address.
  await page.getByLabel("Choose photos").setInputFiles([await photo(7)]);
  await expect(page.locator('input[type="hidden"][name="images"]')).toHaveCount(1, { timeout: 20_000 });
  await fillListingForm(page, camper(make));
  await expect(page).toHaveURL(/\/submit-listing\?draft=[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // Typing saves a moment after the seller stops.
  const autosaved = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/submit-listing(\.data)?\?draft=/.test(response.url()),
  );
  await page.getByLabel("Description").fill("Drafted first, paid at publish. Typed last.");
  expect((await autosaved).ok()).toBe(true);
  const draftAddress = new URL(page.url()).pathname + new URL(page.url()).search;

  // Leave; My listings lists the draft, and 'Continue' puts everything back.
  await page.goto("/my-listings");
  const drafts = page.getByRole("region", { name: "Drafts" });
  const card = drafts.getByRole("article", { name: title });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await expect(card.getByText("Graze")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await card.getByRole("link", { name: `Continue ${title}` }).click();
  await expect(page).toHaveURL(draftAddress);
  await openListingStep(page, "Basics");
  await expect(page.getByLabel("Make")).toHaveValue(make);
  await openListingStep(page, "Price & description");
  await expect(page.getByLabel("Description")).toHaveValue("Drafted first, paid at publish. Typed last.");
  await expect(page.locator('input[type="hidden"][name="images"]')).toHaveCount(1);

  // The preview, and the tier chosen on it: its limits apply at once.
  await openListingStep(page, "Preview");
  await expect(
    page.getByText("This is how buyers will see your listing. Check it, choose your tier, then pay and publish."),
  ).toBeVisible();
  const preview = page.getByRole("article", { name: title });
  await expect(preview.getByText("US$64,000")).toBeVisible();
  await expect(preview.getByRole("img", { name: title })).toBeVisible();
  const tiers = page.getByRole("group", { name: "Listing tier" });
  await expect(tiers.getByRole("radio", { name: /^Graze · US\$29 for 1 month/ })).toBeChecked();
  await tiers.getByRole("radio", { name: /^Roam · US\$89 for 3 months/ }).check();
  await expect(page.getByText("Roam tier: up to 30 photos and 1 video.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Cancel the payment once: back to the draft, intact.
  await page.getByRole("button", { name: "Pay and publish" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText("US$89").first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${draftAddress}&canceled=1`);
  await expect(
    page.getByText("Your payment was canceled. Your draft is saved: pay and publish when you are ready."),
  ).toBeVisible();
  await openListingStep(page, "Preview");
  await expect(page.getByRole("group", { name: "Listing tier" }).getByRole("radio", { name: /^Roam/ })).toBeChecked();

  // Pay: the confirmed payment publishes it, and the seller lands on 'Your listing is live'.
  await page.getByRole("button", { name: "Pay and publish" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/my-listings\/[0-9a-f-]{36}\/live$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your listing is live" })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  // The draft is gone; the listing is there, on the tier paid for.
  await page.goto("/my-listings");
  await expect(page.getByRole("region", { name: "Drafts" })).toBeHidden();
  await expect(page.getByRole("article", { name: title }).getByText("Roam")).toBeVisible();
  await page.goto(draftAddress);
  await expect(page.getByText("This draft no longer exists.")).toBeVisible();

  // The marketplace is left as it was: a featured listing with one photo would lead the home page for later tests.
  await page.goto("/my-listings");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirmation = page.getByRole("dialog", { name: "Are you sure you want to delete this listing?" });
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/my-listings?deleted=1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("save a draft, be told what is missing, pay and publish; delete another draft", async ({ page }) => {
    test.setTimeout(90_000);
    const make = `Nojsdraft${randomUUID().slice(0, 6)}`;
    await newSeller(page);
    await page.goto("/sell-your-camper");
    await page.getByRole("link", { name: "Choose Stampede" }).click();
    await expect(page).toHaveURL("/submit-listing?draft=new&tier=stampede");

    // 'Save draft' keeps what was typed, at the draft's own address.
    await fillListingForm(page, { ...camper(make), location: "Nowhere Special, ZZ", description: "" });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/submit-listing\?draft=[0-9a-f-]{36}&saved=1$/);
    await expect(page.getByText("Draft saved")).toBeVisible();
    await expect(page.getByLabel("Make")).toHaveValue(make);
    await expect(page.getByRole("radio", { name: /^Stampede · US\$250 for 6 months/ })).toBeChecked();

    // 'Pay and publish' checks the whole draft first: the summary, the first field focused.
    await page.getByRole("button", { name: "Pay and publish" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There was a problem submitting your listing." });
    await expect(summary.getByRole("link", { name: "Please fill in the Description field." })).toBeVisible();
    await expect(page.getByLabel("Description")).toBeFocused();
    await page.getByLabel("Description").fill("A plain form post all the way.");
    await page.getByRole("button", { name: "Pay and publish" }).click();
    await expect(page.getByText("Invalid location.").first()).toBeVisible();
    await expect(page.getByLabel("Location")).toBeFocused();
    await page.getByLabel("Location").fill("Boise, ID");
    await page.getByRole("radio", { name: /^Graze/ }).check();
    await page.getByRole("button", { name: "Pay and publish" }).click();
    await expect(page).toHaveURL(/\/checkout\/local\//);
    await expect(page.getByText("US$29").first()).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/my-listings\/[0-9a-f-]{36}\/live$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your listing is live" })).toBeVisible();

    // Another draft, deleted from My listings.
    await page.goto("/submit-listing?draft=new&tier=graze");
    await page.getByLabel("Make").fill(`${make}Two`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved")).toBeVisible();
    await page.goto("/my-listings");
    await page.getByRole("button", { name: `Delete draft ${make}Two` }).click();
    await expect(page).toHaveURL("/my-listings?draftDeleted=1");
    await expect(page.getByText("Your draft was deleted.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Drafts" })).toBeHidden();

    // The marketplace is left as it was: a listing without photos would lead the home page for later tests.
    await page.getByRole("link", { name: `Delete 2017 ${make} Sprinter 170` }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/my-listings?deleted=1");
  });
});
