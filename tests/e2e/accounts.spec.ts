import {
  createVerifiedAccountByRequest,
  linkFromMail,
  signIn,
  signOut,
  signUp,
  strongPassword,
  uniqueEmail,
} from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

test("sign up, confirm by e-mail, land on the redirect target signed in, and sign out", async ({ page }) => {
  const email = uniqueEmail("seller");
  await signUp(page, email, strongPassword, "/dashboard?welcome=1");
  // Only the message and the next steps stay: no empty form under them (docs/product/accounts.md, Sign up).
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Up" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    "/sign-in-camper?redirect=%2Fdashboard%3Fwelcome%3D1",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(await linkFromMail(page, email, "Confirm your Roamstead account"));
  await expect(page).toHaveURL("/dashboard?welcome=1");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.locator("#main").getByText(email)).toBeVisible();

  await signOut(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/sign-in-camper?redirect=%2Fdashboard");
});

test("an unconfirmed account is told to confirm and can ask for the mail again", { tag: "@server" }, async ({
  page,
}) => {
  const email = uniqueEmail("unconfirmed");
  await signUp(page, email);
  await page.goto("/sign-in-camper");
  await signIn(page, email);
  await expect(page.getByText("Please confirm your e-mail address before signing in")).toBeVisible();
  await page.getByRole("button", { name: "Resend confirmation e-mail" }).click();
  await expect(page.getByText("We sent you a new confirmation link. Please check your e-mail.")).toBeVisible();
});

test("the sign-in heading names the tier the visitor was choosing", { tag: "@server" }, async ({ page }) => {
  await page.goto(`/sign-in-camper?redirect=${encodeURIComponent("/camper-checkout?tier=stampede")}`);
  await expect(page.getByRole("heading", { name: "Sign In to Continue with Stampede" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up here" })).toHaveAttribute(
    "href",
    `/custom-sign-up?redirect=${encodeURIComponent("/camper-checkout?tier=stampede")}`,
  );
  await page.goto("/sign-in-camper");
  await expect(page.getByRole("heading", { name: "Sign In to Continue", exact: true })).toBeVisible();
});

test("a wrong password is refused with the server's message", { tag: "@server" }, async ({ page, request }) => {
  const email = await createVerifiedAccountByRequest(request, "wrong-password");
  await page.goto("/sign-in-camper");
  await signIn(page, email, "not-the-password-1");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("the guard sends a visitor to sign in and back to the page they wanted", { tag: "@server" }, async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccountByRequest(request, "guard");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/sign-in-camper?redirect=%2Fdashboard");
  await signIn(page, email);
  await expect(page).toHaveURL("/dashboard");
  // Signed in, the sign-in page goes straight on to its target.
  await page.goto("/sign-in-camper?redirect=%2Fdashboard");
  await expect(page).toHaveURL("/dashboard");
});

test("redirects never loop back to sign-in and never leave the site", { tag: "@server" }, async ({ page, request }) => {
  const email = await createVerifiedAccountByRequest(request, "redirects");
  await page.goto(`/sign-in-camper?redirect=${encodeURIComponent("https://evil.example/steal")}`);
  await signIn(page, email);
  await expect(page).toHaveURL("/sell-your-camper");
  await signOut(page);

  await page.goto(`/sign-in-camper?redirect=${encodeURIComponent("/sign-in-camper?redirect=/dashboard")}`);
  await signIn(page, email);
  await expect(page).toHaveURL("/sell-your-camper");
});

test("a forgotten password is reset by e-mail, and the sign-in after it leads on", { tag: "@server" }, async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccountByRequest(request, "reset");
  await page.goto("/sign-in-camper?redirect=%2Fdashboard");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an Email field too: wait until the reset form has replaced it.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that address")).toBeVisible();

  await page.goto(await linkFromMail(page, email, "Reset your Roamstead password"));
  await expect(page).toHaveURL(/\/reset-password\?redirect=%2Fdashboard&token=/);
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("New password").evaluate((input) => input.removeAttribute("minlength"));
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 10 characters.");
  await page.getByLabel("New password").fill("evergreen-trail-88");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/sign-in-camper?redirect=%2Fdashboard");
  await signIn(page, email, "evergreen-trail-88");
  await expect(page).toHaveURL("/dashboard");
});

test("the account pages have no accessibility violations", async ({ page }) => {
  for (const path of ["/sign-in-camper", "/custom-sign-up", "/forgot-password", "/reset-password?token=abc"]) {
    await page.goto(path);
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});

test("a cross-site POST to one of our actions is refused", { tag: "@server" }, async ({ request }) => {
  const response = await request.post("/sign-in-camper", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    form: { email: "seller@roamstead.demo", password: "roam-the-demo-2026", intent: "sign-in" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("the demo seller signs in with the README's password", { tag: "@server" }, async ({ page }) => {
  await page.goto("/sign-in-camper?redirect=%2Fdashboard");
  await signIn(page, "seller@roamstead.demo", "roam-the-demo-2026");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.locator("#main").getByText("seller@roamstead.demo")).toBeVisible();
});
