// /api/v1 as server/http.ts serves it, behind the whole server's middleware (security headers, compression, the
// client address, the refusals of what no route should see) and ahead of React Router: a path under it is the API's,
// never a page, and even the server's own refusals there are problems. Its searches meet the pages' cap on searches
// at once (ADR 034): one guard for both.
import { once } from "node:events";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { createHttpApp } from "../../../server/http.ts";

const bed = routeTestBed();
let build: ServerBuild;
let server: Server;
let origin = "";

async function listen(services: AppServices): Promise<{ server: Server; origin: string }> {
  const listening = (await createHttpApp({ services, build })).listen(0, "127.0.0.1");
  await once(listening, "listening");
  return { server: listening, origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  ({ build } = await createAppRequestHandler(bed.services));
  ({ server, origin } = await listen(bed.services));
});
afterAll(() => server.close());

const problemType = "application/problem+json; charset=utf-8";

describe("/api/v1 in the server", () => {
  it("serves the OpenAPI document, compressed when asked, with its ETag and rate limit", async () => {
    const response = await fetch(`${origin}/api/v1/openapi.json`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers.get("ratelimit-policy")).toBe('"address";q=1200;w=60, "anonymous";q=60;w=60');
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

describe("the server's own refusals under /api/v1", () => {
  it("answers an address holding a NUL as a 400 problem, with the CORS of a read", async () => {
    const response = await fetch(`${origin}/api/v1/listings?q=%00`, {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe(problemType);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({
      type: "http://localhost:3000/developers#problem-invalid",
      title: "Invalid request",
      status: 400,
      detail: "The address contains a character we cannot read.",
      instance: "/api/v1/listings?q=%00",
      errors: [],
    });
    // A page keeps its plain words.
    const page = await fetch(`${origin}/listings?q=%00`);
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("answers a cross-site write as a 403 problem, open to no other site", async () => {
    const response = await fetch(`${origin}/api/v1/my/listings`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe(problemType);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.json()).toMatchObject({ title: "Forbidden", detail: "Cross-site request refused." });
  });

  it("answers a body declared over the largest cap as a 413 problem", async () => {
    const { status, headers, body } = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const sent = httpRequest(`${origin}/api/v1/my/listings`, {
        method: "PATCH",
        headers: { "content-type": "application/json", "content-length": String(61 * 1024 * 1024) },
      });
      sent.on("response", (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => {
          text += chunk;
        });
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
      });
      sent.on("error", reject);
      sent.flushHeaders();
    });
    expect(status).toBe(413);
    expect(headers["content-type"]).toBe(problemType);
    expect(JSON.parse(body)).toMatchObject({
      status: 413,
      title: "Request too large",
      detail: "The request is too large.",
    });
  });

  it("answers TRACE as a 405 problem with Allow, and a method HTTP does not define as a 501 problem", async () => {
    const ask = (method: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const sent = httpRequest(`${origin}/api/v1/listings`, { method });
        sent.on("response", (answer) => {
          let text = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk: string) => {
            text += chunk;
          });
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
        });
        sent.on("error", reject);
        sent.end();
      });
    const trace = await ask("TRACE");
    expect(trace.status).toBe(405);
    expect(trace.headers["content-type"]).toBe(problemType);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(trace.body)).toMatchObject({ title: "Method not allowed", detail: "Method not allowed." });
    const unknown = await ask("PROPFIND");
    expect(unknown.status).toBe(501);
    expect(unknown.headers["content-type"]).toBe(problemType);
    expect(JSON.parse(unknown.body)).toMatchObject({
      type: "http://localhost:3000/developers#problem-not-implemented",
      title: "Not implemented",
    });
  });
});

describe("searches at once", () => {
  it("counts the API's searches and the pages' under one cap", async () => {
    let answerPlace: () => void = () => {};
    const slowPlace = new Promise<null>((resolve) => {
      answerPlace = () => resolve(null);
    });
    const services: AppServices = {
      ...bed.services,
      env: { ...bed.services.env, SEARCH_MAX_CONCURRENT: 1, SEARCH_MAX_BUSY_PERCENT: 0 },
      geocoder: { geocode: () => slowPlace, suggest: async () => [] },
    };
    const crowded = await listen(services);
    try {
      // A page's search waits on its place: it holds the one place there is.
      const pageSearch = fetch(`${crowded.origin}/listings?location=Slowtown&radius=50`);
      let answer = await fetch(`${crowded.origin}/api/v1/listings?limit=1`);
      for (let tries = 0; answer.status === 200 && tries < 50; tries += 1) {
        await new Promise((wait) => setTimeout(wait, 20));
        answer = await fetch(`${crowded.origin}/api/v1/listings?limit=1`);
      }
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect((await answer.json()).detail).toBe("Too many searches are running. Please try again in a moment.");
      answerPlace();
      const page = await pageSearch;
      expect(page.status).toBe(200);
      await page.text();
      // The page's place is freed once its answer is sent whole.
      answer = await fetch(`${crowded.origin}/api/v1/listings?limit=1`);
      for (let tries = 0; answer.status === 503 && tries < 50; tries += 1) {
        await new Promise((wait) => setTimeout(wait, 20));
        answer = await fetch(`${crowded.origin}/api/v1/listings?limit=1`);
      }
      expect(answer.status).toBe(200);
    } finally {
      answerPlace();
      crowded.server.close();
    }
  });
});
