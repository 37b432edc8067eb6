import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("start-up", () => {
  it("stops with a message naming PORT when PORT is not a number", () => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "abc", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT="abc"');
  });
});
