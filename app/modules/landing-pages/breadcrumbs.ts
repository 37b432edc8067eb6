// The breadcrumb trails of landing pages and listing pages (docs/product/found-and-shared.md, Breadcrumbs): the
// visible `nav` and the BreadcrumbList structured data both read them, so the two never disagree on where a crumb
// leads. The visible trail is in the page's language (a translator's `t`); without one, the names are the English of
// the structured data, which stays in English.
import type { VehicleType } from "#app/db/schema.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import {
  findRegionByCode,
  type LandingPage,
  landingPageHeading,
  landingPagePath,
  landingTypeOf,
  regionName,
} from "./landing-page-catalog.ts";

export interface Breadcrumb {
  name: string;
  /** Relative to the site ("/campers/vans"); the last crumb is the page itself. */
  path: string;
}

type Translate = Translator["t"];

/** The crumbs' names: the page's words, or the structured data's English. */
function crumbNames(t: Translate | undefined) {
  return {
    home: t ? t("landing-pages.breadcrumb.home") : "Home",
    type: (page: Extract<LandingPage, { kind: "type" | "type-in-region" }>) =>
      t ? t(`landing-pages.type.${page.type.slug}`) : page.type.label,
    region: (page: Extract<LandingPage, { kind: "type-in-region" }>) =>
      t ? regionName(t, page.region) : page.region.name,
    make: (page: Extract<LandingPage, { kind: "make" }>) =>
      t ? landingPageHeading(page, t) : `Used ${page.makeName} campers for sale`,
  };
}

/** Home › type › state (for a type in a state), or Home › make. */
export function landingPageBreadcrumbs(page: LandingPage, t?: Translate): Breadcrumb[] {
  const names = crumbNames(t);
  const home: Breadcrumb = { name: names.home, path: "/" };
  switch (page.kind) {
    case "type":
      return [home, { name: names.type(page), path: landingPagePath(page) }];
    case "type-in-region": {
      const typePage: LandingPage = { kind: "type", type: page.type };
      return [
        home,
        { name: names.type(page), path: landingPagePath(typePage) },
        { name: names.region(page), path: landingPagePath(page) },
      ];
    }
    case "make":
      return [home, { name: names.make(page), path: landingPagePath(page) }];
  }
}

/**
 * Home › its type's page › its type-in-state page (when its location names a state or province) › its title; in the
 * page's language with `t`.
 */
export function listingBreadcrumbs(
  listing: {
    id: string;
    title: string;
    vehicleType: VehicleType;
    regionCode: string | null;
  },
  t?: Translate,
): Breadcrumb[] {
  const type = landingTypeOf(listing.vehicleType);
  const region = findRegionByCode(listing.regionCode);
  const trail = region
    ? landingPageBreadcrumbs({ kind: "type-in-region", type, region }, t)
    : landingPageBreadcrumbs({ kind: "type", type }, t);
  return [...trail, { name: listing.title, path: `/listing/${listing.id}` }];
}
