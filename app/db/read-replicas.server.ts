// Reads from streaming replicas (DATABASE_READ_URL, ADR 053). Which database a statement goes to is decided here
// and nowhere else: each request is given a route as it arrives (`routeRequest`), and the pool the app's queries
// go through reads it.
// - A request's reads go to one replica for the whole request, so what it reads (the listings version its cached
//   pages are kept under, and the pages themselves) is one snapshot's, never a newer version over older rows.
// - Writes, transactions and everything outside a request (background work) go to the primary; once a request has
//   written, its later reads do too, and its answer pins the visitor to the primary for DATABASE_READ_PIN_SECONDS,
//   so nobody sees their own change vanish on the next page.
// - A replica that cannot answer (stopped, unreachable, refusing) is skipped for a few seconds with one log line;
//   the statement it failed is sent to the primary, so a visitor sees a page, not an error.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import pg from "pg";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import { serverSessionOptions } from "./server-session-options.server.ts";

/** A read outside a transaction: safe to send to a replica, or again to the primary. */
export const readStatement = /^\s*(select|with)\b(?![\s\S]*\bfor\s+(update|share|no key update|key share)\b)/i;

/** How long a replica that failed is skipped before it is tried again. */
const skipFailedReplicaMs = 5_000;
const pinCookieName = "reads_from_primary_until";

export interface ReplicaEvents {
  /** A replica stopped answering: its reads go to the primary until it answers again. */
  onReplicaDown(replica: string, error: unknown): void;
  onReplicaBack(replica: string): void;
  /** A pooled connection to a replica was lost (as the primary's own pool reports it). */
  onConnectionError(error: Error): void;
}

interface Replica {
  pool: pg.Pool;
  /** host:port/database, without credentials, for the log. */
  name: string;
  skippedUntil: number;
}

interface ReadRoute {
  /** Null: the primary (this request wrote, or its visitor is pinned). */
  replica: Replica | null;
  wrote: boolean;
}

const routes = new AsyncLocalStorage<ReadRoute>();

export interface ReadReplicas {
  /** Gives the request its route, and pins its visitor to the primary as its answer goes out if it wrote. */
  routeRequest(request: IncomingMessage, response: ServerResponse, next: () => void): void;
  /**
   * Sends a statement of the primary's pool where the current route says: `sendToPrimary` sends it there.
   * Returns undefined when the primary is the place (the caller sends it itself).
   */
  route(args: unknown[], sendToPrimary: () => Promise<unknown>): Promise<unknown> | undefined;
  /** A transaction is starting on the primary: the rest of this request reads from it too. */
  noteTransaction(): void;
  end(): Promise<void>;
}

export interface OpenReadReplicasOptions {
  urls: string[];
  poolSize: number;
  pinSeconds: number;
  /** Whether the site is served over HTTPS (the pin cookie is then Secure). */
  isSecure: boolean;
  events: ReplicaEvents;
  now?: () => number;
}

export async function openReadReplicas({
  urls,
  poolSize,
  pinSeconds,
  isSecure,
  events,
  now = Date.now,
}: OpenReadReplicasOptions): Promise<ReadReplicas> {
  const replicas: Replica[] = urls.map((url) => {
    // A replica that does not answer a connection in 2 s is skipped: its reads cannot wait for a TCP timeout.
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: 2_000,
      options: serverSessionOptions,
    });
    pool.on("connect", (client) => client.on("error", events.onConnectionError));
    pool.on("error", () => {});
    return { pool, name: nameOf(url), skippedUntil: 0 };
  });
  // A replica unreachable at start-up is only skipped: the primary answers its reads until it is back.
  await Promise.all(
    replicas.map((replica) => replica.pool.query("select 1").catch((error: unknown) => skip(replica, error))),
  );
  let turn = 0;

  function skip(replica: Replica, error: unknown) {
    if (replica.skippedUntil === 0) events.onReplicaDown(replica.name, error);
    replica.skippedUntil = now() + skipFailedReplicaMs;
  }

  /** The next replica in turn that is not being skipped; null when none is. */
  function nextReplica(): Replica | null {
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[turn++ % replicas.length];
      if (replica && replica.skippedUntil <= now()) return replica;
    }
    return null;
  }

  const pinCookie = () =>
    `${pinCookieName}=${now() + pinSeconds * 1000}; Path=/; Max-Age=${pinSeconds}; HttpOnly; SameSite=Lax${isSecure ? "; Secure" : ""}`;

  return {
    routeRequest(request, response, next) {
      const reads = request.method === "GET" || request.method === "HEAD";
      const route: ReadRoute = { replica: reads && !isPinned(request, now()) ? nextReplica() : null, wrote: false };
      const writeHead = response.writeHead;
      response.writeHead = function writeHeadPinned(this: ServerResponse, ...args: unknown[]) {
        if (route.wrote && !response.headersSent) response.appendHeader("Set-Cookie", pinCookie());
        return Reflect.apply(writeHead, this, args) as ServerResponse;
      } as ServerResponse["writeHead"];
      routes.run(route, next);
    },
    route(args, sendToPrimary) {
      const route = routes.getStore();
      if (!route) return undefined;
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
      if (typeof text !== "string" || !readStatement.test(text) || typeof args.at(-1) === "function") {
        route.wrote = true;
        route.replica = null;
        return undefined;
      }
      const replica = route.replica;
      if (!replica) return undefined;
      return (Reflect.apply(pg.Pool.prototype.query, replica.pool, args) as Promise<unknown>).then(
        (result) => {
          if (replica.skippedUntil !== 0) {
            replica.skippedUntil = 0;
            events.onReplicaBack(replica.name);
          }
          return result;
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) skip(replica, error);
          else if (isReadOnlyRefusal(error)) route.wrote = true;
          else if (!isRecoveryConflict(error)) throw error;
          route.replica = null;
          return sendToPrimary();
        },
      );
    },
    noteTransaction() {
      const route = routes.getStore();
      if (!route) return;
      route.wrote = true;
      route.replica = null;
    },
    async end() {
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}

/**
 * Runs `work` as background work, outside the request that starts it: on the primary, and without making that
 * request a writer (no pin for its visitor, its reads stay on its replica). For work a request only sets off (a
 * batch of listing views written when the batch is full).
 */
export function detachedFromRequest<T>(work: () => T): T {
  return routes.exit(work);
}

function isPinned(request: IncomingMessage, at: number): boolean {
  const pair = request.headers.cookie
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${pinCookieName}=`));
  return Number(pair?.slice(pinCookieName.length + 1)) > at;
}

/** A statement that reads like a read but writes (a data-changing WITH), refused by a standby: 25006. */
function isReadOnlyRefusal(error: unknown): boolean {
  return postgresCodeOf(error) === "25006";
}

/** A standby cancels a read that holds back what it replays (40001, "conflict with recovery"). */
function isRecoveryConflict(error: unknown): boolean {
  return postgresCodeOf(error) === "40001" && /conflict with recovery/i.test(String((error as Error).message));
}

function postgresCodeOf(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

function nameOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "replica";
  }
}
