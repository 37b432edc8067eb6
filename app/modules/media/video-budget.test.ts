// The video budget of docs/product/media.md ("Videos") on probe results: what phones record passes,
// the tester's 8K 240 fps clip does not, and a job's time limit follows the video's cost.
import { describe, expect, it } from "vitest";
import { uploadTexts } from "./media-limits.ts";
import { longestVideoTimeLimitMs, type VideoShape, videoBudgetRefusal, videoTimeLimitMs } from "./video-budget.ts";

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
    expect(videoBudgetRefusal(clip(8192, 4320, 240, 180))).toBe(uploadTexts.videoTooCostly);
    expect(videoBudgetRefusal(clip(8192, 4320, 240, 4))).toBe(uploadTexts.videoTooCostly);
    expect(videoBudgetRefusal(clip(3840, 2160, 60, 70))).toBe(uploadTexts.videoTooCostly);
    expect(videoBudgetRefusal(clip(1920, 1080, 120, 180))).toBe(uploadTexts.videoTooCostly);
  });

  it("refuses more than 240 frames a second, judged on the frames the file holds", () => {
    expect(videoBudgetRefusal(clip(64, 64, 480, 1))).toBe(uploadTexts.videoFrameRateTooHigh);
    expect(videoBudgetRefusal(clip(64, 64, 1000, 30))).toBe(uploadTexts.videoFrameRateTooHigh);
    // A handful of frames in a tenth of a second is no frame rate to refuse.
    expect(videoBudgetRefusal(clip(64, 64, 1000, 0.1))).toBeNull();
  });
});

describe("a video job's time limit", () => {
  const minutes = (ms: number) => ms / 60_000;

  it("follows the video's duration: about a minute for a 2 s clip, far less than the old flat 20 minutes", () => {
    const short = videoTimeLimitMs(clip(1920, 1080, 30, 2));
    expect(short).toBeGreaterThan(60_000);
    expect(short).toBeLessThan(70_000);
    const long = videoTimeLimitMs(clip(1920, 1080, 30, 180));
    expect(minutes(long)).toBeGreaterThan(7);
    expect(minutes(long)).toBeLessThan(10);
  });

  it("follows the pixels to decode at the same duration, and stays within the queue's expiry", () => {
    const at1080 = videoTimeLimitMs(clip(1920, 1080, 30, 30));
    const at4k60 = videoTimeLimitMs(clip(3840, 2160, 60, 30));
    expect(at4k60).toBeGreaterThan(at1080 * 1.5);
    for (const shape of [clip(1920, 1080, 60, 181), clip(3840, 2160, 60, 64), clip(8192, 4320, 240, 3.7)]) {
      expect(videoBudgetRefusal(shape)).toBeNull();
      expect(videoTimeLimitMs(shape)).toBeLessThanOrEqual(longestVideoTimeLimitMs);
    }
    expect(minutes(longestVideoTimeLimitMs)).toBeLessThan(20);
  });
});
