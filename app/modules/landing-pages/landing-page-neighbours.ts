// The links from a landing page to its neighbours (docs/product/found-and-shared.md, Landing pages): only pages
// that have listings today, each with its count. Browser-safe: the page renders what its loader worked out.
import { type LandingPage, landingPagePath } from "./landing-page-catalog.ts";
import { landingTypes } from "./landing-types.ts";
import type { LandingPageCounts } from "./read-landing-page-counts.server.ts";

export interface NeighbourLink {
  name: string;
  path: string;
  count: number;
}

export interface NeighbourGroup {
  heading: string;
  links: NeighbourLink[];
}

/** How many other makes a make page links: those with the most listings. */
export const neighbourMakeCount = 12;

type TypeInRegionCount = LandingPageCounts["typesInRegions"][number];

function typeInRegionLink({ type, region, count }: TypeInRegionCount, name: string): NeighbourLink {
  return { name, path: landingPagePath({ kind: "type-in-region", type, region }), count };
}

export function landingPageNeighbours(page: LandingPage, counts: LandingPageCounts): NeighbourGroup[] {
  const typeLinks = counts.types
    .filter((counted) => page.kind !== "type" || counted.type.slug !== page.type.slug)
    .sort((a, b) => landingTypes.indexOf(a.type) - landingTypes.indexOf(b.type))
    .map(({ type, count }) => ({ name: type.label, path: landingPagePath({ kind: "type", type }), count }));
  const otherTypes = { heading: "More campers", links: typeLinks };
  switch (page.kind) {
    case "type":
      return [
        otherTypes,
        {
          heading: `${page.type.label} by state and province`,
          links: counts.typesInRegions
            .filter((counted) => counted.type.slug === page.type.slug)
            .map((counted) => typeInRegionLink(counted, counted.region.name)),
        },
      ];
    case "type-in-region":
      return [
        {
          heading: `More campers in ${page.region.name}`,
          links: counts.typesInRegions
            .filter((counted) => counted.region.code === page.region.code && counted.type.slug !== page.type.slug)
            .sort((a, b) => landingTypes.indexOf(a.type) - landingTypes.indexOf(b.type))
            .map((counted) => typeInRegionLink(counted, counted.type.label)),
        },
        {
          heading: `${page.type.label} in other states and provinces`,
          links: counts.typesInRegions
            .filter((counted) => counted.type.slug === page.type.slug && counted.region.code !== page.region.code)
            .map((counted) => typeInRegionLink(counted, counted.region.name)),
        },
      ];
    case "make":
      return [
        otherTypes,
        {
          heading: "More makes",
          links: counts.makes
            .filter((counted) => counted.makeSlug !== page.makeSlug)
            .slice(0, neighbourMakeCount)
            .map(({ makeSlug, makeName, count }) => ({
              name: makeName,
              path: landingPagePath({ kind: "make", makeSlug, makeName }),
              count,
            })),
        },
      ];
  }
}
