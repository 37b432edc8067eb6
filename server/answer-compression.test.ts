import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHttpRequest } from "#app/test/raw-http-request.ts";
import { answerCompression, compressionThresholdBytes, maxOneCallBytes } from "./answer-compression.ts";

const large = JSON.stringify({
  listings: Array.from({ length: 150 }, (_, index) => ({ id: index, title: "Mercedes Sprinter 144" })),
});
const small = JSON.stringify({ ok: false, message: "Enter a valid price." });
let baseUrl: string;
let close: () => void;

/** A page as React Router sends one rendered whole: its length first, then its pieces, each followed by a flush. */
const page = `<!doctype html><html><body>${"<p>A 2019 Ford Transit with a bed and a galley.</p>".repeat(200)}</body></html>`;
const largeFile = "x".repeat(maxOneCallBytes + 1);

beforeAll(async () => {
  const app = express();
  app.use(answerCompression());
  app.get("/large", (_req, res) => res.json(JSON.parse(large)));
  app.get("/small", (_req, res) => res.status(400).json(JSON.parse(small)));
  app.get("/page", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(page));
    const middle = 1000;
    res.write(page.slice(0, middle));
    (res as unknown as { flush: () => void }).flush();
    res.write(Buffer.from(page.slice(middle)));
    res.end();
  });
  app.get("/streamed", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(page.slice(0, 1000));
    setTimeout(() => res.end(page.slice(1000)), 5);
  });
  app.get("/no-transform", (_req, res) => res.set("Cache-Control", "no-transform").type("html").send(page));
  app.get("/photo", (_req, res) => res.type("image/avif").send(Buffer.from(page)));
  app.get("/large-file", (_req, res) => res.type("text/plain").send(largeFile));
  // A length that undersells the answer: what is written past it must still arrive.
  app.get("/longer-than-said", (_req, res) => {
    res.type("html").setHeader("Content-Length", 5000);
    res.write(page.slice(0, 3000));
    res.write(page.slice(3000));
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawHttpRequest(`${baseUrl}${path}`, { headers, method });

describe("a JSON endpoint's answer", () => {
  it("is compressed whole, with its length, in Brotli for a browser that takes it, even listed after gzip", async () => {
    expect(Buffer.byteLength(large)).toBeGreaterThan(compressionThresholdBytes);
    const answer = await get("/large", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(brotliDecompressSync(answer.body).toString()).toBe(large);
  });

  it("is gzip for a client that takes gzip alone, or refuses Brotli", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0, gzip"]) {
      const answer = await get("/large", { "Accept-Encoding": acceptEncoding });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(answer.body).toString()).toBe(large);
    }
  });

  it("is sent as it is to a client that names no encoding or takes neither, and when it is small", async () => {
    for (const [path, headers, body] of [
      ["/large", {}, large],
      ["/large", { "Accept-Encoding": "identity" }, large],
      ["/small", { "Accept-Encoding": "gzip, br" }, small],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(body);
    }
    expect((await get("/small")).status).toBe(400);
  });

  it("answers 304 to a client that holds the same answer", async () => {
    const first = await get("/large", { "Accept-Encoding": "gzip" });
    const again = await get("/large", { "Accept-Encoding": "gzip", "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });
});

describe("a page's answer", () => {
  it("is compressed whole with its length when its length is known, whatever pieces it was written in", async () => {
    const answer = await get("/page", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    const gzipped = await get("/page", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
  });

  it("is compressed as it streams when its length is not known", async () => {
    const answer = await get("/streamed", { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
  });

  it("is sent as it is when it asks for no transform, is not text, or is a HEAD request", async () => {
    for (const path of ["/no-transform", "/photo"]) {
      const answer = await get(path, { "Accept-Encoding": "gzip, br" });
      expect(answer.headers["content-encoding"], path).toBeUndefined();
      expect(answer.body.toString(), path).toBe(page);
    }
    const head = await get("/page", { "Accept-Encoding": "gzip, br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(page));
  });

  it("streams through the compressor when it is over the largest size compressed in one call", async () => {
    const answer = await get("/large-file", { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(gunzipSync(answer.body).toString()).toBe(largeFile);
  });

  it("streams through the compressor, whole, when it is longer than its length said", async () => {
    const answer = await get("/longer-than-said", { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(gunzipSync(answer.body).toString()).toBe(page);
  });
});
