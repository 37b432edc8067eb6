// A pseudo-locale: the English messages with every letter swapped for an accented one of the same shape
// ("Listings" → "Łíšţíñĝš"). Lingui's compiler maps only the literal text, so `{arguments}`, plural and select
// keys and `#` stay as they are. A page in it shows every word of the catalogs accented, so a word in plain
// ASCII letters came from somewhere else: code, data, or the browser's formats.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Catalog } from "#app/modules/i18n/compiled-catalog.server.ts";
import type { Messages } from "#app/modules/i18n/translator.ts";

const plainLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** One accented letter for each plain one, the same width in the fonts the site uses (no wrapping, no brackets). */
const accentedLetters = "áƀçđéƒĝĥíĵķłɱñöþʠŕšţüṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶŁṀÑÖÞǪŔŠŢÜṼŴẊÝŽ";

const accentedOf = new Map([...plainLetters].map((letter, index) => [letter, [...accentedLetters][index] ?? letter]));

/** `text` with each ASCII letter accented. */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accentedOf.get(letter) ?? letter);
}

/** A catalog's messages in the pseudo-locale, compiled as the build compiles the catalogs. */
export function pseudoCatalog(catalog: Catalog): Messages {
  const pseudo: Messages = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== "string") throw new Error(`${key}: a catalog holds ICU strings`);
    pseudo[key] = compileMessageOrThrow(message, pseudoText);
  }
  return pseudo;
}
