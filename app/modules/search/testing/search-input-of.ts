// A search's input from a query string, for tests that search as /listings does.
import { readSearchQuery } from "../read-search-query.server.ts";

export function searchInputOf(query: string) {
  const read = readSearchQuery(new URLSearchParams(query));
  if (!read.ok) throw new Error(`bad query ${query}`);
  return read.data;
}
