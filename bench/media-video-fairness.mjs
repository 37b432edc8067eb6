// The fairness part of bench:media (see media.mjs; issue 30): the tester's clip (8192×4320, 240 fps, 180 s,
// ~19.5 MB: one flat second copied 180 times, as cheap to decode per pixel as theirs) is refused at upload,
// and how fast; then an honest 2 s phone clip from one account is uploaded behind two clips of another
// account accepted at the decoding budget (the tester's shape cut to fit it), all through the real upload
// use case over HTTP, the real pg-boss queue and video worker: the honest clip's time to ready, against
// its own processing time alone. Needs ffmpeg.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import pino from "pino";
import { media, user } from "../app/db/schema.ts";
import { maxVideoDecodedPixels } from "../app/modules/media/media-limits.ts";
import { startMediaWorkers } from "../app/modules/media/media-workers.server.ts";
import { findVideoTools } from "../app/modules/media/video-tools.server.ts";
import { startJobQueue } from "../app/modules/platform/job-queue.server.ts";

const run = promisify(execFile);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const tester = { width: 8192, height: 4320, fps: 240, seconds: 180 };
/** CPU seconds of this process's ended children (ffmpeg), as in media-video.mjs. */
async function childCpuSeconds() {
  const fields = (await readFile("/proc/self/stat", "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function ffmpeg(tools, args) {
  await run(tools.ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

/** The tester's clip: one flat second of 8K at 240 fps (x264, one keyframe), copied `seconds` times. */
async function testersClip(tools, folder) {
  const second = path.join(folder, "second.mp4");
  const { width, height, fps } = tester;
  await ffmpeg(tools, [
    ...["-f", "lavfi", "-i", `color=c=0x406080:size=${width}x${height}:rate=${fps}:duration=1`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", second],
  ]);
  const clip = path.join(folder, "tester.mp4");
  await ffmpeg(tools, ["-stream_loop", String(tester.seconds - 1), "-i", second, "-c", "copy", clip]);
  return clip;
}

/** An honest phone clip: 2 s of 1080p30 with moving detail and stereo sound. */
async function honestClip(tools, folder) {
  const clip = path.join(folder, "honest.mp4");
  await ffmpeg(tools, [
    ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30:duration=2,noise=alls=12:allf=t"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=2"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "16M", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "128k", "-ac", "2", clip],
  ]);
  return clip;
}

async function upload(baseUrl, file, owner) {
  const form = new FormData();
  form.append("file", new Blob([await readFile(file)], { type: "video/mp4" }), path.basename(file));
  const response = await fetch(`${baseUrl}?kind=video&purpose=listing`, {
    method: "POST",
    body: form,
    headers: { "x-bench-owner": owner },
  });
  return { status: response.status, body: await response.json() };
}

/**
 * @param {{ database: import("../app/db/client.server.ts").DatabaseHandle, storage: unknown,
 *   uploads: { baseUrl: string, use(services: object): void }, verdict(ok: boolean): string,
 *   atBudgetSeconds?: number }} options
 */
export async function benchVideoFairness({ database, storage, uploads, verdict, atBudgetSeconds }) {
  const tools = await findVideoTools({
    ffmpeg: process.env.FFMPEG_PATH || "ffmpeg",
    ffprobe: process.env.FFPROBE_PATH || "ffprobe",
    logger: { error: (message) => console.log(`video fairness: skipped, ${message}`) },
  });
  if (!tools) return;
  const { db } = database;
  await db.insert(user).values([
    { id: "hostile", email: "hostile@example.com", name: "Hostile", emailVerified: true },
    { id: "honest", email: "honest@example.com", name: "Honest", emailVerified: true },
  ]);
  const folder = await mkdtemp(path.join(tmpdir(), "roamstead-bench-fairness-"));
  const logger = pino({ level: "silent" });
  const jobs = await startJobQueue({ database, logger, isScheduling: false });
  try {
    uploads.use({ videoTools: tools, jobs });
    let started = performance.now();
    const clip = await testersClip(tools, folder);
    console.log(
      `\nvideo fairness: the tester's clip ${tester.width}×${tester.height}, ${tester.fps} fps, ${tester.seconds} s, ` +
        `${mb((await stat(clip)).size)} (made in ${seconds(performance.now() - started)}); ${cpus().length} cores`,
    );
    started = performance.now();
    const refused = await upload(uploads.baseUrl, clip, "hostile");
    const refusedMs = performance.now() - started;
    console.log(`upload → ${refused.status} '${refused.body.message}' in ${Math.round(refusedMs)} ms`);

    // The tester's shape cut (stream copy) to the longest clip the budget accepts.
    const framePixels = tester.width * tester.height;
    const frames = Math.min(
      Math.floor(maxVideoDecodedPixels / framePixels),
      Math.round((atBudgetSeconds ?? Number.POSITIVE_INFINITY) * tester.fps),
    );
    const atBudget = path.join(folder, "at-budget.mp4");
    await ffmpeg(tools, ["-i", clip, "-frames:v", String(frames), "-c", "copy", atBudget]);
    const honest = await honestClip(tools, folder);
    console.log(
      `hostile at the budget: ${tester.width}×${tester.height}, ${tester.fps} fps, ${(frames / tester.fps).toFixed(2)} s ` +
        `(${((frames * framePixels) / 1e9).toFixed(1)} of ${maxVideoDecodedPixels / 1e9} billion pixels), ${mb((await stat(atBudget)).size)}; ` +
        `honest: 1920×1080, 30 fps, 2 s, ${mb((await stat(honest)).size)}`,
    );

    // The video worker as the server starts it; AVIF work of the photo part is left waiting.
    await startMediaWorkers({
      jobs,
      db,
      storage,
      videoTools: tools,
      logger,
      whenQuiet: () => new Promise(() => {}),
      pollingIntervalSeconds: 0.5,
    });
    const cpuBefore = await childCpuSeconds();
    const sent = [];
    for (const [file, owner] of [
      [atBudget, "hostile"],
      [atBudget, "hostile"],
      [honest, "honest"],
    ]) {
      const answer = await upload(uploads.baseUrl, file, owner);
      if (answer.status !== 201) throw new Error(`upload refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      sent.push({ id: answer.body.id, owner, at: performance.now() });
    }
    const readyAt = new Map();
    while (readyAt.size < sent.length) {
      for (const { id } of sent) {
        if (readyAt.has(id)) continue;
        const [row] = await db.select({ state: media.videoState }).from(media).where(eq(media.id, id));
        if (row?.state !== "processing") readyAt.set(id, { at: performance.now(), state: row?.state });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const cpu = (await childCpuSeconds()) - cpuBefore;
    const order = [...readyAt.entries()].sort((a, b) => a[1].at - b[1].at);
    for (const [id, { at, state }] of order) {
      const upload = sent.find((one) => one.id === id);
      console.log(
        `  ${upload.owner} video ${sent.indexOf(upload) + 1}: ${state} ${seconds(at - upload.at)} after its upload`,
      );
    }
    const honestSent = sent[2];
    const honestMs = readyAt.get(honestSent.id).at - honestSent.at;
    const firstHostileMs = readyAt.get(sent[0].id).at - sent[0].at;
    console.log(
      `honest clip ready ${seconds(honestMs)} after its upload, behind one hostile job of ${seconds(firstHostileMs)} ` +
        `(finished ${order.findIndex(([id]) => id === honestSent.id) + 1} of 3); ffmpeg ${cpu.toFixed(1)} core-seconds for the three; ` +
        `load average when done ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `targets: tester's clip refused at upload: ${verdict(refused.status === 400)}; honest clip before the second hostile one: ${verdict(
        readyAt.get(honestSent.id).at < readyAt.get(sent[1].id).at,
      )}`,
    );
  } finally {
    await jobs.stop({ graceful: false });
    await rm(folder, { recursive: true, force: true });
  }
}
