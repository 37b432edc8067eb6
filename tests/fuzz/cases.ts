// One fuzz case from the run's seed and its number: a target, a method, who sends it, the path with its
// parameters filled, a query, headers and a body. The same seed and number give the same request.
import { send, type WireRequest } from "./http.ts";
import {
  breakOneField,
  type EncodedBody,
  type Encoding,
  encodeFields,
  type Flaw,
  flaws,
  formText,
  jsonText,
  malformedBody,
  plausibleFieldNames,
  plausibleFields,
  randomFields,
  randomQuery,
  withFlaw,
  wtf8,
} from "./payloads.ts";
import { Random } from "./prng.ts";
import { type FuzzTarget, fillPattern, sessionEndingPath, splatSegments } from "./targets.ts";

// The demo accounts the e2e server seeds (app/demo/demo-accounts.server.ts). Only the seller and the admin
// sign in; neither's password, e-mail or data is a fuzz value (bodies use fresh fuzz-…@example.com addresses).
export const demoPassword = "roam-the-demo-2026";
export const signedInAccounts = { seller: "seller@roamstead.demo", admin: "admin@roamstead.demo" } as const;
export type Identity = "anonymous" | keyof typeof signedInAccounts;

const methods = [
  [24, "GET"],
  [44, "POST"],
  [5, "HEAD"],
  [5, "PUT"],
  [5, "PATCH"],
  [6, "DELETE"],
  [5, "OPTIONS"],
  [3, "TRACE"],
] as const;
export const safeMethods = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export interface FuzzCase {
  /** The case number, for FUZZ_CASE; -1 for the fixed cases. */
  index: number;
  /** A case of the field sweep (one field of a plausible form post with one flaw). */
  isSweep?: boolean;
  identity: Identity;
  pattern: string;
  request: WireRequest;
  label: string;
}

export interface RealValues {
  listingIds: string[];
  builderIds: string[];
  mediaIds: string[];
  blogSlugs: string[];
}

/** One item of the field sweep: a route that takes a POST, one field of its form, one flaw, one encoding. */
export interface SweepItem {
  pattern: string;
  field: string;
  flaw: Flaw;
  encoding: "json" | "form";
}

/**
 * Every field of every form with every flaw, in an order of the seed's: random cases seldom break the one
 * field a bug needs, so every third case takes the next item, and runs with other seeds cover the rest.
 */
export function sweepPlan(seed: number, postPatterns: readonly string[]): SweepItem[] {
  const items: SweepItem[] = [];
  for (const pattern of postPatterns) {
    for (const field of plausibleFieldNames(pattern)) {
      for (const flaw of flaws) {
        for (const encoding of ["json", "form"] as const) items.push({ pattern, field, flaw, encoding });
      }
    }
  }
  const random = new Random(seed ^ 0x5eed);
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as SweepItem, items[i] as SweepItem];
  }
  return items;
}

function sweepCase(random: Random, index: number, item: SweepItem, real: RealValues, origin: URL): FuzzCase {
  const identity: Identity = item.pattern.startsWith("/admin") ? "admin" : random.chance(0.6) ? "seller" : "anonymous";
  const mayUseReal = identity === "seller" && !/delete/i.test(item.pattern);
  const path = fillPattern(
    random,
    item.pattern,
    (name) => (mayUseReal ? realValueFor(random, real, item.pattern, name) : undefined) ?? random.uuid(),
    { isWellFormed: true },
  );
  const listingId = identity !== "admin" && real.listingIds.length > 0 ? random.pick(real.listingIds) : random.uuid();
  const fields = plausibleFields(random, item.pattern, listingId, true);
  Object.defineProperty(fields, item.field, {
    value: withFlaw(fields[item.field] ?? "", item.flaw),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  const body = item.encoding === "json" ? wtf8(jsonText(fields)) : Buffer.from(formText(fields), "latin1");
  const contentType = item.encoding === "json" ? "application/json" : "application/x-www-form-urlencoded";
  const effectiveIdentity = identity !== "anonymous" && sessionEndingPath.test(path) ? "anonymous" : identity;
  return {
    index,
    identity: effectiveIdentity,
    pattern: item.pattern,
    request: {
      method: "POST",
      path,
      headers: {
        Origin: origin.origin,
        Accept: random.pick(["text/html,application/xhtml+xml", "application/json", "*/*"]),
        "Content-Type": contentType,
      },
      body,
    },
    label: `${item.encoding}, ${item.field} with a ${item.flaw}`,
    isSweep: true,
  };
}

/** A plausible form post to the route as the seller (anonymous where it would end the session). */
export function probeCase(pattern: string, real: RealValues, origin: URL): FuzzCase {
  const random = new Random(0x9f0be);
  const path = fillPattern(random, pattern, () => random.uuid(), { isWellFormed: true });
  const fields = plausibleFields(random, pattern, real.listingIds[0] ?? random.uuid(), true);
  return {
    index: -1,
    identity: sessionEndingPath.test(path) ? "anonymous" : "seller",
    pattern,
    request: {
      method: "POST",
      path,
      headers: { Origin: origin.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.from(formText(fields), "latin1"),
    },
    label: "form (which routes take a POST)",
  };
}

export function makeCase(
  seed: number,
  index: number,
  targets: FuzzTarget[],
  real: RealValues,
  origin: URL,
  sweep: readonly SweepItem[] = [],
): FuzzCase {
  const random = Random.forCase(seed, index);
  if (sweep.length > 0 && index % 3 === 2) {
    return sweepCase(random, index, sweep[Math.floor(index / 3) % sweep.length] as SweepItem, real, origin);
  }
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
      [2, "plausible"],
      [4, "broken"],
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

/** Ids and slugs that exist in the demo data, read from public pages. */
export async function discoverRealValues(origin: URL, timeoutMs: number): Promise<RealValues> {
  const real: RealValues = { listingIds: [], builderIds: [], mediaIds: [], blogSlugs: [] };
  const get = async (path: string) => {
    const answer = await send(origin, false, { method: "GET", path, headers: { Accept: "*/*" } }, timeoutMs);
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
