// Media pipeline (issue 6; docs/product/quality-bars.md): a 12 MP camera JPEG from upload to WebP variants ready, the
// background AVIF job, and the bytes of the card-size image against the original.
// Targets: WebP variants ready ≤ 2 s (median of 5), card (480 px) image ≤ 40 KB.
// HEIC (issue 20): the same picture as an iPhone's 12 MP HEIC (4032×3024, 512 px HEVC tiles), WebP variants
// ready ≤ 2 s; libheif (WebAssembly) on V8's baseline compiler, as the server runs it (ADR 021).
// Video (issue 20): a 60 s 1080p30 phone-like clip (H.264 at ~16 Mbit/s with stereo AAC; ffmpeg's testsrc2
// pattern under moving grain, so every frame has detail to encode) through the background job (the
// transcode to ≤ 1080p H.264/AAC and the WebP poster, storage included): ≤ 1× the clip's duration on two
// cores, median of --video-runs (default 1; 0 skips it). Needs ffmpeg.
// Fairness (issue 30, media-video-fairness.mjs): the tester's 8K 240 fps 180 s clip refused at upload, and an
// honest clip's time to ready behind two clips of another account at the decoding budget (--fairness-runs 0
// skips it; --at-budget-seconds shortens those two; --only-fairness runs nothing else).
//
// The upload goes over real HTTP (multipart, streamed) into the upload use case behind POST /api/uploads
// (busboy spooling, magic-byte check, sharp, storage, database row) on an embedded database and local
// disk in a temp folder; no build or running server is needed. Usage: npm run bench:media [-- --runs 5]
import { mkdtempSync, rmSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import pino from "pino";
import sharp from "sharp";
import { openDatabase } from "../app/db/client.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import { user } from "../app/db/schema.ts";
import { demoPhotoPool } from "../app/demo/demo-photo-pool.ts";
import { demoSceneSvg } from "../app/demo/demo-scene-svg.ts";
import { AppError } from "../app/lib/app-error.ts";
import { createLocalMediaStorage } from "../app/modules/media/local-media-storage.server.ts";
import { makeAvifVariantsFor } from "../app/modules/media/make-avif-variants.server.ts";
import { makeHeicFixture } from "../app/modules/media/testing/make-heic-fixture.ts";
import { uploadMedia } from "../app/modules/media/upload-media.server.ts";
import { benchVideo } from "./media-video.mjs";
import { benchVideoFairness } from "./media-video-fairness.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "video-runs": { type: "string", default: "1" },
    "fairness-runs": { type: "string", default: "1" },
    "at-budget-seconds": { type: "string" },
    "only-fairness": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A 4000×3000 (12 MP) "camera photo", JPEG quality 92: a drawn landscape under texture at every scale
 * (noise octaves from 1/64 of the size up to full size, like foliage, gravel and sensor grain), so the
 * small variants keep real detail to encode rather than the flat colours of an illustration.
 */
async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const scene = await sharp(Buffer.from(demoSceneSvg(demoPhotoPool()[9].spec)), { density: 72 * (width / 1280) })
    .resize(width, height)
    .toBuffer();
  const octave = async (divisor, sigma) =>
    sharp({
      create: {
        width: Math.round(width / divisor),
        height: Math.round(height / divisor),
        channels: 3,
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: "cubic" })
      .png()
      .toBuffer();
  const layers = [];
  for (const [divisor, sigma] of [
    [64, 60],
    [16, 50],
    [4, 40],
    [1, 14],
  ]) {
    layers.push({ input: await octave(divisor, sigma), blend: "soft-light" });
  }
  return sharp(scene).composite(layers).jpeg({ quality: 92 }).toBuffer();
}

/** One warm-up upload of `file`, then --runs measured ones: each from the request to WebP variants stored. */
async function timeUploads(file, type, name) {
  const times = [];
  let firstMs;
  let last;
  for (let run = -1; run < runs; run += 1) {
    const form = new FormData();
    form.append("file", new Blob([file], { type }), name);
    const started = performance.now();
    const response = await fetch(url, { method: "POST", body: form });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
    if (run >= 0) times.push(ms);
    else firstMs = ms;
    last = body;
  }
  return { times, firstMs, last };
}

/** A 12 MP iPhone-style HEIC of the same picture uploaded over HTTP: the median time to WebP variants, and memory. */
async function benchHeic(jpeg, verdict) {
  setFlagsFromString("--liftoff-only");
  const picture = await sharp(jpeg).resize(4032, 3024).jpeg({ quality: 95 }).toBuffer();
  // CRF 16 makes about 1.9 MB, what an iPhone's 12 MP HEIC weighs (1.5–3 MB): decoding time grows with the bytes.
  const heic = await makeHeicFixture({ width: 4032, height: 3024, grid: true, picture, crf: 16 });
  console.log(`\nHEIC: 4032×3024 in 48 tiles of 512 px (libx265), ${kb(heic.length)}`);
  const rss = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;
  const rssBefore = rss();
  // The first upload starts the decoder (a worker thread compiling libheif) and is measured apart.
  const { times, firstMs } = await timeUploads(heic, "image/heic", "IMG_4033.HEIC");
  const heicMedian = median(times);
  console.log(
    `upload → WebP 480/960/1920 ready: median ${Math.round(heicMedian)} ms of ${runs} (${times.map(Math.round).join(", ")} ms); first (decoder starting) ${Math.round(firstMs)} ms`,
  );
  const rssAfter = rss();
  // The idle decoder ends after 10 s, and its WebAssembly memory with it.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  console.log(`RSS: ${rssBefore} before, ${rssAfter} after the uploads, ${rss()} once the decoder ended`);
  console.log(`targets: HEIC WebP ready ≤ 2000 ms: ${verdict(heicMedian <= 2000)}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-media-"));
const storage = createLocalMediaStorage(path.join(dataDir, "uploads"));
const database = await openDatabase({});
await migrateDatabase(database);
await database.db.insert(user).values({ id: "bench", email: "bench@example.com", name: "Bench", emailVerified: true });
const logger = pino({ level: "silent" });
// What the upload use case is given: no queue and no ffmpeg for photos; the fairness part sets both.
const uploadServices = { jobs: { send: async () => "bench-job" }, videoTools: null };

// The upload endpoint's work, behind a plain HTTP server (the route adds only the session and query checks):
// ?kind=image|video, the account in the x-bench-owner header.
const server = createServer(async (req, res) => {
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: Readable.toWeb(req),
    duplex: "half",
  });
  try {
    const uploaded = await uploadMedia({
      db: database.db,
      storage,
      ...uploadServices,
      logger,
      request,
      ownerId: req.headers["x-bench-owner"] ?? "bench",
      kind: new URL(request.url).searchParams.get("kind") === "video" ? "video" : "image",
      purpose: "listing",
    });
    res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(uploaded));
  } catch (error) {
    const status = error instanceof AppError ? error.status : 500;
    res
      .writeHead(status, { "content-type": "application/json" })
      .end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const uploadsUrl = `http://127.0.0.1:${server.address().port}/api/uploads`;
const url = `${uploadsUrl}?kind=image&purpose=listing`;
const verdict = (ok) => (ok ? "ok" : "MISSED");

try {
  if (!options["only-fairness"]) await benchPhotosAndVideo();
  if (Number(options["fairness-runs"]) > 0) {
    await benchVideoFairness({
      database,
      storage,
      uploads: { baseUrl: uploadsUrl, use: (services) => Object.assign(uploadServices, services) },
      verdict,
      atBudgetSeconds: options["at-budget-seconds"] ? Number(options["at-budget-seconds"]) : undefined,
    });
  }
} finally {
  server.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function benchPhotosAndVideo() {
  const jpeg = await twelveMegapixelJpeg();
  const meta = await sharp(jpeg).metadata();
  console.log(`original: ${meta.width}×${meta.height} JPEG, ${kb(jpeg.length)}`);

  // One warm-up upload (loads libvips and the codecs), then the measured ones.
  const { times, last } = await timeUploads(jpeg, "image/jpeg", "IMG_4032.JPG");
  const webpMedian = median(times);
  console.log(
    `upload → WebP 480/960/1920 ready: median ${Math.round(webpMedian)} ms of ${runs} (${times.map(Math.round).join(", ")} ms)`,
  );

  const avifStarted = performance.now();
  const outcome = await makeAvifVariantsFor({ db: database.db, storage, mediaId: last.id });
  const avifMs = performance.now() - avifStarted;
  console.log(`AVIF job (480/960/1920 from the largest WebP): ${Math.round(avifMs)} ms (${outcome})`);

  const size = async (name) => (await stat(storage.pathOf(`media/${last.id}/${name}`))).size;
  const rows = [];
  for (const width of [480, 960, 1920]) {
    rows.push([width, await size(`${width}.webp`), await size(`${width}.avif`)]);
  }
  console.log("bytes by variant (vs the original):");
  for (const [width, webp, avif] of rows) {
    const share = (bytes) => `${((bytes / jpeg.length) * 100).toFixed(1)}%`;
    console.log(`  ${width} px: WebP ${kb(webp)} (${share(webp)}), AVIF ${kb(avif)} (${share(avif)})`);
  }
  const [, cardWebp, cardAvif] = rows[0];
  console.log(
    `targets: WebP ready ≤ 2000 ms: ${verdict(webpMedian <= 2000)}; card ≤ 40 KB: WebP ${kb(cardWebp)} ${verdict(cardWebp <= 40 * 1024)}, AVIF ${kb(cardAvif)} ${verdict(cardAvif <= 40 * 1024)}`,
  );

  await benchHeic(jpeg, verdict);
  await benchVideo({ db: database.db, storage, runs: Number(options["video-runs"]), verdict });
}
