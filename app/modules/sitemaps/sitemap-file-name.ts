import { z } from "zod";

/** A child sitemap of /sitemap.xml (docs/product/found-and-shared.md, Sitemaps), as its address names it. */
export type SitemapFile =
  | { kind: "pages" | "landing-pages" | "builders" | "blog" }
  | { kind: "listings" /** 1, 2, … */; number: number };

/** Far past any real count (2.5 billion listings at 25,000 a file): a bigger number is junk, not a file. */
const highestListingsFileNumber = 100_000;

/** The `:file` of /sitemaps/:file: "pages.xml", "listings-2.xml"; anything else is no sitemap (404). */
export const sitemapFileNameSchema = z.string().transform((name, context): SitemapFile => {
  const named = /^(pages|landing-pages|builders|blog)\.xml$/.exec(name);
  if (named) return { kind: named[1] as "pages" | "landing-pages" | "builders" | "blog" };
  const numbered = /^listings-([1-9][0-9]{0,5})\.xml$/.exec(name);
  const number = Number(numbered?.[1]);
  if (numbered && number <= highestListingsFileNumber) return { kind: "listings", number };
  context.addIssue({ code: "custom", message: "No such sitemap." });
  return z.NEVER;
});

/** The file's path on the site: /sitemaps/listings-2.xml. */
export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === "listings" ? `/sitemaps/listings-${file.number}.xml` : `/sitemaps/${file.kind}.xml`;
}
