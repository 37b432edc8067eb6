// A phone's video through the whole app (docs/product/media.md, "Videos"): POST /api/uploads probes it
// and keeps it unserved, GET /api/uploads/<id> tells its owner how it stands, the background job makes
// the served MP4 and poster, and /media/<id>/video and /poster.webp serve them once ready.
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { LocalMediaStorage } from "#app/modules/media/local-media-storage.server.ts";
import { mediaVideoOriginalKey } from "#app/modules/media/media-urls.ts";
import { processVideo } from "#app/modules/media/process-video.server.ts";
import { makeVideoFixture, probeVideo } from "#app/modules/media/testing/make-video-fixture.ts";
import { multipart, uploadRequest } from "#app/modules/media/testing/media-fixtures.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import type { VideoTools } from "#app/modules/media/video-tools.server.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { inEnglish as englishMessages } from "#app/test/translator.tsx";
import { mountExpressEndpoints } from "../../../server/express-endpoints.ts";

const bed = routeTestBed({ accounts: { seller: "seller@example.com", stranger: "stranger@example.com" } });
const location = "+37.7749-122.4194+010.000/";
let app: AppRequestHandler;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";
let tools: VideoTools;
let fixtures: {
  mp4: Buffer;
  mov: Buffer;
  portrait4k: Buffer;
  tooLong: Buffer;
  tooWide: Buffer;
  tooFast: Buffer;
  tooCostly: Buffer;
};

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  const mediaServer = express();
  mountExpressEndpoints(mediaServer, bed.services);
  server = mediaServer.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!bed.services.videoTools) throw new Error("these tests need ffmpeg");
  tools = bed.services.videoTools;
  const [mp4, mov, portrait4k, tooLong, tooWide, tooFast, tooCostly] = await Promise.all([
    makeVideoFixture({ location }),
    makeVideoFixture({ container: "mov", codec: "hevc", location }),
    // A phone filming upright: 4K frames stored landscape, turned by the track header.
    makeVideoFixture({ width: 3840, height: 2160, rotation: 90, fps: 2, audio: false }),
    makeVideoFixture({ seconds: 183, width: 64, height: 64, fps: 1, audio: false }),
    makeVideoFixture({ width: 8200, height: 64, fps: 1, audio: false }),
    makeVideoFixture({ width: 64, height: 64, fps: 480, audio: false }),
    // 70 s of 4K at 60 fps (34.8 billion pixels to decode), one flat second encoded and copied 70 times.
    makeVideoFixture({ width: 3840, height: 2160, fps: 60, isFlat: true, repeat: 70, audio: false }),
  ]);
  fixtures = { mp4, mov, portrait4k, tooLong, tooWide, tooFast, tooCostly };
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await removeTestStorage(bed.services.storage as LocalMediaStorage);
});

async function uploadVideo(
  file: Buffer,
  { filename = "IMG_0001.MOV", services = bed.services, cookie = bed.accounts.seller.cookie } = {},
) {
  const handler = services === bed.services ? app : await createAppRequestHandler(services);
  const response = await handler.handle(
    uploadRequest("kind=video&purpose=listing", multipart(file, { filename, type: "video/quicktime" }), cookie),
  );
  return {
    status: response.status,
    body: englishMessages(await response.json()) as Record<string, unknown> & { id: string },
  };
}

async function statusOf(id: string, cookie: string | null = bed.accounts.seller.cookie) {
  const response = await app.handle(
    new Request(`${testBaseUrl}/api/uploads/${id}`, { headers: cookie ? { cookie } : {} }),
  );
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return { status: response.status, body: englishMessages(await response.json()) as Record<string, unknown> };
}

const served = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

const runJob = (id: string, with_: VideoTools = tools) =>
  processVideo({ db: bed.db, storage: bed.services.storage, tools: with_, mediaId: id });

