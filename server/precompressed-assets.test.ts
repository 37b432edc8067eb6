import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHttpRequest } from "#app/test/raw-http-request.ts";
import { precompressedAssets } from "./precompressed-assets.ts";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(2000))};\n`;
let baseUrl: string;
let close: () => void;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "roamstead-assets-"));
  writeFileSync(path.join(directory, "app-abc123.js"), script);
  writeFileSync(path.join(directory, "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(directory, "app-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(directory, "plain-def456.js"), script);
  const app = express();
  app.use(compression({ threshold: "4kb" }));
  app.use(
    "/assets",
    precompressedAssets(directory, "1y"),
    express.static(directory, { immutable: true, maxAge: "1y" }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(directory, { recursive: true, force: true });
});

/** A request whose body is left encoded, so the test sees what travelled. */
function request(file: string, acceptEncoding: string | undefined, method = "GET") {
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
  return rawHttpRequest(`${baseUrl}/assets/${file}`, { method, headers });
}

describe("assets compressed at build time", () => {
  it("sends the Brotli twin to a browser that accepts it, even when it lists gzip first", async () => {
    const response = await request("app-abc123.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.equals(brotliCompressSync(script))).toBe(true);
  });

  it("sends the gzip twin when Brotli is not accepted", async () => {
    const response = await request("app-abc123.js", "br;q=0, gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.body.equals(gzipSync(script))).toBe(true);
  });

  it("sends the file itself to a client that accepts no compression, or names none", async () => {
    for (const acceptEncoding of ["identity", undefined]) {
      const response = await request("app-abc123.js", acceptEncoding);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString()).toBe(script);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await request("app-abc123.js", "br", "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body.length).toBe(0);
  });

  it("leaves a file without twins, and an unknown one, to the handlers after it", async () => {
    const plain = await request("plain-def456.js", "gzip");
    expect(plain.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await request("missing-000000.js", "br")).status).toBe(404);
  });
});
