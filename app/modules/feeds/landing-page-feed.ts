// The feed of a landing page (docs/product/open-platform.md, Atom feeds): /listings/feed.atom with the parameters
// of the page's search. A make page's `make` finds the listings whose make holds its name, as /listings' does.
import { type LandingPage, regionSlug } from "#app/modules/landing-pages/landing-page-catalog.ts";

export function landingPageFeedParams(page: LandingPage): URLSearchParams {
  switch (page.kind) {
    case "type":
      return new URLSearchParams({ vehicleType: page.type.vehicleType });
    case "type-in-region":
      return new URLSearchParams({ vehicleType: page.type.vehicleType, region: regionSlug(page.region) });
    case "make":
      return new URLSearchParams({ make: page.makeName });
  }
}
