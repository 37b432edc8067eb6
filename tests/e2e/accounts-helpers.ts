import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";

export const strongPassword = "granite-vista-2026";

export function uniqueEmail(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

const demoAdmin = { email: "admin@roamstead.demo", password: "roam-the-demo-2026" };
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
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const mailbox = await context.newPage();
  await mailbox.goto(`/sign-in-camper?redirect=${encodeURIComponent("/dev/mailbox")}`);
  await mailbox.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await signIn(mailbox, demoAdmin.email, demoAdmin.password);
  await expect(mailbox).toHaveURL("/dev/mailbox");
  return mailbox;
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

/** Signs up, confirms through the e-mail link (which signs in), then signs out again. */
export async function createVerifiedAccount(page: Page, label: string) {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await page.goto(await linkFromMail(page, email, "Confirm your Roamstead account"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  return email;
}

export async function signIn(page: Page, email: string, password = strongPassword) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  const menuToggle = page.getByLabel("Toggle menu");
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}
