// The one redirect-target check (docs/product/accounts.md, "Redirect targets"), against a corpus of
// open-redirect tricks: every target is judged after normalisation, so nothing that a browser would
// follow to another host gets through, and good paths come back normalised.
import { describe, expect, test } from "vitest";
import { safeAccountLink } from "./auth-redirects.ts";
import {
  checkedRedirectTarget,
  maxRedirectTargetLength,
  safeRedirectTarget,
  signInLeadingBack,
  tierInRedirect,
} from "./safe-redirect.ts";

const fallback = "/sell-your-camper";

/** Paths on this site and what they become. */
const goodTargets: [string, string][] = [
  ["/my-listings?x=1#y", "/my-listings?x=1#y"],
  ["/submit-builder?tier=roamstead", "/submit-builder?tier=roamstead"],
  ["/dashboard?x=1#y", "/dashboard?x=1#y"],
  ["/dashboard", "/dashboard"],
  ["/", "/"],
  ["/camper-checkout?tier=roam&redirected=1", "/camper-checkout?tier=roam&redirected=1"],
  ["/listing/42?from=%2F%2Fevil.example", "/listing/42?from=%2F%2Fevil.example"],
  ["/listings?q=//evil.example#//evil.example", "/listings?q=//evil.example#//evil.example"],
  ["/sign-in-camper-help", "/sign-in-camper-help"],
  ["/a/./b/../c", "/a/c"],
  ["/x/%2e%2e/dashboard", "/dashboard"],
  ["/x/.%2E/my-listings?y=2", "/my-listings?y=2"],
  ["/blog/caf%C3%A9", "/blog/caf%C3%A9"],
  ["/blog/café", "/blog/caf%C3%A9"],
  ["/listings?q=a b", "/listings?q=a%20b"],
  ["/..", "/"],
  ["/../dashboard", "/dashboard"],
  ["/%2e", "/"],
  [`/${"a".repeat(2000)}`, `/${"a".repeat(2000)}`],
];

/** The hosts an attacker would like to reach. */
const hosts = ["evil.example", "evil.example/", "evil.example/dashboard?x=1", "127.0.0.1:8080", "user@evil.example"];

/** Ways to make a path that starts with one slash normalise to one that starts with two (issue 14). */
const doubleSlashMakers = [
  "//",
  "///",
  "////",
  "/.//",
  "/..//",
  "/x/..//",
  "/x/y/../..//",
  "/%2e//",
  "/%2E//",
  "/%2e%2e//",
  "/%2E%2e//",
  "/.%2e//",
  "/x/%2e%2e//",
  "/.///",
  "/././/",
  "/./..//",
  "/x/./..//",
];

/** Written out by hand: other schemes, other hosts, separators a parser reads as slashes, characters it drops. */
const handWritten: [string, unknown][] = [
  ["another site", "https://evil.example"],
  ["another site over http", "http://evil.example/dashboard"],
  ["a scheme with one slash", "http:/evil.example"],
  ["a scheme with no slash", "http:evil.example"],
  ["a scheme in upper case", "HTTPS://evil.example"],
  ["a protocol-relative URL", "//evil.example"],
  ["three slashes", "///evil.example"],
  ["a backslash that browsers read as a slash", "/\\evil.example"],
  ["two backslashes", "/\\\\evil.example"],
  ["a backslash first", "\\/evil.example"],
  ["backslashes only", "\\\\evil.example"],
  ["a backslash later in the path", "/a\\..\\\\evil.example"],
  ["a backslash in the query", "/dashboard?x=\\"],
  ["an escaped slash", "/%2f/evil.example"],
  ["an escaped slash in upper case", "/%2F%2Fevil.example"],
  ["an escaped backslash", "/%5c/evil.example"],
  ["an escaped backslash after a dot segment", "/./%5C%5Cevil.example"],
  ["a tab that URL parsers drop, leaving //", "/\t/evil.example"],
  ["a newline inside", "/\n/evil.example"],
  ["a carriage return inside", "/\r/evil.example"],
  ["a NUL inside", "/\u0000/evil.example"],
  ["a NUL at the end", "/dashboard\u0000"],
  ["a DEL inside", "/\u007f/evil.example"],
  ["a C1 control inside", "/\u0085/evil.example"],
  ["a leading space", " /dashboard"],
  ["a leading tab", "\t//evil.example"],
  ["a script URL", "javascript:alert(1)"],
  ["a script URL in disguise", "JaVaScRiPt:alert(1)"],
  ["a script URL with a tab", "java\tscript:alert(1)"],
  ["a data URL", "data:text/html,<script>alert(1)</script>"],
  ["a vbscript URL", "vbscript:msgbox(1)"],
  ["a relative path", "dashboard"],
  ["a dot-relative path", "./dashboard"],
  ["a parent-relative path", "../dashboard"],
  ["a query only", "?x=1"],
  ["a fragment only", "#x"],
  ["an empty string", ""],
  ["null", null],
  ["undefined", undefined],
  ["a number", 42],
  ["an array", ["/dashboard"]],
  ["very long input", `/${"a".repeat(maxRedirectTargetLength)}`],
  ["very long input that hides //", `/${"./".repeat(5000)}/evil.example`],
  ["a malformed escape", "/%zz/evil"],
  ["the sign-in page with its own redirect", "/sign-in-camper?redirect=/x"],
  ["the short sign-in path", "/sign-in"],
  ["the sign-up page", "/custom-sign-up"],
  ["the sign-up path with a trailing slash", "/sign-up/"],
  ["the sign-in page in capitals", "/SIGN-IN-CAMPER"],
  ["the sign-in page behind a dot segment", "/x/../sign-in"],
  ["the sign-in page with an escaped letter", "/sign-%69n"],
  ["the sign-up page with two trailing slashes", "/custom-sign-up//"],
];

