import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("start-up", () => {
  it("stops with a message naming PORT when PORT is not a number", () => {
    // Development mode loads the entry through Vite, so no production build is needed for this test.
    const result = spawnSync(process.execPath, ["--conditions=development", "server/main.ts", "--dev"], {
      env: { ...process.env, PORT: "abc", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 25_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT="abc"');
  });
});
