import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHttpRequest } from "#app/test/raw-http-request.ts";
import { compressionThresholdBytes, sendJson } from "./json-answers.ts";

const large = JSON.stringify({
  listings: Array.from({ length: 150 }, (_, index) => ({ id: index, title: "Mercedes Sprinter 144" })),
});
const small = JSON.stringify({ ok: false, message: "Enter a valid price." });
let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  // As server/http.ts mounts them: the middleware first, then the endpoints.
  app.use(compression({ threshold: compressionThresholdBytes }));
  app.get("/large", (req, res) => sendJson(req, res, 200, large));
  app.get("/small", (req, res) => sendJson(req, res, 400, small));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => rawHttpRequest(`${baseUrl}${path}`, { headers });

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
