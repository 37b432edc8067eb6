// The name 'Save this search' suggests: the search in a few words (docs/product/buyers-come-back.md), in the page's
// language (ADR 056). Browser-safe, and read from the URL's parameters so the page needs no parser for it.
import type { VehicleType } from "#app/db/schema.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { distanceInPageUnit } from "#app/modules/listings/odometer.ts";
import { featuresIn } from "#app/modules/search/active-filters.ts";
import { camperDetailFilters, offGridMinFilter } from "#app/modules/search/camper-detail-filters.ts";
import { paperworkParams } from "#app/modules/search/search-params.ts";
import { maxSavedSearchNameLength } from "./saved-search-rules.ts";

const vehicleTypeWords: Record<VehicleType, MessageId> = {
  van: "saved-searches.summary.type.van",
  skoolie: "saved-searches.summary.type.skoolie",
  rv: "saved-searches.summary.type.rv",
  overlander: "saved-searches.summary.type.overlander",
};

/**
 * "Van Ford Transit, US$20,000–US$60,000, within 100 miles of Portland, OR"; "All campers" without filters. Prices are in
 * the currency the address names (docs/product/currencies-and-units.md).
 */
export function searchSummary(params: URLSearchParams, { t, locale }: Translator): string {
  const read = (name: string) => params.get(name)?.trim() || undefined;
  const currency = read("currency") === "CAD" ? "CAD" : "USD";
  const dollars = (text: string) =>
    /^\d+$/.test(text) ? formatMoney(Number(text) * 100, currency, locale) : undefined;
  const type = read("vehicleType");
  const typeWords =
    type && Object.hasOwn(vehicleTypeWords, type) ? t(vehicleTypeWords[type as VehicleType]) : undefined;
  const what = [typeWords, read("make"), read("model")].filter(Boolean).join(" ");
  const min = dollars(read("minPrice") ?? "");
  const max = dollars(read("maxPrice") ?? "");
  const price =
    min && max
      ? t("saved-searches.summary.priceRange", { min, max })
      : min
        ? t("saved-searches.summary.priceFrom", { min })
        : max
          ? t("saved-searches.summary.priceUpTo", { max })
          : "";
  const location = read("location");
  const radius = read("radius");
  const where =
    location && radius
      ? t("saved-searches.summary.within", {
          radius: /^\d+$/.test(radius) ? distanceInPageUnit(Number(radius), locale) : radius,
          location,
        })
      : read("bbox")
        ? t("saved-searches.summary.mapArea")
        : "";
  const more =
    [
      ...camperDetailFilters.map((filter) => filter.param),
      offGridMinFilter.param,
      "reduced",
      ...paperworkParams,
    ].filter((name) => read(name) !== undefined).length + featuresIn(params).length;
  const parts = [
    what || t("saved-searches.summary.allCampers"),
    price,
    where,
    more ? t("saved-searches.summary.moreFilters", { count: more }) : "",
  ];
  return parts.filter(Boolean).join(", ").slice(0, maxSavedSearchNameLength);
}
