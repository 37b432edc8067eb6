// Which answers a cookieless visitor is given from memory, and what stays per request (ADR 080).
import { createHash } from "node:crypto";
import { once } from "node:events";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anonymousPages, type PageEffects } from "./anonymous-pages.server.ts";

let server: Server;
let origin = "";
let generation: number | undefined = 1;
/** A database server's version is read per request, with a query: `dataVersion` answers a promise. */
let readPerRequest = false;
let clock = 0;
let made = 0;
let nonces = 0;
const replayed: { effects: PageEffects; userAgent: string | undefined }[] = [];

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    nonces += 1;
    res.locals.nonce = `nonce-${String(nonces).padStart(18, "0")}`;
    res.setHeader("X-Request-Id", `request-${nonces}`);
    res.setHeader(
      "Content-Security-Policy",
      `script-src 'self' 'nonce-${res.locals.nonce}'; style-src 'self' 'nonce-${res.locals.nonce}'`,
    );
    next();
  });
  app.use(
    anonymousPages({
      dataVersion: () => (readPerRequest ? Promise.resolve(generation && `snapshot ${generation}`) : generation),
      maxAgeMs: 60_000,
      maxEntries: 10,
      now: () => clock,
      replayEffects: (effects, req: Request) => replayed.push({ effects, userAgent: req.get("user-agent") }),
    }),
  );
  app.get("/page", async (req, res) => {
    made += 1;
    if (req.query.slow) await new Promise((resolve) => setTimeout(resolve, 50));
    res.locals.pageEffects.viewedListingId = "listing-1";
    const nonce = res.locals.nonce;
    res
      .type("html")
      .send(
        `<p>made ${made}</p><script nonce="${nonce}">go(${made})</script><style nonce="${nonce}">p{}</style>` +
          `<script type="module" src="/assets/entry.js" nonce="${nonce}"></script>`,
      );
  });
  app.get("/private", (_req, res) => {
    made += 1;
    res.set("Cache-Control", "private, no-store").type("html").send(`made ${made}`);
  });
  app.get("/cookie", (_req, res) => {
    made += 1;
    res.cookie("flash", "1").type("html").send(`made ${made}`);
  });
  app.get("/missing", (_req, res) => {
    made += 1;
    res.status(404).type("html").send(`made ${made}`);
  });
  app.get("/json", (_req, res) => {
    made += 1;
    res.json({ made });
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  generation = (generation ?? 0) + 1;
  readPerRequest = false;
  replayed.length = 0;
});

async function madeCountOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  return (await (await fetch(`${origin}${path}`, { headers })).text()).match(/made\D*(\d+)/)?.[1] ?? "";
}

describe("pages kept for visitors without cookies", () => {
  it("serves the page made for the first visitor to the next, its inline code allowed by hashes, not a nonce", async () => {
    const identity = { headers: { "accept-encoding": "identity" } };
    const first = await fetch(`${origin}/page`, identity);
    const firstBody = await first.text();
    const second = await fetch(`${origin}/page`, identity);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(Number(second.headers.get("content-length"))).toBe(Buffer.byteLength(firstBody));
    // The maker's nonce stays in the copy, but no policy of a copy names it.
    const made = firstBody.match(/go\(\d+\)/)?.[0] ?? "";
    const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const sources = `${hashOf(made)} ${hashOf("p{}")}`;
    expect(second.headers.get("content-security-policy")).toBe(
      `script-src 'self' ${sources}; style-src 'self' ${sources}`,
    );
  });

  it("serves a copy compressed once, as the visitor's browser accepts; plain to a client naming no encoding", async () => {
    const plain = await (await fetch(`${origin}/page`)).text();
    // The first copy served sets off its compression, off the main thread.
    expect(await (await fetch(`${origin}/page`)).text()).toBe(plain);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const unnamed = await new Promise<string | undefined>((resolve, reject) =>
      request(`${origin}/page`, (response) => {
        response.resume();
        resolve(response.headers["content-encoding"]);
      })
        .on("error", reject)
        .end(),
    );
    expect(unnamed).toBeUndefined();
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${origin}/page`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(await response.text()).toBe(plain);
    }
  });

  it("makes the page again once the database was written to, or once it has aged", async () => {
    const first = await madeCountOf("/page");
    expect(await madeCountOf("/page")).toBe(first);
    generation = (generation ?? 0) + 1;
    const afterWrite = await madeCountOf("/page");
    expect(afterWrite).not.toBe(first);
    clock += 60_000;
    expect(await madeCountOf("/page")).not.toBe(afterWrite);
  });

  it("follows a version read for each request, as a database server's is", async () => {
    readPerRequest = true;
    const first = await madeCountOf("/page");
    expect(await madeCountOf("/page")).toBe(first);
    generation = (generation ?? 0) + 1;
    expect(await madeCountOf("/page")).not.toBe(first);
  });

  it("keeps nothing when the data's version could not be read", async () => {
    for (const perRequest of [false, true]) {
      readPerRequest = perRequest;
      generation = undefined;
      expect(await madeCountOf("/page")).not.toBe(await madeCountOf("/page"));
    }
  });

  it("makes the page for a request with a cookie or credentials, and per query and language", async () => {
    const kept = await madeCountOf("/page");
    expect(await madeCountOf("/page", { cookie: "currency=CAD" })).not.toBe(kept);
    expect(await madeCountOf("/page", { authorization: "Bearer key" })).not.toBe(kept);
    expect(await madeCountOf("/page?sort=price")).not.toBe(kept);
    expect(await madeCountOf("/page", { "accept-language": "fr-CA" })).not.toBe(kept);
    expect(await madeCountOf("/page")).toBe(kept);
  });

  it("keeps no private page, no page that sets a cookie, no error and nothing but HTML", async () => {
    for (const path of ["/private", "/cookie", "/missing", "/json"]) {
      expect(await madeCountOf(path)).not.toBe(await madeCountOf(path));
    }
  });

  it("makes a page once for visitors asking while it is being made", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => madeCountOf("/page?slow=1")));
    expect(new Set(answers).size).toBe(1);
  });

  it("does again for each copy served what making the page did (a listing's view)", async () => {
    await fetch(`${origin}/page`, { headers: { "user-agent": "first" } });
    await fetch(`${origin}/page`, { headers: { "user-agent": "second" } });
    expect(replayed).toEqual([{ effects: { viewedListingId: "listing-1" }, userAgent: "second" }]);
  });
});
