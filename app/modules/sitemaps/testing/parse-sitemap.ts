// A strict reader of sitemaps for the tests: parses the XML (a malformed file, or a prefix never declared, throws)
// and checks what the sitemaps.org 0.9 schema asks, since no XSD validator ships with the project: the root
// `urlset` or `sitemapindex` in the namespace, at least one child and at most 50,000, each `url` or `sitemap`
// holding one absolute `loc` and at most one `lastmod` (a W3C date-time), in that order; in a `url`, after them,
// the language alternates Google reads (`xhtml:link rel="alternate" hreflang href`, in the xhtml namespace), which
// must name the `url`'s own address too; and nothing else.
import { createRequire } from "node:module";
import { sitemapNamespace, xhtmlNamespace } from "../sitemap-xml.ts";

// jsdom ships no types (and @types/jsdom is not installed): the one class used here, typed by hand.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

export interface ParsedSitemapEntry {
  loc: string;
  lastmod?: string;
  /** The page's address by hreflang (`en-US`, `fr-CA`, `x-default`), when the `url` carries alternates. */
  alternates?: Record<string, string>;
}

export interface ParsedSitemap {
  kind: "urlset" | "sitemapindex";
  entries: ParsedSitemapEntry[];
  /** The namespaces the root declares, by prefix ("" for the default one). */
  namespaces: Record<string, string>;
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
    const inSitemap = [...child.children].filter((part) => part.namespaceURI === sitemapNamespace);
    const parts = inSitemap.map((part) => part.localName).join(" ");
    if (parts !== "loc" && parts !== "loc lastmod") throw new Error(`<${childName}> of ${parts}`);
    const loc = inSitemap[0]?.textContent ?? "";
    if (!isAbsoluteUrl(loc)) throw new Error(`loc "${loc}" is no absolute URL`);
    const lastmod = inSitemap[1]?.textContent ?? undefined;
    if (lastmod !== undefined && !w3cDateTime.test(lastmod)) throw new Error(`lastmod "${lastmod}"`);
    const alternates = alternatesOf([...child.children].slice(inSitemap.length), childName);
    if (alternates && !Object.values(alternates).includes(loc)) throw new Error(`${loc} is not among its alternates`);
    return { loc, ...(lastmod !== undefined && { lastmod }), ...(alternates && { alternates }) };
  });
  return { kind: root.localName, entries, namespaces: namespacesOf(root) };
}

/** The `xhtml:link` alternates that follow `loc` and `lastmod`, by hreflang; undefined when there is none. */
function alternatesOf(links: Element[], childName: string): Record<string, string> | undefined {
  if (links.length === 0) return undefined;
  if (childName !== "url") throw new Error(`<${links[0]?.localName}> in <${childName}>`);
  const alternates: Record<string, string> = {};
  for (const link of links) {
    if (link.localName !== "link" || link.namespaceURI !== xhtmlNamespace) {
      throw new Error(`<${link.localName}> (${link.namespaceURI}) after <loc> and <lastmod>`);
    }
    const hreflang = link.getAttribute("hreflang") ?? "";
    const href = link.getAttribute("href") ?? "";
    if (link.getAttribute("rel") !== "alternate") throw new Error(`an alternate's rel "${link.getAttribute("rel")}"`);
    if (!/^([a-z]{2}(-[A-Z]{2})?|x-default)$/.test(hreflang)) throw new Error(`hreflang "${hreflang}"`);
    if (!isAbsoluteUrl(href)) throw new Error(`alternate "${href}" is no absolute URL`);
    if (hreflang in alternates) throw new Error(`hreflang "${hreflang}" twice`);
    alternates[hreflang] = href;
  }
  return alternates;
}

function isAbsoluteUrl(text: string): boolean {
  return URL.canParse(text) && text.length <= 2048;
}

function namespacesOf(root: Element): Record<string, string> {
  const declared: Record<string, string> = {};
  for (const attribute of root.attributes) {
    if (attribute.name === "xmlns") declared[""] = attribute.value;
    else if (attribute.prefix === "xmlns") declared[attribute.localName] = attribute.value;
  }
  return declared;
}
