import { describe, expect, test } from "vitest";
import { safeRedirectTarget, tierInRedirect } from "./safe-redirect.ts";

const fallback = "/sell-your-camper";

describe("safeRedirectTarget", () => {
  test.each([
    "/dashboard?x=1#y",
    "/dashboard",
    "/",
    "/camper-checkout?tier=roam",
    "/listing/42?from=%2F%2Fevil.example",
    "/sign-in-camper-help",
  ])("keeps the path on this site %j", (target) => {
    expect(safeRedirectTarget(target, fallback)).toBe(target);
  });

  test.each([
    ["another site", "https://evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a backslash later in the path", "/a\\..\\\\evil.example"],
    ["a tab that URL parsers drop, leaving //", "/\t/evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["an empty string", ""],
    ["null", null],
    ["undefined", undefined],
    ["the sign-in page with its own redirect", "/sign-in-camper?redirect=/x"],
    ["the short sign-in path", "/sign-in"],
    ["the sign-up page", "/custom-sign-up"],
    ["the sign-up path with a trailing slash", "/sign-up/"],
  ])("falls back for %s (%j)", (_label, target) => {
    expect(safeRedirectTarget(target, fallback)).toBe(fallback);
  });

  test("normalizes dot segments, so a sign-in page cannot hide behind them", () => {
    expect(safeRedirectTarget("/x/../sign-in", fallback)).toBe(fallback);
    expect(safeRedirectTarget("/a/./b/../c", fallback)).toBe("/a/c");
  });
});

describe("tierInRedirect", () => {
  test.each([
    ["/camper-checkout?tier=ROAM", "Roam"],
    ["/camper-checkout?tier=graze", "Graze"],
    ["/camper-checkout?tier=Stampede", "Stampede"],
    ["/camper-checkout?tier=gold", undefined],
    ["/camper-checkout", undefined],
    ["/dashboard?x=1", undefined],
  ])("%s → %s", (target, tier) => {
    expect(tierInRedirect(target)).toBe(tier);
  });
});
