// Videos for tests, made by ffmpeg the way a phone writes them: the place it was filmed (both the
// 3GPP `loci` box and Apple's `com.apple.quicktime.location.ISO6709` key), the phone's make and
// model, a creation date, a rotation in the track header, and for MOV a timecode track.

import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ffmpeg = () => process.env.FFMPEG_PATH || "ffmpeg";
const ffprobe = () => process.env.FFPROBE_PATH || "ffprobe";

export type VideoFixtureOptions = {
  seconds?: number;
  width?: number;
  height?: number;
  fps?: number;
  codec?: "h264" | "hevc";
  container?: "mp4" | "mov";
  /** ISO 6709, as phones write it: "+37.7749-122.4194+010.000/". */
  location?: string;
  audio?: boolean;
  /** Stored landscape, shown turned by this many degrees (a phone filming upright). */
  rotation?: 0 | 90;
  /** A flat colour instead of the moving test pattern: cheap to encode at any size. */
  isFlat?: boolean;
  /** The clip played this many times over, copied (not encoded again): a long, large file made in a second. */
  repeat?: number;
};

export type ProbeStream = {
  index: number;
  codec_type: string;
  codec_name?: string;
  codec_tag_string?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
};

export type ProbeJson = {
  format: { format_name: string; duration?: string; tags?: Record<string, string> };
  streams: ProbeStream[];
};

async function inTempDirectory<T>(use: (directory: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(path.join(tmpdir(), "roamstead-video-fixture-"));
  try {
    return await use(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

// A CI run makes the same videos in both Vitest passes and the browser suite, up to a minute of ffmpeg each time: a
// video made once is kept here, named after its options and this file's source (a changed recipe is a new name).
const cacheDirectory = path.resolve(import.meta.dirname, "../../../../node_modules/.cache/roamstead/video-fixtures");
const recipe = readFile(import.meta.filename);

export async function makeVideoFixture(options: VideoFixtureOptions = {}): Promise<Buffer> {
  const name = createHash("sha256")
    .update(await recipe)
    .update(JSON.stringify([ffmpeg(), Object.entries(options).sort()]))
    .digest("hex")
    .slice(0, 32);
  const cached = path.join(cacheDirectory, name);
  const kept = await readFile(cached).catch(() => null);
  if (kept) return kept;
  const made = await encodeVideoFixture(options);
  await mkdir(cacheDirectory, { recursive: true });
  // Written aside, then renamed: a worker making the same video at the same moment never reads half of it.
  const partial = `${cached}.${randomUUID()}`;
  await writeFile(partial, made);
  await rename(partial, cached);
  return made;
}

function encodeVideoFixture({
  seconds = 1,
  width = 320,
  height = 240,
  fps = 15,
  codec = "h264",
  container = "mp4",
  location,
  audio = true,
  rotation = 0,
  isFlat = false,
  repeat = 1,
}: VideoFixtureOptions): Promise<Buffer> {
  return inTempDirectory(async (directory) => {
    const encoded = path.join(directory, `encoded.${container}`);
    const phoneTags = [
      ...["-metadata", "creation_time=2024-05-01T10:00:00.000000Z"],
      ...["-metadata", "com.apple.quicktime.make=Apple"],
      ...["-metadata", "com.apple.quicktime.model=iPhone 15 Pro"],
      ...(location
        ? ["-metadata", `location=${location}`, "-metadata", `com.apple.quicktime.location.ISO6709=${location}`]
        : []),
      ...(container === "mov" ? ["-timecode", "01:00:00:00"] : []),
      ...["-movflags", "use_metadata_tags"],
    ];
    await run(ffmpeg(), [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...[
        "-f",
        "lavfi",
        "-i",
        `${isFlat ? "color=c=0x406080:" : "testsrc2="}size=${width}x${height}:rate=${fps}:duration=${seconds}`,
      ],
      ...(audio ? ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`] : []),
      ...(codec === "hevc"
        ? ["-c:v", "libx265", "-x265-params", "log-level=error", "-tag:v", "hvc1"]
        : ["-c:v", "libx264"]),
      ...["-preset", "ultrafast", "-pix_fmt", "yuv420p"],
      ...(audio ? ["-c:a", "aac", "-b:a", "64k"] : []),
      ...phoneTags,
      encoded,
    ]);
    if (repeat > 1) {
      const repeated = path.join(directory, `repeated.${container}`);
      await run(ffmpeg(), [
        ...["-hide_banner", "-loglevel", "error", "-y", "-stream_loop", String(repeat - 1), "-i", encoded],
        ...["-map", "0", "-c", "copy", repeated],
      ]);
      return readFile(repeated);
    }
    if (rotation === 0) return readFile(encoded);
    // ffmpeg 5.1 writes a stream's `rotate` tag into the track header only when copying the stream.
    const rotated = path.join(directory, `rotated.${container}`);
    await run(ffmpeg(), [
      ...["-hide_banner", "-loglevel", "error", "-y", "-i", encoded],
      ...["-map", "0", "-c", "copy", "-metadata:s:v:0", `rotate=${rotation}`],
      ...phoneTags,
      rotated,
    ]);
    return readFile(rotated);
  });
}

/** ffprobe's view of a video (format and streams, with their tags), for assertions. */
export async function probeVideo(bytes: Buffer | string): Promise<ProbeJson> {
  const probe = async (file: string) => {
    const { stdout } = await run(ffprobe(), [
      ...["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    ]);
    return JSON.parse(stdout) as ProbeJson;
  };
  if (typeof bytes === "string") return probe(bytes);
  return inTempDirectory(async (directory) => {
    const file = path.join(directory, "video");
    await writeFile(file, bytes);
    return probe(file);
  });
}
