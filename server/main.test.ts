import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("start-up", () => {
  // Development mode loads the entry through Vite, so no production build is needed for this test. Vite transforms
  // the whole server graph first: ~15 s beside CI's other test workers, once past 25 s (killed, status 143). The
  // room only matters to a failing run.
  const startUpLimitMs = 90_000;
  it("stops with a message naming PORT when PORT is not a number", { timeout: startUpLimitMs + 10_000 }, () => {
    const result = spawnSync(process.execPath, ["--conditions=development", "server/main.ts", "--dev"], {
      env: { ...process.env, PORT: "abc", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: startUpLimitMs,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT="abc"');
  });
});
