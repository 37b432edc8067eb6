import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { makeVideoFixture } from "#app/modules/media/testing/make-video-fixture.ts";
import {
  createVerifiedAccountByRequest,
  signIn,
  signInByRequest,
  signOut,
  strongPassword,
} from "./accounts-helpers.ts";
import { accessibilityViolations, expect, siteNavigation, test } from "./fixtures.ts";
import { openListingStep, payByRequest } from "./selling-helpers.ts";

const demoPassword = "roam-the-demo-2026";
const demoBuilder = { email: "builder@roamstead.demo", password: demoPassword };
const demoSeller = { email: "seller@roamstead.demo", password: demoPassword };
const demoCompany = "Trailhead Van Works";

/** A small real JPEG (the server reads every upload with sharp), each one a different colour. */
async function photo(index: number) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: (index * 67) % 256, g: 100, b: 70 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `build-${index}.jpg`, mimeType: "image/jpeg", buffer };
}

/** A real one-second H.264 MP4 (the server reads the container and streams, then processes it in the background). */
async function video() {
  return { name: "shop-tour.mp4", mimeType: "video/mp4", buffer: await makeVideoFixture() };
}

const grid = (page: Page) => page.getByRole("main").getByRole("list").first();

/** Sends a plain form post from the page, as a browser without JavaScript would, and waits for the answer. */
async function postForm(page: Page, action: string, fields: Record<string, string>) {
  await Promise.all([
    page.waitForURL((url) => url.pathname === action),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, fields },
    ),
  ]);
}
const cards = (page: Page) => grid(page).locator(":scope > li");

