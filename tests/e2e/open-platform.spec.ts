// The open platform (docs/product/open-platform.md) as a builder would try it: a key made in account settings reads the
// API and writes a listing through it; a 20-row CSV with two bad rows is checked, then applied as 18 drafts; a webhook
// receiver on this machine gets a signed `listing.published` that verifies. And /developers reads whole without
// JavaScript.
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { verifySignature } from "#app/modules/webhooks/verify-signature.ts";
import { createVerifiedAccountByRequest, formPost, newSignedInPage } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { publishListingByRequest } from "./selling-helpers.ts";

test.describe.configure({ mode: "serial" });

/** Makes a key on /account/api-keys as its owner would, and reads it from the page (it is shown once). */
async function createKey(page: Page, name: string): Promise<string> {
  await page.goto("/account");
  await page.getByRole("link", { name: "Manage API keys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Manage my listings").check();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { name: `Your new key: ${name}` })).toBeVisible();
  await expect(page.getByText("it will not be shown again")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const key = (await page.getByLabel("Key", { exact: true }).inputValue()).trim();
  expect(key).toMatch(/^rsk_[A-Za-z0-9_-]{43}$/);
  return key;
}

/** The ids of the listings a search page shows, in order. */
async function listingIdsOnPage(page: Page, query: string): Promise<string[]> {
  await page.goto(`/listings?${query}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const hrefs = await page
    .locator("main article a[href^='/listing/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.split("/")[2] ?? ""))];
}

test("a key made in account settings reads the API as /listings shows it, and writes a listing that waits for its payment", async ({
  browser,
  request,
}) => {
  const email = await createVerifiedAccountByRequest(request, "api-key");
  const page = await newSignedInPage(browser, email);
  const key = await createKey(page, "Inventory sync");
  const auth = { Authorization: `Bearer ${key}` };

  const shown = await listingIdsOnPage(page, "type=van");
  const answer = await request.get(`/api/v1/listings?type=van&limit=${shown.length}`, { headers: auth });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { id: string }[] };
  expect(data.map((listing) => listing.id)).toEqual(shown);

  const bad = await request.get("/api/v1/listings?minPrice=cheap");
  expect(bad.status()).toBe(400);
  expect(bad.headers()["content-type"]).toContain("application/problem+json");
  expect(JSON.stringify(await bad.json())).toContain("Minimum price must be a whole number of dollars.");

  const body = {
    tier: "graze",
    stockNumber: "API-1",
    vehicle_type: "van",
    make: "Ford",
    model: "Transit",
    year: "2018",
    price: "39,500",
    location: "Boise, ID",
    description: "Written by an inventory system.",
  };
  const write = { headers: { ...auth, "Idempotency-Key": "create-api-1" }, data: body };
  const created = await request.post("/api/v1/my/listings", write);
  expect(created.status()).toBe(202);
  const draft = (await created.json()) as { checkoutUrl: string | null };
  expect(draft.checkoutUrl).toBeTruthy();
  const replayed = await request.post("/api/v1/my/listings", write);
  expect(replayed.headers()["idempotent-replayed"]).toBe("true");
  const mine = await request.get("/api/v1/my/listings", { headers: auth });
  expect(((await mine.json()) as { data: unknown[] }).data).toHaveLength(1);
});

/** A 20-row inventory: rows 7 and 15 (lines 8 and 16) are bad, a year from the future and a missing make. */
function inventoryCsv(prefix: string): string {
  const header = "stock_number,tier,vehicle_type,make,model,year,price,mileage,location,description";
  const rows = Array.from({ length: 20 }, (_, index) => {
    const number = index + 1;
    const year = number === 7 ? "2099" : String(2010 + (number % 12));
    const make = number === 15 ? "" : "Ford";
    return `${prefix}-${number},graze,van,${make},Transit ${number},${year},${30_000 + number * 500},${40_000 + number},"Boise, ID","Van ${number}, ready to roam."`;
  });
  return `${[header, ...rows].join("\n")}\n`;
}

test("a seller checks a 20-row CSV with two bad rows, then applies it: 18 drafts, nothing published", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedAccountByRequest(request, "importer");
  const page = await newSignedInPage(browser, email);
  await page.goto("/my-listings");
  await page.getByRole("link", { name: "Import a CSV" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Import your inventory" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the template" })).toHaveAttribute(
    "href",
    "/my-listings/import/template.csv",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("CSV file").setInputFiles({
    name: "stock.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(inventoryCsv("E2E")),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import of stock.csv" })).toBeVisible();
  await expect(page.getByText("18 to create, 0 to update, 2 with errors")).toBeVisible();
  const errorRows = page.getByRole("row").filter({ hasText: "Error" });
  await expect(errorRows).toHaveCount(2);
  await expect(errorRows.filter({ hasText: "E2E-15" })).toContainText("make", { ignoreCase: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Apply 18 rows" }).click();
  await expect(page.getByText("18 of 18 rows applied")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Nothing is published by an import.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Pay and publish the draft E2E-/ })).toHaveCount(18);

  await page.goto("/listings?make=Ford&model=Transit 3");
  await expect(page.locator("main")).not.toContainText("Van 3, ready to roam.");
});

/** A receiver on the port the e2e server lets webhooks reach (scripts/e2e-server.mjs: OUTBOUND_ALLOWED_HOSTS). */
async function startReceiver() {
  const received: { body: string; signature: string | undefined; event: string | undefined }[] = [];
  const receiver = createServer((incoming: IncomingMessage, answer) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: incoming.headers["roamstead-signature"] as string | undefined,
        event: incoming.headers["roamstead-event"] as string | undefined,
      });
      answer.writeHead(204).end();
    });
  });
  const appPort = Number(new URL(String(test.info().project.use.baseURL)).port);
  receiver.listen(appPort + 2, "127.0.0.1");
  await once(receiver, "listening");
  const { port } = receiver.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/roamstead`, close: () => receiver.close() };
}

