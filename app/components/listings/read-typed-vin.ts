// What 'Fill in from the VIN' says once clicked (docs/product/vin-and-paperwork.md): fetched with the click, not
// with the form, as most sellers never use it.
import type { VinDecode } from "#app/db/vin-decode.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { vinProblemMessages } from "#app/modules/listings/listing-form-rules.ts";
import { contradictsTyped, decodedVehicleFacts, decodedVehicleName } from "#app/modules/vin/decoded-vehicle.ts";
import { normalizedVin, vinProblem } from "#app/modules/vin/vin.ts";

export interface VinReading {
  /** What to say, in the page's language. */
  lines: string[];
  /** The make, model and year to offer, when the VIN gave them. */
  fill?: { make: string; model?: string; year?: string };
}

/** Reads a typed VIN: its problem, or what `/api/vin-decode` says of it, checked against the form's make and year. */
export async function readTypedVin(
  typed: { vin: string; make: string; year: string },
  { t }: Pick<Translator, "t">,
): Promise<VinReading> {
  const vin = normalizedVin(typed.vin);
  const problem = vinProblem(vin);
  if (problem !== null) return { lines: [t(vinProblemMessages[problem])] };
  let decode: VinDecode | null | undefined;
  try {
    const response = await fetch(`/api/vin-decode?${new URLSearchParams({ vin, year: typed.year.trim() })}`);
    decode = response.ok ? ((await response.json()) as { decode: VinDecode | null }).decode : null;
  } catch {
    decode = null;
  }
  if (!decode) return { lines: [t("listings.form.vinUnavailable")] };
  if (!decode.found) return { lines: [t("listings.form.vinNotFound")] };
  const vehicle = decodedVehicleName(decode);
  const facts = decodedVehicleFacts(decode);
  const lines = [t("listings.form.vinDecoded", { vehicle }), ...(facts.length > 0 ? [facts.join(" · ")] : [])];
  if (contradictsTyped(decode, typed)) {
    lines.push(t("listings.form.vinContradicts", { vehicle, typed: `${typed.year} ${typed.make}`.trim() }));
  }
  return { lines, fill: { make: decode.make, model: decode.model, year: decode.modelYear?.toString() } };
}
