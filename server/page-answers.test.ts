// A page reaches a browser whole (ADR 092): the whole HTTP server of server/http.ts over the app's real routes.
// Every page's last parts render a few milliseconds after its shell; the page waits for them, so it goes out as one
// body with its length, compressed in one call, to a browser as to a crawler.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { rawHttpRequest } from "#app/test/raw-http-request.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { createHttpApp } from "./http.ts";

const bed = routeTestBed();
let server: Server;
let origin = "";

beforeAll(async () => {
  const { build } = await createAppRequestHandler(bed.services);
  server = (await createHttpApp({ services: bed.services, build })).listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("a page's answer", () => {
  it.each(["/", "/about", "/listings"])("%s reaches a browser whole, compressed, with its length", async (path) => {
    const answer = await rawHttpRequest(`${origin}${path}`, {
      headers: { "user-agent": chrome, "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    const html = brotliDecompressSync(answer.body).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toMatch(/<\/html>$/);
  });

  it("is the same document for a crawler, in gzip when that is all it takes", async () => {
    const answer = await rawHttpRequest(`${origin}/about`, {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", "accept-encoding": "gzip" },
    });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(gunzipSync(answer.body).toString()).toMatch(/<\/html>$/);
  });
});
