import { describe, expect, it } from "vitest";
import { gzipSize, readPageRequests, withStaticImports } from "./page-weight.ts";

// The shape React Router renders: module preloads in the head, an inline module script that imports the routes
// and the entry, and the page's data in classic inline scripts.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home</title>
<link rel="icon" href="/favicon.svg"/>
<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/>
<link rel="modulepreload" href="/assets/components-B2.js"/>
<style id="app-stylesheet">body{margin:0}</style>
<link rel="preload" as="font" href="/fonts/inter.woff2"/>
<link rel="stylesheet" href="/assets/route-C3.css"/>
<script src="/vendor/sync.js"></script>
<script async src="/vendor/async.js"></script>
<script type="module" src="/assets/module-D4.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org","import":"/not-a-script.js"}</script>
</head><body><main>Hello</main>
<script>window.__reactRouterContext = {"import": "/not-loaded.js"};</script>
<script type="module" async="">;
import * as route0 from "/assets/root-E5.js";
import * as route1 from "/assets/home-F6.js";
  window.__reactRouterManifest = {"routes": {"routes/home": {"imports": ["/assets/lazy-only.js"]}}};
import("/assets/entry.client-A1.js");</script>
<script src="/vendor/late.js"></script>
</body></html>`;

describe("readPageRequests", () => {
  const requests = readPageRequests(page);

  it("lists every script the page loads at once, each once, and no data block or address in data", () => {
    expect(requests.scripts.sort()).toEqual([
      "/assets/components-B2.js",
      "/assets/entry.client-A1.js",
      "/assets/home-F6.js",
      "/assets/module-D4.js",
      "/assets/root-E5.js",
      "/vendor/async.js",
      "/vendor/late.js",
      "/vendor/sync.js",
    ]);
  });

  it("reads linked and inline stylesheets", () => {
    expect(requests.stylesheets).toEqual(["/assets/route-C3.css"]);
    expect(requests.inlineCss).toEqual(["body{margin:0}"]);
  });

  it("counts as render-blocking the linked stylesheets and the head's classic scripts without async or defer", () => {
    expect(requests.blocking).toEqual(["/assets/route-C3.css", "/vendor/sync.js"]);
  });

  it("decodes the entities React writes in an address", () => {
    const html = '<head><link rel="modulepreload" href="/assets/a.js?v=1&amp;w=2"/></head>';
    expect(readPageRequests(html).scripts).toEqual(["/assets/a.js?v=1&w=2"]);
  });
});

describe("withStaticImports", () => {
  // Built modules as Rolldown writes them: minified static imports, re-exports, and a lazy import.
  const files: Record<string, string> = {
    "/assets/entry.client-A1.js": 'import{a as t}from"./framework-B2.js";import"./runtime-C3.js";t();',
    "/assets/framework-B2.js": 'import"./runtime-C3.js";export{x as a}from"./shared/util-D4.js";',
    "/assets/runtime-C3.js": "var r=1;export{r};",
    "/assets/shared/util-D4.js": 'const x=()=>import("./island-E5.js");export{x};',
    "/assets/island-E5.js": 'import"../runtime-C3.js";',
  };

  it("follows every static import, relative to the importing file, and no lazy one", () => {
    const scripts = withStaticImports(["/assets/entry.client-A1.js"], (href) => files[href]);
    expect(scripts.sort()).toEqual([
      "/assets/entry.client-A1.js",
      "/assets/framework-B2.js",
      "/assets/runtime-C3.js",
      "/assets/shared/util-D4.js",
    ]);
  });

  it("keeps a script it cannot read", () => {
    expect(withStaticImports(["/vendor/x.js"], () => undefined)).toEqual(["/vendor/x.js"]);
  });
});

describe("gzipSize", () => {
  it("gives the same figure for the same bytes, text or buffer", () => {
    const text = "body{margin:0}".repeat(100);
    expect(gzipSize(text)).toBe(gzipSize(Buffer.from(text)));
    expect(gzipSize(text)).toBeLessThan(text.length);
  });
});
