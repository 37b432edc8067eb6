import type { Database } from "#app/db/client.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** A sitemap's XML in pieces, each read from the database as it is needed (a batch of listings at a time). */
export type SitemapXml = AsyncIterable<string> | Iterable<string>;

/** What every sitemap is made from. */
export interface SitemapSource {
  db: Database;
  /** BASE_URL, without a trailing slash: every `loc` is built on it. */
  baseUrl: string;
  /** The languages each page is listed in (`sitemapLocales`): English, and French unless OFFER_FRENCH=false. */
  pageLocales: readonly Locale[];
}

/** The body of a sitemap answer. */
export type SitemapBody = Uint8Array<ArrayBuffer>;

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
