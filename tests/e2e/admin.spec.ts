import type { Locator, Page } from "@playwright/test";
import { signIn, signInByRequest, signOut } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, siteNavigation, test } from "./fixtures.ts";

const password = "roam-the-demo-2026";
const admin = "admin@roamstead.demo";
const seller = "seller@roamstead.demo";
const accessDenied = "Access denied. This page is for administrators only.";

/** A listing card on /admin, found by the listing's id (its Edit link). */
function cardOf(page: Page, id: string): Locator {
  return page.locator("article").filter({ has: page.locator(`a[href="/submit-listing?edit=${id}"]`) });
}

async function idOf(card: Locator): Promise<string> {
  const href = await card.getByRole("link", { name: /^Edit\b/ }).getAttribute("href");
  const id = href?.match(/edit=([0-9a-f-]{36})$/)?.[1];
  if (!id) throw new Error(`no listing id in ${href}`);
  return id;
}

const featuredGridLink = (page: Page, id: string) =>
  page.getByRole("region", { name: "Featured Listings" }).locator(`a[href="/listing/${id}"]`);

test("an admin features a listing (it shows on /featured and home), unfeatures it, and deletes another", async ({
  page,
}) => {
  // Signed out, /admin asks to sign in and comes back.
  const prompt = await page.goto("/admin");
  expect(prompt?.status()).toBe(401);
  await expect(page.getByText("Please sign in to access the admin area.")).toBeVisible();
  const signInLink = page.getByRole("main").getByRole("link", { name: "Sign In" });
  await expect(signInLink).toHaveAttribute("href", "/sign-in-camper?redirect=%2Fadmin");
  await signInLink.click();
  await signIn(page, admin, password);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect((await siteNavigation(page)).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");

  // The newest public listing that is not featured: a card without any status badge.
  const plain = page
    .locator("article")
    .filter({ hasNot: page.getByRole("list", { name: "Status" }) })
    .first();
  const featuredId = await idOf(plain);
  const title = (await plain.getByRole("heading").innerText()).trim();

  await plain.getByRole("button", { name: /^Feature\b/ }).click();
  const card = cardOf(page, featuredId);
  await expect(card.getByText("Listing featured.")).toBeVisible();
  await expect(card.getByRole("list", { name: "Status" })).toHaveText("Featured");
  await expect(card.getByRole("button", { name: /^Unfeature\b/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent Admin Activity" }).getByRole("row").nth(1)).toContainText(
    `${admin}Featured listing “${title}”`,
  );

  await page.goto("/featured");
  await expect(page.locator(`a[href="/listing/${featuredId}"]`)).toBeVisible();
  await page.goto("/");
  await expect(featuredGridLink(page, featuredId)).toBeVisible();

  await page.goto("/admin");
  await cardOf(page, featuredId)
    .getByRole("button", { name: /^Unfeature\b/ })
    .click();
  await expect(cardOf(page, featuredId).getByText("Listing unfeatured.")).toBeVisible();
  await expect(cardOf(page, featuredId).getByRole("list", { name: "Status" })).toHaveCount(0);
  await page.goto("/featured");
  await expect(page.getByRole("heading", { level: 1, name: "All Featured Listings" })).toBeVisible();
  await expect(page.locator(`a[href="/listing/${featuredId}"]`)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Listings" })).toBeVisible();
  await expect(featuredGridLink(page, featuredId)).toHaveCount(0);

  // Delete another listing, one the public no longer sees (taken down or expired), after the confirmation.
  // Each browser project deletes one, so look further than the first page when needed.
  await page.goto("/admin");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const inactive = page
    .locator("article")
    .filter({ has: page.getByRole("list", { name: "Status" }).getByText(/^(Inactive|Expired)$/) })
    .first();
  while ((await inactive.count()) === 0) {
    // Paging is a navigation inside the page: its address changes before React has drawn the next page, and the
    // page has no load event of its own. The next page is there once its first card is another.
    const firstShown = await idOf(page.locator("article").first());
    await page.getByRole("link", { name: "Next page →" }).click();
    await expect.poll(() => idOf(page.locator("article").first())).not.toBe(firstShown);
  }
  const doomedId = await idOf(inactive);
  const doomedTitle = (await inactive.getByRole("heading").innerText()).trim();
  // The card by its id from here on: `inactive` is "the first such card", which a revalidation may change.
  const doomed = cardOf(page, doomedId);
  await doomed.getByRole("link", { name: /^Delete\b/ }).click();
  await expect(doomed.getByText("Are you sure you want to delete this listing?")).toBeVisible();
  await doomed.getByRole("button", { name: /^Yes, delete\b/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Listing deleted." })).toBeVisible();
  await expect(cardOf(page, doomedId)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent Admin Activity" }).getByRole("row").nth(1)).toContainText(
    `Deleted listing “${doomedTitle}”`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // Search narrows the grid.
  await page.getByLabel("Search listings").fill("zzzz-no-such-camper");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/admin?q=zzzz-no-such-camper");
  await expect(page.getByText("No listings found.")).toBeVisible();

  // The newsletter list and its export.
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter Subscribers" })).toBeVisible();
  const csv = await page.request.get("/admin/newsletter.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain("email,status,subscribed_at,unsubscribed_at");
  expect(await accessibilityViolations(page)).toEqual([]);
  await signOut(page);
});

test("a non-admin gets 403 on /admin and on every admin action, checked by the server", async ({ page }) => {
  await signInByRequest(page, seller, password);
  await page.goto("/dashboard");
  await expect((await siteNavigation(page)).getByRole("link", { name: "Admin" })).toHaveCount(0);

  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByText(accessDenied)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);

  // Straight to the server, as a script would: the seller's own session, no page in between.
  const listingId = await firstListingId(page);
  for (const intent of ["feature", "unfeature", "delete"]) {
    const refused = await page.request.post("/admin", { form: { intent, listingId } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(accessDenied);
  }
  const newsletter = await page.goto("/admin/newsletter");
  expect(newsletter?.status()).toBe(403);
  const csv = await page.request.get("/admin/newsletter.csv");
  expect(csv.status()).toBe(403);
  expect(await csv.text()).toBe(accessDenied);

  // The listing is still there, unchanged.
  const detail = await page.goto(`/listing/${listingId}`);
  expect(detail?.status()).toBe(200);
});

/** A public listing's id, read from the listings page. */
async function firstListingId(page: Page): Promise<string> {
  await page.goto("/listings");
  const href = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
  const id = href?.split("/").pop();
  if (!id) throw new Error("no listing on /listings");
  return id;
}

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin features, unfeatures and deletes with plain form posts", async ({ page }) => {
    await signInByRequest(page, admin, password);
    await page.goto("/admin");

    const plain = page
      .locator("article")
      .filter({ hasNot: page.getByRole("list", { name: "Status" }) })
      .first();
    const id = await idOf(plain);
    await plain.getByRole("button", { name: /^Feature\b/ }).click();
    await expect(cardOf(page, id).getByText("Listing featured.")).toBeVisible();
    await cardOf(page, id)
      .getByRole("button", { name: /^Unfeature\b/ })
      .click();
    await expect(cardOf(page, id).getByText("Listing unfeatured.")).toBeVisible();

    await cardOf(page, id)
      .getByRole("link", { name: /^Delete\b/ })
      .click();
    await expect(page).toHaveURL(`/admin?delete=${id}`);
    await cardOf(page, id).getByRole("link", { name: "Cancel" }).click();
    await expect(cardOf(page, id).getByText("Are you sure you want to delete this listing?")).toHaveCount(0);
    await cardOf(page, id)
      .getByRole("link", { name: /^Delete\b/ })
      .click();
    await cardOf(page, id)
      .getByRole("button", { name: /^Yes, delete\b/ })
      .click();
    await expect(page.getByText("Listing deleted.")).toBeVisible();
    await expect(cardOf(page, id)).toHaveCount(0);
  });
});
