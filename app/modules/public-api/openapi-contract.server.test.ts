// The contract test (docs/decisions/074-public-read-api.md): /api/v1/openapi.json is valid OpenAPI 3.1 by a maintained
// validator, and every operation of it is called for real over the demo's catalogue, each answer checked against the
// document's schema for its status and content type with ajv's JSON Schema 2020-12. Every status the document gives
// an operation has a case here, or a stated reason why another test calls it: the document cannot promise an answer
// nothing checks, nor an operation answer what it does not document. The answers every operation gives alike (a bad
// key, a key without the scope, past the limit, the database away, an address the server cannot read) are made for
// each operation of the table; the rest are written out.
import { once } from "node:events";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builders } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { apiVanBody as van } from "#app/modules/api-keys/testing/api-listing-body.ts";
import { geocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { createHttpApp } from "../../../server/http.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import { apiOperations } from "./api-operations.server.ts";
import { type ApiKeyHolder, apiKeyHolder, bearer } from "./testing/api-key-holder.ts";
import { type AskApi, freshAddress, publicApiBed, withOwnApi } from "./testing/public-api-bed.ts";

const bed = routeTestBed({
  services: { geocoder: fakeGeocoder({ "bend, or": { latitude: 44.06, longitude: -121.32 } }) },
});
const anonymousQuota = 3;
const roomy = { quota: 1_000, windowSeconds: 60 };
const api = publicApiBed(bed, {
  ratePolicies: {
    anonymous: { name: "anonymous", quota: anonymousQuota, windowSeconds: 60 },
    account: { name: "account", ...roomy },
    writes: { name: "writes", ...roomy },
  },
});

type OpenApi = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, DocumentedResponse> }>>;
};
type DocumentedResponse = {
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, { required?: boolean }>;
};

let document: OpenApi;
let reader: ApiKeyHolder;
let writerOnly: ApiKeyHolder;
let seller: ApiKeyHolder;
let builder: ApiKeyHolder;
let revoked: ApiKeyHolder;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  const answer = await api.ask("/api/v1/openapi.json");
  document = (await answer.json()) as OpenApi;
  ajv.addSchema(document, "openapi.json");
  reader = await apiKeyHolder(bed.db, ["read"]);
  writerOnly = await apiKeyHolder(bed.db, ["manage_listings"]);
  seller = await apiKeyHolder(bed.db, ["read", "manage_listings"]);
  // A builder's first listings are free (docs/product/payments.md): a write publishes at once.
  builder = await apiKeyHolder(bed.db, ["read", "manage_listings"]);
  await bed.db.insert(builders).values({
    userId: builder.userId,
    businessName: "Contract Van Works",
    description: "Vans.",
    location: "Bend, OR",
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  revoked = await apiKeyHolder(bed.db, ["read"]);
  const { revokeApiKey } = await import("#app/modules/api-keys/revoke-api-key.server.ts");
  await revokeApiKey(bed.db, { userId: revoked.userId, keyId: revoked.keyId });
});
afterAll(() => removeTestStorage(bed.services.storage));

/** A JSON pointer's escaping of one segment. */
const pointer = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Where an operation lives in the document. */
function locate(operationId: string): { path: string; method: string } {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId === operationId) return { path, method };
    }
  }
  throw new Error(`${operationId} is not in the document`);
}

/**
 * Checks an answer against the document: its status is documented, it carries the headers documented as required, and
 * its body matches that status's schema for its content type. Gives the body read.
 */
async function expectDocumented(operationId: string, response: Response): Promise<unknown> {
  const { path, method } = locate(operationId);
  const status = String(response.status);
  const documented = document.paths[path]?.[method]?.responses[status];
  expect(documented, `${operationId} documents ${status}`).toBeDefined();
  const requiredHeaders = Object.entries(documented?.headers ?? {}).filter(([, header]) => header.required);
  for (const [name] of requiredHeaders) {
    expect(response.headers.get(name), `${operationId} ${status} carries ${name}`).not.toBeNull();
  }
  const text = await response.text();
  const contentTypes = Object.keys(documented?.content ?? {});
  if (contentTypes.length === 0) {
    expect(text, `${operationId} ${status} has no body`).toBe("");
    return undefined;
  }
  const contentType = response.headers.get("content-type")?.split(";")[0] ?? "";
  expect(contentTypes, `${operationId} ${status} is documented as ${contentType}`).toContain(contentType);
  const schemaPointer = ["paths", path, method, "responses", status, "content", contentType, "schema"].map(pointer);
  const validate = ajv.getSchema(`openapi.json#/${schemaPointer.join("/")}`);
  if (!validate) throw new Error(`no schema at ${schemaPointer.join("/")}`);
  const body: unknown = JSON.parse(text);
  const isValid = validate(body);
  expect(validate.errors ?? [], `${operationId} ${status}: ${text.slice(0, 300)}`).toEqual([]);
  expect(isValid).toBe(true);
  return body;
}

