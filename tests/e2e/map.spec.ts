import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

// docs/product/map.md
const pins = (page: Page) => page.locator("a[data-pin]");
const clusters = (page: Page) => page.getByRole("link", { name: /listings here, zoom in$/ });
const summary = (page: Page) => page.getByText(/^Showing \d+ listings? in this area/);
const areaList = (page: Page) => page.getByRole("region", { name: "In this area" });
/** The phone's list sheet's handle (docs/product/map.md, The page); absent on a wide screen and before JavaScript. */
const sheetHandle = (page: Page) => page.getByRole("button", { name: /^In this area · \d+ listings?$/ });
const shownCount = async (page: Page) => Number((await summary(page).innerText()).match(/Showing (\d+)/)?.[1]);

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

  test("on a phone the list of the map's area is below the map", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto(denverMap);
    const cards = areaList(page).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(Math.min(12, await shownCount(page)));
    await expect(page.getByRole("button", { name: /^In this area/ })).toHaveCount(0);
    const map = await page.locator("svg[data-bbox]").boundingBox();
    const list = await areaList(page).boundingBox();
    expect(list?.y).toBeGreaterThan((map?.y ?? 0) + (map?.height ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });
});

test("pins show their prices in short, as pills", async ({ page }) => {
  await page.goto("/listings?view=map");
  await expect(summary(page)).toBeVisible();
  const texts = await pins(page).evaluateAll((links) => links.map((link) => link.textContent ?? ""));
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/^(CA)?\$\d+(\.\d)?[kM]?$/);
});

