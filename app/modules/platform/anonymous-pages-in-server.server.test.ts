// A visitor's copy of a page from memory, through the whole server (ADR 080): the browser runs its inline code under
// the copy's policy, a change is seen at once, a signed-in seller is never given a visitor's copy, and each copy of a
// listing counts its view. On a database server nothing is kept: every visitor's page is made for them.
import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { createHttpApp } from "../../../server/http.ts";

const bed = routeTestBed({ accounts: { seller: "kept-pages-seller@example.com" } });
let server: Server;
let origin = "";
let listingPath = "";

beforeAll(async () => {
  const { build } = await createAppRequestHandler(bed.services);
  server = (await createHttpApp({ services: bed.services, build })).listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const id = await insertListingFixture(bed.db, { userId: bed.accounts.seller.id, title: "Kept Transit" });
  listingPath = `/listing/${id}`;
});
afterAll(() => server?.close());

const browser = (userAgent: string, headers: Record<string, string> = {}) => ({
  headers: {
    "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ${userAgent}`,
    "accept-encoding": "identity",
    ...headers,
  },
});

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

describe.skipIf(isPostgresRun)("a visitor's page served from memory", () => {
  it("is the same page, every inline script and style allowed by the copy's own policy", async () => {
    const first = await fetch(`${origin}${listingPath}`, browser("First/1"));
    const html = await first.text();
    const copy = await fetch(`${origin}${listingPath}`, browser("Second/1"));
    expect(await copy.text()).toBe(html);

    const policy = copy.headers.get("content-security-policy") ?? "";
    const scriptSources = policy.match(/script-src ([^;]+)/)?.[1] ?? "";
    expect(scriptSources).not.toMatch(/nonce-/);
    const inline = [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
      ([, , attributes]) => !/\ssrc=/.test(attributes ?? ""),
    );
    expect(inline.length).toBeGreaterThan(2);
    for (const [, tag, , text] of inline) {
      expect(policy.match(new RegExp(`${tag}-src ([^;]+)`))?.[1]).toContain(sha256Source(text ?? ""));
    }
  });

  it("shows a change to the listing on the next visit", async () => {
    await fetch(`${origin}${listingPath}`, browser("Before/1"));
    await bed.db
      .update(listings)
      .set({ title: "Kept Transit, new roof" })
      .where(eq(listings.id, listingPath.slice(9)));
    expect(await (await fetch(`${origin}${listingPath}`, browser("After/1"))).text()).toContain(
      "Kept Transit, new roof",
    );
  });

  it("is never what a signed-in person is given, and never kept from their page", async () => {
    const signedIn = await (
      await fetch(`${origin}${listingPath}`, browser("Seller/1", { cookie: bed.accounts.seller.cookie }))
    ).text();
    const visitor = await (await fetch(`${origin}${listingPath}`, browser("Visitor/1"))).text();
    expect(signedIn).toContain(bed.accounts.seller.email);
    expect(visitor).not.toContain(bed.accounts.seller.email);
  });

  it("counts each copy's view", async () => {
    const before = bed.services.listingViews.pending;
    for (const visitor of ["Alpha/1", "Bravo/1", "Charlie/1"]) {
      expect((await fetch(`${origin}${listingPath}`, browser(visitor))).status).toBe(200);
    }
    expect(bed.services.listingViews.pending).toBe(before + 3);
  });
});

describe.runIf(isPostgresRun)("a visitor's page on a database server", () => {
  it("is made for each visitor, its inline code allowed by that response's own nonce", async () => {
    const policies: string[] = [];
    for (const visitor of ["First/1", "Second/1"]) {
      const response = await fetch(`${origin}${listingPath}`, browser(visitor));
      const html = await response.text();
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = policy.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeDefined();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(policy).not.toMatch(/sha256-/);
      policies.push(policy);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });
});
