import { describe, expect, it } from "vitest";
import { parseSeedArguments, UsageError } from "./parse-seed-arguments.ts";

describe("parseSeedArguments", () => {
  it("seeds the demo without options and bulk-inserts with --listings", () => {
    expect(parseSeedArguments([])).toEqual({ kind: "demo" });
    expect(parseSeedArguments(["--listings", "100000"])).toEqual({ kind: "bulk", listings: 100_000 });
    expect(parseSeedArguments(["--listings=5000000"])).toEqual({ kind: "bulk", listings: 5_000_000 });
    expect(parseSeedArguments(["-h"])).toEqual({ kind: "help" });
  });

  it.each([["abc"], ["0"], ["-5"], ["1.5"], ["1e5"], ["5000001"], [""]])("refuses --listings %j", (value) => {
    expect(() => parseSeedArguments([`--listings=${value}`])).toThrow(
      /--listings must be a whole number from 1 to 5,000,000/,
    );
  });

  it("refuses unknown options and a missing value", () => {
    expect(() => parseSeedArguments(["--bogus"])).toThrow(UsageError);
    expect(() => parseSeedArguments(["--listings"])).toThrow(UsageError);
  });
});
