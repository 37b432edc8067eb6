// An Atom 1.0 document (RFC 4287) as text: the feeds of searches (docs/product/open-platform.md, Atom feeds). Every
// text and address goes through escapeXml, so what a seller typed (markup, `]]>`, control characters) can neither
// break the document nor become markup in a reader: titles and summaries are `type="text"`.
import { escapeXml } from "#app/lib/xml.ts";

export const atomNamespace = "http://www.w3.org/2005/Atom";

export interface AtomEntry {
  /** A permanent, absolute IRI: the listing's canonical address. */
  id: string;
  title: string;
  /** Where a reader opens the entry (the listing's page in the feed's language). */
  url: string;
  updated: Date;
  published: Date;
  summary: string;
}

export interface AtomFeed {
  /** A permanent, absolute IRI of the feed. */
  id: string;
  title: string;
  /** The feed's own address (rel="self"). */
  selfUrl: string;
  /** The page that shows the same search (rel="alternate"). */
  pageUrl: string;
  /** The feed's language (xml:lang), e.g. "en-US". */
  lang: string;
  author: string;
  entries: readonly AtomEntry[];
  /** `updated` of a feed without entries (RFC 4287 requires one): the search's listings version, or now. */
  emptyUpdated: Date;
}

/** RFC 3339 in UTC to the second: "2026-03-14T12:30:05Z". */
export function atomDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const link = (rel: string, href: string, type: string) =>
  `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;

export function buildAtomFeed(feed: AtomFeed): string {
  const newest = feed.entries.reduce<Date | null>(
    (max, entry) => (!max || entry.updated > max ? entry.updated : max),
    null,
  );
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title type="text">${escapeXml(entry.title)}</title>`,
      `    ${link("alternate", entry.url, "text/html")}`,
      `    <published>${atomDate(entry.published)}</published>`,
      `    <updated>${atomDate(entry.updated)}</updated>`,
      `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${atomNamespace}" xml:lang="${escapeXml(feed.lang)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <updated>${atomDate(newest ?? feed.emptyUpdated)}</updated>`,
    `  ${link("self", feed.selfUrl, "application/atom+xml")}`,
    `  ${link("alternate", feed.pageUrl, "text/html")}`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
