// Buyers come back (docs/product/buyers-come-back.md), as a new buyer lives it: a favorite saved through sign-in, a
// saved search with instant alerts, a matching camper published by another seller and announced by e-mail over real
// SMTP exactly once, its price lowered and the price-drop mail, and both one-click unsubscribes.
import { randomUUID } from "node:crypto";
import { createVerifiedAccountByRequest, newSignedInPage, signIn, strongPassword } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { type SentMail, sentMails, waitForMails } from "./mail-sink.ts";
import { demoSeller, openListingStep, publishListingByRequest, submitListingForm } from "./selling-helpers.ts";

/** What a mail client does with List-Unsubscribe-Post: One-Click (RFC 8058): a POST, no cookies. */
async function oneClickUnsubscribe(mail: SentMail) {
  const url = mail.listUnsubscribe?.match(/^<(https?:\/\/[^>]+)>$/)?.[1];
  expect(url, "List-Unsubscribe URL").toBeTruthy();
  expect(mail.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
  const response = await fetch(String(url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(response.status).toBe(200);
}

test("favorite signed out, save a search, get the alert once, the price drop, and unsubscribe in one click", {
  tag: "@server",
}, async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const buyerEmail = await createVerifiedAccountByRequest(request, "buyer");

  // Signed out, the heart on a listing asks to sign in and comes back with the favorite saved.
  await page.goto("/listings");
  const firstCard = page.getByRole("article").first();
  const favoriteTitle = (await firstCard.getByRole("heading").innerText()).trim();
  await firstCard.getByRole("link", { name: favoriteTitle }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: favoriteTitle })).toBeVisible();
  await page.getByRole("button", { name: `Save ${favoriteTitle} to favorites` }).click();
  await expect(page).toHaveURL(/\/sign-in-camper/);
  await expect(page.getByText("Sign in to save campers to your favorites.")).toBeVisible();
  await signIn(page, buyerEmail, strongPassword);
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole("button", { name: `Remove ${favoriteTitle} from favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
  await expect(page.getByRole("link", { name: favoriteTitle })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Save a search with instant alerts for a make nobody sells yet.
  const make = `Alertline${randomUUID().slice(0, 6)}`;
  const searchName = `${make} vans`;
  await page.goto(`/listings?${new URLSearchParams({ vehicleType: "van", make })}`);
  await expect(page.getByText("No listings found.")).toBeVisible();
  await page.getByText("Save this search", { exact: true }).click();
  await page.getByLabel("Name").fill(searchName);
  await page.getByLabel("Alerts").selectOption("instant");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved. Manage it in Saved searches.")).toBeVisible();

  // Another seller publishes a matching camper: the alert arrives over SMTP within a few matcher runs, once.
  const seller = await newSignedInPage(browser, demoSeller.email, demoSeller.password);
  const listingPath = await publishListingByRequest(seller, {
    make,
    model: "Sprinter 144",
    price: "61,000",
    description: "Bed, galley, solar and a diesel heater. Ready for winter.",
  });
  const title = `2019 ${make} Sprinter 144`;
  const [alert] = await waitForMails(buyerEmail, `New camper for your search "${searchName}"`, 30_000);
  expect(alert?.text).toContain(title);
  expect(alert?.text).toContain(listingPath);
  expect(alert?.text).toContain("Manage your saved searches");

  // The buyer keeps it as a favorite; the seller lowers the price; the price-drop mail arrives.
  await page.goto(listingPath);
  await page.getByRole("button", { name: `Save ${title} to favorites` }).click();
  await expect(page.getByRole("button", { name: `Remove ${title} from favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await seller.goto(`/submit-listing?edit=${listingPath.split("/").at(-1)}`);
  await openListingStep(seller, "Price & description");
  await seller.getByLabel("Price *").fill("57,500");
  await submitListingForm(seller, "Update Listing");
  await expect(seller.getByText("Your changes have been saved.")).toBeVisible();
  const [priceDrop] = await waitForMails(buyerEmail, `Price drop: ${title}`);
  expect(priceDrop?.text).toContain("$57,500");
  await page.goto(listingPath);
  await expect(page.getByText(/^Price dropped US\$3,500 on /)).toBeVisible();
  await expect(seller.getByRole("article", { name: title }).getByText("Saved by 1 buyer")).toBeVisible();

  // Still exactly one alert for that search, after the matcher has run again three times (every 2 s on the e2e
  // server, scripts/e2e-server.mjs).
  await page.waitForTimeout(6_000);
  const alerts = (await sentMails()).filter(
    (mail) => mail.to.includes(buyerEmail) && mail.subject.includes(`"${searchName}"`),
  );
  expect(alerts).toHaveLength(1);

  // One click in the mail client turns each off.
  if (!alert || !priceDrop) throw new Error("mails missing");
  await oneClickUnsubscribe(alert);
  await oneClickUnsubscribe(priceDrop);
  await page.goto("/saved-searches");
  const saved = page.getByRole("listitem").filter({ hasText: searchName });
  await expect(saved.getByLabel("Alerts")).toHaveValue("off");
  await page.goto("/favorites");
  await expect(page.getByLabel("Email me when a favorite's price drops")).not.toBeChecked();
  await seller.context().close();
});
