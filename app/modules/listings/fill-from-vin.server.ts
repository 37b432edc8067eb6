import type { Translator } from "#app/modules/i18n/translator.ts";
import { normalizedVin } from "#app/modules/vin/vin.ts";
import { parseYear, typedText } from "./listing-form-rules.ts";
import { decodeListingVin } from "./listing-vin.server.ts";
import { vinDecodeReading, vinProblemReading } from "./vin-reading.ts";

type FormValues = Record<string, string | string[]>;

/**
 * 'Fill in from the VIN' before JavaScript (docs/product/vin-and-paperwork.md): the form comes back as typed, its empty
 * make, model and year filled from the VIN, with the lines the form says of the VIN and of what was filled; nothing
 * is saved.
 */
export async function fillFromVin(
  values: FormValues,
  translator: Translator,
): Promise<{ values: FormValues; note: string[] }> {
  const vin = normalizedVin(typedText(values.vin));
  const problem = vinProblemReading(vin, translator);
  if (problem) return { values, note: problem.lines };
  const typed = {
    make: typedText(values.make).trim(),
    model: typedText(values.model).trim(),
    year: typedText(values.year).trim(),
  };
  const reading = vinDecodeReading(await decodeListingVin(vin, parseYear(typed.year)), typed, translator);
  if (!reading.fill) return { values, note: reading.lines };
  const filled = {
    make: typed.make || reading.fill.make,
    model: typed.model || (reading.fill.model ?? ""),
    year: typed.year || (reading.fill.year ?? ""),
  };
  const didFill = filled.make !== typed.make || filled.model !== typed.model || filled.year !== typed.year;
  const lines = didFill ? [...reading.lines, translator.t("listings.form.vinFilled")] : reading.lines;
  return { values: { ...values, vin, ...filled }, note: lines };
}
