// Making the deal (docs/product/making-the-deal.md) in a real browser, as new users would: a buyer offers from the
// listing, the seller counters in the conversation, the buyer accepts; the listing shows 'Sale pending' and leaves
// default search (back with pending=1); both download a bill of sale whose text holds the VIN and the price; the seller
// marks it sold with a published price and it is on /sold. Then the payment calculator before JavaScript loads.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "#app/modules/handover/testing/pdf-text.ts";
import { expectedCheckDigit } from "#app/modules/vin/vin.ts";
import { createVerifiedAccountByRequest, newSignedInPage } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { publishListingByRequest } from "./selling-helpers.ts";

test.describe.configure({ mode: "serial" });

const unique = () => randomUUID().slice(0, 6);

/** A VIN no other listing carries (a copied one would hold the listing from search), with its check digit. */
function freshVin(): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
  const draft = `1FDXE45S08DA${serial}`.slice(0, 17);
  return `${draft.slice(0, 8)}${expectedCheckDigit(draft)}${draft.slice(9)}`;
}

/** Whether the default search for `make` (or with pending=1) lists the listing. */
async function searchLists(page: Page, make: string, listingPath: string, pending = false): Promise<boolean> {
  await page.goto(`/listings?make=${make}${pending ? "&pending=1" : ""}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return (await page.locator(`main a[href="${listingPath}"]`).count()) > 0;
}

/** The bill of sale downloaded from the accepted offer's page, as its text. */
async function downloadBillOfSale(page: Page, threadPath: string, sellerName: string, buyerName: string) {
  await page.goto(threadPath);
  await page.getByRole("link", { name: "Bill of sale and handover checklist" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bill of sale" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel("Seller's full name").fill(sellerName);
  await page.getByLabel("Buyer's full name").fill(buyerName);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the bill of sale (PDF)" }).click(),
  ]);
  return pdfText(await readFile(await download.path()));
}

test("a buyer offers, the seller counters, the buyer accepts: 'Sale pending', a bill of sale for both, then sold on /sold", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [sellerEmail, buyerEmail] = await Promise.all([
    createVerifiedAccountByRequest(request, "deal-seller"),
    createVerifiedAccountByRequest(request, "deal-buyer"),
  ]);
  const seller = await newSignedInPage(browser, sellerEmail);
  const make = `Dealmake${unique()}`;
  const vin = freshVin();
  const listingPath = await publishListingByRequest(seller, {
    make,
    model: "Transit",
    price: "48,500",
    description: "High roof, 200 Ah lithium, diesel heater.",
    vin,
  });
  const listingId = listingPath.split("/").pop() ?? "";
  const buyer = await newSignedInPage(browser, buyerEmail);
  expect(await searchLists(buyer, make, listingPath)).toBe(true);

  // The buyer offers from the listing page.
  await buyer.goto(listingPath);
  await expect(buyer.getByText("Open to offers")).toBeVisible();
  await buyer.getByRole("link", { name: "Make an offer" }).first().click();
  await expect(buyer).toHaveURL(`${listingPath}/offer`);
  await expect(buyer.getByRole("heading", { level: 1, name: "Make an offer" })).toBeVisible();
  expect(await accessibilityViolations(buyer)).toEqual([]);
  await buyer.getByLabel("Your offer, in US dollars").fill("44,000");
  await buyer.getByLabel("Message (optional)").fill("Cash, and I can collect it this week.");
  await buyer.getByRole("button", { name: "Send offer" }).click();
  await expect(buyer).toHaveURL(/\/inbox\/[0-9a-f-]{36}/);
  const threadPath = new URL(buyer.url()).pathname;
  await expect(buyer.getByText("You offered US$44,000.").first()).toBeVisible();

  // The seller counters in the conversation.
  await seller.goto(threadPath);
  await expect(seller.getByText(/offered US\$44,000\./).first()).toBeVisible();
  expect(await accessibilityViolations(seller)).toEqual([]);
  await seller.getByLabel("Your counter-offer, in US dollars").fill("46,500");
  await seller.getByRole("button", { name: "Send counter-offer" }).click();
  await expect(seller.getByText("You made a counter-offer of US$46,500.").first()).toBeVisible();

  // The buyer accepts the counter: the listing is pending and leaves default search.
  await buyer.goto(threadPath);
  await buyer.getByRole("button", { name: "Accept counter-offer" }).click();
  await expect(buyer.getByText("Offer accepted: US$46,500.")).toBeVisible();
  await buyer.goto(listingPath);
  await expect(buyer.getByText("Sale pending").first()).toBeVisible();
  await expect(buyer.getByRole("link", { name: "Make an offer" })).toHaveCount(0);
  expect(await searchLists(buyer, make, listingPath)).toBe(false);
  expect(await searchLists(buyer, make, listingPath, true)).toBe(true);

  // Both download the bill of sale: the VIN and the price are in it, with the names as typed.
  for (const [page, who] of [
    [seller, "seller"],
    [buyer, "buyer"],
  ] as const) {
    const text = await downloadBillOfSale(page, threadPath, "Samantha Rivers", "Robin Vale-Ortiz");
    expect(text, who).toContain(vin);
    expect(text, who).toContain("46,500");
    expect(text, who).toContain("Samantha Rivers");
    expect(text, who).toContain("Robin Vale-Ortiz");
  }

  // The seller marks it sold at the accepted price, published: it is on /sold.
  await seller.goto(`/mark-as-sold/${listingId}`);
  await expect(seller.getByLabel("Sale price (optional)")).toHaveValue("46500");
  await seller.getByLabel("Publish the sale price").check();
  await seller.getByRole("button", { name: "Mark as sold" }).click();
  await expect(seller.getByText("Your listing is marked as sold.")).toBeVisible();
  await buyer.goto(`/sold?make=${make}`);
  const card = buyer.locator("main li, main article").filter({ hasText: make }).first();
  await expect(card).toContainText("US$46,500");
  expect(await accessibilityViolations(buyer)).toEqual([]);
  await seller.context().close();
  await buyer.context().close();
});

test("the payment calculator works before JavaScript loads, by the standard amortization, and live after", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/listings");
  const first = await plain.locator("main a[href^='/listing/']").first().getAttribute("href");
  await plain.goto(first ?? "/");
  const calculator = plain.locator("#payment");
  await calculator.getByLabel("Price").fill("40000");
  await calculator.getByLabel("Down payment").fill("5,000");
  await calculator.getByLabel("APR (%)").fill("7.5");
  await calculator.getByLabel("Loan term").selectOption("60");
  await calculator.getByLabel("Sales tax").selectOption("OR");
  await calculator.getByRole("button", { name: "Calculate" }).click();
  await expect(plain).toHaveURL(/apr=7\.5/);
  // Oregon has no sales tax: $35,000 over 60 months at 7.5%, M = P·r / (1 − (1 + r)^−n), r = 7.5% / 12.
  const rate = 0.075 / 12;
  const monthly = (35_000 * rate) / (1 - (1 + rate) ** -60);
  const dollars = monthly.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  expect(dollars).toBe("701.33");
  // The first listing may ask in Canadian dollars: the calculator then counts in them.
  await expect(plain.locator("#payment")).toContainText(new RegExp(`(US|CA)\\$${dollars.replace(".", "\\.")}`));
  const calculated = plain.url();
  await context.close();

  // Once JavaScript runs, the figures follow the fields as they are typed: at 0%, the principal over the months.
  await page.goto(calculated);
  const live = page.locator("#payment");
  await live.scrollIntoViewIfNeeded();
  expect(await accessibilityViolations(page)).toEqual([]);
  await live.getByLabel("APR (%)").fill("0");
  await expect(live).toContainText(/(US|CA)\$583\.33/);
});
