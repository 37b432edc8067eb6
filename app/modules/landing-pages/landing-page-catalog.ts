// The landing pages for the searches people type (docs/product/found-and-shared.md): which addresses exist,
// what each is called and what it searches. Browser-safe and without the database: the routes, the sitemap,
// the breadcrumbs and the canonical URLs of /listings all read addresses and names from here.
import type { VehicleType } from "#app/db/schema.ts";
import { type Region, regions } from "#app/modules/geo/regions.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { searchPageSizes } from "#app/modules/search/listing-page.ts";
import { type LandingType, landingTypePath, landingTypes } from "./landing-types.ts";

/** Cards per page of a landing page: the home page's twelve. */
export const landingPageSize = searchPageSizes.home;

/** A state or province's address part: "Colorado" → colorado, "British Columbia" → british-columbia. */
export function regionSlug(region: Pick<Region, "name">): string {
  return slugify(region.name);
}

/**
 * A make's address part, the same rule the database applies to `listings.make_slug` (drizzle 0018) for the
 * ASCII letters and digits every make is written with: lower case, every other run of characters one hyphen.
 * Links to make pages take the slug the database stored; this is for tests and for reading a typed make.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a landing page searches: a type, a type in a state or province, or a make. */
export type LandingPage =
  | { kind: "type"; type: LandingType }
  | { kind: "type-in-region"; type: LandingType; region: Region }
  | { kind: "make"; makeSlug: string /** As most of its listings write it ("Mercedes-Benz"). */; makeName: string };

const typesBySlug: ReadonlyMap<string, LandingType> = new Map(landingTypes.map((type) => [type.slug, type]));
const typesByVehicleType: ReadonlyMap<VehicleType, LandingType> = new Map(
  landingTypes.map((type) => [type.vehicleType, type]),
);
const regionsBySlug: ReadonlyMap<string, Region> = new Map(regions.map((region) => [regionSlug(region), region]));
const regionsByCode: ReadonlyMap<string, Region> = new Map(regions.map((region) => [region.code, region]));

export function landingTypeOf(vehicleType: VehicleType): LandingType {
  const type = typesByVehicleType.get(vehicleType);
  if (!type) throw new Error(`no landing page for the vehicle type "${vehicleType}"`);
  return type;
}

export function findLandingType(slug: string): LandingType | undefined {
  return typesBySlug.get(slug);
}

export function findRegionBySlug(slug: string): Region | undefined {
  return regionsBySlug.get(slug);
}

/** The region of a stored `listings.region_code`; undefined for a code that is no US state or Canadian province. */
export function findRegionByCode(code: string | null | undefined): Region | undefined {
  return code ? regionsByCode.get(code) : undefined;
}

/** The path of a landing page, relative to the site: `/campers/vans/colorado`. */
export function landingPagePath(page: LandingPage): string {
  switch (page.kind) {
    case "type":
      return landingTypePath(page.type);
    case "type-in-region":
      return `/campers/${page.type.slug}/${regionSlug(page.region)}`;
    case "make":
      return `/campers/make/${page.makeSlug}`;
  }
}

type Translate = Translator["t"];

/** A state or province as a page names it: "Colorado", "Québec" (landing-pages.region.name). */
export const regionName = (t: Translate, region: Pick<Region, "code" | "name">) =>
  t("landing-pages.region.name", { code: region.code, name: region.name });

/** "in Colorado", "au Québec", "en Ontario" (landing-pages.region.in). */
export const inRegion = (t: Translate, region: Pick<Region, "code" | "name">) =>
  t("landing-pages.region.in", { code: region.code, name: regionName(t, region) });

/** The page's heading and the first part of its title: "Used camper vans for sale in Colorado". */
export function landingPageHeading(page: LandingPage, t: Translate): string {
  switch (page.kind) {
    case "type":
      return t(`landing-pages.heading.type.${page.type.slug}`);
    case "type-in-region":
      return t(`landing-pages.heading.typeInRegion.${page.type.slug}`, { inRegion: inRegion(t, page.region) });
    case "make":
      return t("landing-pages.heading.make", { make: page.makeName });
  }
}

/** The meta description: what is on the page, with the count the page shows. */
export function landingPageDescription(page: LandingPage, count: number, t: Translate): string {
  switch (page.kind) {
    case "type":
      return t(`landing-pages.description.type.${page.type.slug}`, { count });
    case "type-in-region":
      return t(`landing-pages.description.typeInRegion.${page.type.slug}`, {
        count,
        inRegion: inRegion(t, page.region),
      });
    case "make":
      return t("landing-pages.description.make", { count, make: page.makeName });
  }
}
