import { z } from "zod";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { maxVideoSeconds, maxVideoSide } from "./media-limits.ts";
import { type VideoShape, videoBudgetRefusal } from "./video-budget.ts";
import { runVideoTool, VideoToolError, type VideoTools } from "./video-tools.server.ts";

/** What ffprobe says about a file, as far as the checks and the transcode need it. */
const probeOutputSchema = z.object({
  format: z.object({ duration: z.coerce.number().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        duration: z.coerce.number().optional(),
        /** Counted by demuxing the whole file (`-count_packets`): one packet a frame, whatever the header claims. */
        nb_read_packets: z.coerce.number().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
});

export interface ProbedVideo extends VideoShape {
  /** The first video stream's codec, e.g. h264 or hevc. */
  codec: string;
  /** Stored frame size (before any rotation the container asks for). */
  width: number;
  height: number;
  durationMs: number;
  /** The video stream's packets, one per frame. */
  frames: number;
}

/**
 * The demuxer ffmpeg reads each accepted upload type with: only the container its bytes announced is
 * parsed (never a playlist or another format ffmpeg would guess), without following external references.
 */
const demuxers: Record<string, string> = {
  "video/mp4": "mov",
  "video/quicktime": "mov",
  "video/webm": "matroska",
  "video/x-msvideo": "avi",
};

export function demuxerArgs(contentType: string): string[] {
  const demuxer = demuxers[contentType];
  return ["-protocol_whitelist", "file", ...(demuxer ? ["-f", demuxer] : [])];
}

/** A few seconds for any honest file: ffprobe reads headers and walks the packets, it decodes no frame. */
const probeTimeoutMs = 20_000;
/** A container's duration is rounded (and audio may run a little past the video). */
const durationToleranceSeconds = 1;

/**
 * Reads `file`'s container and streams with ffprobe and applies the video rules of docs/product/media.md
 * ("Videos"): a video stream (a cover picture is not one), at most 3 minutes, at most 8192 px on a side,
 * within the frame-rate ceiling and the decoding budget (video-budget.ts). Anything else is an AppError for the uploader; a missing ffprobe is "unavailable".
 */
export async function probeVideo(tools: VideoTools, file: string, contentType: string): Promise<ProbedVideo> {
  let output: Buffer;
  try {
    output = await runVideoTool(
      tools.ffprobe,
      [
        ...["-v", "error", ...demuxerArgs(contentType), "-count_packets"],
        ...["-print_format", "json", "-show_format", "-show_streams", file],
      ],
      { timeoutMs: probeTimeoutMs },
    );
  } catch (error) {
    if (error instanceof VideoToolError && error.reason === "missing") {
      throw new AppError("unavailable", "media.upload.videoUnavailable" satisfies MessageId, { cause: error });
    }
    throw new AppError("invalid", "media.upload.unreadableVideo" satisfies MessageId, { cause: error });
  }
  const parsed = probeOutputSchema.safeParse(safeJson(output));
  if (!parsed.success) throw new AppError("invalid", "media.upload.unreadableVideo" satisfies MessageId);
  const { format, streams } = parsed.data;
  const video = streams.find(
    (stream) =>
      stream.codec_type === "video" && stream.disposition?.attached_pic !== 1 && stream.width && stream.height,
  );
  if (!video?.width || !video.height) throw new AppError("invalid", "media.upload.unreadableVideo" satisfies MessageId);
  if (Math.max(video.width, video.height) > maxVideoSide) {
    throw new AppError("invalid", "media.upload.videoTooManyPixels" satisfies MessageId);
  }
  const seconds = format?.duration ?? video.duration ?? (await lastPacketSeconds(tools, file, contentType));
  if (seconds === undefined || !Number.isFinite(seconds))
    throw new AppError("invalid", "media.upload.unreadableVideo" satisfies MessageId);
  if (seconds > maxVideoSeconds + durationToleranceSeconds)
    throw new AppError("invalid", "media.upload.videoTooLong" satisfies MessageId);
  const frames = video.nb_read_packets;
  if (!frames) throw new AppError("invalid", "media.upload.unreadableVideo" satisfies MessageId);
  const probed: ProbedVideo = {
    codec: video.codec_name ?? "unknown",
    width: video.width,
    height: video.height,
    durationMs: Math.round(seconds * 1000),
    frames,
  };
  const refusal = videoBudgetRefusal(probed);
  if (refusal) throw new AppError("invalid", refusal);
  return probed;
}

/**
 * The time of the last video packet, for a file whose header names no duration (a browser's WebM
 * recording): ffprobe walks the packets without decoding them.
 */
async function lastPacketSeconds(tools: VideoTools, file: string, contentType: string): Promise<number | undefined> {
  try {
    const output = await runVideoTool(
      tools.ffprobe,
      [
        ...["-v", "error", ...demuxerArgs(contentType), "-select_streams", "v:0"],
        ...["-show_entries", "packet=pts_time", "-print_format", "csv=p=0", file],
      ],
      { timeoutMs: probeTimeoutMs },
    );
    const times = output.toString("utf8").split("\n").map(Number).filter(Number.isFinite);
    return times.length > 0 ? Math.max(...times) : undefined;
  } catch {
    return undefined;
  }
}

function safeJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
}
