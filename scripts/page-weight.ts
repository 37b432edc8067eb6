// What a server-rendered page makes the browser fetch before it is whole, read from its HTML: the scripts it loads at
// once (with what they import, given a way to read them), its stylesheets (linked and inline), and the requests that
// hold its first paint. Used by the budget check
// (scripts/check-budgets.ts, ADR 049) on pages rendered from the production build, and by `npm run bench:home-js` on
// a started server's home page.
import { gzipSync } from "node:zlib";

export interface PageRequests {
  /** Every script the page loads at once: module preloads, `<script src>`, and what its inline module scripts import. */
  scripts: string[];
  /** Every `<link rel="stylesheet">`. */
  stylesheets: string[];
  /** The text of each `<style>` element (it travels inside the HTML). */
  inlineCss: string[];
  /**
   * The requests the first paint waits for: every linked stylesheet (one in the body holds what follows it), and
   * every classic script in the head without `async` or `defer`. A module preload or a module script does not.
   */
  blocking: string[];
}

const tagPattern = /<(link|script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** `import x from "…"`, `import "…"`, `export … from "…"` and `import("…")` with a literal address or URL. */
const moduleImportPattern = /\b(?:import|from)\s*\(?\s*(["'])((?:[./]|https?:)[^"'\n]*)\1/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of text.matchAll(attributePattern)) {
    attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ""));
  }
  return attributes;
}

/** The entities React writes in attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_entity, name: string) =>
    name === "amp" ? "&" : name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : "'",
  );
}

/** Reads the requests of a page from its HTML (React's output, so a plain reading of its tags suffices). */
export function readPageRequests(html: string): PageRequests {
  const scripts = new Set<string>();
  const stylesheets: string[] = [];
  const inlineCss: string[] = [];
  const blocking: string[] = [];
  const headEnd = html.search(/<\/head>/i);
  for (const match of html.matchAll(tagPattern)) {
    const tag = (match[1] ?? "").toLowerCase();
    const attributes = attributesOf(match[2] ?? "");
    const contentStart = (match.index ?? 0) + match[0].length;
    const inHead = headEnd === -1 || (match.index ?? 0) < headEnd;
    if (tag === "link") {
      const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = attributes.get("href");
      if (!href) continue;
      if (rel.includes("modulepreload")) scripts.add(href);
      if (rel.includes("stylesheet")) {
        stylesheets.push(href);
        blocking.push(href);
      }
    } else if (tag === "style") {
      inlineCss.push(html.slice(contentStart, html.indexOf("</style>", contentStart)));
    } else {
      const type = (attributes.get("type") ?? "").toLowerCase();
      const isModule = type === "module";
      // A data block (JSON, an import map) is not run.
      if (type !== "" && !isModule && !type.includes("javascript")) continue;
      const src = attributes.get("src");
      if (src) {
        scripts.add(src);
        const isDeferred = isModule || attributes.has("async") || attributes.has("defer");
        if (inHead && !isDeferred) blocking.push(src);
      } else if (isModule) {
        const body = html.slice(contentStart, html.indexOf("</script>", contentStart));
        for (const [, , address = ""] of body.matchAll(moduleImportPattern)) scripts.add(address);
      }
    }
  }
  return { scripts: [...scripts], stylesheets, inlineCss, blocking };
}

/** A built module's static imports: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; an
 * `import("…")` is left out, as its module loads later. */
const staticImportPattern = /\b(?:from|import)\s*(["'])(\.{1,2}\/[^"'\n]*|\/[^"'\n]*)\1/g;

/**
 * The page's scripts with every module they import statically, found by reading each: the page names only its entry
 * and route modules, and the browser finds the rest by their imports (ADR 082). `read` gives a script's text by its
 * address, or undefined for an address it cannot read.
 */
export function withStaticImports(scripts: readonly string[], read: (href: string) => string | undefined): string[] {
  const found = new Set(scripts);
  const waiting = [...scripts];
  for (let href = waiting.pop(); href !== undefined; href = waiting.pop()) {
    const text = read(href);
    if (text === undefined) continue;
    for (const [, , specifier = ""] of text.matchAll(staticImportPattern)) {
      const address = new URL(specifier, new URL(href, "http://page.invalid")).pathname;
      if (found.has(address)) continue;
      found.add(address);
      waiting.push(address);
    }
  }
  return [...found];
}

/** The bytes of `body` gzipped at level 9: a fixed level, so a figure is the same on every machine and run. */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}
