import type { Page } from "@playwright/test";
import { linkFromMail, newSignedInPage, openMailbox, uniqueEmail } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, shownHtml, test } from "./fixtures.ts";
import { listingIdsOf, messageableListingId } from "./listing-helpers.ts";

// Both projects (desktop, mobile) share one server and one client address, and the contact form allows
// 5 messages per address in 10 minutes: each project sends at most 2 real messages here. The newsletter
// allows 10 sign-ups per address an hour: each project makes 4.

const demoSeller = { email: "seller@roamstead.demo", password: "roam-the-demo-2026" };
const welcomeSubject = "You're subscribed to the Roamstead newsletter";
const confirmSubject = "Please confirm your Roamstead newsletter subscription";
/** The one answer to every accepted sign-up (docs/product/contact-and-newsletter.md). */
const checkEmail =
  "Thanks! Please check your e-mail: if this address is not subscribed yet, we have sent it a link to confirm.";

function buyer(overrides: Record<string, string> = {}) {
  return {
    firstName: "Bea",
    lastName: "Buyer",
    email: uniqueEmail("buyer"),
    phone: "+1 503 555 0199",
    message: `Is it still for sale? (${Date.now()})`,
    ...overrides,
  };
}

/** The mails in the dev mailbox whose text mentions `needle`. */
function mailsMentioning(page: Page, needle: string) {
  return page.getByRole("listitem").filter({ hasText: needle });
}

test("newsletter: a sign-up is confirmed by mail, every address gets the same answer, and the links confirm and unsubscribe", {
  tag: "@server",
}, async ({ page, request }) => {
  // Three mails read from the mailbox, two exports and three accessibility checks: more than the default 30 s.
  test.setTimeout(60_000);
  /** The newsletter export, as the administrator the mailbox page is signed in as. */
  const exported = async () => (await (await openMailbox(page)).request.get("/admin/newsletter.csv")).text();

  const email = uniqueEmail("reader");
  await page.goto("/");
  const box = page.getByRole("region", { name: "Join the Roamstead newsletter" });
  await expect(box.getByLabel("Email address")).toHaveAttribute("type", "email");
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(checkEmail);
  // Awaiting confirmation: the same answer, and no second mail.
  await box.getByLabel("Email address").fill(email.toUpperCase());
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(checkEmail);
  expect(await accessibilityViolations(page)).toEqual([]);

  const confirmLink = await linkFromMail(page, email, confirmSubject);
  expect(confirmLink).toMatch(/\/newsletter\/confirm\?token=[\w-]{43}$/);
  await expect(mailsMentioning(await openMailbox(page), email)).toHaveCount(1);
  // Not confirmed: not a subscriber.
  expect(await exported()).not.toContain(email);

  // Opening the link only asks; the button confirms.
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Confirm your newsletter subscription" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();
  expect(await exported()).toContain(email);

  // Subscribed: the same answer again, and no mail but the welcome.
  const again = await request.post("/api/newsletter", { data: { email } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true, message: checkEmail });
  const link = await linkFromMail(page, email, welcomeSubject);
  expect(link).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
  await expect(mailsMentioning(await openMailbox(page), email)).toHaveCount(2);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You have been unsubscribed." })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "You are already unsubscribed." })).toBeVisible();
  // Unsubscribing cancelled the confirmation link too.
  const stale = await page.goto(confirmLink);
  expect(stale?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Confirmation link not valid" })).toBeVisible();
});

test("newsletter: bad input and bad unsubscribe links get clear answers", { tag: "@server" }, async ({
  page,
  request,
}) => {
  const invalid = await request.post("/api/newsletter", { data: { email: "not-an-address" } });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ ok: false, message: "Please enter a valid email address." });

  // A form post made before JavaScript has loaded goes back to the page it came from.
  const formPost = await request.post("/api/newsletter", {
    form: { email: "", returnTo: "/about" },
    maxRedirects: 0,
  });
  expect(formPost.status()).toBe(303);
  expect(formPost.headers().location).toBe("/about?newsletter=invalid#newsletter");

  const response = await page.goto("/newsletter/unsubscribe?token=forged");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unsubscribe link not valid" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("every public listing can be written to: its page offers the contact panel", { tag: "@server" }, async ({
  request,
}) => {
  const ids = await listingIdsOf(request, "", 500);
  expect(ids.length).toBeGreaterThanOrEqual(60);
  const unreachable: string[] = [];
  for (const id of ids) {
    const page = shownHtml(await (await request.get(`/listing/${id}`)).text());
    if (!page.includes("Send Message") || page.includes("This seller cannot receive messages right now.")) {
      unreachable.push(id);
    }
  }
  expect(unreachable).toEqual([]);
});

