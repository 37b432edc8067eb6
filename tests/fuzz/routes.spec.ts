// The route fuzz (docs/decisions/017-one-way-in-one-way-out.md): every route of app/routes.ts and every
// Express endpoint gets random and malformed requests — any method, every content type, broken
// encodings, huge fields, NUL, lone surrogates, wrong types — as a visitor and as signed-in users.
// No answer may be a server error, the server must stay healthy, and a JSON 4xx must say what is wrong.
//
// Seeded: the seed is printed; FUZZ_SEED=<seed> replays a run, FUZZ_CASE=<n> one case of it.
// Bounded: FUZZ_SECONDS (default 45) and FUZZ_REQUESTS (default 6000); FUZZ_CONCURRENCY (default 4).
//   npx playwright test --project fuzz
import { writeFile } from "node:fs/promises";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { send, sendOversized, type WireAnswer, type WireRequest } from "./http.ts";
import {
  badCursor,
  breakOneField,
  type EncodedBody,
  type Encoding,
  encodeFields,
  malformedBody,
  plausibleFields,
  randomFields,
  randomQuery,
} from "./payloads.ts";
import { Random } from "./prng.ts";
import { collectTargets, type FuzzTarget, fillPattern, sessionEndingPath, splatSegments } from "./targets.ts";

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32);
const onlyCase = process.env.FUZZ_CASE ? Number(process.env.FUZZ_CASE) : undefined;
const budgetMs = Number(process.env.FUZZ_SECONDS ?? 45) * 1000;
const maxRequests = Number(process.env.FUZZ_REQUESTS ?? 6000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const requestTimeoutMs = 20_000;
const healthEveryMs = 5_000;

// The demo accounts the e2e server seeds (app/demo/demo-accounts.server.ts). Only the seller and the admin
// sign in; neither's password, e-mail or data is a fuzz value (bodies use fresh fuzz-…@example.com addresses).
const demoPassword = "roam-the-demo-2026";
const signedInAccounts = { seller: "seller@roamstead.demo", admin: "admin@roamstead.demo" } as const;
type Identity = "anonymous" | keyof typeof signedInAccounts;

const methods = [
  [30, "GET"],
  [36, "POST"],
  [6, "HEAD"],
  [5, "PUT"],
  [5, "PATCH"],
  [6, "DELETE"],
  [6, "OPTIONS"],
  [6, "TRACE"],
] as const;
const safeMethods = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

interface FuzzCase {
  /** The case number, for FUZZ_CASE; -1 for the fixed cases. */
  index: number;
  identity: Identity;
  pattern: string;
  request: WireRequest;
  label: string;
}

interface Failure {
  kind: string;
  fuzzCase: FuzzCase;
  status?: number;
  detail: string;
  requestId?: string;
}

interface RealValues {
  listingIds: string[];
  builderIds: string[];
  mediaIds: string[];
  blogSlugs: string[];
}

test("every route answers random and malformed requests without a server error", async ({ baseURL }, testInfo) => {
  test.setTimeout(budgetMs + 120_000);
  const origin = new URL(baseURL ?? "http://localhost:3100");
  const started = performance.now();
  console.log(
    `route fuzz: seed ${seed} — replay with FUZZ_SEED=${seed} npx playwright test --project fuzz` +
      (onlyCase === undefined ? "" : ` (case ${onlyCase} only)`),
  );

  const targets = collectTargets();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
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
  const signIn = async (identity: Exclude<Identity, "anonymous">) => {
    const answer = await send(
      origin,
      false,
      {
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: { Origin: origin.origin, "Content-Type": "application/json", Accept: "application/json" },
        body: Buffer.from(JSON.stringify({ email: signedInAccounts[identity], password: demoPassword })),
      },
      requestTimeoutMs,
    );
    expect(answer.status, `${identity} signs in (${excerpt(answer.body)})`).toBe(200);
    const setCookie = answer.headers["set-cookie"] ?? [];
    cookies[identity] = setCookie.map((cookie) => cookie.split(";")[0]).join("; ");
    expect(cookies[identity], `${identity}'s session cookie`).not.toBe("");
  };
  await signIn("seller");
  await signIn("admin");
  const real = await discoverRealValues(origin);

  // ---- the checks every answer gets ----
  let retries = 0;
  const check = (fuzzCase: FuzzCase, answer: WireAnswer) => {
    count(answer, fuzzCase.request);
    if (answer.retriedAfter) retries += 1;
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
  const oversizedTargets = [
    { path: "/sign-in-camper", type: "application/x-www-form-urlencoded", filler: "email=", isCapped: true },
    { path: "/api/send-message", type: "application/json", filler: '{"message":"', isCapped: true },
    { path: "/api/newsletter", type: "application/json", filler: '{"email":"', isCapped: true },
    { path: "/api/auth/sign-in/email", type: "application/json", filler: '{"email":"', isCapped: false },
  ];
  if (onlyCase === undefined) {
    for (const target of oversizedTargets) {
      const bodyBytes = 2 * 1024 * 1024;
      const filler = Buffer.concat([Buffer.from(target.filler), Buffer.alloc(64 * 1024 - target.filler.length, "a")]);
      const headers = { Origin: origin.origin, "Content-Type": target.type, Accept: "application/json" };
      const fuzzCase = fixedCase(
        "anonymous",
        { method: "POST", path: target.path, headers, body: Buffer.from(`${target.filler}aaaa… (2 MiB)`) },
        `${target.type}, 2 MiB with an honest Content-Length`,
      );
      const answer = await sendOversized(origin, "POST", target.path, headers, bodyBytes, filler);
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
          kind: "oversized body: 413 without Connection: close",
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
          path: "/api/send-message",
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

  // ---- the random cases ----
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
        await signIn(identity);
      }
    }
  };

  const worker = async () => {
    while (!isServerDown && nextIndex <= lastIndex && performance.now() < deadline) {
      const index = nextIndex;
      nextIndex += 1;
      const fuzzCase = makeCase(index, targets, real, origin);
      if (fuzzCase.identity !== "anonymous") fuzzCase.request.headers.Cookie = cookies[fuzzCase.identity];
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
    `route fuzz: ${sent} requests over ${targets.length} routes (${classes}) in ${elapsed.toFixed(1)} s, seed ${seed}, ${failures.length} failures`,
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

// ---- cases ----

function makeCase(index: number, targets: FuzzTarget[], real: RealValues, origin: URL): FuzzCase {
  const random = Random.forCase(seed, index);
  const target = random.pick(targets);
  const method = random.weighted(methods);
  const identity = random.weighted<Identity>([
    [5, "anonymous"],
    [4, "seller"],
    [1.5, "admin"],
  ]);
  const isSafe = safeMethods.has(method);
  // Ids that exist go only where they change nothing that matters: reads, and the seller's own edits
  // (never a delete, never the admin, so the demo data survives).
  const mayUseReal = isSafe || (identity === "seller" && !/delete/i.test(target.pattern));
  let path = fillPattern(random, target.pattern, (name) =>
    mayUseReal ? realValueFor(random, real, target.pattern, name) : undefined,
  );
  if (random.chance(0.03)) path = `/${splatSegments(random, "/*")}`;
  const suffix = random.weighted([
    [85, ""],
    [8, ".data"],
    [5, "/"],
    [2, "//"],
  ]);
  if (suffix === ".data") path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  else if (suffix) path = `${path}${suffix}`;
  if (random.chance(0.02)) path = `/${path}`;

  const wantsQuery = random.chance(/listings|featured|builders|media/.test(target.pattern) ? 0.7 : 0.3);
  const query = wantsQuery ? randomQuery(random, target.pattern) : "";
  const withIndex = target.pattern === "/" && !isSafe && random.chance(0.5) ? "index" : "";
  const search = [withIndex, query].filter(Boolean).join("&");
  if (search) path = `${path}?${search}`;

  const headers: Record<string, string> = {};
  const siteHeaders = random.weighted<() => Record<string, string>>([
    [80, () => ({ Origin: origin.origin })],
    [5, () => ({ "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" })],
    [7, () => ({})],
    [3, () => ({ Origin: "https://evil.example" })],
    [3, () => ({ "Sec-Fetch-Site": "cross-site" })],
    [2, () => ({ Origin: "null" })],
  ])();
  Object.assign(headers, siteHeaders);
  const accept = random.pick([
    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "application/json",
    "*/*",
    "image/avif,image/webp,*/*",
    "",
  ]);
  if (accept) headers.Accept = accept;
  if (random.chance(0.2)) headers["Accept-Encoding"] = "gzip, br";
  if (random.chance(0.06)) {
    headers.Range = random.pick([
      "bytes=0-",
      "bytes=-1",
      "bytes=999999999-",
      "bytes=5-1",
      "bytes=a-b",
      "bytes=0-1,3-4",
      "items=0-1",
    ]);
  }
  if (identity === "anonymous" && random.chance(0.05)) {
    headers.Cookie = random.pick([
      "better-auth.session_token=%E0%A4%A",
      `better-auth.session_token=${random.hex(32)}.${random.hex(43)}`,
      "better-auth.session_data=eyJ4IjoxfQ; better-auth.session_token=",
      "=; ;;; a",
    ]);
  }
  if (random.chance(0.02)) headers["X-Forwarded-For"] = random.pick(["999.1.1.1", "::ffff:abc", "a, b, c", "%00"]);
  if (random.chance(0.01)) headers.Host = random.pick(["localhost:99999", "evil.example", "[::1", "a_b"]);

  let body: EncodedBody = { contentType: undefined, body: undefined, label: "none" };
  if (random.chance(isSafe ? 0.05 : 0.9)) {
    const kind = random.weighted([
      [3, "plausible"],
      [3, "broken"],
      [2, "random"],
      [2, "malformed"],
    ]);
    if (kind === "malformed") {
      body = malformedBody(random);
    } else {
      const encoding = random.weighted<Encoding>([
        [4, "form"],
        [4, "json"],
        [2, "multipart"],
      ]);
      const isJson = encoding === "json";
      const listingId =
        identity !== "admin" && real.listingIds.length > 0 && random.chance(0.5)
          ? random.pick(real.listingIds)
          : random.uuid();
      const fields =
        kind === "random"
          ? randomFields(random, isJson)
          : kind === "broken"
            ? breakOneField(random, plausibleFields(random, target.pattern, listingId), isJson)
            : plausibleFields(random, target.pattern, listingId);
      body = encodeFields(random, fields, encoding);
    }
  }
  if (body.contentType !== undefined) headers["Content-Type"] = body.contentType;
  const isChunked = body.body !== undefined && random.chance(0.05);

  // A signed-in request never takes a path that would end its session or change the demo account.
  const effectiveIdentity = identity !== "anonymous" && sessionEndingPath.test(path) ? "anonymous" : identity;
  return {
    index,
    identity: effectiveIdentity,
    pattern: target.pattern,
    request: { method, path, headers, body: body.body, isChunked },
    label: `${body.label}${isChunked ? ", chunked" : ""}`,
  };
}

function realValueFor(random: Random, real: RealValues, pattern: string, name: string): string | undefined {
  const pickOf = (values: string[]) => (values.length > 0 ? random.pick(values) : undefined);
  if (name === "slug") return pickOf(real.blogSlugs);
  if (name === "file") return random.pick(["1920.webp", "640.webp", "320.avif", "1280.avif", "original", "video.mp4"]);
  if (name !== "id") return undefined;
  if (pattern.startsWith("/media")) return pickOf(real.mediaIds);
  if (pattern.includes("builder")) return pickOf(real.builderIds);
  if (pattern.includes("listing")) return pickOf(real.listingIds);
  return undefined;
}

async function discoverRealValues(origin: URL): Promise<RealValues> {
  const real: RealValues = { listingIds: [], builderIds: [], mediaIds: [], blogSlugs: [] };
  const get = async (path: string) => {
    const answer = await send(origin, false, { method: "GET", path, headers: { Accept: "*/*" } }, requestTimeoutMs);
    return answer.status === 200 ? answer.body.toString("utf8") : "";
  };
  const uuids = (text: string, prefix: string) =>
    [...text.matchAll(new RegExp(`${prefix}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`, "g"))].map(
      (match) => match[1] as string,
    );
  const listings = await get("/api/listings?pageSize=12");
  const builders = await get("/api/builders");
  const rss = await get("/blog/rss.xml");
  real.listingIds = [...new Set(uuids(listings, '"id":"'))];
  real.builderIds = [...new Set(uuids(builders, '"id":"'))];
  real.mediaIds = [...new Set([...uuids(listings, "/media/"), ...uuids(builders, "/media/")])];
  real.blogSlugs = [...new Set([...rss.matchAll(/\/blog\/([a-z0-9-]+)</g)].map((match) => match[1] as string))];
  return real;
}

// ---- the reply shape ----

/** What is wrong with a 4xx JSON reply, or undefined: it must say what is wrong, per field if about one. */
function replyProblem(method: string, answer: WireAnswer): string | undefined {
  const status = answer.status ?? 0;
  if (status < 400 || status >= 500 || method === "HEAD") return undefined;
  if (!/^application\/json/i.test(String(answer.headers["content-type"] ?? ""))) return undefined;
  if (!answer.isComplete) return undefined;
  if (answer.headers["content-encoding"]) return undefined;
  let reply: unknown;
  try {
    reply = JSON.parse(answer.body.toString("utf8"));
  } catch {
    return `not JSON: ${excerpt(answer.body)}`;
  }
  if (reply === null || typeof reply !== "object" || Array.isArray(reply))
    return `not an object: ${excerpt(answer.body)}`;
  const { message, fieldErrors } = reply as { message?: unknown; fieldErrors?: unknown };
  let hasFieldErrors = false;
  if (fieldErrors !== undefined) {
    if (fieldErrors === null || typeof fieldErrors !== "object" || Array.isArray(fieldErrors)) {
      return `fieldErrors is not an object: ${excerpt(answer.body)}`;
    }
    const entries = Object.entries(fieldErrors);
    const empty = entries.filter(([, value]) => typeof value !== "string" || value.trim() === "");
    if (empty.length > 0)
      return `fieldErrors without a message for ${empty.map(([key]) => key).join(", ")}: ${excerpt(answer.body)}`;
    hasFieldErrors = entries.length > 0;
  }
  const hasMessage = typeof message === "string" && message.trim() !== "";
  if (!hasMessage && !hasFieldErrors) return `no message and no fieldErrors: ${excerpt(answer.body)}`;
  return undefined;
}

// ---- the report ----

/** Bytes as readable text: printable ASCII as is, everything else escaped (`\x00`, `\xed`). */
function excerpt(body: Buffer | undefined, max = 160): string {
  if (body === undefined) return "(no body)";
  if (body.length === 0) return "(empty)";
  let text = "";
  for (const byte of body.subarray(0, max)) {
    text +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, "0")}`;
  }
  return body.length > max ? `${text}… (${formatBytes(body.length)})` : text;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${bytes} B`;
}

function shortPath(path: string): string {
  return path.length > 160 ? `${path.slice(0, 160)}… (${path.length} chars)` : path;
}

function describeFailure({ kind, fuzzCase, status, detail, requestId }: Failure) {
  const { request } = fuzzCase;
  return {
    kind,
    status: status ?? null,
    route: fuzzCase.pattern,
    case: fuzzCase.index,
    identity: fuzzCase.identity,
    method: request.method,
    path: shortPath(request.path),
    contentType: request.headers["Content-Type"] ?? null,
    body: fuzzCase.label === "none" ? "(none)" : `[${fuzzCase.label}] ${excerpt(request.body)}`,
    headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== "Cookie")),
    oddHeaders: Object.entries(request.headers)
      .filter(
        ([name, value]) => !usualHeaders.has(name) || (name === "Origin" && !value.startsWith("http://localhost")),
      )
      .map(
        ([name, value]) => `${name}: ${name === "Cookie" && fuzzCase.identity !== "anonymous" ? "(session)" : value}`,
      )
      .join("; "),
    answer: detail,
    requestId: requestId ?? null,
  };
}

const usualHeaders = new Set(["Accept", "Accept-Encoding", "Content-Type", "Origin", "Cookie"]);

/** What a failing request has that may explain it whatever the route: a method, a request target, a Host. */
function suspectOf(request: WireRequest): string | undefined {
  if (request.method === "TRACE") return "TRACE (any path)";
  if (!request.path.startsWith("/")) return `request target ${request.path}`;
  if (request.headers.Host !== undefined) return `Host: ${request.headers.Host} (any path)`;
  return undefined;
}

/** Failures grouped by kind, status and route, each group with its methods, bodies and two examples. */
function formatFailures(failures: Failure[], runSeed: number): string {
  if (failures.length === 0) return "no failures";
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.kind} ${failure.status ?? ""} ${suspectOf(failure.fuzzCase.request) ?? failure.fuzzCase.pattern}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [`${failures.length} failing requests in ${groups.size} groups (seed ${runSeed}):`];
  for (const [key, group] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const methodsSeen = [...new Set(group.map((failure) => failure.fuzzCase.request.method))].join(",");
    const routes = new Set(group.map((failure) => failure.fuzzCase.pattern));
    const identities = [...new Set(group.map((failure) => failure.fuzzCase.identity))].join(",");
    const labels = [...new Set(group.map((failure) => failure.fuzzCase.label))];
    lines.push(
      `\n● ${key} — ${group.length}× [${methodsSeen}] as ${identities}${routes.size > 1 ? ` on ${routes.size} routes` : ""}; bodies: ${labels.slice(0, 8).join(" | ")}${labels.length > 8 ? " …" : ""}`,
    );
    for (const failure of group.slice(0, 2)) {
      const described = describeFailure(failure);
      lines.push(
        `    ${described.method} ${described.path} as ${described.identity}` +
          `${described.case >= 0 ? ` (FUZZ_SEED=${runSeed} FUZZ_CASE=${described.case})` : ""}` +
          `${described.oddHeaders ? `\n      headers: ${described.oddHeaders}` : ""}` +
          `\n      content-type: ${described.contentType ?? "(none)"}; body: ${described.body}` +
          `\n      → ${described.status ?? "no status"} ${described.answer}${described.requestId ? ` [request ${described.requestId}]` : ""}`,
      );
    }
  }
  return lines.join("\n");
}
