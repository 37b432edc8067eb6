// A strict reader of Atom feeds for the tests: parses the XML with jsdom's XML parser (saxes: a malformed document,
// an undeclared prefix or a character XML forbids throws) and checks what RFC 4287 requires of what the site writes:
// the root `feed` in the Atom namespace; exactly one `id` (an absolute IRI), `title` and `updated` (RFC 3339); a
// `link rel="self"`; an `author` on the feed (its entries carry none); and in each `entry` exactly one `id`, `title`,
// `updated`, at most one `published` and `summary`, and a `link rel="alternate"`.
import { createRequire } from "node:module";
import { atomNamespace } from "../atom-feed.ts";

// jsdom ships no types (and @types/jsdom is not installed): the one class used here, typed by hand.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

export interface ParsedAtomEntry {
  id: string;
  title: string;
  href: string;
  updated: string;
  published?: string;
  summary?: string;
}

export interface ParsedAtomFeed {
  id: string;
  title: string;
  updated: string;
  selfHref: string;
  alternateHref?: string;
  lang: string | null;
  entries: ParsedAtomEntry[];
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function parseAtom(xml: string): ParsedAtomFeed {
  const { DOMParser } = new JSDOM().window;
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const failure = document.getElementsByTagName("parsererror")[0];
  if (failure) throw new Error(`not well-formed XML: ${failure.textContent}`);
  const feed = document.documentElement;
  if (feed.namespaceURI !== atomNamespace || feed.localName !== "feed") {
    throw new Error(`root {${feed.namespaceURI}}${feed.localName}`);
  }
  const entries = children(feed, "entry").map((entry) => {
    const published = optional(entry, "published");
    if (published !== undefined) date(published);
    if (children(entry, "author").length > 0) throw new Error("an entry names its own author");
    return {
      id: iri(one(entry, "id")),
      title: one(entry, "title"),
      href: linkOf(entry, "alternate"),
      updated: date(one(entry, "updated")),
      ...(published === undefined ? {} : { published }),
      ...optionalField(entry, "summary"),
    };
  });
  if (children(feed, "author").length !== 1 || !one(children(feed, "author")[0] as Element, "name")) {
    throw new Error("the feed has no author");
  }
  const alternates = links(feed, "alternate");
  return {
    id: iri(one(feed, "id")),
    title: one(feed, "title"),
    updated: date(one(feed, "updated")),
    selfHref: linkOf(feed, "self"),
    ...(alternates[0] ? { alternateHref: alternates[0] } : {}),
    lang: feed.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang"),
    entries,
  };
}

/** The Atom children of `parent` named `name` (not descendants: an entry's `id` is not the feed's). */
function children(parent: Element, name: string): Element[] {
  return [...parent.children].filter((child) => child.namespaceURI === atomNamespace && child.localName === name);
}

function one(parent: Element, name: string): string {
  const found = children(parent, name);
  if (found.length !== 1) throw new Error(`<${parent.localName}> has ${found.length} <${name}>, not one`);
  const element = found[0] as Element;
  const type = element.getAttribute("type");
  if (type !== null && type !== "text") throw new Error(`<${name} type="${type}">: the site writes text only`);
  return element.textContent ?? "";
}

function optional(parent: Element, name: string): string | undefined {
  const found = children(parent, name);
  if (found.length > 1) throw new Error(`<${parent.localName}> has ${found.length} <${name}>`);
  return found.length === 0 ? undefined : one(parent, name);
}

function optionalField(parent: Element, name: "summary") {
  const value = optional(parent, name);
  return value === undefined ? {} : { [name]: value };
}

function links(parent: Element, rel: string): string[] {
  return children(parent, "link")
    .filter((link) => (link.getAttribute("rel") ?? "alternate") === rel)
    .map((link) => iri(link.getAttribute("href") ?? ""));
}

function linkOf(parent: Element, rel: string): string {
  const found = links(parent, rel);
  if (found.length !== 1) throw new Error(`<${parent.localName}> has ${found.length} link rel="${rel}"`);
  return found[0] as string;
}

function iri(text: string): string {
  if (!URL.canParse(text) && !/^urn:uuid:[0-9a-f-]{36}$/.test(text)) throw new Error(`not an absolute IRI: ${text}`);
  return text;
}

function date(text: string): string {
  if (!rfc3339.test(text)) throw new Error(`not an RFC 3339 date: ${text}`);
  return text;
}
