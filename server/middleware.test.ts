import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerUnhandledErrors,
  closeAfterUnreadBodies,
  refuseCrossSiteMutations,
  refuseNulInAddress,
  refuseOversizeBodies,
  refuseUnreadableAddresses,
  refuseUnservedMethods,
  requestLogging,
  securityHeaders,
} from "./middleware.ts";

let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  app.use(requestLogging(pino({ level: "silent" })));
  app.use(closeAfterUnreadBodies());
  app.use(refuseUnreadableAddresses());
  app.use(refuseUnservedMethods());
  app.use(refuseOversizeBodies(1024));
  app.use(securityHeaders({ isDevelopment: false, trustProxy: true }));
  app.use(refuseNulInAddress());
  app.get("/", (_req, res) => {
    res.json({ nonce: res.locals.nonce, requestId: res.locals.requestId });
  });
  // Answers without reading the body, as a page without an action does.
  app.post("/unread", (_req, res) => {
    res.status(405).send("no");
  });
  app.get("/item/:id", (_req, res) => {
    res.send("item");
  });
  // What a handler outside React Router (media) hands on when the database restarts under it.
  app.get("/database-away", (_req, _res, next) => {
    next(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
  });
  app.use(answerUnhandledErrors());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("security headers", () => {
  it("sends a CSP whose script and style nonce is fresh for every response", async () => {
    const first = await fetch(baseUrl);
    const second = await fetch(baseUrl);
    const { nonce } = (await first.json()) as { nonce: string };
    expect(first.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
    // Only the inlined stylesheet (which carries the nonce) may be a <style>; attributes stay allowed.
    expect(first.headers.get("content-security-policy")).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first.headers.get("content-security-policy")).toContain("style-src-attr 'unsafe-inline'");
    expect(first.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("never repeats a nonce, also past the random pool it draws from", async () => {
    const nonces = new Set<string>();
    for (let request = 0; request < 600; request++) {
      const { nonce } = (await (await fetch(baseUrl)).json()) as { nonce: string };
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600);
  });

  it("adds HSTS only when served over HTTPS", async () => {
    expect((await fetch(baseUrl)).headers.get("strict-transport-security")).toBeNull();
    const overHttps = await fetch(baseUrl, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(overHttps.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("the map's tile server in the CSP", () => {
  it("lets images come from MAP_TILES_URL's origin only when one is configured", async () => {
    const withTiles = express();
    withTiles.use(
      securityHeaders({ isDevelopment: false, trustProxy: false, mapTilesOrigin: "https://tile.example.org" }),
    );
    withTiles.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = withTiles.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.headers.get("content-security-policy")).toContain(
        "img-src 'self' data: blob: https://tile.example.org;",
      );
    } finally {
      server.close();
    }
    const without = await fetch(baseUrl);
    expect(without.headers.get("content-security-policy")).toContain("img-src 'self' data: blob:;");
  });
});

describe("addresses", () => {
  it("refuses a NUL character anywhere in the address with 400 and a message", async () => {
    for (const address of ["/?session_id=cs_1%00", "/%00", "/?q=a%00b"]) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("The address contains a character we cannot read.");
    }
    expect((await fetch(`${baseUrl}/?q=100%25`)).status).toBe(200);
  });
});

describe("request ids", () => {
  it("keeps a sane incoming X-Request-Id and replaces a malformed one", async () => {
    const kept = await fetch(baseUrl, { headers: { "X-Request-Id": "edge-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-1234abcd");
    const replaced = await fetch(baseUrl, { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("cross-site mutations", () => {
  let url: string;
  let stop: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(refuseCrossSiteMutations("http://localhost:3000"));
    app.all("/action", (_req, res) => {
      res.send("done");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/action`;
    stop = () => server.close();
  });
  afterAll(() => stop());

  it("refuses a POST a browser sent from another site", async () => {
    const fromElsewhere = await fetch(url, { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fromElsewhere.status).toBe(403);
    expect(await fromElsewhere.text()).toBe("Cross-site request refused.");
    const otherOrigin = await fetch(url, { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(otherOrigin.status).toBe(403);
  });

  it("lets same-origin posts, reads and server-to-server calls through", async () => {
    expect((await fetch(url, { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(200);
    expect((await fetch(url, { method: "POST", headers: { Origin: "http://localhost:3000" } })).status).toBe(200);
    expect((await fetch(url, { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(200);
    expect((await fetch(url, { method: "POST" })).status).toBe(200);
  });
});

describe("methods and body sizes", () => {
  it("answers TRACE with 405 and the methods served, and an unknown method with 501", async () => {
    const trace = await rawRequest("TRACE / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    expect(await rawRequest("BREW / HTTP/1.1\r\nHost: x\r\n\r\n")).toMatch(/^HTTP\/1\.1 (400|501) /);
  });

  it("refuses a declared body over the cap with 413 and closes the connection", async () => {
    const response = await fetch(baseUrl, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x".repeat(2048),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect((await fetch(baseUrl)).status).toBe(200);
  });
});

/** Sends one raw HTTP/1.1 request and gives the head of the answer. */
async function rawRequest(text: string): Promise<string> {
  const { connect } = await import("node:net");
  const { port, hostname } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("addresses and bodies React Router could not read", () => {
  it("answers 400 to a request target that is not a path and to a Host that is not a host", async () => {
    expect(await rawRequest("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
    const absolute = "GET http://evil.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    expect(await rawRequest(absolute)).toMatch(/^HTTP\/1\.1 400 /);
    for (const host of ["localhost:99999", "[::1"]) {
      expect(await rawRequest(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).toMatch(
        /^HTTP\/1\.1 400 /,
      );
    }
  });

  it("answers a parameter that is not valid percent-encoding with 400, not a stack trace", async () => {
    const response = await fetch(`${baseUrl}/item/%C0%80`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The request could not be read.");
  });

  it("answers a database that went away under a handler with 503 and Retry-After, not a 500", async () => {
    const response = await fetch(`${baseUrl}/database-away`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toBe("The marketplace is briefly unavailable. Please try again in a few seconds.");
  });

  it("closes the connection after an answer that left the body unread", async () => {
    const chunk = `${"x".repeat(1000)}`;
    const head = "POST /unread HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    const answer = await rawRequest(`${head}${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/Connection: close/i);
  });

  it("keeps the connection of a request without a body answered at once (a page kept in memory)", async () => {
    const get = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
    const answer = await rawRequest(`${get}${get.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")}`);
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(answer).not.toMatch(/Connection: close[\s\S]*HTTP\/1\.1 200 /i);
  });
});
