// A landing page's JSON-LD (docs/product/found-and-shared.md, Structured data): the BreadcrumbList of its visible
// breadcrumbs and an ItemList of the listings it shows. Pure: the page renders it with serializeJsonLd.
import { canonicalListingUrl } from "#app/modules/listings/listing-sharing.ts";
import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { breadcrumbListStructuredData } from "./breadcrumb-list-structured-data.ts";
import { landingPageBreadcrumbs } from "./breadcrumbs.ts";
import type { LandingPage } from "./landing-page-catalog.ts";

export function landingPageStructuredData(
  page: LandingPage,
  listings: readonly Pick<ListingSummary, "id" | "title" | "make" | "model">[],
  baseUrl: string,
) {
  const itemList = {
    "@type": "ItemList",
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: listingDisplayTitle(listing),
      url: canonicalListingUrl(baseUrl, listing.id),
    })),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [breadcrumbListStructuredData(landingPageBreadcrumbs(page), baseUrl), itemList],
  };
}
