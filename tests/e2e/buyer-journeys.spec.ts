// Three journeys written from what buyers expect, on a slow network as well as a fast one: a favourite (and a
// message being written) carried through sign-up and sign-in; a new sort never mixed with pages of the old one;
// the link a sent message offers always opens the conversation (docs/product/accounts.md, "Carried through
// sign-in"; browse-and-search.md, "Infinite scroll"; conversations.md, "Contact panel").
import type { Page } from "@playwright/test";
import {
  createVerifiedAccountByRequest,
  linkFromMail,
  signIn,
  signInByRequest,
  strongPassword,
  uniqueEmail,
} from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { listingIdsOf, messageableListingId } from "./listing-helpers.ts";

/** Every request and response waits this long on top of the server (Chromium's DevTools network emulation). */
async function slowNetwork(page: Page, latencyMs: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The ids of the listing cards shown, in their order. */
async function shownListingIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a[href^="/listing/"]')?.getAttribute("href") ?? ""),
    );
  return hrefs.map((href) => href.replace("/listing/", ""));
}

const confirmSubject = "Confirm your Roamstead account";

/**
 * Rounds of each race, each on a fresh page: 2 in the suite, `JOURNEY_ROUNDS=10` for the evidence that a journey
 * holds time after time (ADR 045).
 */
const rounds = Number(process.env.JOURNEY_ROUNDS ?? 2);

/** The fast network's runs are the desktop's; the phone runs the slow one, where the races were seen. */
const networks = [
  { latencyMs: 0, tag: "@desk" },
  { latencyMs: 400, tag: "@slow" },
] as const;

test.describe("carried through sign-in", () => {
  test("a heart pressed signed out is saved by signing up and opening the confirmation link", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/listings");
    const heart = page.getByRole("button", { name: /^Save .+ to favorites$/ }).first();
    const title = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Save (.+) to favorites$/, "$1");
    await heart.click();
    await expect(page.getByText("Sign in to save campers to your favorites.")).toBeVisible();

    // No account yet: sign up from the sign-in page, then open the mail's link in the same browser.
    await page.getByRole("link", { name: "Sign up here" }).click();
    await expect(page.getByRole("heading", { name: "Create an Account" })).toBeVisible();
    const email = uniqueEmail("carried-heart");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(strongPassword);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account created!", { exact: false })).toBeVisible();
    await page.goto(await linkFromMail(page, email, confirmSubject));

    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole("button", { name: `Remove ${title} from favorites` }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/favorites");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("a message written signed out waits in the form after signing in", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = await createVerifiedAccountByRequest(request, "carried-message");
    await page.goto(`/listing/${await messageableListingId(request)}`);
    const panel = page.locator("#contact");
    const message = "Is the awning included? I could see it on Saturday.";
    await panel.getByLabel("Message*").fill(message);
    await panel.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByText("Sign in to send your message from your account. It will be waiting in the form."),
    ).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}#contact$/);
    await expect(panel.getByLabel("Message*")).toHaveValue(message);
    expect(await accessibilityViolations(page, "#contact")).toEqual([]);
    await panel.getByRole("button", { name: "Send Message" }).click();
    await expect(panel.getByText("✅ Your message has been sent!")).toBeVisible();
  });
});

test.describe("a new search is never mixed with the old one", () => {
  for (const { latencyMs, tag } of networks) {
    test(`a new sort, then straight down: its own order all the way (${latencyMs} ms round trips)`, { tag }, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000 + rounds * 15_000);
      await page.goto("/listings");
      if (latencyMs) await slowNetwork(page, latencyMs);
      for (let round = 0; round < rounds; round += 1) {
        const sort = round % 2 === 0 ? "offgrid_desc" : "price_asc";
        await page.getByLabel("Sort results").selectOption(sort);
        // Straight down while the new search loads: the old list's end comes into view first.
        for (let step = 0; step < 6; step += 1) {
          await page.mouse.wheel(0, 4000);
          await page.waitForTimeout(latencyMs / 4 + 50);
        }
        await expect(page).toHaveURL(new RegExp(`sortBy=${sort}`));
        // Three pages on a phone's six cards a page: down again while the last one is slow to come.
        await expect(async () => {
          await page.mouse.wheel(0, 4000);
          await expect(page.getByRole("main").getByRole("article").nth(17)).toBeAttached({ timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
        const shown = await shownListingIds(page);
        const search = new URL(page.url()).searchParams.toString();
        expect(shown, `round ${round + 1}, ${sort}`).toEqual(await listingIdsOf(request, search, shown.length));
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });
  }
});

test.describe("the link a sent message offers", () => {
  for (const { latencyMs, tag } of networks) {
    test(`'Open the conversation' opens it (${latencyMs} ms round trips)`, { tag }, async ({ page, request }) => {
      test.setTimeout(60_000 + rounds * 10_000);
      const email = await createVerifiedAccountByRequest(request, "open-thread");
      await signInByRequest(page, email);
      const listingId = await messageableListingId(request);
      if (latencyMs) await slowNetwork(page, latencyMs);
      // One conversation: the first message starts it, the others are replies (within the per-conversation limit).
      for (let round = 0; round < rounds; round += 1) {
        await page.goto(`/listing/${listingId}`);
        const panel = page.locator("#contact");
        await panel.getByLabel("Message*").fill(`Round ${round + 1}: is it still for sale?`);
        await panel.getByRole("button", { name: "Send Message" }).click();
        const open = panel.getByRole("link", { name: "Open the conversation" });
        await open.click();
        await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
        // The conversation itself, not the listing under a new address.
        await expect(page.locator("#contact")).toHaveCount(0);
        await expect(page.getByText(`Round ${round + 1}: is it still for sale?`)).toBeVisible();
      }
    });
  }
});
