/** Longest query worth reading; anything longer is not a place name, and capping it bounds the work. */
const maxQueryLength = 200;

/**
 * Folds typed text to the form the gazetteer compares: lower case, accents dropped, apostrophes
 * removed (so "Coeur dAlene" meets "Coeur d'Alene"), other punctuation and runs of white space
 * turned into one space. "  Montréal,  QC " → "montreal qc".
 */
export function normalisePlaceText(text: string): string {
  const head = text.slice(0, maxQueryLength);
  // Most names are plain ASCII; the Unicode-aware path costs several times more (index build time).
  if (/^[\x20-\x7e]*$/.test(head)) {
    return head
      .toLowerCase()
      .replace(/['`]/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }
  return head
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Words that place names spell both ways (GeoNames has "Saint Paul" and "St. Louis").
const abbreviatedWords: ReadonlyMap<string, string> = new Map([
  ["saint", "st"],
  ["sainte", "ste"],
  ["fort", "ft"],
  ["mount", "mt"],
]);

const mayHaveAbbreviatedWord = /(?:^| )(?:saint|sainte|fort|mount) /;

/**
 * Normalised text with the long forms of abbreviated words shortened, so "saint louis" and
 * "st louis" share a key. A last word without a following space is still being typed and is left as
 * it is: "sain" must go on matching "saint…".
 */
export function canonicalPlaceText(normalised: string): string {
  if (!mayHaveAbbreviatedWord.test(normalised)) return normalised; // the common case, kept cheap for the index build
  const words = normalised.split(" ");
  const lastIsComplete = normalised.endsWith(" ");
  return words
    .map((word, index) => (index < words.length - 1 || lastIsComplete ? (abbreviatedWords.get(word) ?? word) : word))
    .join(" ");
}

/** The key a complete place name is stored and looked up under. */
export function placeNameKey(text: string): string {
  return canonicalPlaceText(`${normalisePlaceText(text)} `).trimEnd();
}
