// The URLs bench:search loads and bench:search-floor serves, built the same way for both so that the floor
// answers exactly the app's requests: every shape at both page sizes, and pages 2–6 of every third shape,
// reached by following `nextCursor` (which each caller reads its own way: the app over HTTP, the floor in
// process).
import { searchShapes } from "./search-shapes.mjs";

/**
 * The load before the measured one, the same for the app and the floor. The app prepares each walk's statement per
 * shape, walk length and page size on each of its 10 connections, PostgreSQL plans each one for its values five
 * times before it keeps a generic plan, and V8 optimizes the app's code as it runs: at 100,000 listings a fresh app
 * served 526, then 749, then 856–884 req/s in runs of 13 s, its PostgreSQL time per request falling from 1.9 to
 * 1.0 ms and its own from 1.3 to 0.8 ms. The floor warms as much (its named statements are planned per connection
 * too: 1,285 req/s after 5 s, 1,936 after 30 s), so both are measured warm (ADR 086).
 */
export const warmUpSeconds = 30;

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
