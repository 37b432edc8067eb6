// The authorization matrix (app/test/authorization-matrix.ts) through the real app: every route of
// app/routes.ts under the real root (its middleware looks the session up), and the Express endpoints
// through `mountExpressEndpoints`, as server/http.ts mounts them, for five roles. A route, or a method a route
// serves, without a row fails here. Pages are asked as React Router's client asks them (`.data`): a GET
// runs the loaders, a POST only the action, so what the action answers is what is checked (a document
// POST would run the loaders after it and could hide an action that let the wrong person through).
// Resource routes get the plain request. The app, the accounts and the records are app/test/matrix-world.ts's.
import type { AddressInfo } from "node:net";
import express from "express";
import {
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { apiOperations } from "#app/modules/public-api/api-operations.server.ts";
import { mountPublicApi } from "#app/modules/public-api/api-v1-router.server.ts";
import { appRouteEntries, routeIdOf } from "#app/test/app-request-handler.ts";
import {
  type Cells,
  expressMatrix,
  type MatrixBody,
  type MatrixCase,
  type Outcome,
  publicApiMatrix,
  type Role,
  roles,
  routeMatrix,
} from "#app/test/authorization-matrix.ts";
import { caseName, clientIps, frenchPath, isPage, matrixPages, matrixWorld } from "#app/test/matrix-world.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { expressEndpoints, mountExpressEndpoints } from "../../server/express-endpoints.ts";

const world = matrixWorld();
let expressOrigin = "";
let closeExpress: () => void = () => {};

beforeAll(async () => {
  // The Express endpoints, mounted as server/http.ts mounts them.
  const server = express();
  mountExpressEndpoints(server, world.services);
  // Every role's cells come from one address: a quota that the matrix cannot reach.
  const roomy = { quota: 100_000, windowSeconds: 60 };
  mountPublicApi(server, world.services, {
    ratePolicies: {
      address: { name: "address", ...roomy },
      anonymous: { name: "anonymous", ...roomy },
      account: { name: "account", ...roomy },
      writes: { name: "writes", ...roomy },
    },
  });
  const listening = server.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  expressOrigin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  closeExpress = () => listening.close();
});
afterAll(() => closeExpress());

/** The outcome class of a status (and where a redirect goes). */
function classify(status: number, location: string | null): Outcome | `status ${number}` {
  if (status === 401) return "sign-in";
  if (status >= 300 && status < 400) return location?.startsWith("/sign-in-camper?redirect=") ? "sign-in" : "allowed";
  if (status >= 200 && status < 300) return "allowed";
  const named: Record<number, Outcome> = { 400: "invalid", 403: "forbidden", 404: "not-found", 405: "not-served" };
  return named[status] ?? `status ${status}`;
}

/** A single-fetch answer's status and, for a redirect (202), where it goes. */
async function settleDataResponse(response: Response): Promise<{ status: number; location: string | null }> {
  if (response.status !== 202 || !response.headers.get("content-type")?.includes("text/x-script") || !response.body) {
    await response.body?.cancel();
    return { status: response.status, location: response.headers.get("location") };
  }
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const value = decoded.value as Record<string | symbol, unknown> | null;
  const redirect = (value?.[SingleFetchRedirectSymbol] ?? value) as { redirect?: string; status?: number } | null;
  if (redirect?.redirect) return { status: redirect.status ?? 302, location: redirect.redirect };
  return { status: response.status, location: null };
}

function requestBody(body: MatrixBody): { body: BodyInit; contentType?: string } {
  if ("json" in body) return { body: JSON.stringify(body.json), contentType: "application/json" };
  if ("form" in body) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body.form)) {
      for (const item of [value].flat()) form.append(name, item);
    }
    return { body: form, contentType: "application/x-www-form-urlencoded" };
  }
  const multipart = new FormData();
  multipart.append("file", new Blob([new Uint8Array(body.file.bytes)], { type: body.file.type }), body.file.name);
  return { body: multipart };
}

