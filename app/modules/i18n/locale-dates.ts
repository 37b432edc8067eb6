// Calendar dates in each locale's words, in UTC, without Intl (ADR 083; ADR 025 for English): a page writes the same
// date on the server and in the browser, and hydrating it loads no locale data. The tests hold every form to
// `Intl.DateTimeFormat`'s output for both locales (`locale-dates.test.ts`).
import type { Locale } from "./locales.ts";

interface MonthNames {
  long: readonly string[];
  short: readonly string[];
}

const englishLong = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const monthNamesOf: Readonly<Record<Locale, MonthNames>> = {
  "en-US": { long: englishLong, short: englishLong.map((name) => name.slice(0, 3)) },
  "fr-CA": {
    long: [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ],
    short: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juill.", "août", "sept.", "oct.", "nov.", "déc."],
  },
};

export type DateStyle = "long" | "medium";

/** Intl's `dateStyle` in UTC: "June 3, 2026" / "3 juin 2026" (long), "Jun 3, 2026" / "3 juill. 2026" (medium). */
export function formatLocaleDate(date: Date | string | number, locale: Locale, style: DateStyle = "medium"): string {
  const value = validDate(date);
  const month = monthNamesOf[locale][style === "long" ? "long" : "short"][value.getUTCMonth()];
  const day = value.getUTCDate();
  const year = value.getUTCFullYear();
  return locale === "fr-CA" ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** A month and its year in UTC: "June 2025" / "juin 2025". */
export function formatLocaleMonth(date: Date | string | number, locale: Locale): string {
  const value = validDate(date);
  return `${monthNamesOf[locale].long[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
}

function validDate(date: Date | string | number): Date {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError("Invalid time value");
  return value;
}
