// The breadcrumb trails of landing pages and listing pages (docs/product/found-and-shared.md, Breadcrumbs): the
// visible `nav` and the BreadcrumbList structured data both read them, so the two never disagree.
import type { VehicleType } from "#app/db/schema.ts";
import {
  findRegionByCode,
  type LandingPage,
  landingPageHeading,
  landingPagePath,
  landingTypeOf,
} from "./landing-page-catalog.ts";

export interface Breadcrumb {
  name: string;
  /** Relative to the site ("/campers/vans"); the last crumb is the page itself. */
  path: string;
}

const home: Breadcrumb = { name: "Home", path: "/" };

/** Home › type › state (for a type in a state), or Home › make. */
export function landingPageBreadcrumbs(page: LandingPage): Breadcrumb[] {
  switch (page.kind) {
    case "type":
      return [home, { name: page.type.label, path: landingPagePath(page) }];
    case "type-in-region": {
      const typePage: LandingPage = { kind: "type", type: page.type };
      return [
        home,
        { name: page.type.label, path: landingPagePath(typePage) },
        { name: page.region.name, path: landingPagePath(page) },
      ];
    }
    case "make":
      return [home, { name: landingPageHeading(page), path: landingPagePath(page) }];
  }
}

/** Home › its type's page › its type-in-state page (when its location names a state or province) › its title. */
export function listingBreadcrumbs(listing: {
  id: string;
  title: string;
  vehicleType: VehicleType;
  regionCode: string | null;
}): Breadcrumb[] {
  const type = landingTypeOf(listing.vehicleType);
  const region = findRegionByCode(listing.regionCode);
  const trail = region
    ? landingPageBreadcrumbs({ kind: "type-in-region", type, region })
    : landingPageBreadcrumbs({ kind: "type", type });
  return [...trail, { name: listing.title, path: `/listing/${listing.id}` }];
}
