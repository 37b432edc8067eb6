import type { Translator } from "#app/modules/i18n/translator.ts";
import { contradictsTyped, decodedVehicleName } from "#app/modules/vin/decoded-vehicle.ts";
import { normalizedVin, vinProblem } from "#app/modules/vin/vin.ts";
import { parseYear, typedText, vinProblemMessages } from "./listing-form-rules.ts";
import { decodeListingVin } from "./listing-vin.server.ts";

type FormValues = Record<string, string | string[]>;

/**
 * 'Fill in from the VIN' before JavaScript (docs/product/vin-and-paperwork.md): the form comes back as typed, its empty
 * make, model and year filled from the VIN, with a line saying what the VIN is and whether it agrees; nothing is saved.
 */
export async function fillFromVin(
  values: FormValues,
  { t }: Translator,
): Promise<{ values: FormValues; note: string }> {
  const vin = normalizedVin(typedText(values.vin));
  const problem = vinProblem(vin);
  if (problem !== null) return { values, note: t(vinProblemMessages[problem]) };
  const decode = await decodeListingVin(vin, parseYear(typedText(values.year)));
  if (decode === null) return { values, note: t("listings.form.vinUnavailable") };
  if (!decode.found) return { values, note: t("listings.form.vinNotFound") };
  const typed = {
    make: typedText(values.make).trim(),
    model: typedText(values.model).trim(),
    year: typedText(values.year).trim(),
  };
  const filled = {
    make: typed.make || decode.make,
    model: typed.model || (decode.model ?? ""),
    year: typed.year || (decode.modelYear === undefined ? "" : String(decode.modelYear)),
  };
  const vehicle = decodedVehicleName(decode);
  const lines = [t("listings.form.vinDecoded", { vehicle })];
  if (filled.make !== typed.make || filled.model !== typed.model || filled.year !== typed.year) {
    lines.push(t("listings.form.vinFilled"));
  }
  if (contradictsTyped(decode, typed)) {
    lines.push(t("listings.form.vinContradicts", { vehicle, typed: `${typed.year} ${typed.make}`.trim() }));
  }
  return { values: { ...values, vin, ...filled }, note: lines.join(" ") };
}