const generated: [string, string][] = [];
for (const maker of doubleSlashMakers) {
  for (const host of hosts) {
    generated.push([`${maker} + ${host}`, `${maker}${host}`]);
    generated.push([
      `${maker} + ${host} after a path`,
      `/dashboard/..${maker.slice(1) ? `/${maker.slice(1)}` : "/"}${host}`,
    ]);
  }
}
for (const host of hosts) {
  for (const scheme of ["http:", "https:", "HTTP:", "ftp:", "javascript:", "data:"]) {
    for (const slashes of ["", "/", "//", "///", "\\\\", "/\\", "\\/"]) {
      generated.push([`${scheme}${slashes}${host}`, `${scheme}${slashes}${host}`]);
    }
  }
  for (const sneaky of ["\t", "\n", "\r", "\u0000", "\u001b", "\u007f", "\\", "%2f", "%5c"]) {
    generated.push([`/${sneaky}/${host}`, `/${sneaky}/${host}`]);
    generated.push([`/${sneaky}${host}`, `/${sneaky}${host}`]);
  }
}

const badTargets: [string, unknown][] = [...handWritten, ...generated];

/** What any answer of the check must be: the fallback, or a path that every URL parser keeps on this site. */
function expectStaysOnSite(answer: string) {
  expect(answer.startsWith("/")).toBe(true);
  expect(answer.startsWith("//")).toBe(false);
  expect(answer.includes("\\")).toBe(false);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters.
  expect(/[\u0000-\u001f\u007f-\u009f]/.test(answer)).toBe(false);
  for (const page of [
    "https://roamstead.example/",
    "https://roamstead.example/a/b/c?d#e",
    "http://localhost:3000/x/",
  ]) {
    expect(new URL(answer, page).origin).toBe(new URL(page).origin);
  }
}

describe("safeRedirectTarget", () => {
  test("the corpus has every variant named in issue 14 and a few hundred more", () => {
    // Reported figure: good targets + bad targets.
    expect(goodTargets.length + badTargets.length).toBeGreaterThan(400);
  });

  test.each(goodTargets)("keeps the path on this site %j (→ %j)", (target, normalised) => {
    expect(safeRedirectTarget(target, fallback)).toBe(normalised);
    expectStaysOnSite(normalised);
    // Checking the result again changes nothing.
    expect(safeRedirectTarget(normalised, fallback)).toBe(normalised);
  });

  test.each(badTargets)("falls back for %s", (_label, target) => {
    expect(safeRedirectTarget(target as string, fallback)).toBe(fallback);
    expect(checkedRedirectTarget(target)).toBeNull();
  });

  test("whatever it is given, the answer stays on this site", () => {
    const odd = ["/", "\\", ".", "%2e", "%2f", "%5c", "\t", "\n", "\u0000", "?", "#", ":", "@", "evil.example", "a"];
    let tried = 0;
    for (const first of odd) {
      for (const second of odd) {
        for (const third of odd) {
          expectStaysOnSite(safeRedirectTarget(`/${first}${second}${third}evil.example`, fallback));
          tried++;
        }
      }
    }
    expect(tried).toBe(odd.length ** 3);
  });

  test("escaped spaces and control characters are a path on this site, kept escaped", () => {
    for (const escaped of ["%20", "%09", "%0a", "%0D", "%00"]) {
      const answer = safeRedirectTarget(`/${escaped}/evil.example`, fallback);
      expect(answer).toBe(`/${escaped}/evil.example`);
      expectStaysOnSite(answer);
    }
    expect(safeRedirectTarget("/ /evil.example", fallback)).toBe("/%20/evil.example");
  });
});

describe("signInLeadingBack", () => {
  test("leads back to a page of ours, its query kept", () => {
    expect(signInLeadingBack("/camper-checkout?tier=roam&redirected=1")).toBe(
      "/sign-in-camper?redirect=%2Fcamper-checkout%3Ftier%3Droam%26redirected%3D1",
    );
  });

  test.each([
    ["an address over the length limit", `/listings?q=${"a".repeat(maxRedirectTargetLength)}`],
    ["another site", "//evil.example"],
    ["the sign-in page itself", "/sign-in-camper?redirect=/x"],
  ])("without the way back for %s", (_label, target) => {
    expect(signInLeadingBack(target)).toBe("/sign-in-camper");
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

describe("safeAccountLink (the links in confirmation and reset mails)", () => {
  const site = "https://roamstead.example";
  test.each([
    [
      `${site}/api/auth/verify-email?token=t&callbackURL=%2F.%2F%2Fevil.example`,
      `${site}/api/auth/verify-email?token=t&callbackURL=%2Fdashboard`,
    ],
    [
      `${site}/api/auth/verify-email?token=t&callbackURL=%2Fmy-listings%3Fx%3D1`,
      `${site}/api/auth/verify-email?token=t&callbackURL=%2Fmy-listings%3Fx%3D1`,
    ],
    [
      `${site}/api/auth/reset-password/abc?callbackURL=https%3A%2F%2Fevil.example`,
      `${site}/api/auth/reset-password/abc?callbackURL=%2Freset-password`,
    ],
    [
      `${site}/api/auth/reset-password/abc?callbackURL=`,
      `${site}/api/auth/reset-password/abc?callbackURL=%2Freset-password`,
    ],
    ["https://evil.example/api/auth/verify-email?token=t", `${site}/api/auth/verify-email?token=t`],
  ])("%s → %s", (link, safe) => {
    expect(safeAccountLink(link, site)).toBe(safe);
  });
});
