// The authorization matrix (app/test/authorization-matrix.ts) through the real app: every route of
// app/routes.ts under the real root (its middleware looks the session up), and the Express endpoints
// through `mountExpressEndpoints`, as server/http.ts mounts them, for five roles. A route, or a method a route
// serves, without a row fails here. Pages are asked as React Router's client asks them (`.data`): a GET
// runs the loaders, a POST only the action, so what the action answers is what is checked (a document
// POST would run the loaders after it and could hide an action that let the wrong person through).
// Resource routes get the plain request.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import {
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
} from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, listings, media, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import { createdBuilderProfile } from "#app/modules/builders/testing/builder-fixture.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { mediaVariantKey } from "#app/modules/media/media-urls.ts";
import { makeWebpVariants } from "#app/modules/media/process-image.server.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import {
  type AppRequestHandler,
  appRouteEntries,
  createAppRequestHandler,
  routeIdOf,
} from "#app/test/app-request-handler.ts";
import {
  type Cells,
  expressMatrix,
  type MatrixBody,
  type MatrixCase,
  type MatrixFixtures,
  type Outcome,
  matrixPassword as password,
  type Role,
  roles,
  routeMatrix,
} from "#app/test/authorization-matrix.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { expressEndpoints, mountExpressEndpoints } from "../../server/express-endpoints.ts";

const bed = routeTestBed();
/** Each role its own client address, so per-address limits (contact, newsletter) do not add up. */
const clientIps: Record<Role, string> = {
  anonymous: "198.51.100.1",
  user: "198.51.100.2",
  other: "198.51.100.3",
  owner: "198.51.100.4",
  admin: "198.51.100.5",
};

let services: AppServices;
let app: AppRequestHandler;
/** The same app as a production build with DEV_MAILBOX on. */
let productionApp: AppRequestHandler;
let fixtures: MatrixFixtures;
let expressOrigin = "";
let closeExpress: () => void = () => {};
const accounts = {} as Record<Exclude<Role, "anonymous">, { id: string; email: string; cookie: string }>;

