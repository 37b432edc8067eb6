// The query fuzz (docs/decisions/038-one-query-reader-one-service-policy.md): every GET address of app/routes.ts
// and every Express endpoint, with the query parameters it reads (query-params.ts), gets bad values — wrong types,
// huge and negative numbers, NUL, very long strings, repeated keys, bad ids and cursors, odd unicode and broken
// percent-encoding. No answer may be a server error, and a 4xx must say what is wrong: JSON a message or a message
// per field, a page its text (an alert, a field's message or the error page), anything else a body.
//
// Seeded: the seed is printed; FUZZ_SEED=<seed> replays a run, FUZZ_CASE=<n> one case of it. Bounded: FUZZ_QUERY_CASES per address (default 12)
// and FUZZ_QUERY_SECONDS (default 35); FUZZ_CONCURRENCY (default 4).
//   npx playwright test --project fuzz tests/fuzz/queries.spec.ts
import { readFileSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { searchParamNames } from "../../app/modules/search/parse-search-params.ts";
import { discoverRealValues, type FuzzCase, type Identity } from "./cases.ts";
import { send, type WireAnswer } from "./http.ts";
import { badCursor, percentEncode } from "./payloads.ts";
import { Random } from "./prng.ts";
import { queryRows } from "./query-params.ts";
import { excerpt, type Failure, formatFailures, replyProblem } from "./report.ts";
import { signInDemo } from "./sign-in.ts";
import { collectTargets, fillPattern, unknownPathPattern } from "./targets.ts";

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32);
const onlyCase = process.env.FUZZ_CASE ? Number(process.env.FUZZ_CASE) : undefined;
const casesPerAddress = Number(process.env.FUZZ_QUERY_CASES ?? 12);
const budgetMs = Number(process.env.FUZZ_QUERY_SECONDS ?? 35) * 1000;
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const requestTimeoutMs = 20_000;

/** The addresses of app/routes.ts and of Express, as the route fuzz finds them (not better-auth's own endpoints). */
const declaredTargets = () =>
  collectTargets().filter(
    ({ pattern }) => pattern !== unknownPathPattern && (!/^\/api\/auth\/./.test(pattern) || pattern === "/api/auth/*"),
  );

/** A route file and the route-local modules it imports (`./load-landing-page.server.ts`). */
function routeSource(file: string): string {
  const text = readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8");
  const local = [...text.matchAll(/from "\.\/([\w.-]+\.server\.ts)"/g)].map((match) => match[1] as string);
  const folder = file.slice(0, file.lastIndexOf("/") + 1);
  return [
    text,
    ...local.map((name) => readFileSync(new URL(`../../app/${folder}${name}`, import.meta.url), "utf8")),
  ].join("\n");
}

