// The filters a search's URL has in use, each with a short label and the parameters that removing it drops
// (docs/product/browse-and-search.md, Results bar and chips). Browser-safe: the chips, the filter sheet's
// button and the server's 'try a wider search' suggestions all read the URL through it.

import {
  camperDetailOptionLabel,
  camperDetailUnitLabel,
  type Translate,
} from "#app/modules/camper-details/camper-details.ts";
import { formatDetailValue, isConverted, unitSystemOf } from "#app/modules/camper-details/detail-units.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { distanceInPageUnit } from "#app/modules/listings/odometer.ts";
import { camperDetailFilters, detailFilterLabel, offGridMinFilter } from "./camper-detail-filters.ts";
import { type CamperFeature, camperFeatureLabel, camperFeatures } from "./camper-features.ts";
import { featureParam } from "./search-params.ts";
import { vehicleTypeMessageIds } from "./vehicle-types.ts";

export interface ActiveFilter {
  /** The first parameter it removes; a stable key. */
  key: string;
  /** The chip's text: 'Van', 'Make: Ford', 'Max $60,000', 'Within 250 mi of Denver, CO'. */
  label: string;
  /** The parameters removing it drops (a place and its radius go together). */
  params: readonly string[];
  /** For a repeatable parameter (`feature`): the one value removing it drops. */
  value?: string;
}

/** Parameters that never count as a filter: the order, the page, the view and one-time flags. */
const notFilters = new Set(["sortBy", "sort", "cursor", "pageSize", "view", "pin", "submitted", "saved"]);

const isNumeric = (text: string) => /^\d[\d,]*$/.test(text);

/** The features a URL asks for, in the list's order, each once; unknown values are the parser's to refuse. */
export function featuresIn(params: URLSearchParams): CamperFeature[] {
  const asked = new Set(params.getAll(featureParam).map((value) => value.trim()));
  return camperFeatures.filter((feature) => asked.has(feature.value));
}

/**
 * The active filters in the panel's order, named in the page's language and units (the URL's are the stored ones: a
 * length in feet reads 'Longueur maximum : 7,3 mètres' in French); an empty or unknown parameter is none.
 */
export function activeFilters(params: URLSearchParams, t: Translate, locale: Locale): ActiveFilter[] {
  const system = unitSystemOf(locale);
  const value = (name: string) => (params.get(name) ?? "").trim();
  const filters: ActiveFilter[] = [];
  const add = (label: string, ...names: string[]) => {
    if (names[0]) filters.push({ key: names[0], label, params: names });
  };
  // `type` is another name of vehicleType (searchParamAliases): its chip removes both.
  const vehicleType = value("vehicleType") || value("type");
  if (vehicleType) {
    const id = vehicleTypeMessageIds[vehicleType as keyof typeof vehicleTypeMessageIds];
    add(id ? t(id) : vehicleType, "vehicleType", "type");
  }
  if (value("make")) add(t("search.chip.make", { make: value("make") }), "make");
  if (value("model")) add(t("search.chip.model", { model: value("model") }), "model");
  // Prices in the currency the address names (US dollars when none); a chip removes its bound, the currency stays.
  const currency = value("currency") === "CAD" ? "CAD" : "USD";
  const price = (text: string) =>
    isNumeric(text) ? formatMoney(Number(text.replace(/,/g, "")) * 100, currency, locale) : text;
  const minPrice = value("minPrice");
  if (minPrice) add(t("search.chip.minPrice", { price: price(minPrice) }), "minPrice");
  const maxPrice = value("maxPrice");
  if (maxPrice) add(t("search.chip.maxPrice", { price: price(maxPrice) }), "maxPrice");
  const location = value("location");
  const radius = value("radius");
  // The radius is in miles in the address; a French page says it in kilometres.
  const distance = isNumeric(radius) ? String(distanceInPageUnit(Number(radius), locale)) : radius;
  if (location && radius) add(t("search.chip.withinOf", { radius: distance, location }), "location", "radius");
  else if (location) add(t("search.chip.near", { location }), "location");
  else if (radius) add(t("search.chip.within", { radius: distance }), "radius");
  for (const filter of camperDetailFilters) {
    const stated = value(filter.param);
    if (!stated) continue;
    if (filter.kind === "choice") {
      const isOption = filter.field.options.some((candidate) => candidate.value === stated);
      const option = isOption ? camperDetailOptionLabel(t, filter.field, stated) : stated;
      add(t("search.chip.choice", { label: detailFilterLabel(t, filter), option }), filter.param);
    } else {
      const unit = camperDetailUnitLabel(t, filter.field, system);
      const shown =
        isConverted(filter.field, system) && /^\d+$/.test(stated)
          ? formatDetailValue(filter.field, Number(stated), locale)
          : stated;
      add(t("search.chip.number", { label: detailFilterLabel(t, filter), value: shown, unit }), filter.param);
    }
  }
  for (const feature of featuresIn(params)) {
    filters.push({
      key: `${featureParam}-${feature.value}`,
      label: camperFeatureLabel(t, feature),
      params: [featureParam],
      value: feature.value,
    });
  }
  const offGridMin = value(offGridMinFilter.param);
  if (offGridMin) add(t("search.chip.offGridMin", { value: offGridMin }), offGridMinFilter.param);
  if (value("reduced")) add(t("search.chip.reduced"), "reduced");
  if (value("title")) add(t("search.chip.cleanTitle"), "title");
  if (value("no_lien")) add(t("search.chip.noLien"), "no_lien");
  if (value("inspected")) add(t("search.chip.inspected"), "inspected");
  if (value("pending")) add(t("search.chip.pending"), "pending");
  if (value("bbox")) add(t("search.chip.mapArea"), "bbox");
  return filters;
}

/** The URL without one filter (and without a page cursor): what its chip links to. */
export function withoutFilter(
  params: URLSearchParams,
  filter: Pick<ActiveFilter, "params" | "value">,
): URLSearchParams {
  const dropped = new Set([...filter.params, "cursor", "submitted", "saved"]);
  const copy = new URLSearchParams();
  for (const [name, value] of params) {
    const isDropped =
      dropped.has(name) && (filter.value === undefined || value === filter.value || name !== featureParam);
    if (!isDropped) copy.append(name, value);
  }
  return copy;
}

/** The URL without any filter: the order and the view stay ('Clear all'). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (notFilters.has(name) && !["cursor", "submitted", "saved", "pin"].includes(name)) kept.append(name, value);
  }
  return kept;
}

/** '1 camper', '37 campers', '1,000+ campers' (in the page's language). */
export function campersCount(t: Translate, count: number, isCapped = false): string {
  return isCapped ? t("search.campersCapped", { count }) : t("search.campers", { count });
}
