// /api/v1 as server/http.ts serves it, behind the whole server's middleware (security headers, compression, the
// client address) and ahead of React Router: a path under it is the API's, never a page.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { createHttpApp } from "../../../server/http.ts";

const bed = routeTestBed();
let server: Server;
let origin = "";

beforeAll(async () => {
  const { build } = await createAppRequestHandler(bed.services);
  server = (await createHttpApp({ services: bed.services, build })).listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("/api/v1 in the server", () => {
  it("serves the OpenAPI document, compressed when asked, with its ETag and rate limit", async () => {
    const response = await fetch(`${origin}/api/v1/openapi.json`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers.get("ratelimit-policy")).toBe('"anonymous";q=60;w=60');
    expect((await response.json()).openapi).toBe("3.1.0");
  });

  it("answers what it does not have as a problem, not React Router's page", async () => {
    for (const path of ["/api/v1/nothing", "/api/v1/listings?minPrice=abc"]) {
      const response = await fetch(`${origin}${path}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    }
  });
});
