// Phone-first media (docs/product/media.md): an iPhone's HEIC photo and a video carrying the place it was
// filmed, as the demo seller lists a camper; the video is processed in the background and served without it.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { makeHeicFixture } from "#app/modules/media/testing/make-heic-fixture.ts";
import { makeVideoFixture, probeVideo } from "#app/modules/media/testing/make-video-fixture.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { fillListingForm, openListingForm, openListingStep, submitListingForm } from "./selling-helpers.ts";

const filmedAt = "+37.7749-122.4194/";

/** Bytes that start like an MP4 (an `ftyp` box) and go on as a web page. */
function fakeVideo() {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isommp41")]);
  return { name: "not-a-video.mp4", mimeType: "video/mp4", buffer: Buffer.concat([ftyp, Buffer.from("<html>")]) };
}

/** A 4,000 × 3,000 camera photo stored sideways with EXIF orientation 6 (shown upright, 3,000 × 4,000). */
async function sidewaysCameraPhoto() {
  // Smooth noise: detail enough that a smaller JPEG really is smaller, and quick to make.
  const noise = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const buffer = await sharp(noise)
    .resize(4000, 3000)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: "IMG_0044.JPG", mimeType: "image/jpeg", buffer };
}

const videoTile = (page: Page) => page.getByRole("group", { name: "Video" });

test("a HEIC photo and a video filmed with its location: the listing shows the photo, and the video plays with a poster and no location", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const make = `Iphonia${randomUUID().slice(0, 6)}`;
  const title = `2021 ${make} Sprinter 170`;
  await openListingForm(page, "roam");

  await fillListingForm(page, {
    vehicle_type: "van",
    year: "2021",
    make,
    model: "Sprinter 170",
    title,
    price: "89,000",
    location: "Bend, OR",
    description: "Filmed and photographed on a phone.",
  });
  await openListingStep(page, "Photos");

  // The camera photo is scaled down upright in the browser before it is sent; Chromium cannot decode the HEIC,
  // which goes as it is and is decoded on the server.
  const heic = await makeHeicFixture({ width: 640, height: 480, withGps: true });
  const camera = await sidewaysCameraPhoto();
  const photoUploads: Array<{ sent: number; width: number; height: number }> = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/uploads?kind=image")) return;
    const sent = Number(await response.request().headerValue("content-length"));
    const { width, height } = await response.json();
    photoUploads.push({ sent, width, height });
  });
  await page
    .getByLabel("Choose photos")
    .setInputFiles([{ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: heic }, camera]);
  await expect(page.locator('input[type="hidden"][name="images"]')).toHaveCount(2, { timeout: 20_000 });
  await expect.poll(() => photoUploads.length).toBe(2);
  const scaled = photoUploads.find((upload) => upload.width !== 640);
  expect(scaled).toMatchObject({ width: 2250, height: 3000 });
  expect(scaled?.sent).toBeLessThan(camera.buffer.length);

  // A file that only starts like an MP4 is refused with the server's message.
  const videoPicker = page.getByLabel("Choose a video");
  await videoPicker.setInputFiles(fakeVideo());
  await expect(videoTile(page).getByRole("alert")).toContainText(
    "This video could not be read. Please upload an MP4, MOV, WebM or AVI video. (not-a-video.mp4)",
  );

  const filmed = await makeVideoFixture({ location: filmedAt });
  await videoPicker.setInputFiles({ name: "IMG_0043.mp4", mimeType: "video/mp4", buffer: filmed });
  await expect(videoTile(page).getByText("Video processing…")).toBeVisible({ timeout: 20_000 });
  await submitListingForm(page);
  await expect(page.getByText("Your listing was successfully submitted!")).toBeVisible();

  await page.goto(`/listings?make=${make}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
  const photo = page.getByRole("img", { name: `${title}, photo 1 of 3` });
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Until it is processed the video's place says so; a one-second clip is ready within seconds.
  const strip = page.getByRole("toolbar", { name: "Photos and video" });
  await expect(strip.getByRole("button", { name: /^(Play video|Video processing…)$/ })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(strip.getByRole("button", { name: "Play video" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  expect(await accessibilityViolations(page)).toEqual([]);

  await strip.getByRole("button", { name: "Play video" }).click();
  const player = page.getByRole("dialog", { name: `Photos of ${title}` }).locator("video");
  const posterUrl = (await player.getAttribute("poster")) ?? "";
  const videoUrl = (await player.getAttribute("src")) ?? "";
  expect(posterUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/poster\.webp$/);
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);

  const served = await page.request.get(videoUrl);
  expect(served.headers()["content-type"]).toBe("video/mp4");
  const probe = await probeVideo(await served.body());
  expect(probe.streams.find((stream) => stream.codec_type === "video")?.codec_name).toBe("h264");
  const tags = JSON.stringify([probe.format.tags ?? {}, ...probe.streams.map((stream) => stream.tags ?? {})]);
  expect(tags).not.toContain("37.7749");
  expect(tags.toLowerCase()).not.toContain("location");
  const poster = await page.request.get(posterUrl);
  expect(poster.headers()["content-type"]).toBe("image/webp");
  const posterBytes = await poster.body();
  expect([posterBytes.subarray(0, 4).toString(), posterBytes.subarray(8, 12).toString()]).toEqual(["RIFF", "WEBP"]);

  // The newest listing is what other specs open first from the home page: leave the marketplace as it was.
  await page.goto("/my-listings");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Are you sure you want to delete this listing?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Your listing was deleted.")).toBeVisible();
});
