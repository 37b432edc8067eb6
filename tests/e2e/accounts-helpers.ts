import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const strongPassword = "granite-vista-2026";

export function uniqueEmail(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The first link in the newest mail to `email` with `subject`, read from the dev mailbox. */
export async function linkFromMail(page: Page, email: string, subject: string): Promise<string> {
  let link = "";
  await expect(async () => {
    await page.goto("/dev/mailbox");
    const mail = page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: subject }).first();
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
