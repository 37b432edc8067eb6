// Favorites (docs/product/buyers-come-back.md, "Favorites"): the heart with and without JavaScript, signed out
// through the sign-in and back, /favorites and its price-drop preference.
import type { Page } from "@playwright/test";
import { createVerifiedAccountByRequest, signIn, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, siteNavigation, test } from "./fixtures.ts";

const saveHeart = (page: Page) => page.getByRole("button", { name: /^Save .+ to favorites$/ }).first();

/** The first card's heart, and the title it names. */
async function firstHeart(page: Page) {
  const heart = saveHeart(page);
  const name = (await heart.getAttribute("aria-label")) ?? "";
  const title = name.replace(/^Save /, "").replace(/ to favorites$/, "");
  return { title, save: page.getByRole("button", { name: `Save ${title} to favorites` }).first() };
}

const removeButton = (page: Page, title: string) =>
  page.getByRole("button", { name: `Remove ${title} from favorites` }).first();

test.describe("with JavaScript", () => {
  test("signed out, the heart asks to sign in and comes back with the favorite saved; /favorites lists it", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = await createVerifiedAccountByRequest(request, "hearts");
    await page.goto("/listings");
    const { title, save } = await firstHeart(page);
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();

    await expect(page).toHaveURL(/\/sign-in-camper\?redirect=%2Flistings/);
    await expect(page.getByText("Sign in to save campers to your favorites.")).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/listings$/);
    await expect(removeButton(page, title)).toHaveAttribute("aria-pressed", "true");

    await (await siteNavigation(page)).getByRole("link", { name: "Favorites" }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Removed from /favorites, the card leaves the list once the server has answered, and stays gone.
    await removeButton(page, title).click();
    await expect(page.getByRole("link", { name: title })).toBeHidden();
    await expect(page.getByText("No favorites yet. Tap the heart on a camper to keep it here.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No favorites yet. Tap the heart on a camper to keep it here.")).toBeVisible();
  });

  test("the listing page's heart saves and removes, and the cards agree", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInByRequest(page, await createVerifiedAccountByRequest(request, "detail-heart"));
    await page.goto("/listings");
    const { title } = await firstHeart(page);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("button", { name: `Save ${title} to favorites` }).click();
    await expect(removeButton(page, title)).toHaveAttribute("aria-pressed", "true");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto("/listings");
    await expect(removeButton(page, title)).toHaveAttribute("aria-pressed", "true");
    await page.goto("/favorites");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("/favorites sends a visitor to sign in and back", { tag: "@server" }, async ({ page }) => {
    await page.goto("/favorites");
    await expect(page).toHaveURL(/\/sign-in-camper\?redirect=%2Ffavorites$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a form that saves and comes back; the preference is a form too", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = await createVerifiedAccountByRequest(request, "no-js-hearts");
    await page.goto("/listings");
    const { title, save } = await firstHeart(page);
    await save.click();
    await expect(page).toHaveURL(/\/sign-in-camper\?redirect=%2Flistings/);
    await expect(page.getByText("Sign in to save campers to your favorites.")).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/listings$/);
    await expect(removeButton(page, title)).toHaveAttribute("aria-pressed", "true");

    await page.goto("/favorites");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    const preference = page.getByLabel("Email me when a favorite's price drops");
    await expect(preference).toBeChecked();
    await preference.uncheck();
    await page.getByRole("button", { name: "Save preference" }).click();
    await expect(page.getByText("Price-drop emails are off.")).toBeVisible();
    // (axe needs JavaScript in the page: the same pages are checked with it above.)
    await expect(page.getByLabel("Email me when a favorite's price drops")).not.toBeChecked();

    await removeButton(page, title).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByText("No favorites yet. Tap the heart on a camper to keep it here.")).toBeVisible();
  });
});
