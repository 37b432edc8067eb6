import { type APIRequestContext, expect } from "@playwright/test";

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

let messageableListing: Promise<string> | undefined;

/**
 * One of the newest listings whose page offers the contact panel (the demo seller's; most demo listings have no
 * owner), found from the pages' HTML rather than by loading each in the browser.
 */
export function messageableListingId(request: APIRequestContext): Promise<string> {
  messageableListing ??= (async () => {
    for (const id of await listingIdsOf(request, "", 12)) {
      if ((await (await request.get(`/listing/${id}`)).text()).includes("Send Message")) return id;
    }
    throw new Error("none of the newest listings belongs to the demo seller and takes messages");
  })();
  return messageableListing;
}
