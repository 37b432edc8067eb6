// What the listing page shows that follows from the listing alone (docs/product/listing-page.md): its JSON-LD, its
// breadcrumbs, its off-grid rating, the sold panel's 'similar campers' address, its canonical address, its meta
// description and share text, and its share image's meta tags. Made
// on the server so that the browser is not sent the code that makes them (ADR 052), and once per listing read: a
// visitor's page reuses the remembered listing (getListingPage), so its view is reused with it.
import { offGridRating } from "#app/modules/camper-details/off-grid-rating.ts";
import { type DisclosureView, disclosureView } from "#app/modules/disclosure/disclosure-view.ts";
import { knownVehicleDamages } from "#app/modules/disclosure/known-damages.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { listingBreadcrumbs } from "#app/modules/landing-pages/breadcrumbs.ts";
import { similarCampersPath } from "#app/modules/search/similar-campers.ts";
import { listingSocialCard } from "#app/modules/social-images/listing-social-card.ts";
import { socialImageMeta } from "#app/modules/social-images/social-image-card.ts";
import type { PublicListing } from "./get-public-listing.server.ts";
import { canonicalListingUrl, descriptionExcerpt } from "./listing-sharing.ts";
import { listingStructuredData, serializeJsonLd } from "./listing-structured-data.ts";
import { listingDisplayTitle } from "./listing-summary.ts";

export interface ListingPageView {
  structuredData: string;
  breadcrumbs: ReturnType<typeof listingBreadcrumbs>;
  offGrid: ReturnType<typeof offGridRating>;
  similarPath: string;
  /** `/listing/{id}`, absolute: the canonical link, `og:url` and what the Share button shares. */
  canonicalUrl: string;
  /** The description's first 160 characters: the meta description and the Share button's text. */
  shareText: string;
  /** Only a public listing has a share image (docs/product/found-and-shared.md, "Social images"). */
  shareImageMeta: ReturnType<typeof socialImageMeta>;
  /** The Paperwork box and Condition section in the page's words. */
  disclosure: DisclosureView;
}

const views = new WeakMap<PublicListing, Map<string, ListingPageView>>();

/** The view of `listing` for pages at `baseUrl` in `translator`'s language (breadcrumbs are in the page's words). */
export function listingPageView(
  listing: PublicListing,
  baseUrl: string,
  translator: Translator = translatorFor(defaultLocale),
): ListingPageView {
  const key = `${translator.locale} ${baseUrl}`;
  const known = views.get(listing)?.get(key);
  if (known) return known;
  const view: ListingPageView = {
    structuredData: serializeJsonLd(
      listingStructuredData({ ...listing, knownVehicleDamages: knownVehicleDamages(translator, listing) }, baseUrl),
    ),
    breadcrumbs: listingBreadcrumbs({ ...listing, title: listingDisplayTitle(listing) }, translator.t),
    offGrid: offGridRating(listing),
    similarPath: similarCampersPath(listing),
    canonicalUrl: canonicalListingUrl(baseUrl, listing.id),
    shareText: descriptionExcerpt(listing.description),
    shareImageMeta: listing.isPublic
      ? socialImageMeta({ baseUrl, kind: "listing", id: listing.id, card: listingSocialCard(listing) })
      : [],
    disclosure: disclosureView(translator, listing),
  };
  const byKey = views.get(listing) ?? new Map<string, ListingPageView>();
  byKey.set(key, view);
  views.set(listing, byKey);
  return view;
}
