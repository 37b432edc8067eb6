// Contact always at hand on the listing page (docs/product/listing-page.md, "Contact always at hand"): the phone's
// bar at the bottom of the screen and the desktop's sticky contact card.
import type { Locator, Page } from "@playwright/test";
import { createVerifiedAccountByRequest, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { messageableListingId } from "./listing-helpers.ts";
import { demoSeller } from "./selling-helpers.ts";

const contactBar = (page: Page) => page.getByRole("region", { name: "Price and contact" });
const contactPanel = (page: Page) => page.getByRole("region", { name: "Contact the Seller" });
const messageLink = (page: Page) => contactBar(page).getByRole("link", { name: "Message the seller" });

/** 'Price: $45,000' as the title's price says it (its 'Price: ' for screen readers included). */
async function summaryPrice(page: Page): Promise<string> {
  return (
    await page
      .locator("header p")
      .filter({ hasText: /^Price: (US|CA)\$/ })
      .innerText()
  )
    .replace(/\s+/g, " ")
    .trim();
}

async function scrollTo(page: Page, where: "half" | "end") {
  const target = await page.evaluate((to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const y = to === "half" ? Math.round(document.documentElement.scrollHeight / 2) : end;
    window.scrollTo(0, y);
    return Math.min(y, end);
  }, where);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the bar is the phone's; the desktop has the sticky card");

  test("the bar with the price, 'Message' and the heart rides the screen's bottom; 'Message' leads to the form", async ({
    page,
    request,
  }) => {
    await page.goto(`/listing/${await messageableListingId(request)}`);
    const price = await summaryPrice(page);
    await scrollTo(page, "half");
    await expect(contactBar(page)).toBeInViewport({ ratio: 1 });
    await expect(contactBar(page).getByText(price, { exact: true })).toBeInViewport();
    await expect(messageLink(page)).toBeInViewport();
    await expect(contactBar(page).getByRole("button", { name: /^Save .+ to favorites$/ })).toBeInViewport();
    // One heart per screen: the one under the title moved into the bar.
    await expect(page.getByRole("button", { name: /to favorites$/ })).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // At the end of the page the bar rests between the contact panel and the footer, covering neither.
    await scrollTo(page, "end");
    const bar = await box(contactBar(page));
    expect((await box(contactPanel(page))).y + (await box(contactPanel(page))).height).toBeLessThanOrEqual(bar.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual((await box(page.getByRole("contentinfo"))).y);

    // A visitor starts with their first name; the message field is on screen too. The bar steps aside meanwhile.
    await scrollTo(page, "half");
    await messageLink(page).click();
    await expect(contactPanel(page).getByLabel("First name*")).toBeFocused();
    await expect(contactPanel(page).getByLabel("Message*")).toBeInViewport({ ratio: 1 });
    await expect(contactBar(page)).toBeHidden();
  });

  test("a signed-in buyer's 'Message' puts the cursor in the message field", async ({ page, request }) => {
    await signInByRequest(page, await createVerifiedAccountByRequest(request, "contact-bar"));
    await page.goto(`/listing/${await messageableListingId(request)}`);
    await scrollTo(page, "half");
    await messageLink(page).click();
    const message = contactPanel(page).getByLabel("Message*");
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport({ ratio: 1 });
    await message.fill("Is it still available?");
    await expect(contactBar(page)).toBeHidden();
    // Leaving the form brings the bar back.
    await message.blur();
    await expect(contactBar(page)).toBeVisible();
  });

  test("the listing's owner has no form and no bar; the heart stays under the title", async ({ page, request }) => {
    await signInByRequest(page, demoSeller.email, demoSeller.password);
    await page.goto(`/listing/${await messageableListingId(request)}`);
    await expect(page.getByText("This is your own listing.", { exact: false })).toBeVisible();
    await expect(contactBar(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Save .+ to favorites$/ })).toBeVisible();
  });
});

test("on a desktop the contact card stays in view while the page scrolls down its column, with the price", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the phone has the bar");
  await page.goto(`/listing/${await messageableListingId(request)}`);
  const price = await summaryPrice(page);
  await expect(contactBar(page)).toBeHidden();
  // 1,500 px, or less on a listing whose photos and details end sooner: the card is held within their column.
  const distance = await page.locator("#contact-seller").evaluate((card) => {
    const column = card.parentElement?.getBoundingClientRect();
    return Math.min(1_500, Math.floor((column?.bottom ?? 0) + window.scrollY - window.innerHeight));
  });
  expect(distance).toBeGreaterThan(600);
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, distance);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(distance);
  await expect(contactPanel(page).getByRole("heading", { name: "Contact the Seller" })).toBeInViewport();
  await expect(contactPanel(page).getByRole("button", { name: "Send Message" })).toBeInViewport();
  // The title's price has scrolled away; the card shows it.
  await expect(page.locator("header p").filter({ hasText: /^Price: (US|CA)\$/ })).not.toBeInViewport();
  await expect(page.locator("#contact-seller").getByText(price, { exact: true })).toBeInViewport();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  // A phone's screen, on any project: the bar is the phone's, and a link answers the same on any browser.
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("the bar's 'Message' is a link to the contact form, and its heart a form", async ({ page, request }) => {
    await page.goto(`/listing/${await messageableListingId(request)}`);
    await expect(messageLink(page)).toHaveAttribute("href", "#contact");
    await expect(page.locator("#contact form").getByLabel("Message*")).toBeAttached();
    await messageLink(page).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(contactPanel(page).getByRole("heading", { name: "Contact the Seller" })).toBeInViewport();
    await expect(contactPanel(page).getByLabel("First name*")).toBeInViewport();

    await contactBar(page)
      .getByRole("button", { name: /^Save .+ to favorites$/ })
      .click();
    await expect(page).toHaveURL(/\/sign-in-camper\?/);
  });
});
