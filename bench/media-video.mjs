// The video part of bench:media (see media.mjs): a 60 s 1080p30 clip through the background video job.
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { media } from "../app/db/schema.ts";
import { mediaVideoKey, mediaVideoOriginalKey } from "../app/modules/media/media-urls.ts";
import { processVideo } from "../app/modules/media/process-video.server.ts";
import { probeVideo } from "../app/modules/media/testing/make-video-fixture.ts";
import { videoEncoding } from "../app/modules/media/transcode-video.server.ts";
import { findVideoTools } from "../app/modules/media/video-tools.server.ts";

const clipSeconds = 60;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** CPU seconds used by this process's ended children (ffmpeg): /proc/self/stat's cutime + cstime, in ticks of 1/100 s. */
async function childCpuSeconds() {
  const fields = (await readFile("/proc/self/stat", "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A phone-like 1080p30 clip: testsrc2 under moving grain, H.264 at ~16 Mbit/s, a 440 Hz tone in stereo AAC. */
async function phoneClip(tools, file) {
  await promisify(execFile)(tools.ffmpeg, [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=30:duration=${clipSeconds},noise=alls=12:allf=t`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${clipSeconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "16M", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "128k", "-ac", "2", file],
  ]);
}

export async function benchVideo({ db, storage, runs, verdict }) {
  if (runs <= 0) return;
  const tools = await findVideoTools({
    ffmpeg: process.env.FFMPEG_PATH || "ffmpeg",
    ffprobe: process.env.FFPROBE_PATH || "ffprobe",
    logger: { error: (message) => console.log(`video: skipped, ${message}`) },
  });
  if (!tools) return;
  const folder = await mkdtemp(path.join(tmpdir(), "roamstead-bench-video-"));
  try {
    const source = path.join(folder, "clip.mp4");
    const made = performance.now();
    await phoneClip(tools, source);
    const sourceSize = (await stat(source)).size;
    console.log(
      `video: ${clipSeconds} s 1920×1080 30 fps H.264 + AAC, ${mb(sourceSize)} (made in ${((performance.now() - made) / 1000).toFixed(1)} s); ` +
        `x264 ${videoEncoding.preset}, CRF ${videoEncoding.crf}, ≤ ${videoEncoding.maxRate}bit/s, ${cpus().length} cores`,
    );
    const times = [];
    const cpuTimes = [];
    let last;
    for (let run = 0; run < runs; run += 1) {
      const id = crypto.randomUUID();
      const upload = path.join(folder, `upload-${run}`);
      await copyFile(source, upload);
      await storage.putFile(mediaVideoOriginalKey(id), upload, "video/mp4");
      await db.insert(media).values({
        id,
        ownerId: "bench",
        kind: "video",
        contentType: "video/mp4",
        byteSize: sourceSize,
        videoState: "processing",
      });
      const started = performance.now();
      const cpuBefore = await childCpuSeconds();
      const outcome = await processVideo({ db, storage, tools, mediaId: id });
      times.push((performance.now() - started) / 1000);
      cpuTimes.push((await childCpuSeconds()) - cpuBefore);
      if (outcome !== "ready") throw new Error(`the video job answered ${outcome}`);
      last = id;
    }
    const seconds = median(times);
    const served = storage.pathOf(mediaVideoKey(last));
    const probe = await probeVideo(served);
    const [video] = probe.streams;
    console.log(
      `video job (transcode + poster): median ${seconds.toFixed(1)} s of ${runs} (${times.map((t) => t.toFixed(1)).join(", ")} s), ` +
        `${(seconds / clipSeconds).toFixed(2)}× the clip's duration; served ${video?.codec_name} ${video?.width}×${video?.height}, ` +
        `${mb((await stat(served)).size)} (${((((await stat(served)).size * 8) / clipSeconds / 1e6) * 1).toFixed(1)} Mbit/s)`,
    );
    // ffmpeg runs at a lower priority: on a machine busy with other work the wall time grows, the CPU time does not.
    const cpu = median(cpuTimes);
    console.log(
      `video job CPU (ffmpeg and ffprobe): median ${cpu.toFixed(1)} core-seconds, ${(cpu / clipSeconds).toFixed(2)} per second of video; ` +
        `load average when done ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(`targets: video job ≤ 1× its duration: ${verdict(seconds <= clipSeconds)}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
