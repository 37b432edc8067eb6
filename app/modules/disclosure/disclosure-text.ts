// A disclosure's answers as the pages word them (docs/product/vin-and-paperwork.md, docs/product/condition.md): the
// listing page's "Paperwork" and "Condition" sections and the form's preview. Browser-safe.
import { formatLocaleMonth } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import {
  type DisclosureField,
  disclosureLabelId,
  disclosureOptionId,
  type ListingDisclosure,
  readTypedMonth,
} from "./disclosure-fields.ts";

/** "2024-05-01" → "May 2024" / "mai 2024". */
export function formatDisclosedMonth(stored: string, locale: Locale): string {
  const [year, month] = stored.split("-").map(Number) as [number, number];
  return formatLocaleMonth(Date.UTC(year, month - 1, 1), locale);
}

/**
 * An answer as a page shows it: "Past, repaired", "May 2024", "Yes", the state or province's code; the known issues
 * as written. Null when not stated. A typed month the server would not take is shown as typed.
 */
export function disclosureText(
  { t, locale }: Translator,
  field: DisclosureField,
  /** As stored, or as the form holds it ("yes", "2024-05"). */
  value: ListingDisclosure[keyof ListingDisclosure] | boolean,
): string | null {
  if (value === null || value === "") return null;
  if (typeof value === "boolean") return t(disclosureOptionId(field, value ? "yes" : "no"));
  if (field.kind === "month") {
    const month = /^\d{4}-\d{2}-01$/.test(value) ? value : readTypedMonth(value);
    return month === null ? value : formatDisclosedMonth(month, locale);
  }
  if (field.kind === "choice" || field.kind === "yesNo") {
    return field.values.includes(value) ? t(disclosureOptionId(field, value)) : value;
  }
  return field.kind === "region" ? value.toUpperCase() : value;
}

/** The stated answers of `fields` as [label, text] pairs in the form's order; those not stated left out. */
export function statedDisclosure(
  translator: Translator,
  fields: readonly DisclosureField[],
  answerOf: (field: DisclosureField) => ListingDisclosure[keyof ListingDisclosure] | boolean,
): Array<[label: string, text: string]> {
  return fields.flatMap((field) => {
    const text = disclosureText(translator, field, answerOf(field));
    return text === null ? [] : [[translator.t(disclosureLabelId(field)), text] as [string, string]];
  });
}
