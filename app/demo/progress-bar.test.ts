import { describe, expect, it } from "vitest";
import { createProgressBar } from "./progress-bar.ts";

const recorder = (isTTY: boolean) => {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, write: (chunk: string) => chunks.push(chunk) > 0 } };
};

describe("createProgressBar", () => {
  it("writes a line per 10% when stderr is not a terminal", () => {
    const { chunks, stream } = recorder(false);
    let now = 0;
    const bar = createProgressBar({ total: 1000, label: "Inserting", stream, clock: () => now });
    for (let done = 50; done <= 1000; done += 50) {
      now += 100;
      bar.update(done);
    }
    bar.finish();
    expect(chunks).toHaveLength(10);
    expect(chunks.at(-1)).toBe("Inserting: 1,000/1,000 100% 500 rows/s ETA 0.0 s\n");
  });

  it("redraws one line at most every 100 ms on a terminal", () => {
    const { chunks, stream } = recorder(true);
    let now = 0;
    const bar = createProgressBar({ total: 100, label: "Inserting", stream, clock: () => now });
    bar.update(10);
    now = 50;
    bar.update(20);
    now = 200;
    bar.update(50);
    bar.finish();
    expect(chunks).toHaveLength(4);
    expect(chunks[1]).toBe("\rInserting [###############---------------] 50/100  50% 250 rows/s ETA 0.2 s\x1b[K");
    expect(chunks.at(-1)).toBe("\n");
  });
});
