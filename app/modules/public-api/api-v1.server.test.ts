// The public API as a client meets it (docs/product/open-platform.md, Public API) over the demo's catalogue: the
// search answers what /listings shows, a bad parameter is a problem with the site's message, ETags and 304, CORS and
// its preflight, rate limits and their headers, anonymous and keyed callers, and refused keys.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { revokeApiKey } from "#app/modules/api-keys/revoke-api-key.server.ts";
import { loader as searchPageLoader } from "#app/routes/search/search.tsx";
import { outcomeOf, pageRequest, routeArgs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { defineApiOperation } from "./api-operation.server.ts";
import { apiOperations } from "./api-operations.server.ts";
import { apiKeyHolder, bearer } from "./testing/api-key-holder.ts";
import { freshAddress, publicApiBed, withOwnApi } from "./testing/public-api-bed.ts";

/** An operation that only a key may call and that takes a body, as the API's writes do. */
const echoOperation = defineApiOperation({
  id: "echo",
  method: "post",
  path: "/echo",
  tag: "Tests",
  summary: "Echo",
  access: { caller: "key", scope: "manage_listings" },
  privacy: "private",
  request: { body: z.object({ word: z.string().max(10, { error: "Ten letters at most." }) }) },
  answer: { status: 201, description: "Echoed.", schema: z.object({ word: z.string() }) },
  async handle({ body }) {
    return { status: 201, body: { word: body.word } };
  },
});

const bed = routeTestBed();
const quota = 5;
const writeQuota = 3;
const ratePolicies = {
  anonymous: { name: "anonymous", quota, windowSeconds: 60 },
  account: { name: "account", quota: quota * 2, windowSeconds: 60 },
  writes: { name: "writes", quota: writeQuota, windowSeconds: 60 },
};
const api = publicApiBed(bed, { operations: [...apiOperations, echoOperation], ratePolicies });

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
type Page = { data: { id: string; url: string }[]; nextCursor: string | null; links: { self: string; next: string } };

describe("GET /api/v1/listings", () => {
  it("answers what /listings shows for type=van: the same listings in the same order, vans only", async () => {
    const page = await outcomeOf(
      await searchPageLoader(
        routeArgs<Parameters<typeof searchPageLoader>[0]>(pageRequest("/listings?type=van"), bed.context),
      ),
    );
    const pageIds = (page.body as { page: { listings: { id: string }[] } }).page.listings.map(({ id }) => id);
    expect(pageIds.length).toBeGreaterThan(1);
    const answer = await json<Page>(await api.ask(`/api/v1/listings?type=van&limit=${pageIds.length}`));
    expect(answer.data.map(({ id }) => id)).toEqual(pageIds);
    const types = await bed.db
      .selectDistinct({ type: listings.vehicleType })
      .from(listings)
      .where(sql`${listings.id} in ${answer.data.map(({ id }) => id)}`);
    expect(types).toEqual([{ type: "van" }]);
    // Each card says its type, so a client can label a mixed list without asking for every listing.
    const cards = (await json<{ data: { vehicleType: string }[] }>(await api.ask("/api/v1/listings?type=rv&limit=5")))
      .data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map(({ vehicleType }) => vehicleType)).toEqual(cards.map(() => "rv"));
    const everything = await json<Page>(await api.ask(`/api/v1/listings?limit=${pageIds.length}`));
    expect(everything.data.map(({ id }) => id)).not.toEqual(pageIds);
  });

  it("reads type as vehicleType and ignores parameters it does not know, as the pages do", async () => {
    const ids = async (query: string) =>
      (await json<Page>(await api.ask(`/api/v1/listings?${query}`))).data.map(({ id }) => id);
    const vans = await ids("vehicleType=van&limit=10");
    expect(await ids("type=van&limit=10")).toEqual(vans);
    expect(await ids("type=van&utm_source=newsletter&colour=blue&limit=10")).toEqual(vans);
    expect(await ids("vehicleType=van&type=rv&limit=10")).toEqual(vans);
  });

  it("pages by cursor with absolute links, neither repeating nor skipping a listing", async () => {
    const whole = (await json<Page>(await api.ask("/api/v1/listings?sort=price_asc&limit=9"))).data.map(({ id }) => id);
    const first = await json<Page>(await api.ask("/api/v1/listings?sort=price_asc&limit=4"));
    expect(first.links.self).toBe("http://localhost:3000/api/v1/listings?sort=price_asc&limit=4");
    const next = new URL(first.links.next);
    expect(next.searchParams.get("cursor")).toBe(first.nextCursor);
    const second = await json<Page>(await api.ask(`${next.pathname}${next.search}`));
    expect([...first.data, ...second.data].map(({ id }) => id)).toEqual(whole.slice(0, 8));
    expect(first.data[0]?.url).toMatch(/^http:\/\/localhost:3000\/listing\/[0-9a-f-]{36}$/);
  });

  it("refuses a bad parameter with a 400 problem and the site's messages, word for word", async () => {
    const response = await api.ask("/api/v1/listings?minPrice=abc&limit=51");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      type: "http://localhost:3000/developers#problem-invalid",
      title: "Invalid request",
      status: 400,
      detail: "Minimum price must be a whole number of dollars.",
      instance: "/api/v1/listings?minPrice=abc&limit=51",
      errors: [
        { name: "minPrice", message: "Minimum price must be a whole number of dollars." },
        { name: "limit", message: "Limit must be a whole number from 1 to 50." },
      ],
    });
  });
});

