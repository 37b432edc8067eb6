import type { Page } from "@playwright/test";
import { demoAdmin, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

test("the home page shows the hero, the search filters and the featured demo listings as cards", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Search Less. Roam more." })).toBeVisible();
  await expect(page.getByRole("form", { name: "Search filters" })).toBeVisible();
  await expect(page.getByText("Please use the search filters to find listings.")).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Listings" }).getByRole("article");
  await expect(featured).toHaveCount(6);
  await expect(featured.first().getByText(/^(US|CA)\$\d{1,3}(,\d{3})+/)).toBeVisible();
  await expect(featured.first().getByText("Featured")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the about page tells what Roamstead is and how to reach it", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Roamstead" })).toBeVisible();
  await expect(page.getByRole("link", { name: /sell your camper/i }).last()).toHaveAttribute(
    "href",
    "/sell-your-camper",
  );
  await expect(page.getByRole("link", { name: "hello@roamstead.com" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Terms and safety" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "← Back to home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown path answers 404 with 'Page Not Found'", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("every page carries the security headers", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toBeTruthy();
});

test("the navigation holds the product's links, behind a toggle on small screens", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) {
    await page.getByLabel("Toggle menu").click();
  }
  const navigation = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
  const expectedLinks: Array<[string, string]> = [
    ["Home", "/"],
    ["Listings", "/listings"],
    ["Builders", "/builders"],
    ["Blog", "/blog"],
    ["About", "/about"],
    ["Sell Your Camper", "/sell-your-camper"],
    ["Sign In", "/sign-in-camper"],
  ];
  for (const [name, href] of expectedLinks) {
    await expect(navigation.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await navigation.getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About Roamstead" })).toBeVisible();
  if (isMobile) await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

/** Whether the page can be scrolled sideways (docs/product/site-shell.md, Header: the bar never scrolls sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("signed in as an administrator, no page scrolls sideways at 1024 px or on a phone, and the account's pages are in reach", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1024, height: 768 });
  await signInByRequest(page, demoAdmin.email, demoAdmin.password);
  for (const path of ["/", "/listings", "/admin", "/inbox", "/dashboard"]) {
    await page.goto(path);
    expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false);
  }
  if (isMobile) {
    // The phone keeps every link in its one menu (the bar shows no Account menu).
    await page.getByLabel("Toggle menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Dashboard", "Favorites", "Saved searches", "Inbox", "Admin"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    return;
  }
  const bar = page.getByRole("navigation", { name: "Main" });
  const account = bar.locator("details");
  await expect(bar.getByRole("link", { name: "Inbox", exact: true })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Dashboard" })).toBeHidden();
  // 'Account' is highlighted on one of its pages (here /dashboard, the last page visited).
  await expect(account.locator("summary")).toHaveClass(/bg-pine-50/);

  // By keyboard: the toggle opens the menu, Tab walks into it, Escape closes it and gives the focus back.
  await account.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(account).toHaveAttribute("open", "");
  await expect(account.getByText("Signed in as admin@roamstead.demo")).toBeVisible();
  const accountLinks: Array<[string, string]> = [
    ["Dashboard", "/dashboard"],
    ["Favorites", "/favorites"],
    ["Saved searches", "/saved-searches"],
    ["Admin", "/admin"],
  ];
  for (const [name, href] of accountLinks) {
    await expect(account.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(account.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await accessibilityViolations(page, "header")).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(account.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(account).not.toHaveAttribute("open", "");
  await expect(account.locator("summary")).toBeFocused();

  // A click outside closes it; a link in it leads on and closes it.
  await account.locator("summary").click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(account).not.toHaveAttribute("open", "");
  await account.locator("summary").click();
  await account.getByRole("link", { name: "Favorites" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
  await expect(account).not.toHaveAttribute("open", "");
});

test("before JavaScript loads, the Account menu opens and signs out", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signInByRequest(page, demoAdmin.email, demoAdmin.password);
  await page.goto("/admin");
  expect(await scrollsSideways(page)).toBe(false);
  const account = page.getByRole("navigation", { name: "Main" }).locator("details");
  await account.locator("summary").click();
  await expect(account.getByRole("link", { name: "Admin" })).toBeVisible();
  await account.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  await context.close();
});

test("health is reported from the database, and hashed assets are cached for a year", { tag: "@server" }, async ({
  page,
  request,
}) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, database: "up" });

  // The document names no module preload: its scripts come after its first paint (ADR 082).
  expect(await (await request.get("/")).text()).not.toContain('rel="modulepreload"');
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const assetPaths = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
  );
  expect(assetPaths.length).toBeGreaterThan(5);
  // Every script travels compressed (ADR 055), Brotli when the browser accepts it, except a file too small to gain.
  let compressedFiles = 0;
  for (const assetPath of assetPaths) {
    const asset = await request.get(assetPath, { headers: { "Accept-Encoding": "identity" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    if ((await asset.body()).length < 4096) continue;
    const gzip = await request.get(assetPath, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const brotli = await request.get(assetPath, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    compressedFiles += 1;
  }
  expect(compressedFiles).toBeGreaterThan(0);
});
