// The route fuzz (docs/decisions/017-one-way-in-one-way-out.md): every route of app/routes.ts and every
// Express endpoint gets random and malformed requests — any method, every content type, broken
// encodings, huge fields, NUL, lone surrogates, wrong types — as a visitor and as signed-in users.
// No answer may be a server error, the server must stay healthy, and a JSON 4xx must say what is wrong.
// Besides the random cases: bodies over the cap (413 and Connection: close, then a working next request),
// TRACE and odd request targets, and a sweep of one flawed field at a time through every form that takes
// a POST (every third case).
//
// Seeded: the seed is printed; FUZZ_SEED=<seed> replays a run, FUZZ_CASE=<n> one case of it.
// Bounded: FUZZ_SECONDS (default 45) and FUZZ_REQUESTS (default 6000); FUZZ_CONCURRENCY (default 4).
//   npx playwright test --project fuzz
import { writeFile } from "node:fs/promises";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { discoverRealValues, type FuzzCase, type Identity, makeCase, probeCase, sweepPlan } from "./cases.ts";
import { send, sendOversized, type WireAnswer, type WireRequest } from "./http.ts";
import { badCursor } from "./payloads.ts";
import { Random } from "./prng.ts";
import { describeFailure, excerpt, type Failure, formatFailures, replyProblem, shortPath } from "./report.ts";
import { signInDemo } from "./sign-in.ts";
import { collectTargets } from "./targets.ts";

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32);
const onlyCase = process.env.FUZZ_CASE ? Number(process.env.FUZZ_CASE) : undefined;
const budgetMs = Number(process.env.FUZZ_SECONDS ?? 45) * 1000;
const maxRequests = Number(process.env.FUZZ_REQUESTS ?? 6000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const requestTimeoutMs = 20_000;
const healthEveryMs = 5_000;

test("every route answers random and malformed requests without a server error", async ({ baseURL }, testInfo) => {
  test.setTimeout(budgetMs + 120_000);
  const origin = new URL(baseURL ?? "http://localhost:3100");
  const started = performance.now();
  console.log(
    `route fuzz: seed ${seed} — replay with FUZZ_SEED=${seed} npx playwright test --project fuzz` +
      (onlyCase === undefined ? "" : ` (case ${onlyCase} only)`),
  );

  const targets = collectTargets();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, scheduling: "fifo" });
  const failures: Failure[] = [];
  const byClass = new Map<string, number>();
  let sent = 0;
  const notes: string[] = [];

  const slowest: { ms: number; what: string }[] = [];
  const count = (answer: WireAnswer, request?: WireRequest) => {
    sent += 1;
    if (request && (slowest.length < 3 || answer.ms > (slowest[2]?.ms ?? 0))) {
      slowest.push({ ms: answer.ms, what: `${request.method} ${shortPath(request.path).slice(0, 80)}` });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, 3);
    }
    const key = answer.status === undefined ? "no answer" : `${Math.floor(answer.status / 100)}xx`;
    byClass.set(key, (byClass.get(key) ?? 0) + 1);
  };

  const fixedCase = (identity: Identity, request: WireRequest, label: string): FuzzCase => ({
    index: -1,
    identity,
    pattern: request.path.split("?")[0] ?? request.path,
    request,
    label,
  });

  // ---- set-up: who we are, and ids that exist ----
  const cookies: Record<Identity, string> = { anonymous: "", seller: "", admin: "" };
  cookies.seller = await signInDemo(origin, "seller", requestTimeoutMs);
  cookies.admin = await signInDemo(origin, "admin", requestTimeoutMs);
  const real = await discoverRealValues(origin, requestTimeoutMs);

  // ---- the checks every answer gets ----
  let retries = 0;
  const check = (fuzzCase: FuzzCase, answer: WireAnswer) => {
    count(answer, fuzzCase.request);
    const previous = answer.resetAfter;
    const isClosing = (connection: string | string[] | undefined) => /\bclose\b/i.test(String(connection ?? ""));
    if (
      previous !== undefined &&
      answer.status !== undefined && // the same request on a new connection was answered
      previous.msBefore < 1000 && // not a kept-alive connection timing out
      !isClosing(previous.connection)
    ) {
      const { method, path } = fuzzCase.request;
      const ms = Math.round(previous.msBefore);
      if (isClosing(answer.headers.connection)) {
        // The server refuses this request by closing the connection (the retry asked to keep it): the reset was
        // most likely its own refusal's, lost to the client, which is what a lingering close prevents (ADR 037).
        failures.push({
          kind: "refusal lost to a connection reset",
          fuzzCase,
          status: answer.status,
          detail: `reset before any answer on a kept-alive connection (its previous answer: ${previous.status}, ${ms} ms before); sent again, it was answered ${answer.status} with Connection: close`,
        });
      } else {
        // The server dropped a connection it had just kept open: the request after an answer like that
        // fails in a browser too (a POST is not retried).
        failures.push({
          kind: "connection dropped after an answer without Connection: close",
          fuzzCase: previous.tag as FuzzCase,
          status: previous.status,
          detail: `the next request on the same connection, ${ms} ms later, was reset before any answer: ${method} ${shortPath(path)} [${fuzzCase.label}], answered ${answer.status} when sent again`,
        });
      }
    }
    if (answer.cutBy) {
      failures.push({
        kind: "answer cut by a connection reset",
        fuzzCase,
        status: answer.status,
        detail: `${answer.cutBy}, after the answer began (Connection: ${answer.headers.connection ?? "(absent)"})`,
      });
    }
    if (answer.retriedAfter) {
      retries += 1;
      if (retries <= 3) {
        const { method, path } = fuzzCase.request;
        const after = previous
          ? `; that connection's previous answer: ${previous.status} (Connection: ${previous.connection}) ${Math.round(previous.msBefore)} ms before`
          : "";
        notes.push(
          `reset before an answer (${answer.retriedAfter}), sent again: ${method} ${shortPath(path)} [${fuzzCase.label}]${after}`,
        );
      }
    }
    const requestId = String(answer.headers["x-request-id"] ?? "") || undefined;
    if (answer.status === undefined) {
      if (answer.error?.startsWith("not sent")) return;
      failures.push({ kind: "no answer", fuzzCase, detail: answer.error ?? "no answer" });
      return;
    }
    if (answer.status >= 500) {
      failures.push({ kind: "server error", fuzzCase, status: answer.status, detail: excerpt(answer.body), requestId });
      return;
    }
    const problem = replyProblem(fuzzCase.request.method, answer);
    if (problem)
      failures.push({
        kind: "4xx reply without a message",
        fuzzCase,
        status: answer.status,
        detail: problem,
        requestId,
      });
  };

  // ---- fixed cases: bodies over the cap, TRACE, odd request targets ----
  const form = "application/x-www-form-urlencoded";
  const json = "application/json";
  // The contact panel's action reads (and caps) the body before it looks the listing up.
  const contactPath = "/listing/00000000-0000-4000-8000-000000000000/contact";
  const oversizedTargets = [
    { path: "/sign-in-camper", type: form, filler: "email=", isCapped: true, isChunked: false },
    { path: contactPath, type: json, filler: '{"message":"', isCapped: true, isChunked: false },
    { path: "/api/newsletter", type: json, filler: '{"email":"', isCapped: true, isChunked: false },
    { path: "/sign-in-camper", type: form, filler: "email=", isCapped: true, isChunked: true },
    { path: contactPath, type: json, filler: '{"message":"', isCapped: true, isChunked: true },
    // better-auth reads its own bodies: no 413 required, but no server error and a working next request.
    { path: "/api/auth/sign-in/email", type: json, filler: '{"email":"', isCapped: false, isChunked: false },
  ];
  if (onlyCase === undefined) {
    for (const target of oversizedTargets) {
      const bodyBytes = 2 * 1024 * 1024;
      const filler = Buffer.concat([Buffer.from(target.filler), Buffer.alloc(64 * 1024 - target.filler.length, "a")]);
      const headers = { Origin: origin.origin, "Content-Type": target.type, Accept: "application/json" };
      const fuzzCase = fixedCase(
        "anonymous",
        { method: "POST", path: target.path, headers, body: Buffer.from(`${target.filler}aaaa… (2 MiB)`) },
        `${target.type}, 2 MiB ${target.isChunked ? "chunked, without a Content-Length" : "with an honest Content-Length"}`,
      );
      const answer = await sendOversized(origin, "POST", target.path, headers, bodyBytes, filler, target);
      sent += 1;
      if (answer.status === undefined) {
        failures.push({ kind: "oversized body: no answer", fuzzCase, detail: answer.error ?? "no answer" });
      } else if (answer.status >= 500) {
        failures.push({ kind: "server error", fuzzCase, status: answer.status, detail: "(2 MiB body)" });
      } else if (target.isCapped && answer.status !== 413) {
        failures.push({ kind: "oversized body: not 413", fuzzCase, status: answer.status, detail: "expected 413" });
      } else if (
        (answer.status === 413 || answer.bytesWritten < bodyBytes) &&
        !/\bclose\b/i.test(answer.headers.connection ?? "")
      ) {
        failures.push({
          kind: "oversized body: early answer without Connection: close",
          fuzzCase,
          status: answer.status,
          detail: `Connection: ${answer.headers.connection ?? "(absent)"}, ${answer.bytesWritten} of ${bodyBytes} body bytes written`,
        });
      }
      const after = await send(origin, false, { method: "GET", path: "/healthz", headers: {} }, requestTimeoutMs);
      count(after);
      if (after.status !== 200) {
        failures.push({
          kind: "oversized body: next request on a fresh socket failed",
          fuzzCase,
          status: after.status,
          detail: after.error ?? excerpt(after.body),
        });
      }
    }

    const oddRequests: [Identity, WireRequest, string][] = [
      ["anonymous", { method: "TRACE", path: "/", headers: {} }, "none"],
      ["anonymous", { method: "TRACE", path: "/", headers: { Origin: origin.origin } }, "none"],
      ["seller", { method: "TRACE", path: "/dashboard", headers: { Origin: origin.origin } }, "none"],
      ["anonymous", { method: "TRACE", path: "*", headers: {} }, "none"],
      ["anonymous", { method: "OPTIONS", path: "*", headers: {} }, "none"],
      ["anonymous", { method: "GET", path: "http://evil.example/listings", headers: {} }, "absolute-form target"],
      ["anonymous", { method: "GET", path: "/listings", headers: { Host: "localhost:99999" } }, "bad Host port"],
      ["anonymous", { method: "GET", path: "/listings", headers: { Host: "[::1" } }, "bad Host"],
      ["anonymous", { method: "GET", path: "/api/listings?cursor=", headers: {} }, "none"],
      ["anonymous", { method: "GET", path: "/api/builders?cursor=", headers: {} }, "none"],
      [
        "anonymous",
        { method: "GET", path: `/api/listings?cursor=${badCursor(new Random(seed))}`, headers: {} },
        "none",
      ],
      [
        "anonymous",
        {
          method: "POST",
          path: contactPath,
          headers: { Origin: origin.origin, "Content-Type": "application/json" },
          body: Buffer.from('{"message":"caf\\u00e9\\udc00 please"}'),
        },
        "json, lone surrogate escape",
      ],
    ];
    for (const [identity, request, label] of oddRequests) {
      if (identity !== "anonymous") request.headers.Cookie = cookies[identity];
      const fuzzCase = fixedCase(identity, request, label);
      check(fuzzCase, await send(origin, false, request, requestTimeoutMs));
    }
  }

  // ---- which routes take a POST: each gets one plausible form post (as the seller); 404 and 405 mean no ----
  const postPatterns: string[] = [];
  for (const target of targets) {
    if (target.pattern.includes("*")) continue;
    const fuzzCase = probeCase(target.pattern, real, origin);
    if (fuzzCase.identity !== "anonymous") fuzzCase.request.headers.Cookie = cookies[fuzzCase.identity];
    const answer = await send(origin, false, fuzzCase.request, requestTimeoutMs);
    check(fuzzCase, answer);
    if (answer.status !== undefined && answer.status !== 404 && answer.status !== 405)
      postPatterns.push(target.pattern);
  }
  const sweep = sweepPlan(seed, postPatterns);
  let sweepSent = 0;

  // ---- the random cases (every third one from the sweep) ----
  const deadline = started + budgetMs;
  let nextIndex = onlyCase ?? 0;
  const lastIndex = onlyCase ?? maxRequests - 1;
  let isServerDown = false;
  let nextHealthAt = performance.now() + healthEveryMs;
  let healthChecking: Promise<void> | undefined;

  const checkHealth = async (when: string) => {
    const answer = await send(origin, false, { method: "GET", path: "/healthz", headers: {} }, 10_000);
    count(answer);
    if (answer.status !== 200) {
      const fuzzCase = fixedCase("anonymous", { method: "GET", path: "/healthz", headers: {} }, "none");
      failures.push({
        kind: "health check failed",
        fuzzCase,
        status: answer.status,
        detail: `${when}: ${answer.error ?? excerpt(answer.body)}`,
      });
      const again = await send(origin, false, { method: "GET", path: "/healthz", headers: {} }, 10_000);
      if (again.status !== 200) isServerDown = true;
    }
    for (const identity of ["seller", "admin"] as const) {
      const session = await send(
        origin,
        false,
        {
          method: "GET",
          path: "/api/auth/get-session",
          headers: { Cookie: cookies[identity], Accept: "application/json" },
        },
        10_000,
      );
      if (session.status === 200 && !/"user"/.test(session.body.toString("utf8"))) {
        notes.push(`${identity}'s session ended ${when}; signed in again`);
        cookies[identity] = await signInDemo(origin, identity, requestTimeoutMs);
      }
    }
  };

  const worker = async () => {
    while (!isServerDown && nextIndex <= lastIndex && performance.now() < deadline) {
      const index = nextIndex;
      nextIndex += 1;
      const fuzzCase = makeCase(seed, index, targets, real, origin, sweep);
      if (fuzzCase.identity !== "anonymous") fuzzCase.request.headers.Cookie = cookies[fuzzCase.identity];
      fuzzCase.request.tag = fuzzCase;
      if (fuzzCase.isSweep) sweepSent += 1;
      check(fuzzCase, await send(origin, agent, fuzzCase.request, requestTimeoutMs));
      if (performance.now() >= nextHealthAt && !healthChecking) {
        nextHealthAt = performance.now() + healthEveryMs;
        healthChecking = checkHealth(`after case ${index}`).finally(() => {
          healthChecking = undefined;
        });
        await healthChecking;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();

  await checkHealth("at the end");
  const elapsed = (performance.now() - started) / 1000;
  const classes = [...byClass.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key} ${value}`)
    .join(", ");
  console.log(
    `route fuzz: ${postPatterns.length} routes take a POST; the field sweep has ${sweep.length} items, this run sent ${sweepSent}`,
  );
  console.log(
    `route fuzz: ${sent} requests over ${targets.length} targets (${classes}) in ${elapsed.toFixed(1)} s, seed ${seed}, ${failures.length} failures`,
  );
  console.log(`route fuzz: slowest: ${slowest.map(({ ms, what }) => `${what} ${Math.round(ms)} ms`).join("; ")}`);
  if (retries > 0) notes.push(`${retries} requests were sent again after a connection reset before any answer`);
  for (const note of notes) console.log(`route fuzz: note: ${note}`);

  const report = formatFailures(failures, seed);
  if (failures.length > 0) {
    // Every failing request in full, next to the test's other output (test-results/…/fuzz-failures.json).
    const file = testInfo.outputPath("fuzz-failures.json");
    await writeFile(
      file,
      JSON.stringify({ seed, failures: failures.map((failure) => describeFailure(failure)) }, null, 2),
    );
    await testInfo.attach("fuzz-failures.json", { path: file, contentType: "application/json" });
  }
  expect(failures.length, report).toBe(0);
});
