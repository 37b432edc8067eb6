import { describe, expect, it } from "vitest";
import { escapeXml } from "#app/lib/xml.ts";
import {
  newestDate,
  sitemapIndexXml,
  sitemapNamespace,
  urlsetXml,
  w3cDateTime,
  xhtmlNamespace,
} from "./sitemap-xml.ts";
import { parseSitemap } from "./testing/parse-sitemap.ts";

describe("sitemap XML", () => {
  it("escapes the five characters XML reserves, so a loc keeps its '&' once parsed", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    const loc = "https://roamstead.example/listings?type=van&make=ford&q=<it's>";
    const xml = urlsetXml([{ loc }])?.join("") ?? "";
    expect(xml).toContain("type=van&amp;make=ford");
    expect(parseSitemap(xml).entries).toEqual([{ loc }]);
    expect(() => parseSitemap(xml.replace("&amp;", "&"))).toThrow(/not well-formed/);
  });

  it("writes lastmod as a W3C date-time in UTC to the second", () => {
    expect(w3cDateTime(new Date("2025-06-01T12:30:05.678Z"))).toBe("2025-06-01T12:30:05Z");
  });

  it("writes a urlset and an index the schema accepts, and no urlset without an address", () => {
    const lastmod = new Date("2025-01-02T03:04:05Z");
    const urlset = parseSitemap(
      urlsetXml([{ loc: "https://x.example/", lastmod }, { loc: "https://x.example/a" }])?.join("") ?? "",
    );
    expect(urlset).toEqual({
      kind: "urlset",
      entries: [{ loc: "https://x.example/", lastmod: "2025-01-02T03:04:05Z" }, { loc: "https://x.example/a" }],
      namespaces: { "": sitemapNamespace },
    });
    expect(parseSitemap(sitemapIndexXml([{ loc: "https://x.example/s.xml", lastmod }]))).toEqual({
      kind: "sitemapindex",
      entries: [{ loc: "https://x.example/s.xml", lastmod: "2025-01-02T03:04:05Z" }],
      namespaces: { "": sitemapNamespace },
    });
    expect(urlsetXml([])).toBeNull();
  });

  it("writes a page's language alternates after its lastmod, the xhtml namespace declared, their '&' escaped", () => {
    const english = "https://x.example/listings?type=van&make=ford";
    const french = "https://x.example/fr/listings?type=van&make=ford";
    const alternates = [
      { hreflang: "en-US", href: english },
      { hreflang: "fr-CA", href: french },
      { hreflang: "x-default", href: english },
    ];
    const lastmod = new Date("2025-01-02T03:04:05Z");
    const xml = urlsetXml([{ loc: french, lastmod, alternates }])?.join("") ?? "";
    expect(xml).toContain(
      '<lastmod>2025-01-02T03:04:05Z</lastmod><xhtml:link rel="alternate" hreflang="en-US" href="https://x.example/listings?type=van&amp;make=ford"/>',
    );
    expect(parseSitemap(xml)).toEqual({
      kind: "urlset",
      entries: [
        {
          loc: french,
          lastmod: "2025-01-02T03:04:05Z",
          alternates: { "en-US": english, "fr-CA": french, "x-default": english },
        },
      ],
      namespaces: { "": sitemapNamespace, xhtml: xhtmlNamespace },
    });
    // Without its namespace declared, `xhtml:` is no prefix the XML knows.
    expect(() => parseSitemap(xml.replace(` xmlns:xhtml="${xhtmlNamespace}"`, ""))).toThrow(/not well-formed/);
  });

  it("finds the newest of some dates", () => {
    const [a, b] = [new Date("2025-01-01"), new Date("2025-02-01")];
    expect(newestDate([a, undefined, b])).toBe(b);
    expect(newestDate([undefined])).toBeUndefined();
  });
});
