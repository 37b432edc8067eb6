// The two names a bill of sale is made out to (docs/product/making-the-deal.md, "Bill of sale and handover"): each
// party's full name as typed at download, within what the PDF's font can write. Browser-safe and without zod: the
// page checks a name as it is typed with the same rule the server applies.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const maxPartyNameLength = 100;

/**
 * The characters beyond Latin-1 that the PDF's standard fonts write (Windows-1252, the encoding of the 14 standard
 * PDF fonts): curly quotes, dashes, the euro sign, Œ, œ, Š, š, Ž, ž, Ÿ, ƒ, ˆ, ˜ and a few signs. Latin-1's printable
 * characters (U+0020–U+007E, U+00A0–U+00FF) are written too.
 */
const windows1252Extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Whether the bill of sale's font writes `character` (one code point). */
export function isWritableInBillOfSale(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.includes(character);
}

export const partyNameTexts = {
  required: "handover.billOfSale.nameRequired",
  tooLong: "handover.billOfSale.nameTooLong",
  unwritable: "handover.billOfSale.nameUnwritable",
} as const satisfies Record<string, MessageId>;

/** Why `name` (trimmed) cannot go on the bill of sale (a message id), or null when it can. */
export function partyNameProblem(name: string): MessageId | null {
  if (name === "") return partyNameTexts.required;
  const characters = [...name.normalize("NFC")];
  if (characters.length > maxPartyNameLength) return partyNameTexts.tooLong;
  if (!characters.every(isWritableInBillOfSale)) return partyNameTexts.unwritable;
  return null;
}