test("a webhook receiver on this machine gets a signed listing.published that verifies @desk", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const email = await createVerifiedAccountByRequest(request, "webhooks");
    const page = await newSignedInPage(browser, email);
    await page.goto("/account");
    await page.getByRole("link", { name: "Manage webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByLabel("Listing published").check();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByText("The webhook was added. Its signing secret is below.")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The answer to 'Add webhook' shows the new secret; hidden, it is sent again only when asked for.
    await page.getByRole("link", { name: "Hide signing secret" }).click();
    await expect(page.getByLabel("Signing secret", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Show signing secret" }).click();
    const secret = await page.getByLabel("Signing secret", { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_/);

    const listingPath = await publishListingByRequest(page, {
      make: "Hookmake",
      model: "Transit",
      price: "41,000",
      description: "Told to a webhook.",
    });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.received;
    expect(delivery?.event).toBe("listing.published");
    expect(verifySignature({ body: delivery?.body ?? "", header: delivery?.signature, secret })).toBe(true);
    expect(JSON.parse(delivery?.body ?? "{}").data.url).toContain(listingPath);

    await page.reload();
    await expect(page.getByText("Delivered", { exact: true }).first()).toBeVisible();

    // 'Roll secret' (the secret is still shown: the page is `?reveal=`) asks first, under the secret; confirmed, the
    // new secret takes the old one's place.
    await page.getByRole("link", { name: "Roll secret" }).click();
    const rollQuestion = page.getByRole("heading", {
      name: `Roll the signing secret of the webhook to ${receiver.url}?`,
    });
    await expect(rollQuestion).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Roll secret" }).click();
    await expect(
      page.getByText("The webhook has a new signing secret. The old one no longer signs anything."),
    ).toBeVisible();
    await expect(rollQuestion).toHaveCount(0);
    await expect(page.getByLabel("Signing secret", { exact: true })).not.toHaveValue(secret);

    // 'Delete' asks first, its question taking the focus; 'Cancel' keeps the webhook, 'Delete webhook' deletes it.
    const endpoint = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: receiver.url }) });
    await endpoint.getByRole("link", { name: "Delete", exact: true }).click();
    const question = page.getByRole("heading", { name: `Delete the webhook to ${receiver.url}?` });
    await expect(question).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    await endpoint.getByRole("link", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete webhook" }).click();
    await expect(page.getByText("The webhook was deleted.")).toBeVisible();
    await expect(page.getByText("No webhooks yet.")).toBeVisible();

    // Out of 'Recently listed' again: this camper has no photo, and the home page's test expects the demo's photos there.
    const deleted = await page.request.post(listingPath.replace("/listing/", "/delete-listing/"), formPost({}));
    expect(deleted.status()).toBe(303);
  } finally {
    receiver.close();
  }
});

test("/developers reads whole without JavaScript: every operation, keys, limits and errors @desk", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withoutJavaScript = await context.newPage();
  await withoutJavaScript.goto("/developers");
  await expect(withoutJavaScript.getByRole("heading", { level: 1 })).toBeVisible();
  for (const path of ["/api/v1/listings", "/api/v1/listings/{id}", "/api/v1/builders", "/api/v1/sold"]) {
    await expect(withoutJavaScript.getByText(path, { exact: true }).first()).toBeVisible();
  }
  await context.close();

  // axe runs in the page, so with JavaScript. The whole reference is hundreds of tables: it reads the guide and one
  // group of operations, which share every component the rest is made of.
  await page.goto("/developers");
  expect(await accessibilityViolations(page, "#errors")).toEqual([]);
  expect(await accessibilityViolations(page, "#reference section:first-of-type")).toEqual([]);
});