describe("GET /api/v1/listings/{id}", () => {
  it("shows a public listing as its page does, and nothing the page keeps back", async () => {
    const [first] = (await json<Page>(await api.ask("/api/v1/listings?limit=1"))).data;
    // A private offer floor (making-the-deal.md): never on the page, so never here.
    const [listing] = await bed.db
      .update(listings)
      .set({ offerFloorCents: 4_200_000 })
      .where(eq(listings.id, first?.id ?? ""))
      .returning({ id: listings.id });
    if (!listing) throw new Error("the demo has a public listing");
    const response = await api.ask(`/api/v1/listings/${listing.id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("4200000");
    const body = JSON.parse(text);
    const keysOf = (value: unknown): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
        : [];
    expect(keysOf(body).filter((key) => /floor|email|latitude|longitude|soldPrice/i.test(key))).toEqual([]);
    expect(body).toMatchObject({ id: listing.id, status: expect.stringMatching(/^(for_sale|sale_pending)$/) });
    expect(body.photoUrls.every((url: string) => url.startsWith("http://localhost:3000/"))).toBe(true);
  });

  it("answers 404 for a listing visitors cannot see, whoever owns it", async () => {
    const [hidden] = await bed.db
      .update(listings)
      .set({ isActive: false })
      .where(sql`${listings.id} = (select id from listings where sold_at is null limit 1)`)
      .returning({ id: listings.id });
    const response = await api.ask(`/api/v1/listings/${hidden?.id}`);
    expect(response.status).toBe(404);
    expect((await json(response)).detail).toBe("There is no such listing, or it is not public.");
  });
});

describe("ETag and If-None-Match", () => {
  it("gives each 200 a strong ETag of its body and answers 304 without a body while it holds", async () => {
    const first = await api.ask("/api/v1/builders?limit=3");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await api.ask("/api/v1/builders?limit=3");
    expect(again.headers.get("etag")).toBe(etag);
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const notModified = await api.ask("/api/v1/builders?limit=3", { headers: { "if-none-match": sent } });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe("");
      expect(notModified.headers.get("etag")).toBe(etag);
    }
    const other = await api.ask("/api/v1/builders?limit=2");
    expect(other.headers.get("etag")).not.toBe(etag);
    const head = await api.ask("/api/v1/builders?limit=3", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");
  });
});

describe("CORS", () => {
  it("lets any site read, without credentials, and see the validators and limits", async () => {
    const response = await api.ask("/api/v1/sold?limit=1", { headers: { origin: "https://elsewhere.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("access-control-expose-headers")).toBe(
      "ETag, RateLimit, RateLimit-Policy, Retry-After",
    );
  });

  it("answers a read's preflight, and offers no other site a write", async () => {
    const preflight = await api.ask("/api/v1/listings", {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Authorization, If-None-Match");
    const writePreflight = await api.ask("/api/v1/echo", {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" },
    });
    expect(writePreflight.status).toBe(204);
    expect(writePreflight.headers.get("allow")).toBe("POST, OPTIONS");
    expect(writePreflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses a method a path does not take with 405 and Allow", async () => {
    const response = await api.ask("/api/v1/listings", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await json(response)).type).toBe("http://localhost:3000/developers#problem-method-not-allowed");
  });
});

describe("rate limits", () => {
  it("say each quota and what is left on every answer, and refuse past it with 429 and Retry-After", async () => {
    const address = freshAddress();
    for (let sent = 1; sent <= quota; sent += 1) {
      const response = await api.ask("/api/v1/openapi.json", { address });
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-policy")).toBe(`"address";q=1200;w=60, "anonymous";q=${quota};w=60`);
      expect(response.headers.get("ratelimit")).toMatch(
        new RegExp(`^"address";r=${1200 - sent};t=\\d+, "anonymous";r=${quota - sent};t=\\d+$`),
      );
      await response.body?.cancel();
    }
    const refused = await api.ask("/api/v1/openapi.json", { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit")).toMatch(/^"address";r=\d+;t=\d+, "anonymous";r=0;t=\d+$/);
    expect((await json(refused)).detail).toBe(
      "Too many requests. Wait a minute, or send an API key for a higher limit.",
    );
    // Another address, and a key from the same address, are counted apart.
    expect((await api.ask("/api/v1/openapi.json", { address: freshAddress() })).status).toBe(200);
    const holder = await apiKeyHolder(bed.db);
    const keyed = await api.ask("/api/v1/openapi.json", { address, headers: bearer(holder) });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("ratelimit-policy")).toBe(`"address";q=1200;w=60, "account";q=${quota * 2};w=60`);
  });

  it("count an account's keys together, from any address: more keys are not more requests", async () => {
    const first = await apiKeyHolder(bed.db);
    const { createApiKey } = await import("#app/modules/api-keys/create-api-key.server.ts");
    const owner = { id: first.userId, email: "second-key@example.com", locale: "en-US" as const };
    const second = await createApiKey({ db: bed.db, owner, name: "Second", scopes: ["read"], baseUrl: testBaseUrl });
    const statuses: number[] = [];
    for (let sent = 0; sent < quota * 2 + 1; sent += 1) {
      const headers = { authorization: `Bearer ${sent % 2 === 0 ? first.token : second.token}` };
      const response = await api.ask("/api/v1/openapi.json", { headers });
      statuses.push(response.status);
      if (sent === quota * 2 - 1) expect(response.headers.get("ratelimit")).toMatch(/"account";r=0;t=\d+$/);
      if (response.status === 429) {
        expect((await json(response)).detail).toBe("Too many requests for this account. Wait a minute.");
      } else await response.body?.cancel();
    }
    expect(statuses).toEqual([...Array<number>(quota * 2).fill(200), 429]);
    // Another account is counted apart.
    expect((await api.ask("/api/v1/openapi.json", { headers: bearer(await apiKeyHolder(bed.db)) })).status).toBe(200);
  });

  it("give an account's writes a smaller quota of their own, counted with its reads", async () => {
    const seller = await apiKeyHolder(bed.db, ["read", "manage_listings"]);
    const write = () =>
      api.ask("/api/v1/echo", {
        method: "POST",
        headers: { ...bearer(seller), "content-type": "application/json" },
        body: '{"word":"hi"}',
      });
    for (let sent = 1; sent <= writeQuota; sent += 1) {
      const written = await write();
      expect(written.status).toBe(201);
      expect(written.headers.get("ratelimit-policy")).toBe(
        `"address";q=1200;w=60, "account";q=${quota * 2};w=60, "writes";q=${writeQuota};w=60`,
      );
      expect(written.headers.get("ratelimit")).toMatch(
        new RegExp(`"account";r=${quota * 2 - sent};t=\\d+, "writes";r=${writeQuota - sent};t=\\d+$`),
      );
    }
    const refused = await write();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit")).toMatch(/"writes";r=0;t=\d+$/);
    expect((await json(refused)).detail).toBe("Too many writes for this account. Wait a minute.");
    // A refused write took nothing from the account's quota; reads go on.
    const read = await api.ask("/api/v1/openapi.json", { headers: bearer(seller) });
    expect(read.status).toBe(200);
    expect(read.headers.get("ratelimit")).toMatch(new RegExp(`"account";r=${quota * 2 - writeQuota - 1};t=\\d+$`));
  });

  it("admit an address's requests before its key is looked up: past the quota, a flood reads nothing", async () => {
    const holder = await apiKeyHolder(bed.db);
    let reads = 0;
    const counting = new Proxy(bed.db, {
      get(target, name, receiver) {
        if (name === "select") reads += 1;
        return Reflect.get(target, name, receiver);
      },
    });
    const address = { name: "address", quota: 3, windowSeconds: 60 };
    const services = { ...bed.services, db: counting };
    await withOwnApi(services, { ratePolicies: { ...ratePolicies, address } }, async (ask) => {
      const from = freshAddress();
      for (let sent = 0; sent < 3; sent += 1) {
        expect((await ask("/api/v1/openapi.json", { address: from, headers: bearer(holder) })).status).toBe(200);
      }
      const readsBefore = reads;
      expect(readsBefore).toBeGreaterThan(0);
      for (let sent = 0; sent < 5; sent += 1) {
        const refused = await ask("/api/v1/openapi.json", { address: from, headers: bearer(holder) });
        expect(refused.status).toBe(429);
        expect(refused.headers.get("ratelimit-policy")).toBe('"address";q=3;w=60');
        expect(refused.headers.get("ratelimit")).toMatch(/^"address";r=0;t=\d+$/);
        expect((await refused.json()).detail).toBe("Too many requests from your address. Wait a minute.");
      }
      expect(reads).toBe(readsBefore);
      expect((await ask("/api/v1/openapi.json", { headers: bearer(holder) })).status).toBe(200);
    });
  });
});

describe("anonymous and keyed callers", () => {
  let holder: Awaited<ReturnType<typeof apiKeyHolder>>;
  beforeAll(async () => {
    holder = await apiKeyHolder(bed.db);
  });

  it("keeps an anonymous read public a minute and a keyed one private", async () => {
    const anonymous = await api.ask("/api/v1/builders?limit=1");
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=60");
    expect(anonymous.headers.get("vary")).toContain("Authorization");
    const keyed = await api.ask("/api/v1/builders?limit=1", { headers: bearer(holder) });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("cache-control")).toBe("private, no-store");
    expect(await keyed.json()).toEqual(await anonymous.json());
  });

  it("refuses a malformed, unknown or revoked key with 401, even on a read", async () => {
    const revoked = await apiKeyHolder(bed.db);
    await revokeApiKey(bed.db, { userId: revoked.userId, keyId: revoked.keyId });
    for (const authorization of ["Bearer nope", `Bearer rsk_${"a".repeat(43)}`, `Bearer ${revoked.token}`, "Basic x"]) {
      const response = await api.ask("/api/v1/sold", { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
      expect((await json(response)).detail).toBe("The API key is not valid: it may be mistyped or revoked.");
    }
  });

  it("refuses a key of a banned account with 403, and lets it read again once the ban ends", async () => {
    const banned = await apiKeyHolder(bed.db);
    await bed.db.update(user).set({ banned: true }).where(eq(user.id, banned.userId));
    const refused = await api.ask("/api/v1/sold", { headers: bearer(banned) });
    expect(refused.status).toBe(403);
    expect((await json(refused)).detail).toBe("The account this API key belongs to is suspended.");
    await bed.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, banned.userId));
    expect((await api.ask("/api/v1/sold", { headers: bearer(banned) })).status).toBe(200);
  });

  it("needs a key with the scope for a write, takes its JSON body through the one reader, and gives it no CORS", async () => {
    const noKey = await api.ask("/api/v1/echo", { method: "POST", body: '{"word":"hi"}' });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get("www-authenticate")).toBe('Bearer scope="manage_listings"');
    const readOnly = await api.ask("/api/v1/echo", { method: "POST", headers: bearer(holder), body: "{}" });
    expect(readOnly.status).toBe(403);
    expect((await json(readOnly)).detail).toBe(
      "This API key cannot manage listings: give a key the Manage my listings scope.",
    );
    const seller = await apiKeyHolder(bed.db, ["manage_listings"]);
    const send = (body: string, contentType = "application/json") =>
      api.ask("/api/v1/echo", { method: "POST", headers: { ...bearer(seller), "content-type": contentType }, body });
    const echoed = await send('{"word":"hi"}');
    expect(echoed.status).toBe(201);
    expect(echoed.headers.get("cache-control")).toBe("no-store");
    expect(echoed.headers.get("access-control-allow-origin")).toBeNull();
    expect(await echoed.json()).toEqual({ word: "hi" });
    const tooLong = await send('{"word":"abcdefghijklmnop"}');
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).errors).toEqual([{ name: "word", message: "Ten letters at most." }]);
    expect((await send("word=hi", "application/x-www-form-urlencoded")).status).toBe(415);
  });
});

describe("addresses the API does not have", () => {
  it("answers a problem, never a page", async () => {
    for (const path of ["/api/v1/nothing", "/api/v1/listings/%E0%A4%A", "/api/v1/builders/not-an-id"]) {
      const response = await api.ask(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    }
  });
});
