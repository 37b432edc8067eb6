// A video tool stopped at its CPU limit (docs/product/media.md, "Videos"): the cost limit of a video job.
import { describe, expect, it } from "vitest";
import { runVideoTool, VideoToolError } from "./video-tools.server.ts";

describe("runVideoTool", () => {
  it.runIf(process.platform === "linux")("stops a tool that uses more CPU than its limit, as a timeout", async () => {
    const started = Date.now();
    const run = runVideoTool("sh", ["-c", "while :; do :; done"], { timeoutMs: 60_000, cpuLimitSeconds: 0.3 });
    await expect(run).rejects.toThrow(VideoToolError);
    await expect(run).rejects.toMatchObject({ reason: "timeout", message: "sh used more than 0.3 CPU seconds" });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("lets a tool within its CPU limit finish", async () => {
    const output = await runVideoTool("sh", ["-c", "echo done"], { timeoutMs: 10_000, cpuLimitSeconds: 5 });
    expect(output.toString()).toBe("done\n");
  });
});
