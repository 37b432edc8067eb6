// One test file's public API over its route test bed: the demo's catalogue (its accounts, listings, builders, people and deals, as the seed
// makes them) on a fresh database, /api/v1 mounted on Express as server/http.ts mounts it, and a way to ask it as a
// given client address (the header Express's clientAddress would write), so each test has a rate limit of its own.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import { seedDemoBuilders } from "#app/demo/seed-demo-builders.server.ts";
import { seedDemoOffers } from "#app/demo/seed-demo-offers.server.ts";
import { seedDemoPeople } from "#app/demo/seed-demo-people.server.ts";
import { insertDemoCatalogue } from "#app/demo/testing/insert-demo-catalogue.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import type { RouteTestBed } from "#app/test/route-test-bed.ts";
import { mountPublicApi, type PublicApiOptions } from "../api-v1-router.server.ts";

export interface PublicApiBed {
  readonly bed: RouteTestBed;
  /** The API's server, `http://127.0.0.1:<port>`, for a request fetch cannot make. */
  readonly origin: string;
  /** `path` under the API's server, asked from `address` (a fresh one per test keeps rate limits apart). */
  ask(path: string, init?: RequestInit & { address?: string }): Promise<Response>;
}

let addresses = 0;
/** A client address no other request of the process used (IPv4: an IPv6 address counts by its /64). */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A request to /api/v1 as `services` and `options` serve it, from `address` (a fresh one by default). */
export type AskApi = (path: string, init?: RequestInit & { address?: string }) => Promise<Response>;

/**
 * Runs `use` against an API of its own, mounted over `services` (a database that fails, a geocoder that fails) with
 * `options`, then closes it. Each answer is read whole before it returns.
 */
export async function withOwnApi<T>(
  services: AppServices,
  options: PublicApiOptions,
  use: (ask: AskApi) => Promise<T>,
): Promise<T> {
  const app = express();
  mountPublicApi(app, services, options);
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await use(async (path, { address = freshAddress(), headers, ...init } = {}) => {
      const answer = await fetch(`${origin}${path}`, {
        ...init,
        headers: { [clientIpHeader]: address, ...Object.fromEntries(new Headers(headers)) },
      });
      const body = await answer.arrayBuffer();
      const hasNoBody = [204, 304].includes(answer.status);
      return new Response(hasNoBody ? null : body, { status: answer.status, headers: answer.headers });
    });
  } finally {
    server.close();
  }
}

/** Call at the top of a test file with the file's `routeTestBed()`. */
export function publicApiBed(bed: RouteTestBed, options: PublicApiOptions = {}): PublicApiBed {
  let server: Server | undefined;
  let origin = "";
  beforeAll(async () => {
    const now = new Date();
    await insertDemoCatalogue(bed.db, now);
    await bed.db.transaction(async (tx) => {
      await seedDemoBuilders(tx, now);
      await seedDemoPeople(tx, now);
      await seedDemoOffers(tx, now);
    });
    const app = express();
    mountPublicApi(app, bed.services, options);
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());
  return {
    bed,
    get origin() {
      return origin;
    },
    ask(path, { address = freshAddress(), headers, ...init } = {}) {
      return fetch(`${origin}${path}`, {
        ...init,
        headers: { [clientIpHeader]: address, ...Object.fromEntries(new Headers(headers)) },
      });
    },
  };
}
