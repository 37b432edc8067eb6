import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { shownHtml, siteNavigation, waitingForHydration } from "./fixtures.ts";
import { waitForMails } from "./mail-sink.ts";

export const strongPassword = "granite-vista-2026";

export function uniqueEmail(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const demoAdmin = { email: "admin@roamstead.demo", password: "roam-the-demo-2026" };
const mailboxPages = new WeakMap<Browser, Promise<Page>>();

/**
 * The dev mailbox, freshly loaded, in a page of its own signed in as the demo administrator: the browser
 * tests' server is a production build, where only administrators see it. One such page per browser;
 * `page` (whose browser it uses) is not navigated, and stays signed in as whoever it was.
 */
export async function openMailbox(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error("openMailbox: the page has no browser");
  let opened = mailboxPages.get(browser);
  if (!opened) {
    opened = signInMailboxReader(browser);
    mailboxPages.set(browser, opened);
    // A failed sign-in is tried again by the next call rather than remembered.
    opened.catch(() => mailboxPages.delete(browser));
  }
  const mailbox = await opened;
  await mailbox.goto("/dev/mailbox");
  await expect(mailbox.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeVisible();
  return mailbox;
}

async function signInMailboxReader(browser: Browser): Promise<Page> {
  return newSignedInPage(browser, demoAdmin.email, demoAdmin.password);
}

/** The first link in the newest mail to `email` with `subject`, read from the dev mailbox (see openMailbox). */
export async function linkFromMail(page: Page, email: string, subject: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const mailbox = await openMailbox(page);
    const mail = mailbox.getByRole("listitem").filter({ hasText: email }).filter({ hasText: subject }).first();
    const body = await mail.locator("pre").innerText();
    link = body.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 10_000 });
  return link;
}

export async function signUp(page: Page, email: string, password = strongPassword, redirect?: string) {
  await page.goto(redirect ? `/custom-sign-up?redirect=${encodeURIComponent(redirect)}` : "/custom-sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("Account created! Please check your email to confirm your account before signing in."),
  ).toBeVisible();
}

/**
 * A confirmed account, made as its owner would make it but by HTTP: the sign-up form's post, the confirmation mail
 * read from the SMTP sink, and a visit to its link. For tests that need an account, not the sign-up pages (those are
 * accounts.spec.ts's). The link is visited without a cookie jar, so the session it starts is dropped: `request` (the
 * test's fixture) stays signed out and can make the next account (the sign-up page sends a signed-in visitor on).
 */
export async function createVerifiedAccountByRequest(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const signedUp = await request.post("/custom-sign-up", formPost({ email, password: strongPassword }));
  expect(shownHtml(await signedUp.text()), `sign-up of ${email}`).toContain("Account created!");
  const [mail] = await waitForMails(email, "Confirm your Roamstead account");
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
  const confirmed = await fetch(link, { redirect: "manual" });
  expect(confirmed.headers.get("location"), `confirmation of ${email}`).toMatch(/\/dashboard$/);
  return email;
}

/** What a page, a context or the `request` fixture sends its requests with (a page's and a context's share cookies). */
type Requester = Page | BrowserContext | APIRequestContext;

/**
 * Signs in through the sign-in form's action, by HTTP: the session cookies land where a browser's form post would
 * put them (in a page's or context's cookie jar, for every later navigation). Works with or without JavaScript.
 */
export async function signInByRequest(requester: Requester, email: string, password = strongPassword) {
  const request = "post" in requester ? requester : requester.request;
  const response = await request.post("/sign-in-camper", formPost({ intent: "sign-in", email, password }));
  expect(response.status(), `sign-in of ${email}`).toBe(302);
}

/** A page in a new context of its own (with or without JavaScript), already signed in as `email`. */
export async function newSignedInPage(
  browser: Browser,
  email: string,
  password = strongPassword,
  javaScriptEnabled = true,
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  await signInByRequest(context, email, password);
  return waitingForHydration(await context.newPage(), javaScriptEnabled);
}

/**
 * The options of a form post as a browser sends it from one of our pages: urlencoded, labelled same-origin as the
 * cross-site guard (server/middleware.ts) expects of a browser, and with the redirect left for the test to read.
 */
export function formPost(form: Record<string, string>) {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  return { form, headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 };
}

export async function signIn(page: Page, email: string, password = strongPassword) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  // The address changes before the signed-in page is drawn: an Account menu looked for too early is not there yet.
  await expect(page.getByRole("button", { name: "Sign Out", includeHidden: true }).first()).toBeAttached();
  const navigation = await siteNavigation(page);
  await navigation.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}
