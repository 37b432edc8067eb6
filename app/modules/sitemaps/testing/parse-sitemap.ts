// A strict reader of sitemaps for the tests: parses the XML (a malformed file throws) and checks what the
// sitemaps.org 0.9 schema asks, since no XSD validator ships with the project: the root `urlset` or
// `sitemapindex` in the namespace, at least one child, each `url` or `sitemap` holding one absolute `loc`
// and at most one `lastmod` (a W3C date-time), in that order, and nothing else.
import { createRequire } from "node:module";
import { sitemapNamespace } from "../sitemap-xml.ts";

// jsdom ships no types (and @types/jsdom is not installed): the one class used here, typed by hand.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

export interface ParsedSitemap {
  kind: "urlset" | "sitemapindex";
  entries: { loc: string; lastmod?: string }[];
}

/** W3C Datetime as the schema takes it: a date, or a date and time with a zone. */
const w3cDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

export function parseSitemap(xml: string): ParsedSitemap {
  const { DOMParser } = new JSDOM().window;
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const failure = document.getElementsByTagName("parsererror")[0];
  if (failure) throw new Error(`not well-formed XML: ${failure.textContent}`);
  const root = document.documentElement;
  if (root.namespaceURI !== sitemapNamespace) throw new Error(`root namespace ${root.namespaceURI}`);
  if (root.localName !== "urlset" && root.localName !== "sitemapindex") throw new Error(`root <${root.localName}>`);
  const childName = root.localName === "urlset" ? "url" : "sitemap";
  const children = [...root.children];
  if (children.length === 0) throw new Error(`an empty <${root.localName}>`);
  if (children.length > 50_000) throw new Error(`${children.length} entries in one file`);
  const entries = children.map((child) => {
    if (child.localName !== childName || child.namespaceURI !== sitemapNamespace) {
      throw new Error(`<${child.localName}> in <${root.localName}>`);
    }
    const parts = [...child.children].map((part) => part.localName);
    if (parts.join(" ") !== "loc" && parts.join(" ") !== "loc lastmod") throw new Error(`<${childName}> of ${parts}`);
    const loc = child.children[0]?.textContent ?? "";
    if (!URL.canParse(loc) || loc.length > 2048) throw new Error(`loc "${loc}" is no absolute URL`);
    const lastmod = child.children[1]?.textContent ?? undefined;
    if (lastmod !== undefined && !w3cDateTime.test(lastmod)) throw new Error(`lastmod "${lastmod}"`);
    return lastmod === undefined ? { loc } : { loc, lastmod };
  });
  return { kind: root.localName, entries };
}
