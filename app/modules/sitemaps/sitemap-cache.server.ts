import type { Database } from "#app/db/client.server.ts";
import { LruCache } from "#app/lib/lru-cache.ts";
import { readListingsVersion } from "#app/modules/listings/read-listings-version.server.ts";

/** A sitemap's XML in pieces, each read from the database as it is needed (a batch of listings at a time). */
export type SitemapXml = AsyncIterable<string> | Iterable<string>;

/** What every sitemap is made from. */
export interface SitemapSource {
  db: Database;
  /** BASE_URL, without a trailing slash: every `loc` is built on it. */
  baseUrl: string;
}

/** The body of a sitemap answer: the bytes kept from an earlier request, or the XML as it is made. */
export type SitemapBody = Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>;

interface KeptFile {
  listingsVersion: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * How long a file is kept at most: a change to listings makes a new one at once (the listings version); a new
 * builder profile or post, which moves no version, shows within this time.
 */
const keptMs = 10 * 60 * 1000;
/**
 * Files kept at most: the index, four named files and at 100,000 listings two listing files (about 6 MB each
 * at 50,000 addresses), so a crawler's whole visit is served from memory and the memory stays bounded.
 */
const keptFiles = 8;

const keptByDatabase = new WeakMap<Database, LruCache<string, KeptFile>>();

/**
 * The sitemap file `key` at the current listings version (docs/product/found-and-shared.md, Sitemaps: kept
 * for a while by the server): the bytes kept from an earlier request, else `make()`'s XML streamed to the
 * client as the database gives it, and kept once whole. Null when `make` finds no such file.
 */
export async function keptOrMadeSitemap(
  db: Database,
  key: string,
  make: () => Promise<SitemapXml | null>,
): Promise<SitemapBody | null> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LruCache<string, KeptFile>({ maxEntries: keptFiles });
    keptByDatabase.set(db, kept);
  }
  // Read before the file is made: a change meanwhile leaves the file under the older version, never the newer.
  const listingsVersion = await readListingsVersion(db);
  const found = kept.get(key);
  if (found?.listingsVersion === listingsVersion) return found.bytes;
  const xml = await make();
  if (!xml) return null;
  const cache = kept;
  const encoder = new TextEncoder();
  async function* encoded(source: SitemapXml): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    const pieces: Uint8Array<ArrayBuffer>[] = [];
    for await (const text of source) {
      const piece = encoder.encode(text);
      pieces.push(piece);
      yield piece;
    }
    cache.set(key, { listingsVersion, bytes: joined(pieces) }, keptMs);
  }
  return streamOf(encoded(xml));
}

/** A stream that asks `pieces` for the next one only when the client has taken the last (backpressure). */
function streamOf(pieces: AsyncGenerator<Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

function joined(pieces: readonly Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}
