// The contract test (docs/decisions/074-public-read-api.md): /api/v1/openapi.json is valid OpenAPI 3.1 by a maintained
// validator, and every operation of it is called for real over the demo's catalogue, each answer (200s, 304, 400,
// 401, 403, 404, 429, 503) checked against the document's schema for its status and content type with ajv's
// JSON Schema 2020-12. An operation without a case here fails the test: the document cannot grow past its checks.
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { apiOperations } from "./api-operations.server.ts";
import { mountPublicApi } from "./api-v1-router.server.ts";
import { type ApiKeyHolder, apiKeyHolder, bearer } from "./testing/api-key-holder.ts";
import { freshAddress, publicApiBed } from "./testing/public-api-bed.ts";

const bed = routeTestBed();
const anonymousQuota = 3;
const api = publicApiBed(bed, {
  ratePolicies: {
    anonymous: { name: "anonymous", quota: anonymousQuota, windowSeconds: 60 },
    key: { name: "key", quota: 1_000, windowSeconds: 60 },
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
  revoked = await apiKeyHolder(bed.db, ["read"]);
  const { revokeApiKey } = await import("#app/modules/api-keys/revoke-api-key.server.ts");
  await revokeApiKey(bed.db, { userId: revoked.userId, keyId: revoked.keyId });
});

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
 * its body matches that status's schema for its content type.
 */
async function expectDocumented(operationId: string, response: Response): Promise<void> {
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
    return;
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
}

interface ContractCase {
  label: string;
  /** The request, or the requests in turn (the last answer is checked; the ones before it set it up). */
  send(): Promise<Response>;
  status: number;
}

const ask = (path: string, headers: Record<string, string> = {}, address = freshAddress()) =>
  api.ask(path, { headers, address });

/** The answer after `first`'s ETag is sent back. */
async function notModified(path: string): Promise<Response> {
  const address = freshAddress();
  const first = await api.ask(path, { address });
  const etag = first.headers.get("etag") ?? "";
  return api.ask(path, { address, headers: { "if-none-match": etag } });
}

/** The answer past the anonymous quota of one address. */
async function pastTheLimit(path: string): Promise<Response> {
  const address = freshAddress();
  for (let sent = 0; sent < anonymousQuota; sent += 1) await (await api.ask(path, { address })).body?.cancel();
  return api.ask(path, { address });
}

/** The answer of an API whose database is away (a restart, a failover). */
async function databaseAway(path: string): Promise<Response> {
  const away = Object.assign(new Error("the database went away"), { code: "57P01" });
  const throwing = new Proxy(bed.db, {
    get: (target, name, receiver) =>
      name === "select" || name === "execute" || name === "transaction"
        ? () => {
            throw away;
          }
        : Reflect.get(target, name, receiver),
  });
  const app = express();
  mountPublicApi(app, { ...bed.services, db: throwing } as AppServices);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  try {
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { [clientIpHeader]: freshAddress() } });
    const body = await answer.arrayBuffer();
    return new Response(body, { status: answer.status, headers: answer.headers });
  } finally {
    server.close();
  }
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

/** The cases of each operation, by operationId: every operation of the document has at least one. */
const contract: Record<string, ContractCase[]> = {
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
    { label: "a bad parameter", send: () => ask("/api/v1/listings?minPrice=abc&limit=99"), status: 400 },
    { label: "a revoked key", send: () => ask("/api/v1/listings", bearer(revoked)), status: 401 },
    { label: "a key that cannot read", send: () => ask("/api/v1/listings", bearer(writerOnly)), status: 403 },
    { label: "past the limit", send: () => pastTheLimit("/api/v1/listings?limit=1"), status: 429 },
    // A search no one ran before: the search's cache has no answer to give instead.
    { label: "the database away", send: () => databaseAway("/api/v1/listings?make=Away"), status: 503 },
  ],
  getListing: [
    { label: "a public listing", send: () => ask(`/api/v1/listings/${someListing}`), status: 200 },
    { label: "not modified", send: () => notModified(`/api/v1/listings/${someListing}`), status: 304 },
    { label: "no such listing", send: () => ask(`/api/v1/listings/${unknownId}`), status: 404 },
    {
      label: "a malformed key",
      send: () => ask(`/api/v1/listings/${someListing}`, { authorization: "Bearer x" }),
      status: 401,
    },
    { label: "the database away", send: () => databaseAway(`/api/v1/listings/${unknownId}`), status: 503 },
  ],
  listBuilders: [
    { label: "the directory", send: () => ask("/api/v1/builders?limit=5"), status: 200 },
    { label: "a bad limit", send: () => ask("/api/v1/builders?limit=0"), status: 400 },
    { label: "past the limit", send: () => pastTheLimit("/api/v1/builders"), status: 429 },
  ],
  getBuilder: [
    { label: "a public builder", send: () => ask(`/api/v1/builders/${someBuilder}`), status: 200 },
    { label: "no such builder", send: () => ask(`/api/v1/builders/${unknownId}`), status: 404 },
  ],
  listSold: [
    { label: "published sold prices", send: () => ask("/api/v1/sold?limit=5"), status: 200 },
    { label: "a bad region", send: () => ask("/api/v1/sold?region=ZZ"), status: 400 },
  ],
  getOpenApiDocument: [
    { label: "the document", send: () => ask("/api/v1/openapi.json"), status: 200 },
    { label: "not modified", send: () => notModified("/api/v1/openapi.json"), status: 304 },
  ],
  // A seller's own listings (app/modules/api-keys, ADR 075): the refusals a client meets, and an empty list; their
  // successes are that module's own tests.
  listMyListings: [
    { label: "a seller without listings", send: () => ask("/api/v1/my/listings", bearer(seller)), status: 200 },
    { label: "without a key", send: () => ask("/api/v1/my/listings"), status: 401 },
    { label: "a key that cannot manage listings", send: () => ask("/api/v1/my/listings", bearer(reader)), status: 403 },
  ],
  getMyListing: [
    { label: "no such listing", send: () => ask(`/api/v1/my/listings/${unknownId}`, bearer(seller)), status: 404 },
  ],
  createMyListing: [
    { label: "without a key", send: () => write("POST", "/api/v1/my/listings", {}), status: 401 },
    { label: "an empty listing", send: () => write("POST", "/api/v1/my/listings", {}, bearer(seller)), status: 400 },
  ],
  updateMyListing: [
    {
      label: "no such listing",
      send: () => write("PATCH", `/api/v1/my/listings/${unknownId}`, { title: "A van" }, bearer(seller)),
      status: 404,
    },
  ],
  deleteMyListing: [
    {
      label: "no such listing",
      send: () => write("DELETE", `/api/v1/my/listings/${unknownId}`, undefined, bearer(seller)),
      status: 404,
    },
  ],
  uploadMyPhoto: [
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
  ],
};

/** A write with a JSON body (or none) and a fresh Idempotency-Key. */
const write = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.ask(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...headers, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
  });

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
  it("has a contract case for every operation of the document", () => {
    const documented = Object.values(document.paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(documented.filter((operationId) => !(contract[operationId]?.length ?? 0))).toEqual([]);
  });

  for (const [operationId, cases] of Object.entries(contract)) {
    for (const testCase of cases) {
      it(`${operationId}: ${testCase.label} (${testCase.status})`, async () => {
        const response = await testCase.send();
        expect(response.status).toBe(testCase.status);
        await expectDocumented(operationId, response);
      });
    }
  }
});
