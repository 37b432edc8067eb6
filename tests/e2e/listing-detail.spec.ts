import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

interface CardListing {
  id: string;
  title: string;
  price: string;
}

/** The first listing card on the home page: its id, title and formatted price. */
async function firstListing(page: Page): Promise<CardListing> {
  await page.goto("/");
  const card = page
    .getByRole("article")
    .filter({ has: page.locator("a[href^='/listing/']") })
    .first();
  const link = card.locator("a[href^='/listing/']").first();
  const href = (await link.getAttribute("href")) ?? "";
  const id = href.replace("/listing/", "");
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const title = (await link.textContent())?.trim() ?? "";
  // The asking price, without the approximate amount a card may show beside it.
  const priceText = (await card.getByText(/^(US|CA)\$\d{1,3}(,\d{3})*/).textContent()) ?? "";
  const price = /^(US|CA)\$[\d,]+/.exec(priceText.trim())?.[0] ?? "";
  return { id, title, price };
}

// Read once per file (from the heaviest page, the home page): no test here changes which listing comes first.
let listing: CardListing;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  listing = await firstListing(page);
  await page.close();
});

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const viewer = (page: Page) => page.getByRole("dialog", { name: /^Photos of / });
const counter = (page: Page) => viewer(page).getByText(/^\d+ \/ \d+$/);
const thumbnails = (page: Page) => page.getByRole("toolbar", { name: "Photos and video" }).getByRole("button");

