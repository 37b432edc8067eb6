// A vehicle identification number (docs/product/vin-and-paperwork.md): 17 characters of digits and capital letters
// without I, O or Q, the ninth a check digit computed from the others (the North American rule, 49 CFR 565). The
// form and the server read it with the same rules, so a seller hears of a typo before sending the form.

export const vinLength = 17;

/** What a VIN typed with spaces, dashes or small letters is, written the standard way. */
export function normalizedVin(typed: string): string {
  return typed.replace(/[\s-]/g, "").toUpperCase();
}

const letterValues: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const positionWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function characterValue(character: string): number {
  return /\d/.test(character) ? Number(character) : (letterValues[character] ?? Number.NaN);
}

/** The check digit a VIN's other sixteen characters call for: "0"–"9", or "X" for ten. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let position = 0; position < vinLength; position += 1) {
    sum += characterValue(vin[position] ?? "") * (positionWeights[position] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

export type VinProblem = "length" | "forbiddenLetters" | "characters" | "checkDigit";

/** What is wrong with a normalized VIN, or null when it is a well-formed North American VIN. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== vinLength) return "length";
  if (/[IOQ]/.test(vin)) return "forbiddenLetters";
  if (!/^[A-HJ-NPR-Z0-9]+$/.test(vin)) return "characters";
  if (vin[8] !== expectedCheckDigit(vin)) return "checkDigit";
  return null;
}