interface ContractCase {
  label: string;
  /** The request, or the requests in turn (the last answer is checked; the ones before it set it up). */
  send(): Promise<Response>;
  status: number;
  /** What else the answer's body must hold. */
  check?(body: unknown): void;
}

const ask = (path: string, headers: Record<string, string> = {}, address = freshAddress()) =>
  api.ask(path, { headers, address });

/** The answer after `first`'s ETag is sent back. */
async function notModified(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const address = freshAddress();
  const first = await api.ask(path, { address, headers });
  const etag = first.headers.get("etag") ?? "";
  return api.ask(path, { address, headers: { ...headers, "if-none-match": etag } });
}

/** The answer past the anonymous quota of one address. */
async function pastTheLimit(path: string): Promise<Response> {
  const address = freshAddress();
  for (let sent = 0; sent < anonymousQuota; sent += 1) await (await api.ask(path, { address })).body?.cancel();
  return api.ask(path, { address });
}

/** A database that is away (a restart, a failover): every query throws PostgreSQL's "terminating connection". */
function databaseAway(): AppServices {
  const away = Object.assign(new Error("the database went away"), { code: "57P01" });
  const throwing = new Proxy(bed.db, {
    get: (target, name, receiver) =>
      name === "select" || name === "execute" || name === "transaction"
        ? () => {
            throw away;
          }
        : Reflect.get(target, name, receiver),
  });
  return { ...bed.services, db: throwing } as AppServices;
}

let server: { origin: string; close(): void } | undefined;

/** `path` asked of the whole server (server/http.ts): its middleware in front of the API. */
async function throughServer(path: string, init: RequestInit = {}): Promise<Response> {
  if (!server) {
    const { build } = await createAppRequestHandler(bed.services);
    const listening: Server = (await createHttpApp({ services: bed.services, build })).listen(0, "127.0.0.1");
    await once(listening, "listening");
    const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    server = { origin, close: () => listening.close() };
  }
  return fetch(`${server.origin}${path}`, init);
}
afterAll(() => server?.close());

