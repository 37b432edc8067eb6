import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { signInByRequest } from "./accounts-helpers.ts";
import { shownHtml } from "./fixtures.ts";
import { demoSeller } from "./selling-helpers.ts";

/** The first `count` listing ids of a search, in the server's order, walked page by page through the JSON API. */
export async function listingIdsOf(request: APIRequestContext, search: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams(search);
    query.set("pageSize", "12");
    query.delete("cursor");
    if (cursor) query.set("cursor", cursor);
    const response = await request.get(`/api/listings?${query}`, { headers: { Accept: "application/json" } });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { listings: { id: string }[]; nextCursor: string | null };
    ids.push(...page.listings.map((listing) => listing.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < count);
  return ids.slice(0, count);
}

let demoSellersListing: Promise<string> | undefined;

/**
 * One of the demo seller's public listings (its messages reach the inbox of seller@roamstead.demo): the first of
 * the listings on the seller's /my-listings that the public listing pages show, read over HTTP in a context of its
 * own so the caller's cookies stay as they were.
 */
export function messageableListingId(request: APIRequestContext): Promise<string> {
  demoSellersListing ??= (async () => {
    const seller = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await signInByRequest(seller, demoSeller.email, demoSeller.password);
      const own = await (await seller.get("/my-listings")).text();
      const ids = [...new Set([...own.matchAll(/href="\/listing\/([0-9a-f-]{36})"/g)].map((match) => match[1] ?? ""))];
      for (const id of ids) {
        if (shownHtml(await (await request.get(`/listing/${id}`)).text()).includes("Send Message")) return id;
      }
      throw new Error("none of the demo seller's listings takes messages");
    } finally {
      await seller.dispose();
    }
  })();
  return demoSellersListing;
}
