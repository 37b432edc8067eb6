import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Debian's Chromium in its headless build (package chromium-headless-shell, the same source and version as
// /usr/bin/chromium, and the build Playwright itself runs headless tests in): a test costs the machine half the CPU
// time of the full browser's headless mode. The full browser when the shell is not installed. ADR 004 says why.
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A whole journey (the admin's runs to 16 s on an idle machine) on two cores that may be shared: a timeout only
  // ever fires on a failure, so room here costs nothing on a green run.
  timeout: 60_000,
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: filming every test
    // and throwing the film away on success cost a fifth of the suite's time on two cores (ADR 004). CI records
    // none (`E2E_TRACE=off`): its clone is thrown away, traces with it, and the snapshots cost a tenth of the suite.
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testDir: "tests/e2e",
      // Phone-first media is a phone's photo and video through the same uploader: the server's part (HEIC, the
      // location stripped) is the same for both, and the desktop's uploads are media-uploader's and selling's.
      testIgnore: ["**/phone-media.spec.ts"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // The phone runs only what a phone changes: the viewport's layout (checked by axe and by what is visible), the
      // header's <details> menu, touch (swipe, the share sheet) and the phone-sized components (infinite scroll,
      // map pins, the filter panel, the uploaders and viewers). Everything else runs once, on the desktop, because
      // the server varies nothing by screen or user agent (view counting aside, whose test sets its own):
      // - @server: server answers and rules, mail, payments, redirects, 400/403/404, headers, structured data;
      // - @desk: the admin's pages, the desktop's own paths (the keyboard, no share sheet), and journeys whose phone
      //   side another test already walks on the phone;
      // - without JavaScript: forms and links answer the same on any screen;
      // - the files ignored below (the admin's pages, payments, the CSP header, view counting): every test in them is
      //   of those kinds.
      // ADR 004 says what this costs.
      name: "mobile",
      testDir: "tests/e2e",
      testIgnore: [
        "**/admin.spec.ts",
        "**/checkout.spec.ts",
        "**/content-security-policy.spec.ts",
        "**/seller-statistics.spec.ts",
      ],
      grepInvert: [/ (without|before) JavaScript( loads| has loaded)? /, /@desk/, /@server/],
      use: { ...devices["Pixel 7"], channel: undefined },
    },
    // The route fuzz (tests/fuzz/routes.spec.ts): raw HTTP, no browser, once per run. Listed last so that,
    // with one worker, it runs after the browser projects and its junk data (sign-ups, messages) cannot
    // disturb them; not a dependency of theirs, so it still runs when a browser test fails. Runs alone with
    // `npx playwright test --project fuzz` (FUZZ_SEED, FUZZ_CASE, FUZZ_SECONDS, FUZZ_REQUESTS: see the spec).
    { name: "fuzz", testDir: "tests/fuzz", timeout: 300_000, use: { trace: "off" } },
  ],
  webServer: {
    // A fresh embedded database per run, seeded with the demo marketplace, served from the production build.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
