// The links from a landing page to its neighbours (docs/product/found-and-shared.md, Landing pages): only pages
// that have listings today, each with its count. Browser-safe: the page renders what its loader worked out.
import type { Translator } from "#app/modules/i18n/translator.ts";
import { inRegion, type LandingPage, landingPagePath, regionName } from "./landing-page-catalog.ts";
import { type LandingType, landingTypes } from "./landing-types.ts";
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

/** The groups and links, named in the page's language (`t`, the request's). */
export function landingPageNeighbours(
  page: LandingPage,
  counts: LandingPageCounts,
  t: Translator["t"],
): NeighbourGroup[] {
  const typeName = (type: LandingType) => t(`landing-pages.type.${type.slug}`);
  const typeLinks = counts.types
    .filter((counted) => page.kind !== "type" || counted.type.slug !== page.type.slug)
    .sort((a, b) => landingTypes.indexOf(a.type) - landingTypes.indexOf(b.type))
    .map(({ type, count }) => ({ name: typeName(type), path: landingPagePath({ kind: "type", type }), count }));
  const otherTypes = { heading: t("landing-pages.neighbours.moreCampers"), links: typeLinks };
  switch (page.kind) {
    case "type":
      return [
        otherTypes,
        {
          heading: t("landing-pages.neighbours.byRegion", { type: typeName(page.type) }),
          links: counts.typesInRegions
            .filter((counted) => counted.type.slug === page.type.slug)
            .map((counted) => typeInRegionLink(counted, regionName(t, counted.region))),
        },
      ];
    case "type-in-region":
      return [
        {
          heading: t("landing-pages.neighbours.moreInRegion", { inRegion: inRegion(t, page.region) }),
          links: counts.typesInRegions
            .filter((counted) => counted.region.code === page.region.code && counted.type.slug !== page.type.slug)
            .sort((a, b) => landingTypes.indexOf(a.type) - landingTypes.indexOf(b.type))
            .map((counted) => typeInRegionLink(counted, typeName(counted.type))),
        },
        {
          heading: t("landing-pages.neighbours.otherRegions", { type: typeName(page.type) }),
          links: counts.typesInRegions
            .filter((counted) => counted.type.slug === page.type.slug && counted.region.code !== page.region.code)
            .map((counted) => typeInRegionLink(counted, regionName(t, counted.region))),
        },
      ];
    case "make":
      return [
        otherTypes,
        {
          heading: t("landing-pages.neighbours.moreMakes"),
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
