// The last specification items that need a browser (issue 21); the server-side ones are Vitest route tests
// (app/routes/specification-leftovers.test.ts).
import { createVerifiedAccount, signIn, strongPassword } from "./accounts-helpers.ts";
import { expect, siteNavigation, test } from "./fixtures.ts";

test("a featured listing card on the home page opens its photos in the viewer; its title still leads to the listing", async ({
  page,
}) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Listings" });
  const card = featured
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /^View photos of / }) })
    .first();
  const opener = card.getByRole("button", { name: /^View photos of / });
  await opener.scrollIntoViewIfNeeded();
  const title = card.getByRole("heading", { level: 3 }).getByRole("link");
  const href = await title.getAttribute("href");
  expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);

  await opener.click();
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(viewer).toBeVisible();
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const count = Number((await counter.innerText()).split("/")[1]);
  expect(count).toBeGreaterThan(1);
  await viewer.getByRole("button", { name: "Next" }).click();
  await expect(counter).toHaveText(`2 / ${count}`);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`1 / ${count}`);
  // A swipe to the left moves on, as a finger does on a phone.
  const stage = page.getByTestId("media-viewer-stage");
  const pointer = { pointerId: 7, isPrimary: true, pointerType: "touch", button: 0, clientY: 300 };
  await stage.dispatchEvent("pointerdown", { ...pointer, clientX: 300 });
  await stage.dispatchEvent("pointermove", { ...pointer, clientX: 250 });
  await stage.dispatchEvent("pointerup", { ...pointer, clientX: 200 });
  await expect(counter).toHaveText(`2 / ${count}`);
  await viewer.getByRole("button", { name: "Previous" }).click();
  await expect(counter).toHaveText(`1 / ${count}`);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  // The rest of the card is still the listing's link.
  await title.click();
  await expect(page).toHaveURL(href ?? "");
});

test.describe("the builder form while its payment waits", () => {
  test("leaving the create form warns before anything is typed", async ({ page }) => {
    test.setTimeout(90_000);
    const email = await createVerifiedAccount(page, "leaver");
    await page.goto("/sign-in-camper?redirect=%2Fbuilder-pricing");
    await signIn(page, email, strongPassword);
    await expect(page).toHaveURL("/builder-pricing");
    await page.getByRole("button", { name: "Submit Your Company" }).click();
    await expect(page).toHaveURL(/\/checkout\/local\//);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/submit-builder\?session_id=local_/, { timeout: 10_000 });
    const heading = page.getByRole("heading", { level: 1, name: "Submit Your Builder Profile - Roamstead Builder" });
    await expect(heading).toBeVisible();

    const navigation = await siteNavigation(page);
    const asked = page.waitForEvent("dialog");
    // Not awaited: the click ends only once the question is answered.
    void navigation.getByRole("link", { name: "Builders", exact: true }).click();
    const dialog = await asked;
    expect(dialog.message()).toBe("You have unsaved changes. Leave this page and lose them?");
    await dialog.dismiss();
    await expect(page).toHaveURL(/\/submit-builder\?session_id=local_/);
    await expect(heading).toBeVisible();
  });
});