test("contact: a form post reaches the seller's mailbox with the buyer to reply to; the rest is refused", {
  tag: "@server",
}, async ({ page, request }) => {
  const post = (listingId: string, form: Record<string, string>) =>
    request.post(`/listing/${listingId}/contact`, { form, maxRedirects: 0 });
  const message = buyer();
  const listingId = await messageableListingId(request);
  const sent = await post(listingId, message);
  expect(sent.status()).toBe(303);
  expect(sent.headers().location).toBe(`/listing/${listingId}?sent=1#contact`);

  const mail = mailsMentioning(await openMailbox(page), message.message);
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("New message about your");
  await expect(mail).toContainText("seller@roamstead.demo");
  await expect(mail).toContainText(message.email);
  await expect(mail).toContainText(`/listing/${listingId}`);

  // Required fields are checked on the server too: the page shows the panel with a message under each field.
  const invalid = await post(listingId, { firstName: "", email: "nope", message: "" });
  expect(invalid.status()).toBe(400);
  const page400 = await invalid.text();
  for (const text of [
    "Please enter your first name.",
    "Please enter a valid email address.",
    "Please enter a message.",
  ]) {
    expect(page400).toContain(text);
  }

  // A bot that fills the hidden field is told it worked, and nothing is sent.
  const bot = buyer({ website: "https://spam.example" });
  const trapped = await post(listingId, bot);
  expect(trapped.status()).toBe(303);
  await expect(mailsMentioning(await openMailbox(page), bot.message)).toHaveCount(0);

  expect((await post("00000000-0000-4000-8000-000000000000", buyer())).status()).toBe(404);
});

test("contact: the panel on a listing checks required fields in the browser and sends the message to the seller's inbox", async ({
  page,
  request,
  browser,
}) => {
  await page.goto(`/listing/${await messageableListingId(request)}`);

  const panel = page.getByRole("region", { name: "Contact the Seller" });
  await expect(panel).toBeVisible();
  let posts = 0;
  page.on("request", (sent) => {
    if (
      sent.method() === "POST" &&
      new URL(sent.url()).pathname.startsWith(`${new URL(page.url()).pathname}/contact`)
    ) {
      posts++;
    }
  });

  // Empty required fields stop the form in the browser.
  await panel.getByRole("button", { name: "Send Message" }).click();
  expect(await panel.getByLabel("First name*").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await panel.getByLabel("First name*").fill("Bea");
  await panel.getByLabel("Email*").fill("not-an-address");
  await panel.getByLabel("Message*").fill("Hello");
  await panel.getByRole("button", { name: "Send Message" }).click();
  expect(await panel.getByLabel("Email*").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
    true,
  );
  expect(posts).toBe(0);

  const email = uniqueEmail("panel-buyer");
  const text = `Could I see it this weekend? (${Date.now()})`;
  await panel.getByLabel("Last name").fill("Buyer");
  await panel.getByLabel("Email*").fill(email);
  await panel.getByLabel("Phone").fill("503 555 0100");
  await panel.getByLabel("Message*").fill(text);
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(panel.getByRole("status")).toHaveText("✅ Your message has been sent!");
  await expect(panel.getByLabel("Message*")).toHaveValue("");
  expect(posts).toBe(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  const mailbox = await openMailbox(page);
  await expect(mailsMentioning(mailbox, text)).toHaveCount(1);
  await expect(mailsMentioning(mailbox, text)).toContainText(email);

  // The seller finds it in their inbox too, answered by e-mail (docs/product/conversations.md).
  const seller = await newSignedInPage(browser, demoSeller.email, demoSeller.password);
  await seller.goto("/inbox");
  const conversation = seller.getByRole("listitem").filter({ hasText: text });
  await expect(conversation).toContainText("with Bea Buyer");
  await expect(conversation).toContainText("Answered by e-mail");
  await seller.context().close();
});

test.describe("before JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter box and the contact panel post as plain forms and show the outcome", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const box = page.getByRole("region", { name: "Join the Roamstead newsletter" });
    await expect(box).toBeVisible();
    const reader = uniqueEmail("no-js-reader");
    await box.getByLabel("Email address").fill(reader);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/\?newsletter=check-email#newsletter$/);
    await expect(box.getByRole("status")).toHaveText(checkEmail);
    // The confirmation page's button is a plain form post too.
    await page.goto(await linkFromMail(page, reader, confirmSubject));
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();

    const listingId = await messageableListingId(request);
    await page.goto(`/listing/${listingId}`);
    // A name of spaces passes the browser's check but not the server's: the outcome comes back to the panel.
    const panel = page.getByRole("region", { name: "Contact the Seller" });
    await panel.getByLabel("First name*").fill("   ");
    await panel.getByLabel("Email*").fill(uniqueEmail("no-js-buyer"));
    await panel.getByLabel("Message*").fill("Hello");
    await panel.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`/listing/${listingId}/contact`);
    const shown = page.getByRole("region", { name: "Contact the Seller" });
    await expect(shown.getByRole("alert")).toHaveText("Message failed to send. Please check the highlighted fields.");
    await expect(shown.getByText("Please enter your first name.")).toBeVisible();
    await expect(shown.getByLabel("Message*")).toHaveValue("Hello");
  });
});
