// The URLs bench:search loads and bench:search-floor serves, built the same way for both so that the floor
// answers exactly the app's requests: every shape at both page sizes, and pages 2–6 of every third shape,
// reached by following `nextCursor` (which each caller reads its own way: the app over HTTP, the floor in
// process).
import { searchShapes } from "./search-shapes.mjs";

/** `/api/listings` with the shape's query and a page size (12 on /listings, 6 on the home page). */
export function searchEndpoint(query, pageSize = 12) {
  const params = new URLSearchParams(query);
  params.set("pageSize", String(pageSize));
  return `/api/listings?${params}`;
}

/**
 * Every target as `{ label, path }`; `nextCursorOf(path)` answers a page's `nextCursor` (null on the last page).
 */
export async function buildSearchTargets(nextCursorOf) {
  const targets = searchShapes.flatMap(([name, query]) => [
    { label: name, path: searchEndpoint(query, 12) },
    { label: name, path: searchEndpoint(query, 6) },
  ]);
  for (const [name, query] of searchShapes.filter((_, index) => index % 3 === 0)) {
    let cursor = await nextCursorOf(searchEndpoint(query));
    for (let page = 2; page <= 6 && cursor; page++) {
      const path = searchEndpoint(`${query}&cursor=${cursor}`);
      targets.push({ label: `${name}, pages 2–6`, path });
      cursor = page < 6 ? await nextCursorOf(path) : null;
    }
  }
  return targets;
}
