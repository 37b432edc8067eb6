// Two instances of the built app against one PostgreSQL database and one upload directory, as
// README.md "Running more than one instance" describes, plus the pieces the scale-out tests observe
// them with: an SMTP sink both deliver to, and a cookie jar that can carry a session from one to the other.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { type SmtpSink, startSmtpSink } from "#app/test/smtp-sink.ts";

/** The public address both instances are configured with: the load balancer's, in a real deployment. */
export const publicBaseUrl = "http://roamstead.test";

export interface Instance {
  name: string;
  url: string;
  /** Whether the process still runs (the fault tests assert it survives). */
  isRunning(): boolean;
  /** The last few KB the process wrote to stderr, for a failure's message. */
  stderr(): string;
  stop(): Promise<void>;
}

export interface Cluster {
  a: Instance;
  b: Instance;
  /** The one database both use, for what the tests read directly (outbox rows, jobs). */
  sql: pg.Client;
  mail: SmtpSink;
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartClusterOptions {
  /** The PostgreSQL server to make the database on (SCALE_OUT_DATABASE_URL or DATABASE_URL otherwise). */
  serverUrl?: string;
  /** A streaming replica of that server: both instances read from it (DATABASE_READ_URL, ADR 053). */
  replicaServerUrl?: string;
  /** Settings of both instances besides the shared ones. */
  env?: Record<string, string>;
}

/**
 * Creates a fresh database on the server of SCALE_OUT_DATABASE_URL (or DATABASE_URL) and starts two
 * instances on it together, with the same secret, public address and upload directory. `npm run build` first.
 */
export async function startCluster(options: StartClusterOptions = {}): Promise<Cluster> {
  const serverUrl = options.serverUrl || process.env.SCALE_OUT_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error("Set SCALE_OUT_DATABASE_URL to a PostgreSQL server on which the suite may create a database.");
  }
  if (!existsSync("build/server/index.js")) throw new Error("No server build: run `npm run build` first.");

  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const database = await createScratchDatabase(serverUrl);
    cleanups.push(database.drop);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    const mail = await startSmtpSink();
    cleanups.push(mail.close);
    const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-scale-out-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const shared = {
      DATABASE_URL: database.url,
      DATABASE_READ_URL: options.replicaServerUrl ? sameDatabaseOn(options.replicaServerUrl, database.url) : "",
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      BASE_URL: publicBaseUrl,
      PAYMENT_PROVIDER: "local",
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ...options.env,
    };
    // Started at the same moment, as a deployment does: both migrate the same fresh database.
    const [a, b] = await Promise.all([
      startInstance("A", await freePort(), shared),
      startInstance("B", await freePort(), shared),
    ]);
    cleanups.push(a.stop, b.stop);
    return { a, b, sql, mail, dataDir, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** `databaseUrl`'s database on the server of `serverUrl`. */
function sameDatabaseOn(serverUrl: string, databaseUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.href;
}

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `roamstead_scale_out_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Starts the built server (`server/main.ts` as the build compiled it) with `shared` and the fixed settings below, and
 * waits for /healthz.
 */
export async function startInstance(name: string, port: number, shared: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      ...shared,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      // What these tests rely on stays at its default whatever the caller's environment says.
      SEARCH_CACHE_SECONDS: "",
      DEV_MAILBOX: "",
      S3_BUCKET: "",
      // Several sign-ups from one address within a minute; the per-account sign-in limit stays on.
      AUTH_RATE_LIMIT: "false",
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    url,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    stderr: () => stderr,
    stop: () => stopProcess(child),
  };
  const deadline = Date.now() + 80_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`instance ${name} did not answer /healthz:\n${stderr}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return instance;
    await sleep(100);
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  if (!address || typeof address === "string") throw new Error("no free port");
  await new Promise((resolve) => probe.close(resolve));
  return address.port;
}

/** Waits until `check` returns something other than undefined; fails with `what` after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * A visitor: cookies kept between requests, whichever instance answers, as a browser behind a load
 * balancer would. Redirects are not followed, so tests see where they lead and which cookies they set.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  /** The Cookie header this visitor sends now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(instance: Instance, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
    const response = await fetch(`${instance.url}${pathAndQuery}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === "" || isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Posts a form as the browser does (urlencoded). */
  postForm(instance: Instance, pathAndQuery: string, fields: Record<string, string | string[]>): Promise<Response> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return this.request(instance, pathAndQuery, { method: "POST", body });
  }
}

/** The path and query of a redirect's target, to send to whichever instance the test chooses. */
export function locationOf(response: Response): string {
  const location = response.headers.get("Location");
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  const target = new URL(location, publicBaseUrl);
  return `${target.pathname}${target.search}`;
}
