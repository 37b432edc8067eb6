// When the first start seeds apart (ADR 081): the embedded database's first start with the demo wanted, only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedsApart } from "./seed-in-own-process.server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-seed-apart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("seedsApart", () => {
  it("seeds apart on the embedded database's first start with the demo wanted, and on no other", () => {
    const firstStart = { DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_DEMO_DATA: true };
    expect(seedsApart(firstStart)).toBe(true);
    expect(seedsApart({ ...firstStart, SEED_DEMO_DATA: false })).toBe(false);
    expect(seedsApart({ ...firstStart, DATABASE_URL: "postgres://db.example/roamstead" })).toBe(false);

    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "17\n");
    expect(seedsApart(firstStart)).toBe(false);
  });
});
