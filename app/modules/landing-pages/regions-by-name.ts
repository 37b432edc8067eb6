// The states or provinces of one country as a form lists them: by their names in the page's language (regionName),
// in that language's alphabetical order.
import { type CountryCode, regions } from "#app/modules/geo/regions.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { regionName } from "./landing-page-catalog.ts";

export function regionsByName(
  country: CountryCode,
  { t, locale }: Pick<Translator, "t" | "locale">,
): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return regions
    .filter((region) => region.country === country)
    .map((region) => ({ code: region.code, name: regionName(t, region) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
