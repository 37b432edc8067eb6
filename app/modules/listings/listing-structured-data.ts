// What search engines and link previews read about a listing: the meta description, the share text,
// and the schema.org Product + BreadcrumbList JSON-LD. Pure functions, used on the server and in the browser.
import { type ListingSummary, listingDisplayTitle } from "./listing-summary.ts";

/** Meta description and share text length (docs/product/listing-page.md). */
export const descriptionExcerptLength = 160;

export type ListingStructuredDataInput = Pick<
  ListingSummary,
  "id" | "title" | "make" | "model" | "year" | "priceCents"
> & {
  description: string;
  images: readonly string[];
  /** A sold listing's offer is sold out (docs/product/mark-as-sold.md). */
  soldAt?: Date | string | null;
};

/** The canonical address of a listing's page: `/listing/{id}` (docs/product/listing-page.md), absolute. */
export function canonicalListingUrl(baseUrl: string, id: string): string {
  return `${trimSlash(baseUrl)}/listing/${id}`;
}

/** An image path such as `/uploads/a.webp` made absolute on BASE_URL; absolute URLs stay as they are. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${trimSlash(baseUrl)}/`).toString();
}

/** The first 160 characters of a description, whitespace runs (line breaks) folded to one space. */
export function descriptionExcerpt(description: string, length = descriptionExcerptLength): string {
  const folded = description.replace(/\s+/g, " ").trim();
  // No more UTF-16 units than code points allowed: nothing to cut (the common case, and a page render's).
  if (folded.length <= length) return folded;
  // Cut by code point, so that an emoji is never cut in half.
  let end = 0;
  for (let points = 0; points < length && end < folded.length; points++) {
    end += (folded.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return folded.slice(0, end).trimEnd();
}

/** Schema.org Product (a used vehicle for sale in USD) and the breadcrumb Home → Listings → listing. */
export function listingStructuredData(listing: ListingStructuredDataInput, baseUrl: string) {
  const name = listingDisplayTitle(listing);
  const url = canonicalListingUrl(baseUrl, listing.id);
  const base = trimSlash(baseUrl);
  const product = {
    "@type": "Product",
    "@id": `${url}#product`,
    name,
    description: descriptionExcerpt(listing.description, 5000) || name,
    image: listing.images.map((image) => absoluteUrl(baseUrl, image)),
    ...(listing.make.trim() ? { brand: { "@type": "Brand", name: listing.make.trim() } } : {}),
    ...(listing.model.trim() ? { model: listing.model.trim() } : {}),
    productionDate: String(listing.year),
    url,
    offers: {
      "@type": "Offer",
      url,
      price: (listing.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      itemCondition: "https://schema.org/UsedCondition",
      availability: listing.soldAt ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    },
  };
  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${base}/` },
      { "@type": "ListItem", position: 2, name: "Listings", item: `${base}/listings` },
      { "@type": "ListItem", position: 3, name, item: url },
    ],
  };
  return { "@context": "https://schema.org", "@graph": [product, breadcrumbs] as const };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes so that
 * text such as `</script>` in a description cannot end the script; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function trimSlash(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}
