// Listing statistics (docs/product/seller-statistics.md): a visitor's view is counted on the server, once a day,
// robots and the owner's own visits are not, and the owner's dashboard shows it. The e2e server writes views
// every second (LISTING_VIEWS_FLUSH_SECONDS=1 in scripts/e2e-server.mjs).
import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };
const desktopChrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/** A page in a browser context of its own (no cookies), with the given user agent. */
async function visitorPage(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, userAgent });
  return context.newPage();
}

async function viewsOf(statistics: Locator): Promise<number> {
  const figure = statistics.getByRole("term").filter({ hasText: "Views, last 30 days" });
  return Number((await figure.locator("xpath=following-sibling::dd").innerText()).replace(/,/g, ""));
}

test("a visitor's view reaches the owner's dashboard; robots, prefetches and the owner are not counted", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Listing statistics" })).toBeVisible();
  const statistics = page
    .getByRole("region", { name: "Listing statistics" })
    .getByRole("article", { name: /^Statistics of / })
    .first();
  const listingLink = statistics.getByRole("link");
  const title = await listingLink.innerText();
  const listingPath = (await listingLink.getAttribute("href")) as string;
  const viewsBefore = await viewsOf(statistics);

  // Not counted: the owner, a search engine's crawler, a prefetch.
  await page.goto(listingPath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const crawler = await visitorPage(
    browser,
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  );
  expect((await crawler.goto(listingPath))?.status()).toBe(200);
  const prefetch = await crawler.request.get(listingPath, {
    headers: { "user-agent": desktopChrome, "sec-purpose": "prefetch" },
  });
  expect(prefetch.status()).toBe(200);

  // Counted once: a visitor (a browser of their own, so each run is a new visitor) who reads the page twice.
  const visitor = await visitorPage(browser, `${desktopChrome} e2e/${randomUUID().slice(0, 8)}`);
  await visitor.goto(listingPath);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await expect(async () => {
    await page.goto("/dashboard");
    expect(await viewsOf(statistics)).toBe(viewsBefore + 1);
  }).toPass({ timeout: 15_000 });

  const chart = statistics.getByRole("img");
  await expect(chart).toHaveAttribute(
    "aria-label",
    /^Views per day from .+ to .+: [\d,]+ views? in total, most on .+\.$/,
  );
  await statistics.getByText("Views per day", { exact: true }).click();
  const table = statistics.getByRole("table", { name: `Views per day of ${title}` });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(
    new RegExp(`^[A-Z][a-z]{2} ${new Date().getUTCDate()}, ${new Date().getUTCFullYear()}$`),
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await crawler.context().close();
  await visitor.context().close();
});
