import path from "node:path";
import { loadSharp } from "./limit-image-memory.server.ts";
import { maxVideoSeconds } from "./media-limits.ts";
import { demuxerArgs, type ProbedVideo, probeVideo } from "./probe-video.server.ts";
import { webpOptions } from "./process-image.server.ts";
import { framesPerSecond, type VideoJobLimits } from "./video-budget.ts";
import { runVideoTool, type VideoTools } from "./video-tools.server.ts";

/**
 * How a video is encoded for every browser (docs/product/media.md, "Videos"). x264's veryfast preset
 * costs ~1.2 core-seconds per second of 1080p30 (bench:media), so a 60 s clip is done in well under a
 * minute on two cores, where medium takes ~3×; CRF 23 is x264's default quality, capped at 5 Mbit/s
 * (with a 2 s buffer) so a busy scene does not become a 20 MB minute for a buyer on a phone.
 */
export const videoEncoding = {
  preset: "veryfast",
  crf: "23",
  maxRate: "5M",
  bufferSize: "10M",
  audioBitrate: "128k",
  maxFramesPerSecond: "60",
} as const;

/**
 * At most 1920×1080, or 1080×1920 upright (ffmpeg applies the phone's rotation before this filter sees
 * the frames), never upscaled, aspect kept, both sides even (4:2:0 needs them so).
 */
const fitFilter =
  "scale=w='if(gte(iw,ih),min(1920,iw),min(1080,iw))':h='if(gte(iw,ih),min(1080,ih),min(1920,ih))'" +
  ":force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1,format=yuv420p";

/** Timestamps and encoder versions left out, so the file says nothing beyond the pictures and sound. */
const bitexact = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"];

export interface TranscodedVideo {
  /** The MP4, in the folder given. */
  file: string;
  poster: Buffer;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * The decoder refuses frames larger than the probe saw (the budget was judged on that size): a stream
 * that grows its frames halfway fails at once instead of costing what was never accepted. Some room is
 * left for the decoder's own alignment of the width.
 */
function maxPixelsArgs({ width, height }: ProbedVideo): string[] {
  return ["-max_pixels", String((width + 64) * (height + 16))];
}

/** Frames above the served rate are dropped before scaling, not after (a quarter less work for 240 fps). */
function dropFramesFirst(probed: ProbedVideo): string {
  return framesPerSecond(probed) > Number(videoEncoding.maxFramesPerSecond)
    ? `fps=${videoEncoding.maxFramesPerSecond},`
    : "";
}

/**
 * `source` (as uploaded, described by `probed`) → an H.264/AAC MP4 with its index at the front and no metadata (only the first
 * video and audio streams: no chapters, timecode or data tracks), checked with ffprobe, and a WebP poster
 * from its first second. Throws VideoToolError: `rejected` when ffmpeg cannot read the file.
 */
export async function transcodeVideo(
  tools: VideoTools,
  {
    source,
    probed,
    contentType,
    folder,
    limits,
  }: { source: string; probed: ProbedVideo; contentType: string; folder: string; limits: VideoJobLimits },
): Promise<TranscodedVideo> {
  const file = path.join(folder, "video.mp4");
  await runVideoTool(
    tools.ffmpeg,
    [
      ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
      ...demuxerArgs(contentType),
      ...maxPixelsArgs(probed),
      ...["-i", source],
      ...["-map", "0:v:0", "-map", "0:a:0?", "-map_metadata", "-1", "-map_chapters", "-1"],
      ...[
        "-t",
        String(maxVideoSeconds + 1),
        "-vf",
        dropFramesFirst(probed) + fitFilter,
        "-fpsmax",
        videoEncoding.maxFramesPerSecond,
      ],
      ...["-c:v", "libx264", "-preset", videoEncoding.preset, "-crf", videoEncoding.crf],
      ...["-maxrate", videoEncoding.maxRate, "-bufsize", videoEncoding.bufferSize],
      ...["-c:a", "aac", "-b:a", videoEncoding.audioBitrate, "-ac", "2"],
      ...bitexact,
      ...["-movflags", "+faststart", "-f", "mp4", file],
    ],
    { timeoutMs: limits.timeoutMs, cpuLimitSeconds: limits.cpuSeconds, isBackground: true },
  );
  const made = await probeVideo(tools, file, "video/mp4");
  if (made.codec !== "h264") throw new Error(`ffmpeg made ${made.codec}, not h264`);
  return { file, poster: await makePoster(tools, file, made), ...made };
}

/** A frame a second in (or from the middle of a shorter clip), as WebP at the video's size. */
async function makePoster(tools: VideoTools, video: string, made: ProbedVideo): Promise<Buffer> {
  const grab = (seconds: number) =>
    runVideoTool(
      tools.ffmpeg,
      [
        ...["-hide_banner", "-loglevel", "error", "-nostdin", "-ss", seconds.toFixed(3), "-i", video],
        ...["-frames:v", "1", "-an", ...bitexact, "-c:v", "png", "-f", "image2pipe", "pipe:1"],
      ],
      { timeoutMs: 60_000, isBackground: true },
    );
  let frame = await grab(Math.min(1, made.durationMs / 2000));
  // A seek past the last frame of a very short clip gives nothing: take the first frame then.
  if (frame.length === 0) frame = await grab(0);
  const sharp = await loadSharp();
  return sharp(frame).webp(webpOptions).toBuffer();
}
