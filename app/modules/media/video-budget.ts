// What a video may cost to process, judged from its probe before a frame is decoded
// (docs/product/media.md, "Videos"; the figures are measured in ADR 033).

import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { maxVideoDecodedPixels, maxVideoFramesPerSecond, maxVideoSeconds } from "./media-limits.ts";

/** A video as ffprobe describes it: stored frame size, length and the number of video frames (packets). */
export interface VideoShape {
  width: number;
  height: number;
  durationMs: number;
  frames: number;
}

/** A clip shorter than this is judged as if it lasted this long: a few frames cannot be a high frame rate. */
const shortestJudgedSeconds = 1;
/** Container durations are rounded and phones record at a slightly varying rate (239.98 or 240.2 fps). */
const frameRateTolerance = 1.01;

/** The frame rate the rule judges: frames over seconds (what the file holds, not what its header claims). */
export function framesPerSecond({ durationMs, frames }: VideoShape): number {
  return frames / Math.max(durationMs / 1000, shortestJudgedSeconds);
}

/** Pixels the decoder produces for the whole video: width × height × frames. */
export function decodedPixels({ width, height, frames }: VideoShape): number {
  return width * height * frames;
}

/** The message refusing a video over the frame-rate ceiling or the decoding budget, or null when it fits. */
export function videoBudgetRefusal(shape: VideoShape): string | null {
  if (framesPerSecond(shape) > maxVideoFramesPerSecond * frameRateTolerance)
    return "media.upload.videoFrameRateTooHigh" satisfies MessageId;
  if (decodedPixels(shape) > maxVideoDecodedPixels) return "media.upload.videoTooCostly" satisfies MessageId;
  return null;
}

/** The served video's frame rate ceiling (transcode-video.server.ts): encoding cost stops growing there. */
const servedFramesPerSecond = 60;

/**
 * An upper bound of the transcode's CPU time on this design's hardware (ADR 033, measured with x264
 * veryfast): about 1.5 core-seconds per second of served 1080p30 (twice that at 60 fps), plus decoding
 * and scaling, about 4 core-seconds per billion decoded pixels (an 8192×4320 240 fps clip: 3.6).
 */
export function estimatedCpuSeconds(shape: VideoShape): number {
  const seconds = shape.durationMs / 1000;
  const encoding = 1.5 * seconds * (Math.min(framesPerSecond(shape), servedFramesPerSecond) / 30);
  return encoding + 4 * (decodedPixels(shape) / 1e9);
}

/** What even a one-second clip needs: ffmpeg's start-up and the encoder's first frames. */
const baseCpuSeconds = 30;
const baseTimeLimitMs = 60_000;
/** The estimate is an upper bound on this machine; a slower core may need up to twice as long. */
const cpuMargin = 2;
/** ffmpeg runs below requests' priority: on a busy machine it may get as little as a quarter of a core. */
const slowestShareOfACore = 0.25;

export interface VideoJobLimits {
  /** CPU time (all ffmpeg's threads) after which the transcode is stopped: the cost limit. */
  cpuSeconds: number;
  /** Wall time after which it is stopped, for a machine too busy to give it its share. */
  timeoutMs: number;
}

/**
 * How much the transcode may cost before it is stopped and the video marked failed, from its probe: a file
 * that decodes far slower than its shape says stops within about twice its estimate, instead of holding
 * the queue, while a busy machine does not fail an honest file (the CPU limit does not count the waiting).
 * A 2 s 1080p30 clip: 37 CPU-seconds, 74 s; 3 minutes of 1080p30: 11 CPU-minutes, 22 minutes.
 */
export function videoJobLimits(shape: VideoShape): VideoJobLimits {
  const estimate = estimatedCpuSeconds(shape);
  return {
    cpuSeconds: Math.round(baseCpuSeconds + cpuMargin * estimate),
    timeoutMs: Math.round(baseTimeLimitMs + (estimate / slowestShareOfACore) * 1000),
  };
}

/**
 * The longest time limit an accepted video can get (the queue's expiry must outlast it): the longest clip
 * at the served frame rate plus the whole decoding budget, an upper bound of every accepted shape.
 */
export const longestVideoTimeLimitMs =
  baseTimeLimitMs +
  ((1.5 * (maxVideoSeconds + 1) * (servedFramesPerSecond / 30) + 4 * (maxVideoDecodedPixels / 1e9)) /
    slowestShareOfACore) *
    1000;