test("the detail page shows the photos, title, price and details", async ({ page }) => {
  const response = await page.goto(`/listing/${listing.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${listing.title} | Roamstead`);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.locator("h1 + p").getByText(listing.price)).toBeVisible();
  await expect(page.getByRole("button", { name: /^View photo 1 of \d+ full screen$/ })).toBeVisible();
  await expect(
    page.getByRole("button", { name: /^View photo 1 of \d+ full screen$/ }).getByRole("img"),
  ).toHaveJSProperty("complete", true);
  expect(await thumbnails(page).count()).toBeGreaterThanOrEqual(2);
  for (const term of ["Make", "Model", "Year", "Mileage", "Location"]) {
    await expect(page.locator("dt", { hasText: term })).toBeVisible();
  }
  await expect(page.locator("dd").filter({ hasText: /^[\d,]+\s(miles|km) \([\d,]+\s(miles|km)\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("/listings/{id} renders the same listing with the canonical URL /listing/{id}", { tag: "@server" }, async ({
  page,
  baseURL,
}) => {
  const response = await page.goto(`/listings/${listing.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/listing/${listing.id}`);
});

test("an unknown or malformed listing id is a real 404 'Page Not Found'", { tag: "@server" }, async ({ page }) => {
  for (const path of [
    "/listing/00000000-0000-4000-8000-000000000000",
    "/listings/00000000-0000-4000-8000-000000000000",
    "/listing/not-a-uuid",
    "/listings/12345",
    "/listing/%27%3B%20drop%20table%20listings",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  }
});

test("the server HTML alone carries the title, price, JSON-LD and social meta", { tag: "@server" }, async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/listing/${listing.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(listing.title));
  expect(html).toContain(listing.price);
  expect(html).toContain('<script type="application/ld+json">');
  expect(html).toContain('"@type":["Product","Vehicle"]');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/listing/${listing.id}"/>`);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/[^"]+"/>`));
  expect(html).not.toMatch(/userId|user_id|expiresAt|isApproved/);

  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}";
  const graph = JSON.parse(jsonLd)["@graph"] as Array<Record<string, unknown>>;
  expect(graph.find((node) => [node["@type"]].flat().includes("Product"))).toMatchObject({
    name: listing.title,
    offers: {
      priceCurrency: listing.price.startsWith("CA$") ? "CAD" : "USD",
      price: `${listing.price.replace(/^(US|CA)\$/, "").replace(/,/g, "")}.00`,
      itemCondition: "https://schema.org/UsedCondition",
      availability: "https://schema.org/InStock",
    },
  });
  expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toBeTruthy();
});

test("the viewer opens from a thumbnail, moves with the arrow keys, wraps, and gives focus back", async ({ page }) => {
  await page.goto(`/listing/${listing.id}`);
  const count = await thumbnails(page).count();
  await thumbnails(page).first().click();
  await expect(viewer(page)).toBeVisible();
  await expect(counter(page)).toHaveText(`1 / ${count}`);
  await expect(viewer(page).getByRole("button", { name: "Close" })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText(`${count} / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText(`1 / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText(`2 / ${count}`);
  await expect(viewer(page).getByRole("img")).toHaveAttribute("alt", `${listing.title}, photo 2 of ${count}`);

  // Buttons do the same, and Tab stays inside the open viewer.
  await viewer(page).getByRole("button", { name: "Next" }).click();
  await expect(counter(page)).toHaveText(`${count >= 3 ? 3 : 1} / ${count}`);
  await viewer(page).getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText(`2 / ${count}`);
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press("Tab");
    expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  // The viewer's arrows moved the selected thumbnail; focus returns to it.
  const second = thumbnails(page).nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("button", { name: `View photo 2 of ${count} full screen` })).toBeVisible();
});

test("arrow keys on the thumbnail strip move the selected thumbnail, wrapping at both ends", { tag: "@desk" }, async ({
  page,
}) => {
  await page.goto(`/listing/${listing.id}`);
  const count = await thumbnails(page).count();
  await thumbnails(page).first().focus();
  await page.keyboard.press("ArrowLeft");
  await expect(thumbnails(page).last()).toBeFocused();
  await expect(thumbnails(page).last()).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("button", { name: `View photo ${count} of ${count} full screen` })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(thumbnails(page).first()).toBeFocused();
  await expect(thumbnails(page).first()).toHaveAttribute("aria-current", "true");
  // One Tab stop for the whole strip.
  expect(await thumbnails(page).evaluateAll((buttons) => buttons.map((button) => button.tabIndex))).toEqual([
    0,
    ...Array(count - 1).fill(-1),
  ]);
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(`1 / ${count}`);
});

test("the viewer swipes: more than 10 px moves, less does not", async ({ page }) => {
  await page.goto(`/listing/${listing.id}`);
  const count = await thumbnails(page).count();
  await page.getByRole("button", { name: /^View photo 1 of \d+ full screen$/ }).click();
  await expect(counter(page)).toHaveText(`1 / ${count}`);
  const stage = page.getByTestId("media-viewer-stage");
  const swipe = async (fromX: number, toX: number) => {
    const pointer = { pointerId: 7, isPrimary: true, pointerType: "touch", button: 0, clientY: 300 };
    await stage.dispatchEvent("pointerdown", { ...pointer, clientX: fromX });
    await stage.dispatchEvent("pointermove", { ...pointer, clientX: (fromX + toX) / 2 });
    await stage.dispatchEvent("pointerup", { ...pointer, clientX: toX });
  };
  await swipe(300, 200);
  await expect(counter(page)).toHaveText(`2 / ${count}`);
  await swipe(200, 300);
  await expect(counter(page)).toHaveText(`1 / ${count}`);
  await swipe(200, 300);
  await expect(counter(page)).toHaveText(`${count} / ${count}`);
  await swipe(200, 206);
  await expect(counter(page)).toHaveText(`${count} / ${count}`);
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(page.getByRole("button", { name: /^View photo \d+ of \d+ full screen$/ })).toBeFocused();
});

test("without a share sheet, Share copies the canonical link and says so for 3 seconds", { tag: "@desk" }, async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    // No Web Share API, so the clipboard fallback runs.
    delete (Navigator.prototype as { share?: unknown }).share;
    const copied: string[] = [];
    Object.assign(window, { copiedTexts: copied });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  await page.goto(`/listing/${listing.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const shownAt = Date.now();
  await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts)).toEqual([
    `${baseURL}/listing/${listing.id}`,
  ]);
  await expect(page.getByText("Link copied to clipboard!")).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
});

test("with a share sheet, Share sends title, text and URL; a cancelled sheet says nothing", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    const state = { outcome: "share" as "share" | "cancel" | "fail", calls };
    Object.assign(window, { shareState: state });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
        if (state.outcome === "cancel") throw new DOMException("Share canceled", "AbortError");
        if (state.outcome === "fail") throw new DOMException("Not allowed", "NotAllowedError");
      },
    });
  });
  await page.goto(`/listing/${listing.id}`);
  const share = page.getByRole("button", { name: "Share" });

  await share.click();
  await expect(page.getByText("Shared successfully!")).toBeVisible();
  const [data] = await page.evaluate(
    () => (window as unknown as { shareState: { calls: ShareData[] } }).shareState.calls,
  );
  expect(data?.title).toBe(listing.title);
  expect(data?.url).toBe(`${baseURL}/listing/${listing.id}`);
  expect(Array.from(data?.text ?? "").length).toBeLessThanOrEqual(160);
  expect(data?.text?.length).toBeGreaterThan(20);

  await page.evaluate(() => {
    (window as unknown as { shareState: { outcome: string } }).shareState.outcome = "fail";
  });
  await share.click();
  await expect(page.getByText("Sharing failed.")).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { shareState: { outcome: string } }).shareState.outcome = "cancel";
  });
  await expect(page.getByText("Sharing failed.")).toBeHidden({ timeout: 6_000 });
  await share.click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shareState: { calls: unknown[] } }).shareState.calls.length),
    )
    .toBe(3);
  await expect(page.getByText(/Shared successfully!|Sharing failed\./)).toBeHidden();
});
