// The addresses of the Atom feeds (docs/product/open-platform.md, Atom feeds). Browser-safe: the pages that link
// to a feed (/listings, the landing pages, /saved-searches) write them with these.
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";

/** Entries in a feed: the first this many listings of the search, in its order. */
export const feedEntryCount = 50;

/** The feed of a search, relative to the site: `/listings/feed.atom?vehicleType=van` (`/fr/…` in French). */
export function listingsFeedPath(params: URLSearchParams, locale: Locale): string {
  const query = new URLSearchParams(params);
  // The feed is always the search's first entries; a page's place in the list means nothing to a reader.
  query.delete("cursor");
  query.delete("pageSize");
  query.delete("view");
  query.delete("pin");
  const search = query.toString();
  return pathInLocale(`/listings/feed.atom${search ? `?${search}` : ""}`, locale);
}

/** The private feed of a saved search, relative to the site: `/feeds/{token}.atom`. */
export function savedSearchFeedPath(token: string, locale: Locale): string {
  return pathInLocale(`/feeds/${token}.atom`, locale);
}

/** The token of a `/feeds/{file}` address, or null when the file is not `{token}.atom`. */
export function feedTokenOfFile(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.atom$/.exec(file);
  return match?.[1] ?? null;
}

/** A feed as a page announces it to feed readers. */
export interface FeedLink {
  /** Absolute. */
  url: string;
  title: string;
}

/** `<link rel="alternate" type="application/atom+xml">` as a route's `meta` writes it. */
export function feedLinkMeta({ url, title }: FeedLink) {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title, href: url };
}