/** What a served video must be: H.264 (+AAC), faststart, no tags beyond the container's own. */
async function expectCleanMp4(bytes: Buffer, size: { width: number; height: number }, hasAudio = true) {
  const probe = await probeVideo(bytes);
  expect(probe.streams.map((stream) => stream.codec_name)).toEqual(hasAudio ? ["h264", "aac"] : ["h264"]);
  expect(probe.streams[0]).toMatchObject({ ...size, pix_fmt: "yuv420p" });
  expect(probe.streams[0]?.side_data_list ?? []).toEqual([]);
  expect(Object.keys(probe.format.tags ?? {}).sort()).toEqual(["compatible_brands", "major_brand", "minor_version"]);
  for (const stream of probe.streams) {
    expect(Object.keys(stream.tags ?? {}).filter((tag) => !["language", "handler_name", "vendor_id"].includes(tag)))
      // The sample description's compressor name is the encoder's, never the phone's.
      .toEqual(stream.codec_type === "video" ? ["encoder"] : []);
  }
  expect(bytes.includes("37.7749")).toBe(false);
  expect(bytes.includes("loci")).toBe(false);
  expect(bytes.includes("iPhone")).toBe(false);
  // faststart: ftyp, then the index (moov) before the media data.
  expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
  const moov = bytes.indexOf("moov");
  expect(moov).toBeGreaterThan(0);
  expect(moov).toBeLessThan(bytes.indexOf("mdat"));
  return probe;
}

