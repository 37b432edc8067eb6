// What the fuzz aims at: every route of app/routes.ts and every endpoint Express answers itself
// (server/express-endpoints.ts, and the public API's operations), read from those files, so a new route is fuzzed without anyone
// adding it here; plus a path nobody declared (the 404 catch-all).

import { publicApiRoutes } from "../../app/modules/public-api/api-v1-router.server.ts";
import routes from "../../app/routes.ts";
import { expressEndpoints } from "../../server/express-endpoints.ts";
import type { Random } from "./prng.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  id?: string;
  children?: readonly RouteEntry[];
}

export interface FuzzTarget {
  /** The path pattern as declared, from the root (`/listing/:id`, `/api/auth/*`). */
  pattern: string;
  /** Where it is declared. */
  source: string;
}

export const unknownPathPattern = "/__fuzz-nowhere/*";

export function collectTargets(): FuzzTarget[] {
  const targets = new Map<string, FuzzTarget>();
  const visit = (entries: readonly RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const pattern = joinPattern(parent, entry.path ?? "");
      if ((entry.path !== undefined || entry.index) && !targets.has(pattern)) {
        targets.set(pattern, { pattern, source: `app/routes.ts (${entry.file})` });
      }
      if (entry.children) visit(entry.children, pattern);
    }
  };
  visit(routes as readonly RouteEntry[], "/");
  // better-auth's handler behind `/api/auth/*` takes the user's input on these: each is a target of its
  // own, so they get as many requests as a route (the splat still gets random endpoints too).
  const authSplat = targets.get("/api/auth/*");
  if (authSplat) {
    for (const endpoint of authInputEndpoints) {
      targets.set(`/api/auth/${endpoint}`, { pattern: `/api/auth/${endpoint}`, source: authSplat.source });
    }
  }
  for (const [name, endpoint] of Object.entries(expressEndpoints)) {
    if (!targets.has(endpoint.path)) {
      targets.set(endpoint.path, { pattern: endpoint.path, source: `server/express-endpoints.ts (${name})` });
    }
  }
  for (const { id, path } of publicApiRoutes) {
    if (!targets.has(path)) targets.set(path, { pattern: path, source: `app/modules/public-api (${id})` });
  }
  targets.set(unknownPathPattern, { pattern: unknownPathPattern, source: "an undeclared path" });
  return [...targets.values()];
}

function joinPattern(parent: string, child: string): string {
  const joined = `${parent.replace(/\/+$/, "")}/${child.replace(/^\/+/, "")}`;
  return joined === "" ? "/" : joined;
}

const authInputEndpoints = [
  "sign-in/email",
  "sign-up/email",
  "request-password-reset",
  "reset-password",
  "send-verification-email",
  "verify-email",
] as const;

/** better-auth's endpoints, for the `/api/auth/*` splat (some exist, some do not). */
export const authEndpoints = [
  "sign-in/email",
  "sign-up/email",
  "sign-out",
  "get-session",
  "list-sessions",
  "request-password-reset",
  "forget-password",
  "reset-password",
  "reset-password/fuzz-token",
  "verify-email",
  "send-verification-email",
  "change-password",
  "change-email",
  "update-user",
  "delete-user",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "sign-in/social",
  "callback/google",
  "ok",
  "error",
  "admin/list-users",
  "admin/ban-user",
  "admin/set-role",
  "admin/impersonate-user",
] as const;

/**
 * Paths a signed-in fuzz request must not take with its cookies: they would end its session or change
 * the demo account (sign out, revoke, delete, change the e-mail or password). They are fuzzed anonymously.
 */
export const sessionEndingPath =
  /sign-out|revoke|delete-user|change-email|change-password|update-user|set-password|set-user-password|unlink|link-social|impersonat|ban-user|set-role|remove-user|update-session/i;

/** Path segment texts, already as they go on the wire: malformed, hostile or merely odd. */
export const malformedSegments = [
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%ED%B0%80",
  "caf%C3%A9%ED%B0%80",
  "..%2f..%2fetc%2fpasswd",
  "..%2F",
  "%2e%2e",
  "..",
  ".",
  "%",
  "%%",
  "%zz",
  "%C0%AE",
  "%C0%80",
  "%FF%FE",
  "%F0%9F%98%80",
  "%u0041",
  "%252e%252e",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999999",
  "%5B%5D",
  "__proto__",
  "constructor",
  "prototype",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201%3D1--",
  "a%2Fb",
  "%20",
  "+",
  "~",
  "%7B%7D",
  ";x=1",
  "%0d%0aSet-Cookie:x=1",
  "%EF%BB%BF",
  "%E2%80%AE",
  "index.html",
  "rss.xml",
  "x.data",
] as const;

const uuidLike = (random: Random): string =>
  random.weighted<() => string>([
    [4, () => random.uuid()],
    [1, () => random.uuid().toUpperCase()],
    [1, () => "00000000-0000-0000-0000-000000000000"],
    [1, () => random.uuid().replaceAll("-", "")],
    [1, () => `${random.uuid()}0`],
    [1, () => random.uuid().slice(0, 35)],
    [1, () => `${random.uuid().slice(0, 35)}g`],
    [1, () => `{${random.uuid()}}`],
    [1, () => `${random.uuid()}%00`],
  ])();

/** A path segment for a `:param`, as wire text; `real` offers a value that exists, when there is one. */
export function paramSegment(random: Random, real: string | undefined): string {
  if (real !== undefined && random.chance(0.35)) return encodeURIComponent(real);
  return random.weighted<() => string>([
    [5, () => uuidLike(random)],
    [5, () => random.pick(malformedSegments)],
    [2, () => random.word()],
    [1, () => "a".repeat(random.int(200, 4000))],
    [0.2, () => "b".repeat(random.int(16_000, 40_000))],
    [1, () => `${random.uuid()}${random.pick(malformedSegments)}`],
    [1, () => encodeURIComponent(random.pick(["é", "😀", "日本語", "\u202e", " ", "/", "?", "#", "\\"]))],
    [1, () => String(random.int(-1000, 2 ** 31 + 5))],
  ])();
}

/** What fills a `*` splat: one to three segments; for better-auth mostly one of its own endpoints. */
export function splatSegments(random: Random, pattern: string): string {
  if (pattern.startsWith("/api/auth/") && random.chance(0.75)) return random.pick(authEndpoints);
  const count = random.int(1, 3);
  const segments: string[] = [];
  for (let i = 0; i < count; i += 1)
    segments.push(random.chance(0.5) ? random.word() : paramSegment(random, undefined));
  return segments.join("/");
}

/**
 * The pattern with its `:param`, `:param?`, `optional?` and `*` segments filled. `realValue(name)` may
 * offer an existing id or slug for a parameter; `isWellFormed` takes its offer whenever there is one
 * and leaves optional parameters out.
 */
export function fillPattern(
  random: Random,
  pattern: string,
  realValue: (paramName: string) => string | undefined,
  { isWellFormed = false } = {},
): string {
  const out: string[] = [];
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") {
      out.push(splatSegments(random, pattern));
    } else if (segment.startsWith(":")) {
      const isOptional = segment.endsWith("?");
      if (isOptional && (isWellFormed || random.chance(0.3))) continue;
      const name = segment.slice(1).replace(/\?$/, "");
      const real = realValue(name);
      out.push(isWellFormed && real !== undefined ? encodeURIComponent(real) : paramSegment(random, real));
    } else if (segment.endsWith("?")) {
      if (random.chance(0.5)) out.push(segment.slice(0, -1));
    } else {
      out.push(segment);
    }
  }
  return `/${out.join("/")}`;
}
