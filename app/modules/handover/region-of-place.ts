// The state or province of a place as the site stores it: a profile's place ('Colorado', 'Denver, CO',
// 'Saint-Jérôme, QC'). Browser-safe.
import { normalisePlaceText } from "#app/modules/geo/place-text.ts";
import { findRegionByText, type Region, regions } from "#app/modules/geo/regions.ts";

/** A label's trailing region code, as the geocoders write it ("Denver, CO", "97201 (Portland, OR)"). */
const trailingCode = /,\s*([A-Za-z]{2})\)?\s*$/;

/** The region `place` is in, or null when it names none (or there is no place). */
export function regionOfPlace(place: string | null | undefined): Region | null {
  const text = place?.trim();
  if (!text) return null;
  const named = findRegionByText(normalisePlaceText(text));
  if (named) return named;
  const code = trailingCode.exec(text)?.[1]?.toUpperCase();
  return regions.find((region) => region.code === code) ?? null;
}

/** The region of a postal code ("OR", "on"), or null. */
export function regionOfCode(code: string): Region | null {
  const upper = code.trim().toUpperCase();
  return regions.find((region) => region.code === upper) ?? null;
}
