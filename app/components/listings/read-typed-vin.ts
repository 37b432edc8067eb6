// What 'Fill in from the VIN' says once clicked (docs/product/vin-and-paperwork.md): fetched with the click, not
// with the form, as most sellers never use it.
import type { VinDecode } from "#app/db/vin-decode.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { type VinReading, vinDecodeReading, vinProblemReading } from "#app/modules/listings/vin-reading.ts";
import { normalizedVin } from "#app/modules/vin/vin.ts";

/** Reads a typed VIN: its problem, or what `/api/vin-decode` says of it, checked against the form's make and year. */
export async function readTypedVin(
  typed: { vin: string; make: string; year: string },
  translator: Pick<Translator, "t">,
): Promise<VinReading> {
  const vin = normalizedVin(typed.vin);
  const problem = vinProblemReading(vin, translator);
  if (problem) return problem;
  let decode: VinDecode | null;
  try {
    const response = await fetch(`/api/vin-decode?${new URLSearchParams({ vin, year: typed.year.trim() })}`);
    decode = response.ok ? ((await response.json()) as { decode: VinDecode | null }).decode : null;
  } catch {
    decode = null;
  }
  return vinDecodeReading(decode, typed, translator);
}
