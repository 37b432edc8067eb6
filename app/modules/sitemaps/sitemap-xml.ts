// The sitemaps.org 0.9 XML of the sitemaps (docs/product/found-and-shared.md, Sitemaps): pure text, no database.

import { escapeXml } from "#app/lib/xml.ts";

export const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The namespace of `<xhtml:link>`, by which a sitemap names a page's address in each language (hreflang). */
export const xhtmlNamespace = "http://www.w3.org/1999/xhtml";

/** At most this many addresses in one sitemap (the protocol's limit). */
export const urlsPerSitemap = 50_000;

/** One address in a sitemap or a sitemap index; `lastmod` when known. */
export interface SitemapEntry {
  /** Absolute, on BASE_URL. */
  loc: string;
  lastmod?: Date;
  /** The same page in every language it is listed in, `loc` included, and `x-default` (urlset only). */
  alternates?: readonly LanguageAlternate[];
}

/** One `<xhtml:link rel="alternate">`: a page's address for a language (`en-US`, `fr-CA`, `x-default`). */
export interface LanguageAlternate {
  hreflang: string;
  /** Absolute, on BASE_URL. */
  href: string;
}

/** A W3C date-time in UTC to the second ("2025-06-01T12:30:05Z"), as `lastmod` takes it. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A urlset's opening; the xhtml namespace is declared only when its addresses carry language alternates. */
export function urlsetStart({ hasAlternates }: { hasAlternates: boolean }): string {
  const xhtml = hasAlternates ? ` xmlns:xhtml="${xhtmlNamespace}"` : "";
  return `${declaration}<urlset xmlns="${sitemapNamespace}"${xhtml}>\n`;
}

export const urlsetEnd = "</urlset>\n";

/** One `<url>` of a urlset, on a line of its own; its alternates follow `lastmod`, where the schema takes them. */
export function urlElement(entry: SitemapEntry): string {
  const alternates = (entry.alternates ?? [])
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join("");
  return `<url>${entryChildren(entry)}${alternates}</url>\n`;
}

/** A whole urlset of `entries`, in pieces; null when there is none (the schema wants at least one `url`). */
export function urlsetXml(entries: readonly SitemapEntry[]): string[] | null {
  if (entries.length === 0) return null;
  const hasAlternates = entries.some((entry) => entry.alternates !== undefined);
  return [urlsetStart({ hasAlternates }), ...entries.map(urlElement), urlsetEnd];
}

/** A whole sitemap index naming `sitemaps`. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  const elements = sitemaps.map((sitemap) => `<sitemap>${entryChildren(sitemap)}</sitemap>\n`).join("");
  return `${declaration}<sitemapindex xmlns="${sitemapNamespace}">\n${elements}</sitemapindex>\n`;
}

function entryChildren({ loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${w3cDateTime(lastmod)}</lastmod>` : "";
  return `<loc>${escapeXml(loc)}</loc>${modified}`;
}

/** The newest of some dates; undefined when there is none. */
export function newestDate(dates: readonly (Date | undefined)[]): Date | undefined {
  let newest: Date | undefined;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}
