// The search guards (docs/product/browse-and-search.md, "Too many searches"; ADR 034), mounted as server/http.ts
// mounts them, behind the client address as Express computes it, in front of searches that stand still until
// the test lets them answer.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { clientAddress } from "../../../server/middleware.ts";
import { createSearchLoadGuard, guardSearchLoad, type SearchLoadGuard, searchPaths } from "./search-load.server.ts";

let baseUrl: string;
let close: () => void;
let guard: SearchLoadGuard;
let clock = 0;
/** Searches waiting to answer, released by `finishSearches`. */
let held: (() => void)[] = [];
let isHolding = false;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  app.use(clientAddress(clientIpHeader));
  app.get([...searchPaths], (req, res, next) => guardSearchLoad(guard)(req, res, next));
  const answer = (body: string) => (_req: express.Request, res: express.Response) => {
    if (!isHolding) return void res.send(body);
    held.push(() => res.send(body));
  };
  app.get(searchPaths[0], answer("the search page"));
  app.get(searchPaths[1], answer("the search data"));
  app.get(searchPaths[2], answer("the next page"));
  app.get("/listing/:id", (_req, res) => void res.send("a listing"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

beforeEach(() => {
  clock = 0;
  held = [];
  isHolding = false;
});

const get = (path: string, from: string) => fetch(`${baseUrl}${path}`, { headers: { "X-Forwarded-For": from } });

async function statusesOf(responses: Promise<Response>[]) {
  return Promise.all(
    responses.map(async (pending) => {
      const response = await pending;
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

describe("per client address", () => {
  beforeEach(() => {
    guard = createSearchLoadGuard({ perAddressPerMinute: 6, maxConcurrent: 0, maxBusyShare: 0 }, () => clock);
  });

  it("refuses an address over its rate with 429, Retry-After and a clear page or JSON; others go on", async () => {
    expect(await statusesOf(Array.from({ length: 6 }, () => get("/api/listings?make=ford", "203.0.113.9")))).toEqual(
      Array(6).fill(200),
    );

    const page = await get("/listings?q=van", "203.0.113.9");
    expect(page.status).toBe(429);
    // One search comes back every 10 s at 6 a minute.
    expect(page.headers.get("retry-after")).toBe("10");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain("<h1>Too many searches</h1>");
    expect(html).toContain('<a href="/">Back to the home page</a>');
    expect(html).toContain("You are searching faster than we can answer. Please wait a moment and try again.");

    const data = await get("/listings.data?view=map", "203.0.113.9");
    expect(data.status).toBe(429);
    expect(data.headers.get("retry-after")).toBe("10");
    expect(await data.text()).toBe("You are searching faster than we can answer. Please wait a moment and try again.");
    const api = await get("/api/listings?cursor=x", "203.0.113.9");
    expect(api.status).toBe(429);
    expect(api.headers.get("retry-after")).toBe("10");
    expect(await api.json()).toEqual({
      ok: false,
      message: "You are searching faster than we can answer. Please wait a moment and try again.",
    });

    // Other addresses, and the refused address's other pages, are untouched.
    expect((await get("/listings", "203.0.113.10")).status).toBe(200);
    expect((await get("/listing/abc", "203.0.113.9")).status).toBe(200);

    // The bucket refills: 10 s later one more search.
    clock += 10_000;
    expect((await get("/listings", "203.0.113.9")).status).toBe(200);
    expect((await get("/listings", "203.0.113.9")).status).toBe(429);
  });

  it("refuses the French search page in French, its page and its data (docs/product/languages.md)", async () => {
    expect(await statusesOf(Array.from({ length: 6 }, () => get("/api/listings", "203.0.113.77")))).toEqual(
      Array(6).fill(200),
    );
    const page = await get("/fr/listings?q=van", "203.0.113.77");
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("10");
    const html = await page.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain("<title>Trop de recherches | Roamstead</title>");
    expect(html).toContain("<h1>Trop de recherches</h1>");
    expect(html).toContain(
      "Vous lancez des recherches plus vite que nous pouvons y répondre. Veuillez patienter un moment, puis réessayer.",
    );
    expect(html).toContain('<a href="/fr">Retour à la page d’accueil</a>');

    const data = await get("/fr/listings.data", "203.0.113.77");
    expect(data.status).toBe(429);
    expect(await data.text()).toBe(
      "Vous lancez des recherches plus vite que nous pouvons y répondre. Veuillez patienter un moment, puis réessayer.",
    );
  });

  it("lets a person page quickly: a minute's worth at once, then the rate, never a refusal at a human pace", async () => {
    guard = createSearchLoadGuard({ perAddressPerMinute: 120, maxConcurrent: 0, maxBusyShare: 0 }, () => clock);
    // Two pages a second for five minutes: filters, infinite scroll, the map, faster than anyone reads.
    const statuses: number[] = [];
    for (let step = 0; step < 600; step++) {
      statuses.push((await get(searchPaths[step % 3] ?? "/listings", "198.51.100.20")).status);
      clock += 500;
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it("counts an IPv6 address by its /64", async () => {
    const statuses = await statusesOf(
      Array.from({ length: 7 }, (_, n) => get("/api/listings", `2001:db8:aa:bb::${n + 1}`)),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect((await get("/api/listings", "2001:db8:aa:bc::1")).status).toBe(200);
  });
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("searches running at once in this process", () => {
  beforeEach(() => {
    guard = createSearchLoadGuard({ perAddressPerMinute: 0, maxConcurrent: 4, maxBusyShare: 0 }, () => clock);
  });

  it("sheds searches over the cap with 429 while the rest of the site answers, and takes them again once done", async () => {
    isHolding = true;
    const running = Array.from({ length: 4 }, (_, n) => get("/listings", `198.51.100.${n + 1}`));
    await until(() => held.length === 4);
    expect(guard.running).toBe(4);

    const shed = await Promise.all(
      Array.from({ length: 12 }, (_, n) => get(searchPaths[n % 3] ?? "/listings", `192.0.2.${n + 1}`)),
    );
    expect(shed.map((response) => response.status)).toEqual(Array(12).fill(429));
    expect(shed.map((response) => response.headers.get("retry-after"))).toEqual(Array(12).fill("1"));
    expect(await shed[2]?.json()).toEqual({
      ok: false,
      message: "Search is very busy right now. Please try again in a moment.",
    });
    expect(await shed[0]?.text()).toContain("Search is very busy right now. Please try again in a moment.");
    await Promise.all(shed.slice(1).map((response) => response.bodyUsed || response.arrayBuffer()));

    // Pages that are not searches do not wait for a place.
    expect((await get("/listing/abc", "192.0.2.50")).status).toBe(200);

    for (const finish of held) finish();
    expect(await statusesOf(running)).toEqual([200, 200, 200, 200]);
    await until(() => guard.running === 0);
    isHolding = false;
    expect((await get("/listings", "192.0.2.1")).status).toBe(200);
  });

  it("frees the place of a search whose visitor went away before the answer", async () => {
    isHolding = true;
    const gone = new AbortController();
    const abandoned = fetch(`${baseUrl}/api/listings`, { signal: gone.signal }).catch(() => "aborted");
    await until(() => held.length === 1);
    expect(guard.running).toBe(1);
    gone.abort();
    expect(await abandoned).toBe("aborted");
    await until(() => guard.running === 0);
  });
});

describe("the share of the last second spent on searches", () => {
  beforeEach(() => {
    guard = createSearchLoadGuard({ perAddressPerMinute: 0, maxConcurrent: 0, maxBusyShare: 0.5 }, () => clock);
  });

  /** One search from a new address that takes `ms` of the clock when it is admitted; its status. */
  async function searchTaking(ms: number, from: string): Promise<number> {
    isHolding = true;
    let isAnswered = false;
    const answer = get("/api/listings", from).then(async (response) => {
      isAnswered = true;
      await response.arrayBuffer();
      return response.status;
    });
    await until(() => held.length > 0 || isAnswered);
    clock += ms;
    for (const finish of held.splice(0)) finish();
    isHolding = false;
    return answer;
  }

  it("refuses searches while others' searches took half of the last second, as the embedded database needs", async () => {
    // The embedded database answers one search at a time: none overlap, only their time shows the load.
    expect(await searchTaking(300, "198.51.100.1")).toBe(200);
    expect(await searchTaking(200, "198.51.100.2")).toBe(200);
    const refused = await get("/listings", "198.51.100.3");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.text()).toContain("Search is very busy right now. Please try again in a moment.");
    // Other pages answer meanwhile; once the first search is mostly out of the last second, searches are taken.
    expect((await get("/listing/abc", "198.51.100.3")).status).toBe(200);
    clock += 500;
    expect(await searchTaking(10, "198.51.100.3")).toBe(429);
    clock += 100;
    expect(await searchTaking(10, "198.51.100.3")).toBe(200);
  });

  it("never holds a person's own slow searches against them", async () => {
    for (let search = 0; search < 10; search++) expect(await searchTaking(400, "198.51.100.7")).toBe(200);
    expect(await searchTaking(10, "198.51.100.8")).toBe(429);
  });
});
