import type { Page } from "@playwright/test";
import sharp from "sharp";
import { makeVideoFixture } from "#app/modules/media/testing/make-video-fixture.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { openListingForm, openListingStep } from "./selling-helpers.ts";

const mediaImage = /^\/media\/[0-9a-f-]{36}$/;

/** A small real JPEG (the server reads every upload with sharp), each one a different colour. */
async function photo(index: number, width = 320) {
  const buffer = await sharp({
    create: { width, height: (width * 3) / 4, channels: 3, background: { r: (index * 53) % 256, g: 110, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `camper-${index}.jpg`, mimeType: "image/jpeg", buffer };
}

/** A real one-second H.264 MP4 (the server reads the container and streams, then processes it in the background). */
async function video() {
  return { name: "walkaround.mp4", mimeType: "video/mp4", buffer: await makeVideoFixture() };
}

const postedImages = (page: Page) =>
  page
    .locator('input[type="hidden"][name="images"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const postedVideo = (page: Page) =>
  page
    .locator('input[type="hidden"][name="video"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const photoTiles = (page: Page) => page.getByRole("list", { name: "Photos, in order" }).getByRole("listitem");

test("roam: photos upload with progress, reorder by keyboard, one is removed, and a video uploads", async ({
  page,
}) => {
  await openListingForm(page, "roam");
  await expect(page.getByText("Upload up to 30 images")).toBeVisible();

  // A slow uplink, so each file's progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  const files = await Promise.all([photo(1, 1200), photo(2, 1200), photo(3, 1200)]);
  await page.getByLabel("Choose photos").setInputFiles(files);
  const firstBar = page.getByRole("progressbar", { name: "Uploading camper-1.jpg" });
  await expect(firstBar).toBeVisible();
  await expect(firstBar).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(page.getByRole("progressbar")).toHaveCount(3);
  // The form's last step waits for the uploads (docs/product/selling.md, Listing form).
  await openListingStep(page, "Preview");
  await expect(page.getByRole("button", { name: "Submit Listing" })).toBeDisabled();
  await expect(page.getByText("Waiting for uploads to finish...")).toBeVisible();
  await openListingStep(page, "Photos");
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await openListingStep(page, "Preview");
  await expect(page.getByRole("button", { name: "Submit Listing" })).toBeEnabled();
  await openListingStep(page, "Photos");

  const uploaded = await postedImages(page);
  expect(uploaded).toHaveLength(3);
  for (const url of uploaded) expect(url).toMatch(mediaImage);
  // Thumbnails are the server's 480 px variants, and they load.
  const thumbnail = photoTiles(page).first().getByRole("img");
  await expect(thumbnail).toHaveJSProperty("complete", true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(photoTiles(page).first().getByText("Cover")).toBeVisible();

  // Keyboard: the third photo moves left, then to the front, where it becomes the cover.
  const [first, second, third] = uploaded as [string, string, string];
  await page.getByRole("button", { name: "Move photo 3 left" }).focus();
  await page.keyboard.press("ArrowLeft");
  expect(await postedImages(page)).toEqual([first, third, second]);
  await expect(page.getByRole("button", { name: "Move photo 2 left" })).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await postedImages(page)).toEqual([third, first, second]);
  await expect(page.getByRole("button", { name: "Move photo 1 (cover) left" })).toBeFocused();
  await expect(page.getByText("Photo moved to position 1 of 3. It is now the cover photo.")).toBeAttached();

  // Remove the middle one.
  await page.getByRole("button", { name: "Remove photo 2" }).click();
  expect(await postedImages(page)).toEqual([third, second]);
  await expect(photoTiles(page)).toHaveCount(2);

  // Roam includes one video.
  const videoPicker = page.getByLabel("Choose a video");
  await expect(videoPicker).toBeEnabled();
  await videoPicker.setInputFiles(await video());
  await expect.poll(() => postedVideo(page)).toEqual([expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/video$/)]);
  await expect(videoPicker).toBeDisabled();
  await expect(page.getByRole("button", { name: "Remove video" })).toBeVisible();
  // Processed in the background: the form could be sent now; the video plays once it is ready.
  await expect(page.getByText(/^(Video processing…|Video ready\.)$/)).toBeAttached();
  await expect(page.locator("video[poster]")).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("graze: ten photos at most, with the product's message, and no video", async ({ page }) => {
  await openListingForm(page, "graze");
  await expect(page.getByText("Upload up to 10 images")).toBeVisible();
  await expect(page.getByLabel("Choose a video")).toBeDisabled();
  await expect(page.getByText("Video not allowed for Graze tier").first()).toBeVisible();

  const files = await Promise.all(Array.from({ length: 11 }, (_, index) => photo(index + 1)));
  await page.getByLabel("Choose photos").setInputFiles(files);
  await expect(page.getByRole("alert").filter({ hasText: "Image limit reached." })).toBeVisible();
  await expect(photoTiles(page)).toHaveCount(10);
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  expect(await postedImages(page)).toHaveLength(10);

  // At the limit a further photo is refused before it uploads.
  await page.getByLabel("Choose photos").setInputFiles([await photo(12)]);
  await expect(page.getByRole("alert").filter({ hasText: "Image limit reached." })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  expect(await postedImages(page)).toHaveLength(10);

  // Wrong kinds of file say so.
  await page.getByRole("button", { name: "Remove photo 10" }).click();
  await page
    .getByLabel("Choose photos")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByRole("alert").filter({ hasText: "Only image files are allowed." })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
