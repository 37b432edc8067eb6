// Saved searches (docs/product/buyers-come-back.md, "Saved searches and alerts"): save a search from
// /listings (list and map view), find it on /saved-searches, rename it, change its alerts, delete it; with
// and without JavaScript; a signed-out visitor is sent to sign in and back to the search.
import type { Page } from "@playwright/test";
import { createVerifiedAccountByRequest, signIn, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, siteNavigation, test, waitingForHydration } from "./fixtures.ts";

const saveForm = (page: Page) => page.locator("details").filter({ hasText: "Save this search" });

/** Opens 'Save this search' (unless open) and saves the search under `name`. */
async function saveThisSearch(page: Page, name: string, alerts: string, javaScriptEnabled: boolean) {
  const form = saveForm(page);
  if (!(await form.getByLabel("Name").isVisible())) {
    await page.getByText("Save this search", { exact: true }).click();
  }
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Alerts").selectOption({ label: alerts });
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved. Manage it in Saved searches.")).toBeVisible();
  // With JavaScript the notice's `saved=1` then leaves the address by a navigation of its own, and the phone's menu
  // closes after each navigation (SiteHeader): a menu opened before that navigation ends is closed under the click.
  if (javaScriptEnabled) await expect(page).not.toHaveURL(/[?&]saved=1/);
}

const savedSearch = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

/** axe runs in the page: pages without JavaScript are the same pages, checked in the JavaScript run. */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([]);
}

async function manageSavedSearch(page: Page, name: string, javaScriptEnabled: boolean) {
  await (await siteNavigation(page)).getByRole("link", { name: "Saved searches" }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved searches" })).toBeVisible();
  const item = savedSearch(page, name);
  await expect(item).toBeVisible();
  await expectAccessible(page, javaScriptEnabled);

  await item.getByLabel("Name").fill(`${name} renamed`);
  await item.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("The search was renamed.")).toBeVisible();
  const renamed = savedSearch(page, `${name} renamed`);
  await expect(renamed).toBeVisible();

  await renamed.getByLabel("Alerts").selectOption({ label: "Daily digest" });
  await renamed.getByRole("button", { name: "Save alerts" }).click();
  await expect(page.getByText(`Alerts for "${name} renamed": Daily digest.`)).toBeVisible();
  await expect(renamed.getByText("Alerts: Daily digest")).toBeVisible();

  await renamed.getByRole("link", { name: `${name} renamed` }).click();
  await expect(page).toHaveURL(/\/listings\?vehicleType=van/);
  await page.goto("/saved-searches");

  await savedSearch(page, `${name} renamed`).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The search was deleted.")).toBeVisible();
  await expect(page.getByText("No saved searches yet. Search for campers and choose Save this search.")).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("save a search from /listings, then rename, change alerts and delete it on /saved-searches", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInByRequest(page, await createVerifiedAccountByRequest(request, "saved-searches"));
      await page.goto("/listings?vehicleType=van&maxPrice=90000");
      await page.getByText("Save this search", { exact: true }).click();
      await expect(saveForm(page).getByLabel("Name")).toHaveValue("Van, up to US$90,000");
      await expectAccessible(page, javaScriptEnabled);
      await saveThisSearch(page, "Vans", "Instant", javaScriptEnabled);
      await manageSavedSearch(page, "Vans", javaScriptEnabled);
    });
  });
}

test("the map view saves its area too; signed out, the sign-in saves it as typed and comes back", {
  tag: "@desk",
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await createVerifiedAccountByRequest(request, "saved-map");
  await page.goto("/listings?view=map&vehicleType=van&bbox=-125,40,-110,50");
  await page.getByText("Save this search", { exact: true }).click();
  const form = saveForm(page);
  await form.getByLabel("Name").fill("Vans on the map");
  await form.getByLabel("Alerts").selectOption({ label: "Off" });
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/sign-in-camper\?redirect=/);
  await expect(page.getByText("Sign in to save your search. It is saved as soon as you are in.")).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/listings\?view=map&vehicleType=van&bbox=/);
  await expect(page.getByText("Search saved. Manage it in Saved searches.")).toBeVisible();
  await page.goto("/saved-searches");
  const item = savedSearch(page, "Vans on the map");
  await expect(item.getByText("Alerts: Off")).toBeVisible();
  await expect(item.getByRole("link", { name: "Vans on the map" })).toHaveAttribute(
    "href",
    "/listings?vehicleType=van&bbox=-125%2C40%2C-110%2C50",
  );
});

for (const javaScriptEnabled of [true, false]) {
  test(`signed out on /listings, 'Save this search' asks to sign in for the search (not a favorite) and keeps what was typed${javaScriptEnabled ? "" : " without JavaScript"}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await createVerifiedAccountByRequest(request, "saved-list");
    const context = await browser.newContext({ javaScriptEnabled });
    const page = waitingForHydration(await context.newPage(), javaScriptEnabled);
    await page.goto("/listings?vehicleType=skoolie&maxPrice=60000");
    await page.getByText("Save this search", { exact: true }).click();
    const form = saveForm(page);
    await form.getByLabel("Name").fill("Cheap skoolies");
    await form.getByLabel("Alerts").selectOption({ label: "Off" });
    await form.getByRole("button", { name: "Save search" }).click();
    await expect(page).toHaveURL(/\/sign-in-camper\?redirect=/);
    await expect(page.getByText("Sign in to save your search. It is saved as soon as you are in.")).toBeVisible();
    await expect(page.getByText("Sign in to save campers to your favorites.")).toHaveCount(0);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/listings\?vehicleType=skoolie&maxPrice=60000/);
    await expect(page.getByText("Search saved. Manage it in Saved searches.")).toBeVisible();
    await page.goto("/saved-searches");
    const item = savedSearch(page, "Cheap skoolies");
    await expect(item.getByText("Alerts: Off")).toBeVisible();
    await expect(item.getByRole("link", { name: "Cheap skoolies" })).toHaveAttribute(
      "href",
      "/listings?vehicleType=skoolie&maxPrice=60000",
    );
    await context.close();
  });
}

test("/saved-searches sends a signed-out visitor to sign in", { tag: "@server" }, async ({ page }) => {
  await page.goto("/saved-searches");
  await expect(page).toHaveURL(/\/sign-in-camper\?redirect=%2Fsaved-searches$/);
});
