// The links of a page of the API: itself and the next page, absolute, the same query with the next cursor.

export interface PageLinks {
  self: string;
  next: string | null;
}

/** `url`: the request's absolute address on BASE_URL, as sent. */
export function pageLinks(url: URL, nextCursor: string | null): PageLinks {
  if (nextCursor === null) return { self: url.toString(), next: null };
  const next = new URL(url);
  next.searchParams.set("cursor", nextCursor);
  return { self: url.toString(), next: next.toString() };
}

/** A list's page as the API answers it (api-schemas.ts's page schemas): its items, the next cursor, the links. */
export function pageBody<Item>(url: URL, data: Item[], nextCursor: string | null) {
  return { data, nextCursor, links: pageLinks(url, nextCursor) };
}
