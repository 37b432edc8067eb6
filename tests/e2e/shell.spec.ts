import { accessibilityViolations, expect, test } from "./fixtures.ts";

test("the home page shows the hero, the search filters and the featured demo listings as cards", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Search Less. Roam more." })).toBeVisible();
  await expect(page.getByRole("form", { name: "Search filters" })).toBeVisible();
  await expect(page.getByText("Please use the search filters to find listings.")).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Listings" }).getByRole("article");
  await expect(featured).toHaveCount(6);
  await expect(featured.first().getByText(/^\$\d{1,3}(,\d{3})+$/)).toBeVisible();
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

test("health is reported from the database, and hashed assets are cached for a year", { tag: "@server" }, async ({
  page,
  request,
}) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, database: "up" });

  await page.goto("/");
  const script = page.locator("link[rel=modulepreload]").first();
  const assetPath = await script.getAttribute("href");
  const asset = await request.get(assetPath ?? "");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const compressed = await request.get(assetPath ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
});
