// The video budget of docs/product/media.md ("Videos") on probe results: what phones record passes,
// the tester's 8K 240 fps clip does not, and a job's CPU and time limits follow the video's cost.
import { describe, expect, it } from "vitest";
import { english } from "#app/test/translator.tsx";
import { longestVideoTimeLimitMs, type VideoShape, videoBudgetRefusal, videoJobLimits } from "./video-budget.ts";

/** The refusals' words (docs/product/media.md); the refusal itself is a message id. */
const tooCostly =
  "This video has too many pixels for its length (at most a minute of 4K, or 3 minutes of 1080p, at 60 frames per second). Please upload a shorter or smaller video.";
const tooFast = "Video frame rate is too high (at most 240 frames per second).";
const refusalOf = (shape: VideoShape) => english(videoBudgetRefusal(shape) ?? "");

const clip = (width: number, height: number, fps: number, seconds: number): VideoShape => ({
  width,
  height,
  durationMs: seconds * 1000,
  frames: Math.round(fps * seconds),
});

describe("the video budget", () => {
  it("accepts what phones record, within 3 minutes", () => {
    for (const shape of [
      clip(1920, 1080, 30, 180),
      clip(1920, 1080, 60, 180),
      clip(1080, 1920, 30, 180),
      clip(3840, 2160, 30, 120),
      clip(3840, 2160, 60, 60),
      clip(7680, 4320, 30, 30),
      // Slow motion as an iPhone saves it, and a few frames of it.
      clip(1920, 1080, 240, 60),
      clip(1920, 1080, 240, 0.5),
      clip(320, 240, 239.7, 10),
    ]) {
      expect(videoBudgetRefusal(shape), JSON.stringify(shape)).toBeNull();
    }
  });

  it("refuses the tester's 8192×4320 240 fps clip of 3 minutes, and 4K at 60 fps past a minute", () => {
    expect(refusalOf(clip(8192, 4320, 240, 180))).toBe(tooCostly);
    expect(refusalOf(clip(8192, 4320, 240, 4))).toBe(tooCostly);
    expect(refusalOf(clip(3840, 2160, 60, 70))).toBe(tooCostly);
    expect(refusalOf(clip(1920, 1080, 120, 180))).toBe(tooCostly);
  });

  it("refuses more than 240 frames a second, judged on the frames the file holds", () => {
    expect(refusalOf(clip(64, 64, 480, 1))).toBe(tooFast);
    expect(refusalOf(clip(64, 64, 1000, 30))).toBe(tooFast);
    // A handful of frames in a tenth of a second is no frame rate to refuse.
    expect(videoBudgetRefusal(clip(64, 64, 1000, 0.1))).toBeNull();
  });
});

describe("a video job's limits", () => {
  const minutes = (ms: number) => ms / 60_000;

  it("follow the video's duration: about half a CPU-minute for a 2 s clip, far less than the old flat 20 minutes", () => {
    const short = videoJobLimits(clip(1920, 1080, 30, 2));
    expect(short.cpuSeconds).toBeGreaterThan(30);
    expect(short.cpuSeconds).toBeLessThan(40);
    expect(short.timeoutMs).toBeLessThan(80_000);
    const long = videoJobLimits(clip(1920, 1080, 30, 180));
    expect(long.cpuSeconds / 60).toBeGreaterThan(10);
    expect(long.cpuSeconds / 60).toBeLessThan(12);
    expect(long.timeoutMs).toBeGreaterThan(short.timeoutMs * 15);
  });

  it("follow the pixels to decode at the same duration; the queue's expiry outlasts every accepted video's", () => {
    const at1080 = videoJobLimits(clip(1920, 1080, 30, 30));
    const at4k60 = videoJobLimits(clip(3840, 2160, 60, 30));
    expect(at4k60.cpuSeconds).toBeGreaterThan(at1080.cpuSeconds * 1.5);
    expect(at4k60.timeoutMs).toBeGreaterThan(at1080.timeoutMs * 1.5);
    for (const shape of [clip(1920, 1080, 60, 181), clip(3840, 2160, 60, 64), clip(8192, 4320, 240, 3.7)]) {
      expect(videoBudgetRefusal(shape)).toBeNull();
      expect(videoJobLimits(shape).timeoutMs).toBeLessThanOrEqual(longestVideoTimeLimitMs);
    }
    expect(minutes(longestVideoTimeLimitMs)).toBeLessThan(50);
  });
});
