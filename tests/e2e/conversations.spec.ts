// Conversations (docs/product/conversations.md) in a real browser: a signed-in buyer writes from the listing's
// contact panel, the seller replies in /inbox, the buyer reads the reply; mails over real SMTP carry a link and
// neither party's address; the buyer is named by the display name chosen on the dashboard, never by the start of
// their e-mail address; a third account gets the 404 of an unknown id; and the same without JavaScript.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createVerifiedAccountByRequest, newSignedInPage, signIn, strongPassword } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, siteNavigation, test } from "./fixtures.ts";
import { waitForMails } from "./mail-sink.ts";

const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };

test.describe.configure({ mode: "serial" });

/** The address of one of the demo seller's active listings, read from My Listings (only those link to their page). */
async function activeListingOf(seller: Page): Promise<string> {
  await seller.goto("/my-listings");
  const link = seller.locator('article a[href^="/listing/"]').first();
  return (await link.getAttribute("href")) ?? "";
}

test("a buyer writes, the seller replies in the inbox, the buyer reads it; nobody else can open it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyerEmail = await createVerifiedAccountByRequest(request, "conv-buyer");
  const strangerEmail = await createVerifiedAccountByRequest(request, "conv-stranger");
  const seller = await newSignedInPage(browser, demoSeller.email, demoSeller.password);
  const listingPath = await activeListingOf(seller);

  // Signed out, /inbox asks to sign in and comes back.
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/sign-in-camper\?redirect=%2Finbox$/);
  await signIn(page, buyerEmail, strongPassword);
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  // The buyer chooses the name the seller will see (docs/product/selling.md, "Dashboard").
  const buyerLocalPart = buyerEmail.split("@")[0] ?? "";
  const displayName = `Camper fan ${randomUUID().slice(0, 6)}`;
  await page.goto("/dashboard");
  const account = page.getByRole("region", { name: "Your account" });
  await account.getByLabel("Display name").fill(`${buyerLocalPart}@example.com`);
  await account.getByRole("button", { name: "Save display name" }).click();
  await expect(account.getByText("Please do not use an e-mail address as your display name.").first()).toBeVisible();
  await account.getByLabel("Display name").fill(displayName);
  await account.getByRole("button", { name: "Save display name" }).click();
  await expect(account.getByText("Your display name has been saved.")).toBeVisible();
  await expect(account.getByLabel("Display name")).toHaveValue(displayName);
  expect(await accessibilityViolations(page, "section[aria-labelledby='account-heading']")).toEqual([]);

  // The panel of a signed-in buyer: one field, 'Send Message', and the conversation's link once sent.
  await page.goto(listingPath);
  const panel = page.locator("#contact");
  await expect(panel.getByRole("heading", { name: "Contact the Seller" })).toBeVisible();
  await expect(panel.getByLabel("First name*")).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "How to buy safely" })).toHaveAttribute("href", "/buying-safely");
  await panel.getByLabel("Message*").fill("Is it still available? Text me on WhatsApp, it's quicker.");
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(panel.getByText("✅ Your message has been sent!")).toBeVisible();
  await panel.getByRole("link", { name: "Open the conversation" }).click();
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  // The sender never sees a notice about their own message.
  await expect(page.getByRole("heading", { name: "⚠️ Safety notice" })).toHaveCount(0);

  // The seller is told by mail: a link, neither address.
  // The seller gets mail from every run: this buyer's is the one named by their display name.
  const [toSeller] = await waitForMails(demoSeller.email, new RegExp(`^New message from ${displayName} about `));
  for (const part of [toSeller?.text, toSeller?.html]) {
    expect(part).toContain(threadPath);
    expect(part).not.toContain(buyerLocalPart);
    expect(part).not.toContain(demoSeller.email);
  }

  // The seller sees it unread in the inbox, with a safety notice, and replies.
  await seller.goto("/inbox");
  expect(await accessibilityViolations(seller)).toEqual([]);
  await expect((await siteNavigation(seller)).getByRole("link", { name: /^Inbox, \d+ unread$/ })).toBeVisible();
  await seller.goto("/inbox");
  const row = seller.getByRole("listitem").filter({ has: seller.locator(`a[href="${threadPath}"]`) });
  await expect(row.getByText(`with ${displayName}`)).toBeVisible();
  await expect(seller.getByText(buyerLocalPart)).toHaveCount(0);
  await seller.locator(`a[href="${threadPath}"]`).click();
  await expect(seller.getByText(`with ${displayName}`)).toBeVisible();
  await expect(seller.getByRole("heading", { name: "⚠️ Safety notice" })).toBeVisible();
  await expect(seller.getByText("Is it still available? Text me on WhatsApp, it's quicker.")).toBeVisible();
  expect(await accessibilityViolations(seller)).toEqual([]);
  await seller.getByLabel("Your reply").fill("Yes, it is. Come by on Saturday?");
  // A double click sends one reply, and the box is empty once it is sent (a later click has nothing to send).
  await seller.getByRole("button", { name: "Send reply" }).dblclick();
  await expect(seller.getByText("Your reply has been sent.")).toBeVisible();
  await expect(seller.getByLabel("Your reply")).toHaveValue("");
  await expect(seller.getByRole("button", { name: "Send reply" })).toBeEnabled();
  await expect(seller.getByRole("article").filter({ hasText: "Yes, it is. Come by on Saturday?" })).toHaveCount(1);

  // The buyer gets the mail and reads the reply.
  const [toBuyer] = await waitForMails(buyerEmail, /^New message from .+ about /);
  expect(toBuyer?.text).toContain(threadPath);
  expect(toBuyer?.text).not.toContain(demoSeller.email);
  expect(toBuyer?.text).not.toContain(buyerEmail);
  await page.goto("/inbox");
  await expect((await siteNavigation(page)).getByRole("link", { name: "Inbox, 1 unread" })).toBeVisible();
  await page.goto("/inbox");
  await page.locator(`a[href="${threadPath}"]`).click();
  // The inbox shows the reply too (its last message): the thread's own link says the navigation has landed.
  await expect(page.getByRole("link", { name: "Back to Inbox" })).toBeVisible();
  await expect(page.getByText("Yes, it is. Come by on Saturday?")).toBeVisible();
  await expect((await siteNavigation(page)).getByRole("link", { name: "Inbox", exact: true })).toBeVisible();

  // A third account: the same 404 as an unknown conversation.
  const stranger = await newSignedInPage(browser, strangerEmail);
  const response = await stranger.goto(threadPath);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect((await stranger.goto("/inbox/not-a-conversation"))?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test("the panel posts and opens the conversation; reply, block and unblock are plain forms", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyerEmail = await createVerifiedAccountByRequest(request, "conv-nojs");
    const seller = await newSignedInPage(browser, demoSeller.email, demoSeller.password);
    const listingPath = await activeListingOf(seller);
    const buyer = await newSignedInPage(browser, buyerEmail, strongPassword, false);

    await buyer.goto(listingPath);
    await buyer.locator("#contact").getByLabel("Message*").fill("Hello, is the price firm?");
    await buyer.locator("#contact").getByRole("button", { name: "Send Message" }).click();
    await expect(buyer).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
    await expect(buyer.getByText("Hello, is the price firm?")).toBeVisible();

    await buyer.getByLabel("Your reply").fill("And does the heater work?");
    await buyer.getByRole("button", { name: "Send reply" }).click();
    await expect(buyer.getByText("Your reply has been sent.")).toBeVisible();
    await expect(buyer.getByText("And does the heater work?")).toBeVisible();
    // The redirect gives a fresh page: the box is empty.
    await expect(buyer.getByLabel("Your reply")).toHaveValue("");

    const block = buyer.getByRole("button", { name: /^Block / });
    await block.click();
    await expect(buyer.getByText(/^You have blocked .+\. They can no longer send you messages\.$/)).toBeVisible();
    await expect(buyer.getByLabel("Your reply")).toHaveCount(0);
    await buyer.getByRole("button", { name: /^Unblock / }).click();
    await expect(buyer.getByText(/^You have unblocked .+\.$/)).toBeVisible();
    await expect(buyer.getByLabel("Your reply")).toBeVisible();
  });
});
