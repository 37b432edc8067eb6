// GET /media/<id>/… through the Express handler server/express-endpoints.ts mounts, over real HTTP.
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { createTestServices } from "#app/test/services.ts";
import { makeAvifVariantsFor } from "./make-avif-variants.server.ts";
import { mediaRequestHandler } from "./media-http.server.ts";
import { mediaPosterKey, mediaVariantKey, mediaVideoKey } from "./media-urls.ts";
import { makeWebpVariants } from "./process-image.server.ts";
import { parseRange } from "./serve-media.server.ts";
import { removeTestStorage } from "./testing/remove-test-storage.ts";

let database: TestDatabase;
let services: AppServices;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";
const photoId = "11111111-1111-4111-8111-111111111111";
const smallPhotoId = "22222222-2222-4222-8222-222222222222";
const videoId = "33333333-3333-4333-8333-333333333333";
const processingVideoId = "44444444-4444-4444-8444-444444444444";
const failedVideoId = "55555555-5555-4555-8555-555555555555";
const video = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  const { storage, db } = services;
  const photo = await makeWebpVariants(
    await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#6a8" } })
      .png()
      .toBuffer(),
  );
  for (const variant of photo.variants) {
    await storage.put(mediaVariantKey(photoId, variant.slot, "webp"), variant.bytes, "image/webp");
  }
  const small = await makeWebpVariants(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#a86" } })
      .png()
      .toBuffer(),
  );
  for (const variant of small.variants) {
    await storage.put(mediaVariantKey(smallPhotoId, variant.slot, "webp"), variant.bytes, "image/webp");
  }
  await storage.put(mediaVideoKey(videoId), video, "video/mp4");
  await storage.put(mediaPosterKey(videoId), photo.variants[0]?.bytes ?? Buffer.alloc(0), "image/webp");
  // A video stored before processing existed, waiting for the job: its file is there, unserved.
  await storage.put(mediaVideoKey(processingVideoId), video, "video/mp4");
  await db.insert(media).values([
    { id: photoId, kind: "image", contentType: "image/png", byteSize: 1, width: 1280, height: 960 },
    { id: smallPhotoId, kind: "image", contentType: "image/png", byteSize: 1, width: 300, height: 200 },
    { id: videoId, kind: "video", contentType: "video/quicktime", byteSize: video.length, videoState: "ready" },
    { id: processingVideoId, kind: "video", contentType: "video/quicktime", byteSize: 1, videoState: "processing" },
    { id: failedVideoId, kind: "video", contentType: "video/quicktime", byteSize: 1, videoState: "failed" },
  ]);

  const app = express();
  app.get(["/media/:id", "/media/:id/:file"], mediaRequestHandler(services));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.destroy();
  await removeTestStorage(services?.storage);
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${base}${path}`, { headers, method, redirect: "manual" });

describe("GET /media/<id>/<width>.<format>", () => {
  it("serves WebP variants as immutable for a year, with their real width", async () => {
    for (const [slot, width] of [
      [480, 480],
      [960, 960],
      [1920, 1280],
    ] as const) {
      const response = await get(`/media/${photoId}/${slot}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    // A 300 px photo answers every width with its one variant (300 px): never upscaled.
    const small = await get(`/media/${smallPhotoId}/1920.webp`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(300);
  });

  it("redirects an AVIF that is not made yet to the WebP, uncached, and serves it once the job ran", async () => {
    const early = await get(`/media/${photoId}/960.avif`);
    expect(early.status).toBe(307);
    expect(early.headers.get("location")).toBe(`/media/${photoId}/960.webp`);
    expect(early.headers.get("cache-control")).toBe("no-store");

    expect(await makeAvifVariantsFor({ db: services.db, storage: services.storage, mediaId: photoId })).toBe("made");
    expect(await makeAvifVariantsFor({ db: services.db, storage: services.storage, mediaId: photoId })).toBe(
      "already-made",
    );
    // Not-ready answers are remembered for at most two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    for (const [slot, width] of [
      [480, 480],
      [960, 960],
      [1920, 1280],
    ] as const) {
      const response = await get(`/media/${photoId}/${slot}.avif`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/avif");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(info).toMatchObject({ format: "heif", compression: "av1", width });
    }
  });

  it("serves the base URL of a photo (what listings store) as its largest WebP, for plain <img> and crawlers", async () => {
    const response = await get(`/media/${photoId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1280);
    expect((await get(`/media/${videoId}`)).status).toBe(404);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get(`/media/${photoId}/480.webp`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/media/${photoId}/480.webp`, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("answers 404 for unknown ids, widths, formats and kinds", async () => {
    for (const path of [
      "/media/44444444-4444-4444-8444-444444444444/480.webp",
      `/media/${photoId}/481.webp`,
      `/media/${photoId}/480.png`,
      `/media/${photoId}/video`,
      `/media/${videoId}/480.webp`,
      "/media/not-a-uuid/480.webp",
      "/media/..%2F..%2Fetc/passwd",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("GET /media/<id>/video", () => {
  const url = `/media/${videoId}/video`;

  it("serves the whole video with its real type, immutable, announcing range support", async () => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/quicktime");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
  });

  it("answers byte ranges with 206 and Content-Range", async () => {
    const middle = await get(url, { range: "bytes=100-199" });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe("bytes 100-199/10000");
    expect(middle.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

    const open = await get(url, { range: "bytes=9990-" });
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe("bytes 9990-9999/10000");
    expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(9990))).toBe(true);

    const suffix = await get(url, { range: "bytes=-5" });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(video.subarray(9995))).toBe(true);

    const clipped = await get(url, { range: "bytes=9000-20000" });
    expect(clipped.headers.get("content-range")).toBe("bytes 9000-9999/10000");
  });

  it("answers 416 to a range past the end, and the whole file to a multi-range or a stale If-Range", async () => {
    const past = await get(url, { range: "bytes=10000-10010" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */10000");
    expect((await get(url, { range: "bytes=0-1,5-6" })).status).toBe(200);
    expect((await get(url, { range: "bytes=0-1", "if-range": '"stale"' })).status).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const response = await get(url, {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("10000");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves the poster of a ready video as an immutable WebP", async () => {
    const response = await get(`/media/${videoId}/poster.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("answers 404, never cached, for a video still processing or failed, and its poster", async () => {
    for (const id of [processingVideoId, failedVideoId]) {
      for (const file of ["video", "poster.webp"]) {
        const response = await get(`/media/${id}/${file}`);
        expect(response.status, `${id} ${file}`).toBe(404);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    }
  });
});

describe("parseRange", () => {
  it("reads one byte range and refuses what is past the end", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=5-", 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange("bytes=-30", 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 10)).toBeNull();
    expect(parseRange("items=0-1", 10)).toBeNull();
    expect(parseRange("bytes=-", 10)).toBeNull();
  });
});
