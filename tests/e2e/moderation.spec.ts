// Reports and moderation in a real browser (docs/product/reports-and-moderation.md): three new accounts report a
// listing, which stays in search (new accounts weigh nothing) and waits in /admin/reports; an administrator hides
// it, it leaves search, restores it and it is back; the queue refuses members; /buying-safely; and reporting
// before JavaScript. The automatic hide by reporters of standing is tested in report-listing.server.test.ts.
import type { Page } from "@playwright/test";
import { createVerifiedAccountByRequest, signInByRequest, signOut } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

const admin = { email: "admin@roamstead.demo", password: "roam-the-demo-2026" };

/** The id of the n-th listing on the first page of /listings (newest first). */
async function listingIdOnSearch(page: Page, position: number): Promise<string> {
  await page.goto("/listings");
  await expect(page.locator('main a[href^="/listing/"]').first()).toBeVisible();
  const links = await page.locator('main a[href^="/listing/"]').all();
  const hrefs = await Promise.all(links.map(async (link) => (await link.getAttribute("href")) ?? ""));
  const ids = [...new Set(hrefs.map((href) => href.match(/^\/listing\/([0-9a-f-]{36})$/)?.[1]).filter(Boolean))];
  const id = ids[position];
  if (!id) throw new Error(`no listing at position ${position} on /listings`);
  return id;
}

const searchLink = (page: Page, id: string) => page.locator(`main a[href="/listing/${id}"]`).first();

/** Reports the listing through its form as `email` (signed in by HTTP: a new sign-in replaces whoever was). */
async function report(page: Page, id: string, email: string) {
  await signInByRequest(page, email);
  await page.goto(`/listing/${id}/report`);
  await expect(page.getByRole("heading", { level: 1, name: "Report this listing" })).toBeVisible();
  await page.getByRole("radio", { name: "Scam or fraud" }).check();
  await page.getByLabel("Details").fill("Asked me to pay by wire transfer before any visit.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your report" })).toBeVisible();
  await expect(page.getByText("Your report was sent. Our team will review the listing.")).toBeVisible();
}

test(
  "a listing reported by 3 new accounts stays in search and waits in /admin/reports; hidden there, then restored",
  {
    // Its journey ends on the admin's queue and decision, pages for the desk (playwright.config.ts, project "mobile").
    tag: "@desk",
  },
  async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    // Each project its own listing, so the two runs do not meet.
    const id = await listingIdOnSearch(page, testInfo.project.name === "mobile" ? 1 : 0);
    await expect(searchLink(page, id)).toBeVisible();

    const reporters = [];
    for (const label of ["reporter-a", "reporter-b", "reporter-c"])
      reporters.push(await createVerifiedAccountByRequest(request, label));

    // The form, checked with axe, and its answers for a missing reason and a second report.
    await signInByRequest(page, reporters[0] ?? "");
    await page.goto(`/listing/${id}/report`);
    await expect(page.getByRole("heading", { level: 1, name: "Report this listing" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    for (const email of reporters.slice(0, 2)) await report(page, id, email);
    await page.goto("/listings");
    await expect(searchLink(page, id)).toBeVisible();
    await report(page, id, reporters[2] ?? "");
    // Three accounts made a minute ago cannot hide a listing.
    await page.goto("/listings");
    await expect(searchLink(page, id)).toBeVisible();

    // The queue refuses a member who is not an administrator.
    await signInByRequest(page, reporters[0] ?? "");
    const refused = await page.goto("/admin/reports");
    expect(refused?.status()).toBe(403);
    await expect(page.getByText("Access denied. This page is for administrators only.")).toBeVisible();

    await signInByRequest(page, admin.email, admin.password);
    await page.goto("/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const card = page.locator("article").filter({ has: page.locator(`a[href="/listing/${id}"]`) });
    await expect(card.getByText("State: Public")).toBeVisible();
    await expect(card.getByText(/3 reports · 3 signed-in reporters/)).toBeVisible();
    await expect(card.getByRole("list", { name: "Reasons" })).toHaveText("Scam or fraud (3)");
    expect(await accessibilityViolations(page)).toEqual([]);

    await card.getByRole("button", { name: /^Hide listing\b/ }).click();
    await expect(page.getByText("Listing hidden.")).toBeVisible();
    await page.goto("/listings");
    await expect(page.locator("main a[href^='/listing/']").first()).toBeVisible();
    await expect(searchLink(page, id)).toHaveCount(0);

    await page.goto("/admin/reports?view=hidden");
    const hidden = page.locator("article").filter({ has: page.locator(`a[href="/listing/${id}"]`) });
    await hidden.getByRole("button", { name: /^Restore listing\b/ }).click();
    await expect(page.getByText("Listing restored.")).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: "Recent Admin Activity" }).getByRole("row").nth(1)).toContainText(
      `${admin.email}Restored listing`,
    );
    await signOut(page);

    await page.goto("/listings");
    await expect(searchLink(page, id)).toBeVisible();
  },
);

test("/buying-safely answers 200 for everyone, is linked from the footer and passes axe", { tag: "@desk" }, async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Buying safely" }).click();
  await expect(page).toHaveURL("/buying-safely");
  await expect(page.getByRole("heading", { level: 1, name: "Buying safely" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pay safely" })).toBeVisible();
  const direct = await page.goto("/buying-safely");
  expect(direct?.status()).toBe(200);
  expect(direct?.headers()["cache-control"]).toBe("public, max-age=3600");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor without an account reports a listing; 'Other' needs details; a second report is answered politely", async ({
    page,
  }, testInfo) => {
    const id = await listingIdOnSearch(page, testInfo.project.name === "mobile" ? 3 : 2);
    await page.goto(`/listing/${id}/report`);
    await expect(page.getByRole("heading", { level: 1, name: "Report this listing" })).toBeVisible();

    await page.getByRole("radio", { name: "Other" }).check();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please describe the problem when the reason is 'Other'.")).toBeVisible();
    await expect(page.getByText("Please check the highlighted fields.")).toBeVisible();

    await page.getByRole("radio", { name: "Other" }).check();
    await page.getByLabel("Details").fill("The photos are of another van (reverse image search).");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(`/listing/${id}/report?reported=1`);
    await expect(page.getByText("Your report was sent. Our team will review the listing.")).toBeVisible();

    await page.goto(`/listing/${id}/report`);
    await expect(
      page.getByText("You have already reported this listing. Thank you — our team will review it."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Send report" })).toHaveCount(0);
  });
});