/** The `.data` address React Router's enhanced forms post to. */
function dataPath(path: string): string {
  const url = new URL(path, testBaseUrl);
  url.pathname = url.pathname === "/" ? "/_.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

/** What each role got for one method of one case. */
async function runCells(
  routeId: string,
  isPage: boolean,
  testCase: MatrixCase,
  method: "GET" | "POST",
): Promise<Record<Role, string>> {
  const got = {} as Record<Role, string>;
  const handler = testCase.asProduction ? world.productionApp : world.app;
  for (const role of roles) {
    const post = testCase.POST;
    const cookie = await world.cookieOf(role, method === "POST" && Boolean(post?.endsSession));
    const headers: Record<string, string> = { [clientIpHeader]: clientIps[role] };
    if (cookie) headers.cookie = cookie;
    let status: number;
    let location: string | null;
    if (method === "GET") {
      const path = await world.resolvePath(testCase.path);
      const url = `${testBaseUrl}${isPage ? dataPath(path) : path}`;
      ({ status, location } = await settleDataResponse(await handler.handle(new Request(url, { headers }))));
    } else {
      if (!post) throw new Error(`${routeId}: no POST`);
      const path = await world.resolvePath(post.path ?? testCase.path);
      const { body, contentType } = requestBody(await post.body(world.fixtures));
      if (contentType) headers["content-type"] = contentType;
      headers.origin = testBaseUrl;
      const url = `${testBaseUrl}${isPage ? dataPath(path) : path}`;
      ({ status, location } = await settleDataResponse(
        await handler.handle(new Request(url, { method, headers, body })),
      ));
    }
    got[role] = classify(status, location);
  }
  return got;
}

async function runExpressCells(testCase: MatrixCase): Promise<Record<Role, string>> {
  const got = {} as Record<Role, string>;
  const path = await world.resolvePath(testCase.path);
  for (const role of roles) {
    const cookie = await world.cookieOf(role, false);
    const response = await fetch(`${expressOrigin}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    await response.body?.cancel();
    got[role] = classify(response.status, response.headers.get("location"));
  }
  return got;
}

describe("the authorization matrix covers every route and method", () => {
  it("has a row for every route id of app/routes.ts and every Express endpoint, and nothing else", async () => {
    const routeIds = (await appRouteEntries()).map(routeIdOf).sort();
    expect(Object.keys(routeMatrix).sort()).toEqual(routeIds);
    expect(Object.keys(expressMatrix).sort()).toEqual(Object.keys(expressEndpoints).sort());
    expect(Object.keys(publicApiMatrix).sort()).toEqual(apiOperations.map((operation) => operation.id).sort());
  });

  it("has cells for exactly the methods each route serves (GET: a loader or a page; POST: an action)", () => {
    for (const [routeId, module] of world.app.modules) {
      const served = [
        ...(typeof module.loader === "function" || typeof module.default === "function" ? ["GET"] : []),
        ...(typeof module.action === "function" ? ["POST"] : []),
      ];
      const row = routeMatrix[routeId];
      const covered = new Set(
        row?.cases.flatMap((testCase) => [...(testCase.GET ? ["GET"] : []), ...(testCase.POST ? ["POST"] : [])]),
      );
      expect([...covered].sort(), routeId).toEqual(served);
    }
  });
});

describe("each role gets what docs/product says, through the real handlers", () => {
  for (const [routeId, row] of Object.entries(routeMatrix)) {
    for (const testCase of row.cases) {
      for (const method of ["GET", "POST"] as const) {
        const expected: Cells | undefined = method === "GET" ? testCase.GET : testCase.POST?.expect;
        if (!expected) continue;
        it(`${caseName(routeId, testCase, method)} (${row.rule})`, async () => {
          expect(await runCells(routeId, isPage(world.app, routeId), testCase, method)).toEqual(expected);
        });
      }
    }
  }
  for (const [key, row] of Object.entries(expressMatrix)) {
    for (const testCase of row.cases) {
      it(`GET ${key} (Express, ${row.rule})`, async () => {
        expect(await runExpressCells(testCase)).toEqual(testCase.GET);
      });
    }
  }
  for (const [operationId, row] of Object.entries(publicApiMatrix)) {
    for (const testCase of row.cases) {
      it(`${caseName(operationId, testCase, "GET")} (public API, ${row.rule})`, async () => {
        expect(await runExpressCells(testCase)).toEqual(testCase.GET);
      });
    }
  }
});

/** The areas of app/modules that have catalogs: a word of one left untranslated shows as `<area>.<key>`. */
const messageArea =
  /\b(site-shell|landing-pages|moderation|listings|search|camper-details|map|deal-rating|accounts|conversations|newsletter|billing|builders|blog|admin|listing-stats|media|saved-searches|favorites|platform|questions|reviews)\.[a-z][\w.]*[A-Za-z]\b/g;

/** The page without its scripts and styles: what a reader or a crawler reads, attributes included. */
function readableHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<style\b[\s\S]*?<\/style>/g, "");
}

describe("every page in French (docs/product/languages.md): no message left as its id", () => {
  /** The pages read in French: resource routes and pages that only redirect have none to read. */
  const pagesRead = new Set<string>();
  for (const { routeId, testCase, allowed } of matrixPages()) {
    it(`/fr ${caseName(routeId, testCase, "GET")}`, async () => {
      if (!isPage(world.app, routeId)) return;
      const path = await world.resolvePath(testCase.path);
      for (const role of allowed) {
        const html = await world.readPage(role, frenchPath(path));
        if (html === null) continue;
        pagesRead.add(routeId);
        expect(html, `${role} ${path}`).toContain('<html lang="fr-CA"');
        const ids = (readableHtml(html).match(messageArea) ?? []).filter((id) => !/\.(js|csv|xml|json|svg)$/.test(id));
        expect(ids, `${role} /fr${path}`).toEqual([]);
      }
    });
  }
  it("read most of the site's pages, not a few", () => {
    expect(pagesRead.size).toBeGreaterThanOrEqual(50);
  });
});