/** A request whose body is declared `declaredBytes` long and never sent whole: the answer to its head. */
function declaring(path: string, headers: Record<string, string>, declaredBytes: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${api.origin}${path}`, {
      method: "POST",
      headers: { ...headers, [clientIpHeader]: freshAddress(), "content-length": String(declaredBytes) },
    });
    request.on("response", (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        request.destroy();
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          if (typeof value === "string") responseHeaders.set(name, value);
        resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers: responseHeaders }));
      });
    });
    request.on("error", reject);
    request.write(Buffer.alloc(1024));
  });
}
let someListing = "";
let someBuilder = "";
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  const listings = (await (await ask("/api/v1/listings?limit=1")).json()) as { data: { id: string }[] };
  someListing = listings.data[0]?.id ?? "";
  const builders = (await (await ask("/api/v1/builders?limit=1")).json()) as { data: { id: string }[] };
  someBuilder = builders.data[0]?.id ?? "";
});

/** A write with a JSON body (or none) and a fresh Idempotency-Key, unless `headers` give their own. */
const write = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.ask(path, {
    method,
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID(), ...headers },
  });

/** Makes `holder` a builder with an active profile: 3 free listings (docs/product/payments.md). */
async function makeBuilder(holder: ApiKeyHolder): Promise<void> {
  await bed.db.insert(builders).values({
    userId: holder.userId,
    businessName: "Contract Van Works",
    description: "Vans.",
    location: "Bend, OR",
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
}

/** One of `holder`'s listings or drafts made through the API, as `status` says it was made, and its id. */
async function madeBy(holder: ApiKeyHolder, status: 201 | 202, more: Record<string, unknown> = {}): Promise<string> {
  const made = await write("POST", "/api/v1/my/listings", van(more), bearer(holder));
  expect(made.status).toBe(status);
  return ((await made.json()) as { listing: { id: string } }).listing.id;
}

/** A PNG of `width` × 8 pixels. */
const png = (width: number) =>
  sharp({ create: { width, height: 8, channels: 3, background: "#6a8" } })
    .png()
    .toBuffer();

const sendPhoto = async (width: number, headers: Record<string, string> = {}) =>
  api.ask("/api/v1/my/photos", {
    method: "POST",
    body: new Uint8Array(await png(width)),
    headers: { ...bearer(seller), "content-type": "image/png", "idempotency-key": crypto.randomUUID(), ...headers },
  });

/** `first` sent with an Idempotency-Key, then `second` with the same key. */
async function reusingKey(
  first: (headers: Record<string, string>) => Promise<Response>,
  second: (headers: Record<string, string>) => Promise<Response>,
): Promise<Response> {
  const headers = { "idempotency-key": crypto.randomUUID() };
  const answered = await first(headers);
  expect(answered.status).toBeLessThan(300);
  await answered.body?.cancel();
  return second(headers);
}

const tooLongKey = { "idempotency-key": "k".repeat(256) };
const failingGeocoder = {
  geocode: async () => {
    throw geocoderUnavailable("503", "the place lookup is down");
  },
  suggest: async () => [],
};
const hasFieldError = (name: string) => (body: unknown) =>
  expect((body as { errors?: { name: string }[] }).errors?.map((error) => error.name)).toContain(name);

/** The cases written out for each operation, by operationId. */
const writtenCases: Record<string, ContractCase[]> = {
  listListings: [
    { label: "vans", send: () => ask("/api/v1/listings?type=van&limit=3"), status: 200 },
    { label: "with a read key", send: () => ask("/api/v1/listings?limit=2", bearer(reader)), status: 200 },
    {
      label: "the second page",
      send: async () => {
        const first = (await (await ask("/api/v1/listings?limit=2")).json()) as { links: { next: string } };
        return ask(new URL(first.links.next).pathname + new URL(first.links.next).search);
      },
      status: 200,
    },
    { label: "not modified", send: () => notModified("/api/v1/listings?type=rv"), status: 304 },
    {
      label: "a bad parameter",
      send: () => ask("/api/v1/listings?minPrice=abc&limit=99"),
      status: 400,
      check: hasFieldError("minPrice"),
    },
    { label: "a revoked key", send: () => ask("/api/v1/listings", bearer(revoked)), status: 401 },
    { label: "past the anonymous limit", send: () => pastTheLimit("/api/v1/listings?limit=1"), status: 429 },
    {
      label: "its place lookup failing",
      send: () =>
        withOwnApi({ ...bed.services, geocoder: failingGeocoder }, {}, (own) =>
          own("/api/v1/listings?location=Anywhere&radius=50"),
        ),
      status: 502,
    },
  ],
  getListing: [
    { label: "a public listing", send: () => ask(`/api/v1/listings/${someListing}`), status: 200 },
    { label: "not modified", send: () => notModified(`/api/v1/listings/${someListing}`), status: 304 },
    { label: "a path that is not percent-encoding", send: () => ask("/api/v1/listings/%E0%A4%A"), status: 400 },
    { label: "no such listing", send: () => ask(`/api/v1/listings/${unknownId}`), status: 404 },
  ],
  listBuilders: [
    { label: "the directory", send: () => ask("/api/v1/builders?limit=5"), status: 200 },
    { label: "not modified", send: () => notModified("/api/v1/builders?limit=5"), status: 304 },
    { label: "a bad limit", send: () => ask("/api/v1/builders?limit=0"), status: 400 },
    { label: "past the anonymous limit", send: () => pastTheLimit("/api/v1/builders"), status: 429 },
  ],
  getBuilder: [
    { label: "a public builder", send: () => ask(`/api/v1/builders/${someBuilder}`), status: 200 },
    { label: "not modified", send: () => notModified(`/api/v1/builders/${someBuilder}`), status: 304 },
    { label: "no such builder", send: () => ask(`/api/v1/builders/${unknownId}`), status: 404 },
  ],
  listSold: [
    { label: "published sold prices", send: () => ask("/api/v1/sold?limit=5"), status: 200 },
    { label: "not modified", send: () => notModified("/api/v1/sold?limit=5"), status: 304 },
    { label: "a bad region", send: () => ask("/api/v1/sold?region=ZZ"), status: 400 },
  ],
  getOpenApiDocument: [
    { label: "the document", send: () => ask("/api/v1/openapi.json"), status: 200 },
    { label: "not modified", send: () => notModified("/api/v1/openapi.json"), status: 304 },
  ],
  // A seller's own listings (app/modules/api-keys, ADR 075).
  listMyListings: [
    { label: "a seller's listings and drafts", send: () => ask("/api/v1/my/listings", bearer(seller)), status: 200 },
    { label: "not modified", send: () => notModified("/api/v1/my/listings", bearer(seller)), status: 304 },
    {
      label: "a stock number too long",
      send: () => ask(`/api/v1/my/listings?stockNumber=${"S".repeat(41)}`, bearer(seller)),
      status: 400,
    },
    { label: "without a key", send: () => ask("/api/v1/my/listings"), status: 401 },
  ],
  getMyListing: [
    {
      label: "a draft",
      send: async () => ask(`/api/v1/my/listings/${await madeBy(seller, 202)}`, bearer(seller)),
      status: 200,
    },
    {
      label: "not modified",
      send: async () => notModified(`/api/v1/my/listings/${await madeBy(seller, 202)}`, bearer(seller)),
      status: 304,
    },
    { label: "no such listing", send: () => ask(`/api/v1/my/listings/${unknownId}`, bearer(seller)), status: 404 },
  ],
  createMyListing: [
    {
      label: "a draft waiting for its checkout",
      send: () => write("POST", "/api/v1/my/listings", van(), bearer(seller)),
      status: 202,
    },
    {
      label: "a builder's free listing, published at once",
      send: () => write("POST", "/api/v1/my/listings", van(), bearer(builder)),
      status: 201,
    },
    { label: "an empty listing", send: () => write("POST", "/api/v1/my/listings", {}, bearer(seller)), status: 400 },
    {
      label: "a stock number the seller already uses",
      send: async () => {
        await madeBy(seller, 202, { stockNumber: "C-409" });
        return write("POST", "/api/v1/my/listings", van({ stockNumber: "C-409" }), bearer(seller));
      },
      status: 409,
      check: hasFieldError("stockNumber"),
    },
    {
      label: "a body over the form's size",
      send: () => write("POST", "/api/v1/my/listings", van({ description: "x".repeat(300_000) }), bearer(seller)),
      status: 413,
    },
    {
      label: "a body that is not JSON",
      send: () =>
        write("POST", "/api/v1/my/listings", "make=Ford", { ...bearer(seller), "content-type": "text/plain" }),
      status: 415,
    },
    {
      label: "the Idempotency-Key of another request",
      send: () =>
        reusingKey(
          (headers) => write("POST", "/api/v1/my/listings", van(), { ...bearer(seller), ...headers }),
          (headers) => write("POST", "/api/v1/my/listings", van({ price: 1 }), { ...bearer(seller), ...headers }),
        ),
      status: 422,
    },
  ],
  updateMyListing: [
    {
      label: "a listing's title",
      send: async () =>
        write("PATCH", `/api/v1/my/listings/${await madeBy(builder, 201)}`, { title: "Renamed" }, bearer(builder)),
      status: 200,
    },
    {
      label: "a draft, its checkout again",
      send: async () =>
        write("PATCH", `/api/v1/my/listings/${await madeBy(seller, 202)}`, { title: "Renamed" }, bearer(seller)),
      status: 202,
    },
    {
      label: "a draft published by its change, a free listing in since it was saved",
      send: async () => {
        const lateBuilder = await apiKeyHolder(bed.db, ["read", "manage_listings"]);
        const draft = await madeBy(lateBuilder, 202);
        await makeBuilder(lateBuilder);
        return write("PATCH", `/api/v1/my/listings/${draft}`, { title: "Renamed" }, bearer(lateBuilder));
      },
      status: 201,
    },
    {
      label: "an Idempotency-Key too long",
      send: async () =>
        write("PATCH", `/api/v1/my/listings/${unknownId}`, { title: "A van" }, { ...bearer(seller), ...tooLongKey }),
      status: 400,
      check: hasFieldError("Idempotency-Key"),
    },
    {
      label: "no such listing",
      send: () => write("PATCH", `/api/v1/my/listings/${unknownId}`, { title: "A van" }, bearer(seller)),
      status: 404,
    },
    {
      label: "a stock number another of the seller's drafts has",
      send: async () => {
        await madeBy(seller, 202, { stockNumber: "C-410" });
        const other = await madeBy(seller, 202);
        return write("PATCH", `/api/v1/my/listings/${other}`, { stockNumber: "C-410" }, bearer(seller));
      },
      status: 409,
      check: hasFieldError("stockNumber"),
    },
    {
      label: "a body over the form's size",
      send: async () =>
        write("PATCH", `/api/v1/my/listings/${unknownId}`, { description: "x".repeat(3_000_000) }, bearer(seller)),
      status: 413,
    },
    {
      label: "a body that is not JSON",
      send: () =>
        write("PATCH", `/api/v1/my/listings/${unknownId}`, "title=A van", {
          ...bearer(seller),
          "content-type": "text/plain",
        }),
      status: 415,
    },
    {
      label: "the Idempotency-Key of another request",
      send: async () => {
        const draft = await madeBy(seller, 202);
        const patch = (title: string) => (headers: Record<string, string>) =>
          write("PATCH", `/api/v1/my/listings/${draft}`, { title }, { ...bearer(seller), ...headers });
        return reusingKey(patch("First"), patch("Second"));
      },
      status: 422,
    },
  ],
  deleteMyListing: [
    {
      label: "a draft",
      send: async () => write("DELETE", `/api/v1/my/listings/${await madeBy(seller, 202)}`, undefined, bearer(seller)),
      status: 204,
    },
    {
      label: "an Idempotency-Key too long",
      send: () => write("DELETE", `/api/v1/my/listings/${unknownId}`, undefined, { ...bearer(seller), ...tooLongKey }),
      status: 400,
      check: hasFieldError("Idempotency-Key"),
    },
    {
      label: "no such listing",
      send: () => write("DELETE", `/api/v1/my/listings/${unknownId}`, undefined, bearer(seller)),
      status: 404,
    },
    {
      label: "the Idempotency-Key of another request",
      send: async () => {
        const draft = await madeBy(seller, 202);
        return reusingKey(
          (headers) => write("DELETE", `/api/v1/my/listings/${draft}`, undefined, { ...bearer(seller), ...headers }),
          (headers) =>
            write("DELETE", `/api/v1/my/listings/${unknownId}`, undefined, { ...bearer(seller), ...headers }),
        );
      },
      status: 422,
    },
  ],
  uploadMyPhoto: [
    { label: "a photo's bytes", send: () => sendPhoto(8), status: 201 },
    {
      label: "a photo declared over the upload's size",
      send: () =>
        declaring(
          "/api/v1/my/photos",
          { ...bearer(seller), "content-type": "image/png", "idempotency-key": crypto.randomUUID() },
          40 * 1024 * 1024,
        ),
      status: 413,
    },
    {
      label: "a file that is no photo",
      send: () =>
        api.ask("/api/v1/my/photos", {
          method: "POST",
          body: "not a photo",
          headers: { ...bearer(seller), "content-type": "text/plain", "idempotency-key": crypto.randomUUID() },
        }),
      status: 415,
    },
    {
      label: "the Idempotency-Key of another photo",
      send: () =>
        reusingKey(
          (headers) => sendPhoto(8, headers),
          (headers) => sendPhoto(16, headers),
        ),
      status: 422,
    },
  ],
};

/**
 * `operation` called as any client would, its path's id naming nothing, a JSON body for a write, and `headers`:
 * the request each operation answers alike whatever it does.
 */
function callAnyway(ask: AskApi, operation: ApiOperation, headers: Record<string, string>, query = "") {
  const method = operation.method.toUpperCase();
  return ask(`/api/v1${operation.path.replace("{id}", unknownId)}${query}`, {
    method,
    ...(operation.method === "post" || operation.method === "patch" ? { body: "{}" } : {}),
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID(), ...headers },
  });
}

/** The key that may call `operation`, and one that lacks its scope. */
const keysFor = (operation: ApiOperation) =>
  operation.access.caller === "key" ? { holding: seller, lacking: reader } : { holding: reader, lacking: writerOnly };

const oneRequestAMinute = { account: { name: "account", quota: 1, windowSeconds: 60 } };

/** The answers every operation gives alike, for each operation of the table. */
function casesOfEveryOperation(operation: ApiOperation): ContractCase[] {
  const viaServer: AskApi = (path, init) => throughServer(path, init);
  return [
    {
      label: "an address holding a NUL, refused by the server",
      send: () => callAnyway(viaServer, operation, {}, "?q=%00"),
      status: 400,
    },
    {
      label: "a malformed key",
      send: () => callAnyway(api.ask, operation, { authorization: "Bearer x" }),
      status: 401,
    },
    {
      label: "a key without the scope",
      send: () => callAnyway(api.ask, operation, bearer(keysFor(operation).lacking)),
      status: 403,
    },
    {
      label: "past the account's limit",
      send: () =>
        withOwnApi(bed.services, { ratePolicies: oneRequestAMinute }, async (own) => {
          const headers = bearer(keysFor(operation).holding);
          await callAnyway(own, operation, headers);
          return callAnyway(own, operation, headers);
        }),
      status: 429,
    },
    {
      label: "the database away",
      send: () =>
        withOwnApi(databaseAway(), {}, (own) => callAnyway(own, operation, bearer(keysFor(operation).holding))),
      status: 503,
    },
  ];
}

/** Every case, by operationId: the written ones, then the ones every operation has. */
const contract: Record<string, ContractCase[]> = Object.fromEntries(
  apiOperations.map((operation) => [
    operation.id,
    [...(writtenCases[operation.id] ?? []), ...casesOfEveryOperation(operation)],
  ]),
);

/** Statuses the document gives an operation that only another test can bring about, and which test. */
const calledElsewhere: Record<string, Record<string, string>> = {
  deleteMyListing: {
    409: "only while the first request with its Idempotency-Key still runs: requests sent at once, app/modules/api-keys/my-listings-api.server.test.ts",
  },
  uploadMyPhoto: {
    409: "only while the first request with its Idempotency-Key still runs: requests sent at once, app/modules/api-keys/my-listings-api.server.test.ts",
  },
};

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by @seriousme/openapi-schema-validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes exactly the operations the API serves", () => {
    const documented = Object.values(document.paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(documented.sort()).toEqual(apiOperations.map((operation) => operation.id).sort());
  });
});

describe("every answer matches the document", () => {
  it("has a case for every status the document gives each operation, or names the test that calls it", () => {
    const uncovered: string[] = [];
    const staleReasons: string[] = [];
    for (const item of Object.values(document.paths)) {
      for (const { operationId, responses } of Object.values(item)) {
        const covered = new Set((contract[operationId] ?? []).map(({ status }) => String(status)));
        const elsewhere = calledElsewhere[operationId] ?? {};
        for (const status of Object.keys(responses)) {
          if (!covered.has(status) && !elsewhere[status]) uncovered.push(`${operationId} ${status}`);
        }
        for (const status of Object.keys(elsewhere)) {
          if (!(status in responses) || covered.has(status)) staleReasons.push(`${operationId} ${status}`);
        }
      }
    }
    expect(uncovered).toEqual([]);
    expect(staleReasons).toEqual([]);
  });

  it("documents no status its cases do not", () => {
    const undocumented = Object.entries(contract).flatMap(([operationId, cases]) => {
      const { path, method } = locate(operationId);
      const responses = document.paths[path]?.[method]?.responses ?? {};
      return cases
        .filter(({ status }) => !(String(status) in responses))
        .map(({ label }) => `${operationId}: ${label}`);
    });
    expect(undocumented).toEqual([]);
  });

  for (const [operationId, cases] of Object.entries(contract)) {
    for (const testCase of cases) {
      it(`${operationId}: ${testCase.label} (${testCase.status})`, async () => {
        const response = await testCase.send();
        expect(response.status).toBe(testCase.status);
        const body = await expectDocumented(operationId, response);
        testCase.check?.(body);
      });
    }
  }
});