/** The field names of the schemas a route file declares itself and hands to readQuery. */
function localSchemaKeys(source: string): string[] {
  const names = [...source.matchAll(/readQuery\(request,\s*(?:\{\s*schema:\s*)?(\w+)/g)].map((match) => match[1]);
  return names.flatMap((name) => {
    const declaration = new RegExp(`const ${name} = ([\\s\\S]*?);\\n`).exec(source)?.[1] ?? "";
    return [...declaration.matchAll(/(\w+):\s*z\./g)].map((match) => match[1] as string);
  });
}

test("the query table has a row for every address, with every parameter its route file reads", () => {
  const targets = declaredTargets();
  expect(Object.keys(queryRows).sort(), "tests/fuzz/query-params.ts against app/routes.ts and Express").toEqual(
    targets.map(({ pattern }) => pattern).sort(),
  );
  for (const { pattern, source } of targets) {
    const file = /^app\/routes\.ts \((.+)\)$/.exec(source)?.[1];
    if (!file) continue;
    const text = routeSource(file);
    const params = queryRows[pattern]?.params ?? [];
    const expected = [
      ...localSchemaKeys(text),
      ...(/readSearchQuery\(/.test(text) ? searchParamNames : []),
      ...(/linkToken\(/.test(text) ? ["token"] : []),
      ...(/redirectTargetOf\(/.test(text) ? ["redirect", "redirectTo"] : []),
      ...(/ownListingsReturnPath\(/.test(text) ? ["returnTo"] : []),
    ];
    expect(params, `${pattern} (${file}) reads these parameters`).toEqual(expect.arrayContaining(expected));
    if (/readQuery\(|readSearchQuery\(/.test(text))
      expect(params.length, `${pattern} reads a query`).toBeGreaterThan(0);
  }
});

/** Names of no address's: stray, hostile or broken. */
const strayNames = ["utm_source", "__proto__", "constructor", "%00", "a%00b", "%E0%A4%A", "x[y]", "", "%20"];

type ValueKind = "wrong type" | "huge" | "negative" | "NUL" | "long" | "bad id" | "bad cursor" | "unicode" | "empty";

/** A bad value of a kind, as wire text (percent-encoded, or broken on purpose). */
function badValue(random: Random, kind: ValueKind): string {
  const pick = (values: readonly string[]) => random.pick(values);
  switch (kind) {
    case "wrong type":
      return percentEncode(
        pick([
          "abc",
          "true",
          "[]",
          "{}",
          "null",
          "undefined",
          "NaN",
          "Infinity",
          "1.5",
          "0x10",
          "1e3",
          " 12 ",
          "12abc",
          "1,000",
        ]),
      );
    case "huge":
      return pick([
        "1e309",
        "99999999999999999999999999",
        "9007199254740993",
        "2147483648",
        "4294967296",
        "1".repeat(400),
      ]);
    case "negative":
      return pick(["-1", "-0", "-99999999", "-1e309", "-2147483649", "-0.5"]);
    case "NUL":
      return pick(["%00", "a%00b", "%00%00", "1%00", `${random.uuid()}%00`]);
    case "long":
      return random.chance(0.5) ? "x".repeat(random.int(1000, 6000)) : percentEncode("é".repeat(random.int(200, 900)));
    case "bad id":
      return percentEncode(
        pick([
          random.uuid().toUpperCase(),
          random.uuid().slice(0, 35),
          `{${random.uuid()}}`,
          random.uuid().replaceAll("-", ""),
          "00000000-0000-0000-0000-000000000000",
          "../../etc/passwd",
          `${random.uuid()} `,
        ]),
      );
    case "bad cursor":
      return badCursor(random);
    case "unicode":
      return random.chance(0.5)
        ? percentEncode(pick(["😀", "日本語", "\u202e", "\ufeff", "é", "\ud800", "\udc00x", "Ａ１"]))
        : pick(["%E0%A4%A", "%ED%B0%80", "%C0%AE", "%FF%FE", "%", "%zz", "%C3"]);
    case "empty":
      return pick(["", "%20", "+", "%09"]);
  }
}

const valueKinds: readonly (readonly [number, ValueKind])[] = [
  [3, "wrong type"],
  [2, "huge"],
  [2, "negative"],
  [2, "NUL"],
  [1, "long"],
  [2, "bad id"],
  [2, "bad cursor"],
  [2, "unicode"],
  [1, "empty"],
];

/** One to three bad parameters (mostly the address's own), sometimes repeated or without a value. */
function badQuery(random: Random, params: readonly string[]): { query: string; label: string } {
  const parts: string[] = [];
  const labels: string[] = [];
  let hasLong = false;
  for (let i = random.int(1, 3); i > 0; i -= 1) {
    const name = params.length > 0 && random.chance(0.85) ? random.pick(params) : random.pick(strayNames);
    const key = /%/.test(name) ? name : percentEncode(name);
    let kind = random.weighted(valueKinds);
    if (kind === "long" && hasLong) kind = "wrong type"; // one long value: the request line stays under Node's limit
    hasLong ||= kind === "long";
    const value = badValue(random, kind);
    const shape = random.weighted([
      [80, "once"],
      [10, "repeated"],
      [5, "no value"],
      [5, "brackets"],
    ] as const);
    labels.push(`${name || "(empty name)"}: ${kind}${shape === "once" ? "" : `, ${shape}`}`);
    if (shape === "repeated")
      parts.push(
        `${key}=${value}`,
        `${key}=${badValue(random, random.weighted(valueKinds.filter(([, k]) => k !== "long")))}`,
      );
    else if (shape === "no value") parts.push(key);
    else if (shape === "brackets") parts.push(`${key}[]=${value}`);
    else parts.push(`${key}=${value}`);
  }
  if (random.chance(0.05)) parts.push(random.pick(["&&", "=", "%", "?=?", "a=%00"]));
  return { query: parts.join("&"), label: labels.join("; ") };
}

const stripped = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<style[\s\S]*?<\/style>/g, "");

/** What is wrong with a 4xx page, or undefined: it must show why (an alert, a field's message, the error page). */
function pageProblem(answer: WireAnswer): string | undefined {
  if (!answer.isComplete || answer.headers["content-encoding"]) return undefined;
  const html = stripped(answer.body.toString("utf8")).replaceAll("<!-- -->", "");
  const shown = [
    /role="alert"[^>]*>\s*(?:<[^>]+>\s*)*[^<\s]/, // Alert
    /<p[^>]*text-red-800[^>]*>\s*[^<\s]/, // FieldError, the filters' own
    /<h1[^>]*>[^<]+<\/h1>\s*<(?:p|div) class="mt-4 text-lg text-ink-muted">\s*(?:<[^>]+>\s*)*[^<\s]/, // StatusPage, NoticePage
  ];
  return shown.some((pattern) => pattern.test(html))
    ? undefined
    : `no visible error text: ${excerpt(Buffer.from(html.slice(html.indexOf("<main"))))}`;
}

function answerProblem(method: string, answer: WireAnswer): string | undefined {
  const status = answer.status ?? 0;
  if (status < 400 || status >= 500) return undefined;
  const type = String(answer.headers["content-type"] ?? "");
  if (/^application\/json/i.test(type)) return replyProblem(method, answer);
  if (/^text\/html/i.test(type)) return pageProblem(answer);
  return answer.body.length === 0 ? `an empty ${type || "untyped"} body` : undefined;
}

test("every address answers bad query values with a 4xx that says why, never a server error", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(budgetMs + 120_000);
  const origin = new URL(baseURL ?? "http://localhost:3100");
  const started = performance.now();
  console.log(
    `query fuzz: seed ${seed} — replay with FUZZ_SEED=${seed} npx playwright test --project fuzz tests/fuzz/queries.spec.ts`,
  );

  const cookies: Record<Identity, string> = { anonymous: "", seller: "", admin: "" };
  for (const identity of ["seller", "admin"] as const)
    cookies[identity] = await signInDemo(origin, identity, requestTimeoutMs);
  // The page check can fail: pages that load as they should show none of the error texts it looks for.
  for (const [path, identity] of [
    ["/listings", "anonymous"],
    ["/admin", "admin"],
  ] as const) {
    const headers = { Accept: "text/html", ...(identity === "anonymous" ? {} : { Cookie: cookies[identity] }) };
    const good = await send(origin, false, { method: "GET", path, headers }, requestTimeoutMs);
    expect(good.status, `${path} loads`).toBe(200);
    expect(pageProblem(good), `${path} shows no error text`).toBeDefined();
  }
  const real = await discoverRealValues(origin, requestTimeoutMs);
  const realValue = (pattern: string, name: string): string | undefined => {
    const one = (values: string[]) => values[0];
    if (name === "slug") return one(real.blogSlugs);
    if (name === "file")
      return pattern.startsWith("/sitemaps") ? "listings-1.xml" : pattern.startsWith("/social") ? "og.png" : "640.webp";
    if (name === "kind") return "listing";
    if (name === "sessionId") return undefined;
    if (pattern.startsWith("/media")) return one(real.mediaIds);
    if (pattern.startsWith("/builder")) return one(real.builderIds);
    if (pattern.startsWith("/social")) return one(real.listingIds);
    return name === "id" ? one(real.listingIds) : undefined;
  };

  const cases: FuzzCase[] = [];
  for (const [rowIndex, [pattern, row]] of Object.entries(queryRows).entries()) {
    for (let n = 0; n < casesPerAddress; n += 1) {
      const index = rowIndex * 1000 + n;
      if (onlyCase !== undefined && index !== onlyCase) continue;
      const random = Random.forCase(seed, index);
      let path =
        row.path ??
        fillPattern(random, pattern, (name) => realValue(pattern, name) ?? random.uuid(), { isWellFormed: true });
      const isPage = !/^\/(api|media)\/|\.\w+$/.test(path) && pattern !== "/api/auth/*";
      if (isPage && random.chance(0.1)) path = path === "/" ? "/_root.data" : `${path}.data`;
      const { query, label } = badQuery(random, row.params);
      const identity = row.as ?? "anonymous";
      const headers: Record<string, string> = {
        Accept: isPage ? "text/html,application/xhtml+xml" : "application/json",
        ...(identity === "anonymous" ? {} : { Cookie: cookies[identity] }),
      };
      cases.push({ index, identity, pattern, request: { method: "GET", path: `${path}?${query}`, headers }, label });
    }
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, scheduling: "fifo" });
  const failures: Failure[] = [];
  const byClass = new Map<string, number>();
  let next = 0;
  let sent = 0;
  const deadline = started + budgetMs;
  const worker = async () => {
    while (next < cases.length && performance.now() < deadline) {
      const fuzzCase = cases[next] as FuzzCase;
      next += 1;
      const answer = await send(origin, agent, fuzzCase.request, requestTimeoutMs);
      sent += 1;
      const key = answer.status === undefined ? "no answer" : `${Math.floor(answer.status / 100)}xx`;
      byClass.set(key, (byClass.get(key) ?? 0) + 1);
      const requestId = String(answer.headers["x-request-id"] ?? "") || undefined;
      if (answer.status === undefined) {
        if (!answer.error?.startsWith("not sent"))
          failures.push({ kind: "no answer", fuzzCase, detail: answer.error ?? "" });
      } else if (answer.status >= 500) {
        failures.push({
          kind: "server error",
          fuzzCase,
          status: answer.status,
          detail: excerpt(answer.body),
          requestId,
        });
      } else {
        const problem = answerProblem("GET", answer);
        if (problem)
          failures.push({ kind: "4xx without a message", fuzzCase, status: answer.status, detail: problem, requestId });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const health = await send(origin, false, { method: "GET", path: "/healthz", headers: {} }, requestTimeoutMs);
  expect(health.status, "the server is healthy after the fuzz").toBe(200);

  const elapsed = (performance.now() - started) / 1000;
  const classes = [...byClass.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  console.log(
    `query fuzz: ${sent} of ${cases.length} requests over ${Object.keys(queryRows).length} addresses (${classes}) in ${elapsed.toFixed(1)} s, seed ${seed}, ${failures.length} failures`,
  );
  if (sent < cases.length) console.log(`query fuzz: the time budget (${budgetMs / 1000} s) ended the run early`);
  if (failures.length > 0) await testInfo.attach("query-fuzz-failures.txt", { body: formatFailures(failures, seed) });
  expect(failures.length, formatFailures(failures, seed)).toBe(0);
});
