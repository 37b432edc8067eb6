// A visitor's copy of a page from memory, through the whole server (ADRs 080, 094): the browser runs its inline code
// under the copy's policy, a change is seen at once, a signed-in seller is never given a visitor's copy, and each copy
// of a listing counts its view. On a database server, a change another instance commits is seen at once too.
import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pg from "pg";
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

/**
 * A page made for one visitor, then the next visitor's answer once it is the kept copy. The embedded database's
 * version moves only with this file's writes: the first try. A database server's moves with any commit on it, and
 * the other test files write to it meanwhile: a try whose two visits fell either side of a commit is made again.
 */
async function visitsUntilACopy(): Promise<{ html: string; copy: Response }> {
  for (let attempt = 1; ; attempt++) {
    const html = await (await fetch(`${origin}${listingPath}`, browser("First/1"))).text();
    const copy = await fetch(`${origin}${listingPath}`, browser("Second/1"));
    const madeAgain = /'nonce-/.test(copy.headers.get("content-security-policy") ?? "");
    if (!madeAgain || attempt === 50) return { html, copy };
    await copy.arrayBuffer();
  }
}

describe("a visitor's page served from memory", () => {
  it("is the same page, every inline script and style allowed by the copy's own policy", async () => {
    const { html, copy } = await visitsUntilACopy();
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
  it("shows a change committed by another of the server's clients (another instance) on the next visit", async () => {
    const listingId = listingPath.slice(9);
    const otherInstance = new pg.Client({ connectionString: bed.database.connectionString });
    await otherInstance.connect();
    try {
      for (const title of ["Kept Transit, seen by B", "Kept Transit, seen by B again"]) {
        await fetch(`${origin}${listingPath}`, browser("Before/1")).then((response) => response.text());
        await otherInstance.query("update listings set title = $1 where id = $2", [title, listingId]);
        expect(await (await fetch(`${origin}${listingPath}`, browser("After/1"))).text()).toContain(title);
      }
    } finally {
      await otherInstance.end();
    }
  });
});