function postAuth(path: string, body: unknown): Promise<Response> {
  return services.auth.handler(
    new Request(`${testBaseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: testBaseUrl, [clientIpHeader]: "203.0.113.9" },
      body: JSON.stringify(body),
    }),
  );
}

/** A new session of `email` through better-auth: the Cookie header a browser would send. */
async function signIn(email: string): Promise<string> {
  const response = await postAuth("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

async function account(email: string, role: "user" | "admin" = "user") {
  expect((await postAuth("/sign-up/email", { email, password, name: "Camper" })).status).toBe(200);
  const [row] = await services.db
    .update(user)
    .set({ emailVerified: true, role })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  return { id: row?.id ?? "", email, cookie: await signIn(email) };
}

async function insertListing(userId: string, overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await services.db
    .insert(listings)
    .values(listingFixture({ userId, ...overrides }))
    .returning({ id: listings.id });
  if (!row) throw new Error("no listing");
  return row.id;
}

/** A draft of the owner with nothing typed yet (docs/product/selling.md, Draft). */
async function ownerDraft() {
  const values = listingFormValues({});
  const saved = await saveListingDraft({
    db: services.db,
    userId: accounts.owner.id,
    draftId: null,
    tier: "graze",
    values,
  });
  return saved.draftId;
}

async function openLocalCheckout() {
  return startCheckout({
    db: services.db,
    payments: services.payments,
    user: { id: accounts.owner.id, email: accounts.owner.email },
    kind: "builder",
    tier: "roamstead",
    baseUrl: testBaseUrl,
  });
}

beforeAll(async () => {
  // Both forms' places are known, so an allowed save is not refused on its location.
  services = {
    ...bed.services,
    geocoder: fakeGeocoder({
      "portland, or": { latitude: 45.5152, longitude: -122.6784 },
      "bend, or": { latitude: 44.0582, longitude: -121.3153 },
    }),
  };
  app = await createAppRequestHandler(services);
  productionApp = await createAppRequestHandler({
    ...services,
    env: { ...services.env, isProduction: true, DEV_MAILBOX: true },
  });
  accounts.user = await account("matrix-user@example.com");
  accounts.other = await account("matrix-other@example.com");
  accounts.owner = await account("matrix-owner@example.com");
  accounts.admin = await account("matrix-admin@example.com", "admin");
  const { db } = services;
  const signInEmail = "matrix-sign-in@example.com";
  await account(signInEmail);
  await insertListing(accounts.other.id);
  await createdBuilderProfile(db, accounts.other.id);

  const checkout = await openLocalCheckout();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#6a8" } })
    .png()
    .toBuffer();
  const [photo] = await db
    .insert(media)
    .values({
      ownerId: accounts.owner.id,
      kind: "image",
      contentType: "image/png",
      byteSize: png.length,
      width: 64,
      height: 48,
    })
    .returning({ id: media.id });
  if (!photo) throw new Error("no photo");
  for (const variant of (await makeWebpVariants(png)).variants) {
    await services.storage.put(mediaVariantKey(photo.id, variant.slot, "webp"), variant.bytes, "image/webp");
  }
  const blogSlug = "matrix-post";
  await db
    .insert(blogPosts)
    .values({ slug: blogSlug, title: "Matrix post", body: "Hello", authorId: accounts.admin.id });
  let emails = 0;
  const listing = await insertListing(accounts.owner.id);
  // Two more Mercedes-Benz listings without an account: the make earns its page (3 listings from 2 sellers,
  // found-and-shared.md, Landing pages) without giving any role's own pages a listing more.
  for (let more = 0; more < 2; more++) await insertListing(accounts.owner.id, { userId: null });
  const { conversationId } = await startConversation({
    db,
    baseUrl: testBaseUrl,
    notifyOutbox: () => {},
    buyerId: accounts.user.id,
    listingId: listing,
    message: "Is it still available?",
    senderIp: clientIps.user,
  });
  fixtures = {
    listing,
    privateListing: await insertListing(accounts.owner.id, { isActive: false }),
    builder: (await createdBuilderProfile(db, accounts.owner.id)).id,
    blogSlug,
    paymentSession: checkout.sessionId,
    providerSession: checkout.providerSessionId,
    photo: photo.id,
    conversation: conversationId,
    draft: await ownerDraft(),
    fresh: {
      listing: () => insertListing(accounts.owner.id),
      builder: async () => (await createdBuilderProfile(db, accounts.owner.id)).id,
      paymentSession: async () => (await openLocalCheckout()).sessionId,
      draft: ownerDraft,
    },
    signInEmail,
    uniqueEmail: () => `matrix-${++emails}-${Date.now()}@example.com`,
    png,
  };

  // The Express endpoints, mounted as server/http.ts mounts them.
  const server = express();
  mountExpressEndpoints(server, services);
  const listening = server.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  expressOrigin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  closeExpress = () => listening.close();
});
afterAll(async () => {
  closeExpress();
  await removeTestStorage(services?.storage);
});

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

async function resolvePath(path: MatrixCase["path"]): Promise<string> {
  return typeof path === "function" ? path(fixtures) : path;
}

async function cookieOf(role: Role, ownSession: boolean): Promise<string | undefined> {
  if (role === "anonymous") return undefined;
  return ownSession ? signIn(accounts[role].email) : accounts[role].cookie;
}

/** What each role got for one method of one case. */
async function runCells(
  routeId: string,
  isPage: boolean,
  testCase: MatrixCase,
  method: "GET" | "POST",
): Promise<Record<Role, string>> {
  const got = {} as Record<Role, string>;
  const handler = testCase.asProduction ? productionApp : app;
  for (const role of roles) {
    const post = testCase.POST;
    const cookie = await cookieOf(role, method === "POST" && Boolean(post?.endsSession));
    const headers: Record<string, string> = { [clientIpHeader]: clientIps[role] };
    if (cookie) headers.cookie = cookie;
    let status: number;
    let location: string | null;
    if (method === "GET") {
      const path = await resolvePath(testCase.path);
      const url = `${testBaseUrl}${isPage ? dataPath(path) : path}`;
      ({ status, location } = await settleDataResponse(await handler.handle(new Request(url, { headers }))));
    } else {
      if (!post) throw new Error(`${routeId}: no POST`);
      const path = await resolvePath(post.path ?? testCase.path);
      const { body, contentType } = requestBody(await post.body(fixtures));
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
  const path = await resolvePath(testCase.path);
  for (const role of roles) {
    const cookie = await cookieOf(role, false);
    const response = await fetch(`${expressOrigin}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    await response.body?.cancel();
    got[role] = classify(response.status, response.headers.get("location"));
  }
  return got;
}

const caseName = (routeId: string, testCase: MatrixCase, method: string) =>
  `${method} ${routeId}${testCase.label ? ` (${testCase.label})` : ""}`;

describe("the authorization matrix covers every route and method", () => {
  it("has a row for every route id of app/routes.ts and every Express endpoint, and nothing else", async () => {
    const routeIds = (await appRouteEntries()).map(routeIdOf).sort();
    expect(Object.keys(routeMatrix).sort()).toEqual(routeIds);
    expect(Object.keys(expressMatrix).sort()).toEqual(Object.keys(expressEndpoints).sort());
  });

  it("has cells for exactly the methods each route serves (GET: a loader or a page; POST: an action)", () => {
    for (const [routeId, module] of app.modules) {
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
          const isPage = typeof app.modules.get(routeId)?.default === "function";
          expect(await runCells(routeId, isPage, testCase, method)).toEqual(expected);
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
});

/** The areas of app/modules that have catalogs: a word of one left untranslated shows as `<area>.<key>`. */
const messageArea =
  /\b(site-shell|landing-pages|moderation|listings|search|camper-details|map|deal-rating|accounts|conversations|newsletter|billing|builders|blog|admin|listing-stats|media|saved-searches|favorites|platform)\.[a-z][\w.]*[A-Za-z]\b/g;

/** The page without its scripts and styles: what a reader or a crawler reads, attributes included. */
function readableHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<style\b[\s\S]*?<\/style>/g, "");
}

describe("every page in French (docs/product/languages.md): no message left as its id", () => {
  /** The pages read in French: resource routes and pages that only redirect have none to read. */
  const pagesRead = new Set<string>();
  for (const [routeId, row] of Object.entries(routeMatrix)) {
    for (const testCase of row.cases) {
      if (!testCase.GET) continue;
      const allowed = roles.filter((role) => testCase.GET?.[role] === "allowed");
      if (allowed.length === 0) continue;
      it(`/fr ${caseName(routeId, testCase, "GET")}`, async () => {
        if (typeof app.modules.get(routeId)?.default !== "function") return;
        const path = await resolvePath(testCase.path);
        for (const role of allowed) {
          const cookie = await cookieOf(role, false);
          const headers: Record<string, string> = { [clientIpHeader]: clientIps[role] };
          if (cookie) headers.cookie = cookie;
          const response = await app.handle(new Request(`${testBaseUrl}/fr${path === "/" ? "" : path}`, { headers }));
          if (response.status !== 200) {
            await response.body?.cancel();
            continue;
          }
          const html = await response.text();
          pagesRead.add(routeId);
          expect(html, `${role} ${path}`).toContain('<html lang="fr-CA"');
          const ids = (readableHtml(html).match(messageArea) ?? []).filter(
            (id) => !/\.(js|csv|xml|json|svg)$/.test(id),
          );
          expect(ids, `${role} /fr${path}`).toEqual([]);
        }
      });
    }
  }
  it("read most of the site's pages, not a few", () => {
    expect(pagesRead.size).toBeGreaterThanOrEqual(50);
  });
});
