import type { Database } from "#app/db/client.server.ts";
import { LruCache } from "#app/lib/lru-cache.ts";
import { SingleFlight } from "#app/lib/single-flight.ts";

/** A sitemap's XML in pieces, each read from the database as it is needed (a batch of listings at a time). */
export type SitemapXml = AsyncIterable<string> | Iterable<string>;

/** What every sitemap is made from. */
export interface SitemapSource {
  db: Database;
  /** BASE_URL, without a trailing slash: every `loc` is built on it. */
  baseUrl: string;
}

/** The body of a sitemap answer. */
export type SitemapBody = Uint8Array<ArrayBuffer>;

interface Kept {
  stamp: string;
  value: unknown;
}

/**
 * How long anything is kept at most: what listings change moves its stamp at once; a new builder profile or
 * post, which moves none, and a listing that expires by the clock show within this time.
 */
const keptMs = 10 * 60 * 1000;
/**
 * Entries kept at most: the listings files' plan, the index, four named files and at 100,000 listings two
 * listing files (about 6 MB each at 50,000 addresses), so a crawler's whole visit is served from memory and
 * the memory stays bounded.
 */
const keptEntries = 10;

interface Store {
  kept: LruCache<string, Kept>;
  making: SingleFlight<string, unknown>;
}

const stores = new WeakMap<Database, Store>();

/**
 * What `key` names at `stamp`, a version of what it is made from (ADR 035): the value kept from an earlier call
 * at the same stamp, else `make()`'s, made once however many calls ask for it at the same time and kept until
 * the stamp moves (or 10 minutes pass). The caller reads the stamp before the making starts, so a change
 * meanwhile leaves the value under the older stamp, never the newer.
 */
export function keptOrMade<T>(db: Database, key: string, stamp: string, make: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store) {
    store = { kept: new LruCache({ maxEntries: keptEntries }), making: new SingleFlight() };
    stores.set(db, store);
  }
  const found = store.kept.get(key);
  if (found?.stamp === stamp) return Promise.resolve(found.value as T);
  const { kept, making } = store;
  return making.run(`${key}\n${stamp}`, async () => {
    const value = await make();
    kept.set(key, { stamp, value }, keptMs);
    return value;
  }) as Promise<T>;
}

/** The XML as one body, read a piece at a time; null for no file. */
export async function bytesOf(xml: SitemapXml | null): Promise<SitemapBody | null> {
  if (!xml) return null;
  const encoder = new TextEncoder();
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for await (const text of xml) pieces.push(encoder.encode(text));
  const bytes = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}