describe("a video from a phone", () => {
  it("is probed, kept unserved while processing, then served as H.264/AAC MP4 without location, with a poster", async () => {
    const uploads: { id: string; sent: number }[] = [];
    for (const [file, filename] of [
      [fixtures.mp4, "VID_0001.mp4"],
      [fixtures.mov, "IMG_0001.MOV"],
    ] as const) {
      expect((await probeVideo(file)).format.tags?.["com.apple.quicktime.location.ISO6709"]).toBe(location);
      const { status, body } = await uploadVideo(file, { filename });
      expect(status).toBe(201);
      expect(body).toMatchObject({ ok: true, kind: "video", state: "processing", posterUrl: null });
      const { id } = body;
      expect(await statusOf(id)).toEqual({
        status: 200,
        body: { ok: true, id, kind: "video", url: `/media/${id}/video`, state: "processing", posterUrl: null },
      });
      for (const path of [`/media/${id}/video`, `/media/${id}/poster.webp`]) {
        const waiting = await served(path);
        expect(waiting.response.status).toBe(404);
        expect(waiting.response.headers.get("cache-control")).toBe("no-store");
      }
      expect(await runJob(id)).toBe("ready");
      expect((await statusOf(id)).body).toMatchObject({ state: "ready", posterUrl: `/media/${id}/poster.webp` });
      uploads.push({ id, sent: file.length });
    }
    // The media server remembered "processing" for a moment only.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    for (const { id, sent } of uploads) {
      const video = await served(`/media/${id}/video`);
      expect(video.response.status).toBe(200);
      expect(video.response.headers.get("content-type")).toBe("video/mp4");
      await expectCleanMp4(video.bytes, { width: 320, height: 240 });
      const poster = await served(`/media/${id}/poster.webp`);
      expect(poster.response.headers.get("content-type")).toBe("image/webp");
      expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
      expect(await bed.services.storage.stat(mediaVideoOriginalKey(id))).toBeNull();
      const [row] = await bed.db.select().from(media).where(eq(media.id, id));
      expect(row).toMatchObject({
        videoState: "ready",
        contentType: "video/mp4",
        // The size limits count what the seller sent: a re-saved form must not trip over the served MP4's size.
        byteSize: sent,
        width: 320,
        height: 240,
      });
      // AAC's priming samples may add a few milliseconds.
      expect(Math.abs((row?.durationMs ?? 0) - 1000)).toBeLessThan(50);
    }
    // Two transcodes by the background job, which runs ffmpeg at a lower CPU priority: with the suite's other
    // workers on both cores it waits for them (5 s alone, over 30 s in a loaded run).
  }, 120_000);

  it("filmed upright in 4K is served upright at 1080×1920, its poster too", async () => {
    const { body } = await uploadVideo(fixtures.portrait4k);
    expect(await runJob(body.id)).toBe("ready");
    await expectCleanMp4((await served(`/media/${body.id}/video`)).bytes, { width: 1080, height: 1920 }, false);
    const poster = await served(`/media/${body.id}/poster.webp`);
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ width: 1080, height: 1920 });
  });

  it("that ffmpeg cannot process is marked failed with a message for its owner; its row stays", async () => {
    const { body } = await uploadVideo(fixtures.mp4);
    expect(await runJob(body.id, { ...tools, ffmpeg: "false" })).toBe("failed");
    expect(await statusOf(body.id)).toMatchObject({
      status: 200,
      body: {
        state: "failed",
        posterUrl: null,
        message: "This video could not be processed. Remove it and upload another one.",
      },
    });
    expect((await served(`/media/${body.id}/video`)).response.status).toBe(404);
    expect(await bed.services.storage.stat(mediaVideoOriginalKey(body.id))).toBeNull();
    const [row] = await bed.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({ videoState: "failed", videoError: "media.video.failed" });
  });

  it("is refused over 3 minutes or 8192 px on a side, with the rule's message", async () => {
    expect(await uploadVideo(fixtures.tooLong)).toEqual({
      status: 400,
      body: { ok: false, message: "Video must be 3 minutes or shorter.", values: {} },
    });
    expect(await uploadVideo(fixtures.tooWide)).toMatchObject({
      status: 400,
      body: { message: "Video dimensions are too large (at most 8192 pixels on a side)." },
    });
  });

  it("is refused over 240 frames a second, or with more pixels to decode than the budget, before it is stored", async () => {
    const [before] = await bed.db.select({ count: sql<number>`count(*)::int` }).from(media);
    expect(await uploadVideo(fixtures.tooFast)).toEqual({
      status: 400,
      body: { ok: false, message: "Video frame rate is too high (at most 240 frames per second).", values: {} },
    });
    expect(await uploadVideo(fixtures.tooCostly)).toEqual({
      status: 400,
      body: {
        ok: false,
        message:
          "This video has too many pixels for its length (at most a minute of 4K, or 3 minutes of 1080p, at 60 frames per second). Please upload a shorter or smaller video.",
        values: {},
      },
    });
    const [after] = await bed.db.select({ count: sql<number>`count(*)::int` }).from(media);
    expect(after?.count).toBe(before?.count);
  });

  it("is refused while its account has 3 videos processing, with the rule's message, and taken once one is ready", async () => {
    const stranger = bed.accounts.stranger;
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const { status, body } = await uploadVideo(fixtures.mp4, { cookie: stranger.cookie });
      expect(status).toBe(201);
      ids.push(body.id);
    }
    expect(await uploadVideo(fixtures.mp4, { cookie: stranger.cookie })).toEqual({
      status: 429,
      body: {
        ok: false,
        message: "You have 3 videos still processing. Please wait until one is ready, then try again.",
        values: {},
      },
    });
    // Another account is not held back by this one's line.
    expect((await uploadVideo(fixtures.mp4)).status).toBe(201);
    expect(await runJob(ids[0] as string)).toBe("ready");
    expect((await uploadVideo(fixtures.mp4, { cookie: stranger.cookie })).status).toBe(201);
  });

  it("is refused with 503 by a server without ffmpeg", async () => {
    const withoutFfmpeg: AppServices = { ...bed.services, videoTools: null };
    expect(await uploadVideo(fixtures.mp4, { services: withoutFfmpeg })).toEqual({
      status: 503,
      body: { ok: false, message: "Video uploads are not available right now. Please try again later.", values: {} },
    });
  });
});

describe("GET /api/uploads/<id>", () => {
  it("answers the owner only: anyone else gets the unknown id's 404, a visitor 401", async () => {
    const { body } = await uploadVideo(fixtures.mp4);
    const unknown = await statusOf("00000000-0000-4000-8000-000000000000");
    expect(unknown).toEqual({ status: 404, body: { ok: false, message: "This upload was not found.", values: {} } });
    expect(await statusOf(body.id, bed.accounts.stranger.cookie)).toEqual(unknown);
    expect(await statusOf("not-an-id")).toEqual(unknown);
    expect(await statusOf(body.id, null)).toMatchObject({
      status: 401,
      body: { ok: false, message: "Please sign in to upload files." },
    });
  });
});
