// What the listing form says of a typed VIN (docs/product/vin-and-paperwork.md), the same whether the server answers a
// form sent before JavaScript or the browser asks `/api/vin-decode`: its problem, or what NHTSA's data says of it and
// whether that agrees with the form. Browser-safe; fetched only when 'Fill in from the VIN' is used.
import type { VinDecode } from "#app/db/vin-decode.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { contradictsTyped, decodedVehicleFacts, decodedVehicleName } from "#app/modules/vin/decoded-vehicle.ts";
import { vinProblem } from "#app/modules/vin/vin.ts";
import { vinProblemMessages } from "./listing-form-rules.ts";

export interface VinReading {
  /** What to say, line by line, in the page's language. */
  lines: string[];
  /** The make, model and year the VIN gives, to offer or to fill in. */
  fill?: { make: string; model?: string; year?: string };
}

/** The words for a normalized VIN's problem; null when it is well formed (then it can be decoded). */
export function vinProblemReading(vin: string, { t }: Pick<Translator, "t">): VinReading | null {
  const problem = vinProblem(vin);
  return problem === null ? null : { lines: [t(vinProblemMessages[problem])] };
}

/** What a decode says, checked against the form's make and year; null: the decoder could not answer. */
export function vinDecodeReading(
  decode: VinDecode | null,
  typed: { make: string; year: string },
  { t }: Pick<Translator, "t">,
): VinReading {
  if (decode === null) return { lines: [t("listings.form.vinUnavailable")] };
  if (!decode.found) return { lines: [t("listings.form.vinNotFound")] };
  const vehicle = decodedVehicleName(decode);
  const facts = decodedVehicleFacts(decode);
  const lines = [t("listings.form.vinDecoded", { vehicle }), ...(facts.length > 0 ? [facts.join(" · ")] : [])];
  if (contradictsTyped(decode, typed)) {
    lines.push(t("listings.form.vinContradicts", { vehicle, typed: `${typed.year} ${typed.make}`.trim() }));
  }
  return { lines, fill: { make: decode.make, model: decode.model, year: decode.modelYear?.toString() } };
}