test("every pin can be tapped at its pill: none lies under a cluster", async ({ page }) => {
  await page.goto("/listings?view=map");
  await expect(summary(page)).toBeVisible();
  const covered = await pins(page).evaluateAll((links) =>
    links.flatMap((link) => {
      link.scrollIntoView({ block: "center", inline: "center" });
      // The pill, or on a phone without room for it, the dot: whichever is drawn.
      const dot = [...link.querySelectorAll("[data-pin-shape]")]
        .map((shape) => shape.getBoundingClientRect())
        .find((box) => box.width > 0);
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
  expect(name).toMatch(/^\d{4} .+, (US|CA)\$[\d,]+, .+/);

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
  const drawnView = page.locator("svg[data-bbox]");
  const wholeView = await drawnView.getAttribute("data-bbox");
  // Clusters drawn twice as large on a phone may overlap a neighbour, so the test activates it as a
  // keyboard would rather than aiming a tap.
  await cluster.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+/);
  // The address changes before React draws the zoomed map: its count is read once the map shows it.
  await expect(drawnView).not.toHaveAttribute("data-bbox", wholeView ?? "");
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

const denverMap = "/listings?view=map&location=Denver%2C+CO&radius=250";
const denver = { latitude: 39.7392, longitude: -104.9903 };

/** The view's box, as the map names it (west, south, east, north). */
async function viewBox(page: Page) {
  const text = await page.locator("svg[data-bbox]").getAttribute("data-bbox");
  const [west = 0, south = 0, east = 0, north = 0] = text?.split(",").map(Number) ?? [];
  return { west, south, east, north };
}

const milesBetween = (a: typeof denver, b: typeof denver) => {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return (2 * 6371 * Math.asin(Math.sqrt(h))) / 1.60934;
};

test("the map of a radius search fits its circle, with priced pins, place names and the view's listings beside it", async ({
  page,
  isMobile,
}) => {
  await page.goto(denverMap);
  await expect(summary(page)).toBeVisible();
  // The view is the circle's box, widened to the map's shape: Colorado and its neighbours, not the continent.
  const box = await viewBox(page);
  expect(box.west).toBeGreaterThan(-118);
  expect(box.east).toBeLessThan(-92);
  expect(box.south).toBeGreaterThan(33);
  expect(box.north).toBeLessThan(47);
  expect(box.west).toBeLessThan(denver.longitude);
  expect(box.east).toBeGreaterThan(denver.longitude);

  // Every marker lies within the radius (its place read back from the map; a cluster's is its listings' mean).
  const placed = await page.locator("svg a[data-marker]").evaluateAll((links) =>
    links.map((link) => {
      const match = link
        .querySelector("g")
        ?.getAttribute("transform")
        ?.match(/translate\(([-\d.]+) ([-\d.]+)\)/);
      return { left: Number(match?.[1]), top: Number(match?.[2]) };
    }),
  );
  expect(placed.length).toBeGreaterThan(0);
  const mercatorY = (latitude: number) =>
    (1 - Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) / Math.PI) / 2;
  const top = mercatorY(box.north);
  const scale = 640 / (mercatorY(box.south) - top);
  for (const marker of placed) {
    const longitude = box.west + (marker.left / 1000) * (box.east - box.west);
    const y = top + marker.top / scale;
    const latitude = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
    expect(milesBetween(denver, { latitude, longitude })).toBeLessThan(255);
  }

  // Place names drawn by the server: the state and cities around (Denver's own may sit under its cluster).
  await expect(page.locator("svg text", { hasText: /^COLORADO$/ })).toHaveCount(1);
  expect(
    await page.locator("svg text", { hasText: /^(Colorado Springs|Fort Collins|Boulder|Pueblo|Cheyenne)$/ }).count(),
  ).toBeGreaterThanOrEqual(2);

  // The list beside the map (in its sheet on a phone): the view's listings, each one a pin or inside a cluster.
  const list = areaList(page);
  if (isMobile) await sheetHandle(page).click();
  else {
    await expect(sheetHandle(page)).toBeHidden();
    const map = await page.locator("svg[data-bbox]").boundingBox();
    expect((await list.boundingBox())?.x).toBeGreaterThan((map?.x ?? 0) + (map?.width ?? 0));
  }
  const cards = list.getByRole("listitem");
  const shown = await shownCount(page);
  // The results bar counts the search as the list's does: here every match is inside the view.
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: `${shown} ${shown === 1 ? "camper" : "campers"} within 250 mi of Denver, CO`,
    }),
  ).toBeVisible();
  expect(await cards.count()).toBe(Math.min(12, shown));
  if (shown > 12) {
    await expect(list.getByRole("link", { name: `See all ${shown} listings in this area` })).toHaveAttribute(
      "href",
      /bbox=/,
    );
  }
  const pinIds = new Set(await pins(page).evaluateAll((links) => links.map((link) => link.getAttribute("data-pin"))));
  const listed = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const clusterCount = await clusters(page).count();
  expect(listed.length).toBeGreaterThan(0);
  for (const href of listed) {
    expect(href).toMatch(/^\/listing\//);
    if (clusterCount === 0) expect(pinIds).toContain(href?.replace("/listing/", ""));
  }
  // Pointing at a card highlights its marker: every listed listing is on the map.
  for (const card of await cards.all()) {
    await card.hover();
    await expect(page.locator("svg a[data-highlighted]")).toHaveCount(1);
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a cluster or a control changes the map without moving the page", async ({ page }) => {
  await page.goto(denverMap);
  await expect(summary(page)).toBeVisible();
  const cluster = clusters(page).first();
  const target = (await cluster.count()) > 0 ? cluster : page.getByRole("link", { name: "Zoom in", exact: true });
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const url = page.url();
  // A click where the marker is, without Playwright's own scrolling into view.
  await target.dispatchEvent("click");
  await expect(page).not.toHaveURL(url);
  await expect(page).toHaveURL(/bbox=/);
  await expect(summary(page)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  const zoomedUrl = page.url();
  await page.getByRole("link", { name: "Zoom out", exact: true }).dispatchEvent("click");
  await expect(page).not.toHaveURL(zoomedUrl);
  await expect(summary(page)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test("on a phone the list is a sheet over the map: tap, keyboard and swipe open and close it, and it follows the map", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the sheet is the narrower screen's; the desktop's list is beside the map");
  await page.goto(denverMap);
  const handle = sheetHandle(page);
  const cards = areaList(page).getByRole("listitem");
  // Closed: the handle with the map's count, at the bottom of the screen, and no card in the way.
  await expect(handle).toHaveAttribute("aria-expanded", "false");
  await expect(handle).toBeInViewport();
  await expect(handle).toHaveAccessibleName(`In this area · ${await shownCount(page)} listings`);
  await expect(cards).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A tap opens it: the area's listings, scrolling inside the sheet, the controls still in reach.
  await handle.tap();
  await expect(handle).toHaveAttribute("aria-expanded", "true");
  const shown = await shownCount(page);
  await expect(cards).toHaveCount(Math.min(12, shown));
  await expect(cards.first()).toBeInViewport();
  await expect(page.getByRole("link", { name: "Zoom in", exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await accessibilityViolations(page)).toEqual([]);

  // It follows the map, open: a zoom in, then pans east away from Denver, each with its view's listings and count.
  const listed = () =>
    areaList(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const denverListed = await listed();
  const drawnView = page.locator("svg[data-bbox]");
  for (const control of ["Zoom in", "Pan east", "Pan east"]) {
    const view = await drawnView.getAttribute("data-bbox");
    await page.getByRole("link", { name: control, exact: true }).tap();
    // The address changes before React draws the new view: the count is read once the map shows it.
    await expect(drawnView).not.toHaveAttribute("data-bbox", view ?? "");
    await expect(handle).toHaveAttribute("aria-expanded", "true");
    const count = await shownCount(page);
    await expect(handle).toHaveAccessibleName(`In this area · ${count} ${count === 1 ? "listing" : "listings"}`);
    await expect(cards).toHaveCount(Math.min(12, count));
  }
  expect(await listed()).not.toEqual(denverListed);

  // Back to Denver's view; the keyboard: Escape in the sheet closes it onto its handle, Enter and Space toggle it.
  await page.goto(denverMap);
  await handle.tap();
  await cards.first().getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(handle).toHaveAttribute("aria-expanded", "false");
  await expect(handle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(handle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(cards.first().getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-expanded", "false");

  // A swipe up on the handle opens it, a swipe down closes it.
  const swipe = async (fromY: number, toY: number) => {
    const box = await handle.boundingBox();
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    await handle.dispatchEvent("pointerdown", { clientX: x, clientY: fromY, pointerType: "touch", isPrimary: true });
    await handle.dispatchEvent("pointerup", { clientX: x, clientY: toY, pointerType: "touch", isPrimary: true });
  };
  const top = (await handle.boundingBox())?.y ?? 0;
  await swipe(top + 20, top - 80);
  await expect(handle).toHaveAttribute("aria-expanded", "true");
  const openTop = (await handle.boundingBox())?.y ?? 0;
  await swipe(openTop + 20, openTop + 120);
  await expect(handle).toHaveAttribute("aria-expanded", "false");
});

test("on a phone a pin's card opens and closes with the sheet on the map", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the sheet is the narrower screen's");
  await page.goto("/listings?view=map");
  const handle = sheetHandle(page);
  await handle.tap();
  await expect(handle).toHaveAttribute("aria-expanded", "true");
  // Opening a pin's card closes the sheet, which would cover it.
  const pin = pins(page).first();
  const id = await pin.getAttribute("data-pin");
  await pin.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`pin=${id}`));
  const card = page.getByRole("complementary").filter({ has: page.getByRole("link", { name: "View listing" }) });
  await expect(card).toBeFocused();
  await expect(handle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "View listing" })).toBeInViewport();
  await page.getByRole("link", { name: "Close", exact: true }).tap();
  await expect(card).toHaveCount(0);
  await expect(pin).toBeFocused();
});
