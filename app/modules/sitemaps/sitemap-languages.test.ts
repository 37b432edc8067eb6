// Every page in the sitemaps in each announced language (docs/product/found-and-shared.md, Sitemaps).
import { describe, expect, it } from "vitest";
import { pageInLocales, pagesPerSitemap, sitemapLocales } from "./sitemap-languages.ts";
import { urlElement, urlsetEnd, urlsetStart, urlsPerSitemap } from "./sitemap-xml.ts";

const baseUrl = "https://roamstead.example";
const lastmod = new Date("2025-05-06T07:08:09Z");
const both = sitemapLocales({ offersFrench: true });
const englishOnly = sitemapLocales({ offersFrench: false });

describe("a page in the sitemaps' languages", () => {
  it("is an English and a French address, the same lastmod, each naming both and x-default (English)", () => {
    const english = `${baseUrl}/campers/vans/colorado`;
    const french = `${baseUrl}/fr/campers/vans/colorado`;
    const alternates = [
      { hreflang: "en-US", href: english },
      { hreflang: "fr-CA", href: french },
      { hreflang: "x-default", href: english },
    ];
    expect(pageInLocales({ baseUrl, pageLocales: both }, { path: "/campers/vans/colorado", lastmod })).toEqual([
      { loc: english, lastmod, alternates },
      { loc: french, lastmod, alternates },
    ]);
    expect(pageInLocales({ baseUrl, pageLocales: both }, { path: "/" }).map((entry) => entry.loc)).toEqual([
      `${baseUrl}/`,
      `${baseUrl}/fr`,
    ]);
  });

  it("is its English address alone, without alternates, while French is not announced", () => {
    expect(pageInLocales({ baseUrl, pageLocales: englishOnly }, { path: "/listing/42", lastmod })).toEqual([
      { loc: `${baseUrl}/listing/42`, lastmod },
    ]);
  });
});

describe("how many pages a file holds", () => {
  it("is half the protocol's 50,000 addresses in two languages, all of them in English alone", () => {
    expect(pagesPerSitemap(both)).toBe(25_000);
    expect(pagesPerSitemap(englishOnly)).toBe(urlsPerSitemap);
    expect(pagesPerSitemap(both, 5)).toBe(2);
  });

  it("keeps a full listings file under the protocol's 50 MB, on a BASE_URL of 100 characters", () => {
    const longBase = `https://${"a".repeat(88)}.com`;
    const listing = "/listing/0b6f4d1e-8c9a-4f0e-9e3b-1a2b3c4d5e6f";
    const oneListing = pageInLocales({ baseUrl: longBase, pageLocales: both }, { path: listing, lastmod })
      .map(urlElement)
      .join("");
    const fileBytes =
      Buffer.byteLength(urlsetStart({ hasAlternates: true }) + urlsetEnd) +
      Buffer.byteLength(oneListing) * pagesPerSitemap(both);
    expect(longBase).toHaveLength(100);
    expect(fileBytes).toBeLessThanOrEqual(50 * 1024 * 1024);
  });
});