test("a builder pays, submits a profile with photos and a video, finds it first, edits it and deletes it", {
  tag: "@desk",
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = await createVerifiedAccountByRequest(request, "builder");
  const name = `Juniper Coachworks ${randomUUID().slice(0, 6)}`;

  // Builder pricing → sign in → back to pricing → pay on the local provider's page.
  await page.goto("/builder-pricing");
  await page.getByRole("link", { name: "Submit Your Company" }).click();
  await expect(page).toHaveURL("/sign-in-camper?redirect=%2Fbuilder-pricing");
  await signIn(page, email, strongPassword);
  await expect(page).toHaveURL("/builder-pricing");
  await page.getByRole("button", { name: "Submit Your Company" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText("US$1,500 / year")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  // The success page moves on to the profile form by itself.
  await expect(page).toHaveURL(/\/submit-builder\?session_id=local_/, { timeout: 10_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Submit Your Builder Profile - Roamstead Builder" }),
  ).toBeVisible();

  // Required fields first: the server's message, nothing lost.
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Description").fill("  ");
  await page.evaluate(() => {
    for (const field of document.querySelectorAll("[required]")) field.removeAttribute("required");
  });
  await page.getByRole("button", { name: "Submit Builder Profile" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await expect(page.getByLabel("Business Name")).toHaveValue(name);

  await page.getByLabel("Website").fill("https://juniper.example");
  await page
    .getByLabel("Description")
    .fill("Custom Sprinter and school bus builds, from the first sketch to the keys.");
  await page.getByLabel("Location").fill("Bend, OR");
  await page.getByLabel("Instagram").fill("@junipercoach");
  await page.getByLabel("Email", { exact: true }).fill("hello@juniper.example");
  await page.getByLabel("Choose photos").setInputFiles(await Promise.all([photo(1), photo(2), photo(3)]));
  await expect(page.locator('input[type="hidden"][name="photos"]')).toHaveCount(3, { timeout: 20_000 });
  await page.getByLabel("Choose a video").setInputFiles(await video());
  await expect(page.locator('input[type="hidden"][name="videoUrl"]')).toHaveValue(/^\/media\/[0-9a-f-]{36}\/video$/, {
    timeout: 20_000,
  });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  expect(await accessibilityViolations(page)).toEqual([]);

  // The photos open in a lightbox (docs/product/builders.md): the arrow key moves on, Escape closes, focus comes back.
  const thumbnail = page.getByRole("button", { name: "View photo 1 (cover) full size" });
  await thumbnail.click();
  const lightbox = page.getByRole("dialog", { name: "Photos, full size" });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText("1 / 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("2 / 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();
  await expect(page.locator('input[type="hidden"][name="photos"]')).toHaveCount(3);

  // The same form in a second tab, to be sent after this one has used the payment.
  const formUrl = page.url();
  const otherTab = await page.context().newPage();
  await otherTab.goto(formUrl);
  await otherTab.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Submitting shows it and cannot be pressed twice.
  await page.route("**/submit-builder.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Builder Profile" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page).toHaveURL("/builders");
  await page.unroute("**/submit-builder.data*");

  // The second tab's save fails: 'Error: ' and the message (docs/product/builders.md), with the form kept.
  await otherTab.getByLabel("Business Name").fill(`${name} Again`);
  await otherTab.getByLabel("Description").fill("A second try with the same payment.");
  await otherTab.getByLabel("Location").fill("Bend, OR");
  await otherTab.getByRole("button", { name: "Submit Builder Profile" }).click();
  await expect(otherTab.getByText("Error: This session has already been used.")).toBeVisible();
  await expect(otherTab.getByLabel("Business Name")).toHaveValue(`${name} Again`);
  await otherTab.close();

  // Newest first on /builders, with its photo, Website and Instagram.
  const first = cards(page).first();
  await expect(first.getByRole("heading", { name })).toBeVisible();
  await expect(first.getByRole("link", { name: /^Website/ })).toHaveAttribute("href", "https://juniper.example/");
  await expect(first.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/junipercoach/",
  );
  await first.getByRole("link", { name, exact: true }).click();

  // Its page: photos and the video in the viewer, links, About, and structured data in the server HTML.
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Bend, OR").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Visit Website/ })).toHaveAttribute("href", "https://juniper.example/");
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "Photos and video" }).getByRole("button")).toHaveCount(4);
  // A one-second video is usually processed by now; until then it says so in its place.
  await expect(page.getByRole("button", { name: /^(Play video|Video processing…)$/ })).toBeVisible();
  const html = await (await page.request.get(profileUrl)).text();
  expect(html).toContain('"@type":"LocalBusiness"');
  expect(html).toContain(`<meta property="og:title" content="${name}"`);

  // The perk: a builder's first listing is free: the draft's tier choice says so, and publishing needs no checkout.
  await page.goto("/sell-your-camper");
  await expect(page.getByText("your next listing is free (3 of 3 free listings left)")).toBeVisible();
  await expect(page.getByText("Free with your Roamstead Builder package").first()).toBeVisible();
  await page.getByRole("link", { name: "Choose Graze" }).click();
  await expect(page).toHaveURL("/submit-listing?draft=new&tier=graze");
  await openListingStep(page, "Preview");
  await expect(page.getByRole("radio", { name: /^Graze · US\$0 for 1 month/ })).toBeChecked();
  await expect(page.getByText("Free with your Roamstead Builder package").first()).toBeVisible();

  // Edit from the builder's own page; leaving with unsaved changes asks first.
  await page.goto("/my-builder-profile");
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Your Builder Profile" })).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="photos"]')).toHaveCount(3);
  const renamed = `${name} Vans`;
  await page.getByLabel("Business Name").fill(renamed);
  const navigation = await siteNavigation(page);
  const asked = page.waitForEvent("dialog");
  void navigation.getByRole("link", { name: "Builders" }).click();
  const dialog = await asked;
  expect(dialog.message()).toBe("You have unsaved changes. Leave this page and lose them?");
  await dialog.dismiss();
  await expect(page).toHaveURL(/\/submit-builder\?edit=/);
  await expect(page.getByLabel("Business Name")).toHaveValue(renamed);
  await page.getByRole("button", { name: "Submit Builder Profile" }).click();
  await expect(page).toHaveURL("/builders");
  await expect(cards(page).first().getByRole("heading", { name: renamed })).toBeVisible();

  // Delete, after the question.
  await page.goto(`${new URL(profileUrl).pathname}`.replace(/^\/builder\//, "/submit-builder?edit="));
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this builder profile?");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete Profile" }).click();
  await expect(page.getByText("Your builder profile was deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: renamed })).toHaveCount(0);
  // The flag leaves the address, so a reload does not say it again.
  await expect(page).toHaveURL("/builders");
  await expect(page.getByText("Your builder profile was deleted.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Featured Builders" })).toBeVisible();
  await expect(page.getByText("Your builder profile was deleted.")).toHaveCount(0);
  const gone = await page.request.get(profileUrl);
  expect(gone.status()).toBe(404);

  // Deleting it again fails: 'Delete failed: ' and the message (docs/product/builders.md, Delete).
  await postForm(page, `${new URL(profileUrl).pathname}/delete`, { confirmed: "yes" });
  await expect(page.getByRole("alert")).toHaveText("Delete failed: Builder not found.");
  await signOut(page);
});

test("/builders scrolls through the demo builders 9 at a time; a card's photo opens a lightbox", async ({ page }) => {
  await page.goto("/builders");
  await expect(page.getByRole("heading", { level: 1, name: "Featured Builders" })).toBeVisible();
  await expect(page.getByRole("link", { name: "List your company" })).toHaveAttribute("href", "/builder-pricing");
  await expect(cards(page)).toHaveCount(9);
  expect(await accessibilityViolations(page)).toEqual([]);

  for (const expected of [18, 27]) {
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(Math.min(expected, 20));
    if ((await cards(page).count()) < expected) break;
  }
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(20);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("link", { name: "Show more" })).toHaveCount(0);
  const names = await grid(page).getByRole("heading").allInnerTexts();
  expect(new Set(names).size).toBe(names.length);

  // The lightbox: next with the arrow key, Escape closes and focus returns.
  await page.evaluate(() => window.scrollTo(0, 0));
  const opener = cards(page)
    .first()
    .getByRole("button", { name: /^View photos of / });
  await opener.click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  await viewer.getByRole("button", { name: "Previous" }).click();
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a builder's page shows their campers and structured data; an unknown one is a 404", async ({ page }) => {
  await page.goto("/builders");
  await expect(cards(page)).toHaveCount(9);
  const link = page.getByRole("link", { name: demoCompany, exact: true });
  while ((await link.count()) === 0) {
    const before = await cards(page).count();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(before);
  }
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: demoCompany })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Campers from ${demoCompany}` })).toBeVisible();
  await expect(page.getByRole("region", { name: `Campers from ${demoCompany}` }).getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("link", { name: /^Instagram/ })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The full-screen viewer from the main photo.
  await page.getByRole("button", { name: /full screen/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('"@type":"LocalBusiness"');
  expect(html).toContain('<link rel="canonical"');

  const missing = await page.goto("/builder/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Builder not found." })).toBeVisible();
  // One title, without the heading's full stop before the site name.
  await expect(page).toHaveTitle("Builder not found | Roamstead");
  await expect(page.locator("title")).toHaveCount(1);
  expect((await missing?.text())?.match(/<title>/g)).toHaveLength(1);
});

test("the guard: /my-builder-profile sends a visitor to sign in and back; others may not edit the profile", {
  tag: "@server",
}, async ({ page }) => {
  // Legacy addresses lead to the real pages (docs/product/site-shell.md, Legacy URL aliases).
  await page.goto("/thank-you");
  await expect(page).toHaveURL("/builders");
  await page.goto("/submit-builder-form?session_id=cs_test_123");
  await expect(page).toHaveURL(
    `/sign-in-camper?redirect=${encodeURIComponent("/submit-builder?session_id=cs_test_123")}`,
  );

  await page.goto("/my-builder-profile");
  await expect(page).toHaveURL("/sign-in-camper?redirect=%2Fmy-builder-profile");
  await signIn(page, demoBuilder.email, demoBuilder.password);
  await expect(page).toHaveURL("/my-builder-profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Builder Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { name: demoCompany })).toBeVisible();
  const editHref = await page.getByRole("link", { name: `Edit ${demoCompany}` }).getAttribute("href");
  expect(editHref).toMatch(/^\/submit-builder\?edit=[0-9a-f-]{36}$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // An unknown tier at /builder-checkout: 'No tier selected.', then the pricing page.
  await page.goto("/builder-checkout?tier=platinum");
  await expect(page.getByRole("alert")).toHaveText("No tier selected.");
  await expect(page).toHaveURL("/builder-pricing", { timeout: 6_000 });
  await signOut(page);

  // Someone else opening the edit form is told so and sent back to /builders.
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  await page.goto(editHref ?? "");
  await expect(page.getByText("You do not have permission to edit this builder profile.")).toBeVisible();
  await expect(page).toHaveURL("/builders", { timeout: 6_000 });
  // …and deleting it fails with 'Delete failed: ' and the reason.
  const deletePath = `/builder/${editHref?.split("=")[1]}/delete`;
  await postForm(page, deletePath, { confirmed: "yes" });
  await expect(page.getByRole("alert")).toHaveText(
    "Delete failed: You do not have permission to edit this builder profile.",
  );
  await signOut(page);
});

test("a builder who used the 3 free listings is charged 80% for the 4th, on the tier page and at checkout", {
  tag: "@server",
}, async ({ page }) => {
  await signInByRequest(page, demoBuilder.email, demoBuilder.password);
  await page.goto("/sell-your-camper");
  await expect(page.getByText("Roamstead Builder: 20% off every listing.")).toBeVisible();
  const roam = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Roam", exact: true }) });
  await expect(roam.getByText("US$71.20")).toBeVisible();
  await expect(roam.getByText("US$89")).toBeVisible();
  await expect(roam.getByText("20% off with your Roamstead Builder package")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Choose Roam starts a draft priced the same; paying first still works at the checkout's own address.
  await roam.getByRole("link", { name: "Choose Roam" }).click();
  await expect(page).toHaveURL("/submit-listing?draft=new&tier=roam");
  await page.goto("/camper-checkout?tier=roam");
  await expect(page.getByText("US$71.20")).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText("US$71.20")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/cancel");
  await signOut(page);
});

test.describe("the builder form while its payment waits", () => {
  test("leaving the create form warns before anything is typed", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = await createVerifiedAccountByRequest(request, "leaver");
    await signInByRequest(page, email);
    await page.goto(`/submit-builder?session_id=${await payByRequest(page, "builder", "roamstead")}`);
    const heading = page.getByRole("heading", { level: 1, name: "Submit Your Builder Profile - Roamstead Builder" });
    await expect(heading).toBeVisible();

    const navigation = await siteNavigation(page);
    const asked = page.waitForEvent("dialog");
    // Not awaited: the click ends only once the question is answered.
    void navigation.getByRole("link", { name: "Builders", exact: true }).click();
    const dialog = await asked;
    expect(dialog.message()).toBe("You have unsaved changes. Leave this page and lose them?");
    await dialog.dismiss();
    await expect(page).toHaveURL(/\/submit-builder\?session_id=local_/);
    await expect(heading).toBeVisible();
  });
});
