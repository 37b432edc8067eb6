// The API as a client meets it, for the tests of /api/v1/my/…: the router mounted on Express as server/http.ts mounts
// it (behind the cross-site refusal), listening on a free port, over a fresh test database; sellers with keys.
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import type { ApiKeyScope } from "#app/db/open-platform-vocabulary.ts";
import { builders } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { mountPublicApi } from "#app/modules/public-api/api-v1-router.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { createTestServices, testBaseUrl } from "#app/test/services.ts";
import { refuseCrossSiteMutations } from "../../../../server/middleware.ts";
import { createApiKey } from "../create-api-key.server.ts";

export interface ApiSeller {
  id: string;
  email: string;
  /** A key with both scopes. */
  key: string;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads any field of the JSON it was answered
  body: any;
}

export interface ApiTestBed {
  readonly database: TestDatabase;
  readonly services: AppServices;
  /** A new seller with a key of `scopes` (both by default). */
  seller(scopes?: ApiKeyScope[]): Promise<ApiSeller>;
  /** Makes `userId` a builder with an active profile: 3 free listings, then 20% off (docs/product/payments.md). */
  makeBuilder(userId: string): Promise<void>;
  /** A request to the API, `/my/listings` under /api/v1; a JSON body unless `raw` is given. */
  call(
    method: string,
    path: string,
    options?: { key?: string; body?: unknown; raw?: BodyInit; headers?: Record<string, string> },
  ): Promise<ApiAnswer>;
}

export const apiGeocoder = fakeGeocoder({
  "bend, or": { latitude: 44.0582, longitude: -121.3153 },
  "boise, id": { latitude: 43.615, longitude: -116.2023 },
});

/** Call at the top of a test file; read its fields inside hooks and tests. */
export function apiTestBed(): ApiTestBed {
  let database: TestDatabase | undefined;
  let services: AppServices | undefined;
  let origin = "";
  let close = () => {};
  beforeAll(async () => {
    database = await createTestDatabase();
    services = { ...createTestServices(database), geocoder: apiGeocoder };
    const app = express();
    app.use(refuseCrossSiteMutations(testBaseUrl));
    mountPublicApi(app, services);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((listening) => server.once("listening", listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await removeTestStorage(services?.storage);
    await database?.destroy();
  });
  const made = () => {
    if (!database || !services) throw new Error("The API test bed is made in beforeAll: read it inside tests.");
    return { database, services };
  };
  return {
    get database() {
      return made().database;
    },
    get services() {
      return made().services;
    },
    async seller(scopes: ApiKeyScope[] = ["read", "manage_listings"]) {
      const { db, env } = made().services;
      const email = `seller-${randomUUID().slice(0, 8)}@example.com`;
      const id = await insertUser(db, email);
      const owner = { id, email, locale: "en-US" as const };
      const { token } = await createApiKey({ db, owner, name: "Tests", scopes, baseUrl: env.BASE_URL });
      return { id, email, key: token };
    },
    async makeBuilder(userId) {
      await made()
        .services.db.insert(builders)
        .values({
          userId,
          businessName: "Trailhead Van Works",
          description: "Vans.",
          location: "Bend, OR",
          expiresAt: new Date(Date.now() + 365 * 86_400_000),
        });
    },
    async call(method, path, { key, body, raw, headers = {} } = {}) {
      const response = await fetch(`${origin}/api/v1${path}`, {
        method,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        ...(raw ? { duplex: "half" } : {}),
      } as RequestInit);
      const text = await response.text();
      const isJson = /json/.test(response.headers.get("content-type") ?? "");
      return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
    },
  };
}
