import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

// docs/product/map.md
const pins = (page: Page) => page.locator("a[data-pin]");
const clusters = (page: Page) => page.getByRole("link", { name: /listings here, zoom in$/ });
const summary = (page: Page) => page.getByText(/^Showing \d+ listings? in this area/);

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the map shows pins and clusters, a pin opens its card, and the card leads to the listing", async ({ page }) => {
    const response = await page.goto("/listings?view=map");
    expect(response?.status()).toBe(200);
    await expect(summary(page)).toBeVisible();
    expect(await pins(page).count()).toBeGreaterThan(0);
    expect(await clusters(page).count()).toBeGreaterThan(0);
    const pin = pins(page).first();
    const id = await pin.getAttribute("data-pin");
    await pin.click();
    await expect(page).toHaveURL(new RegExp(`pin=${id}`));
    await page.getByRole("link", { name: "View listing" }).click();
    await expect(page).toHaveURL(`/listing/${id}`);
  });
});

test("every pin can be tapped at its dot: none lies under a cluster", async ({ page }) => {
  await page.goto("/listings?view=map");
  await expect(summary(page)).toBeVisible();
  const covered = await pins(page).evaluateAll((links) =>
    links.flatMap((link) => {
      link.scrollIntoView({ block: "center", inline: "center" });
      const dot = link.querySelector("circle:last-of-type")?.getBoundingClientRect();
      if (!dot) return [];
      const hit = document.elementFromPoint(dot.x + dot.width / 2, dot.y + dot.height / 2);
      return hit?.closest("a") === link ? [] : [link.getAttribute("aria-label")];
    }),
  );
  expect(await pins(page).count()).toBeGreaterThan(0);
  expect(covered).toEqual([]);
});

test("the List / Map toggle keeps every parameter", { tag: "@desk" }, async ({ page }) => {
  await page.goto("/listings?vehicleType=van&maxPrice=150000");
  await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/vehicleType=van/);
  await expect(page).toHaveURL(/maxPrice=150000/);
  await expect(page.getByRole("link", { name: "Map", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(summary(page)).toBeVisible();
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/\/listings\?vehicleType=van&maxPrice=150000$/);
});

test("with the keyboard: Tab to a pin, Enter opens its card, Escape returns to the pin, 'View listing' opens the listing", async ({
  page,
}) => {
  await page.goto("/listings?view=map");
  await page.getByRole("link", { name: "Show these as a list" }).focus();
  let isOnPin = false;
  for (let step = 0; step < 80 && !isOnPin; step++) {
    await page.keyboard.press("Tab");
    isOnPin = await page.evaluate(() => document.activeElement?.matches("a[data-pin]") ?? false);
  }
  expect(isOnPin).toBe(true);
  const id = await page.evaluate(() => document.activeElement?.getAttribute("data-pin"));
  const pin = page.locator(`a[data-pin="${id}"]`);
  const name = await pin.getAttribute("aria-label");
  expect(name).toMatch(/^\d{4} .+, \$[\d,]+, .+/);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`pin=${id}`));
  const card = page.getByRole("complementary").filter({ has: page.getByRole("link", { name: "View listing" }) });
  await expect(card).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(page).not.toHaveURL(/pin=/);
  await expect(pin).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(card).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "View listing" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/listing/${id}`);
});

test("a cluster zooms in on its listings; Show all goes back", async ({ page }) => {
  await page.goto("/listings?view=map");
  const cluster = clusters(page).first();
  const count = Number((await cluster.getAttribute("aria-label"))?.match(/^(\d+)/)?.[1]);
  // Clusters drawn twice as large on a phone may overlap a neighbour, so the test activates it as a
  // keyboard would rather than aiming a tap.
  await cluster.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+/);
  await expect(summary(page)).toBeVisible();
  const shown = Number((await summary(page).innerText()).match(/Showing (\d+)/)?.[1]);
  expect(shown).toBeGreaterThanOrEqual(count);
  await page.getByRole("link", { name: "Zoom in", exact: true }).click();
  await expect(summary(page)).toBeVisible();
  await page.getByRole("link", { name: "Show all" }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a bad map parameter gets a message and a 400", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/listings?view=map&pin=not-a-listing");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("That map pin is not a listing.")).toBeVisible();
});
