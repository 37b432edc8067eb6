import type { Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestActivity } from "./request-activity.server.ts";

function arrive(activity: ReturnType<typeof createRequestActivity>) {
  activity.track({} as Request, {} as Response, () => {});
}

function watch(waiting: Promise<void>): { done: boolean } {
  const state = { done: false };
  waiting.then(() => {
    state.done = true;
  });
  return state;
}

describe("request activity", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets background work start at once when nobody has been served", async () => {
    const waiting = watch(createRequestActivity({ quietMs: 10_000 }).whenQuiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.done).toBe(true);
  });

  it("holds background work while requests keep arriving, and lets it go once they stop", async () => {
    const activity = createRequestActivity({ quietMs: 2_000, maxWaitMs: 60_000 });
    arrive(activity);
    const waiting = watch(activity.whenQuiet());
    for (let second = 0; second < 10; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      arrive(activity);
      expect(waiting.done).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(2_500);
    expect(waiting.done).toBe(true);
  });

  it("lets background work go after the longest wait even when the server is never quiet", async () => {
    const activity = createRequestActivity({ quietMs: 2_000, maxWaitMs: 5_000 });
    arrive(activity);
    const waiting = watch(activity.whenQuiet());
    for (let second = 0; second < 4; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      arrive(activity);
    }
    expect(waiting.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(waiting.done).toBe(true);
  });
});
