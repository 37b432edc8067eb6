// Numbers in a message and their plural forms, in each locale's own digits, without Intl (ADR 083). The first Intl
// number formatter a page makes loads the browser's locale data: 20–100 ms of a desktop core while the page hydrates,
// four times that on the phone Lighthouse emulates. These follow CLDR for the site's two locales, and the tests hold
// them to Intl's output for both (`locale-numbers.test.ts`).
import type { Locale } from "./locales.ts";

interface Digits {
  group: string;
  decimal: string;
  /** What follows a percentage: "%" or a no-break space and "%". */
  percent: string;
}

const digitsOf: Readonly<Record<Locale, Digits>> = {
  "en-US": { group: ",", decimal: ".", percent: "%" },
  "fr-CA": { group: "\u00a0", decimal: ",", percent: "\u00a0%" },
};

export type NumberStyle = "decimal" | "percent";

/** Intl's defaults: a decimal keeps at most three decimals, a percentage none. */
const maxDecimals: Readonly<Record<NumberStyle, number>> = { decimal: 3, percent: 0 };

/** How many decimals a number keeps (Intl's `minimumFractionDigits` and `maximumFractionDigits`). */
export interface Decimals {
  minimum: number;
  maximum: number;
}

/**
 * `value` as `Intl.NumberFormat(locale, { style })` writes it: "12,345.679" / "12 345,679", "13%" / "13 %"; with
 * `decimals`, as Intl does with those fraction digits: "4.8" / "4,8" for one.
 */
export function formatLocaleDecimal(
  value: number,
  locale: Locale,
  style: NumberStyle = "decimal",
  decimals: Decimals = { minimum: 0, maximum: maxDecimals[style] },
): string {
  const digits = digitsOf[locale];
  const suffix = style === "percent" ? digits.percent : "";
  if (Number.isNaN(value)) return `NaN${suffix}`;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞${suffix}`;
  const shifted = shiftedLeft(plainDigits(Math.abs(value)), style === "percent" ? 2 : 0);
  const { whole, fraction: kept } = rounded(shifted, decimals.maximum);
  const fraction = kept.padEnd(decimals.minimum, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, digits.group);
  const number = fraction ? `${grouped}${digits.decimal}${fraction}` : grouped;
  return `${sign}${number}${suffix}`;
}

export type PluralCategory = "one" | "many" | "other";

/**
 * The CLDR cardinal category of `value` in `locale`, as `Intl.PluralRules(locale).select` gives it (for any count a
 * page shows: ICU's own operands stop being exact past 2^63).
 */
export function pluralCategoryOf(value: number, locale: Locale): PluralCategory {
  if (!Number.isFinite(value)) return "other";
  // Intl chooses by the number as its default format writes it: at most three decimals, trailing zeros dropped.
  const { whole, fraction } = rounded(plainDigits(Math.abs(value)), maxDecimals.decimal);
  if (locale === "fr-CA") {
    if (whole === "0" || whole === "1") return "one";
    return fraction === "" && /000000$/.test(whole) ? "many" : "other";
  }
  return whole === "1" && fraction === "" ? "one" : "other";
}

interface Decimal {
  whole: string;
  fraction: string;
}

/**
 * A non-negative number's decimal digits without an exponent, from its shortest form (JavaScript's, which is also the
 * one Intl rounds): 1e21 → "1000000000000000000000", 1.5e-7 → "0.00000015".
 */
function plainDigits(value: number): Decimal {
  const [mantissa = "0", exponentText] = String(value).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const exponent = Number(exponentText ?? 0);
  return exponent >= 0 ? shiftedLeft({ whole, fraction }, exponent) : shiftedRight({ whole, fraction }, -exponent);
}

/** Multiplies by 10^places. */
function shiftedLeft({ whole, fraction }: Decimal, places: number): Decimal {
  const padded = fraction.padEnd(places, "0");
  return { whole: trimLeadingZeros(whole + padded.slice(0, places)), fraction: padded.slice(places) };
}

/** Divides by 10^places. */
function shiftedRight({ whole, fraction }: Decimal, places: number): Decimal {
  const padded = whole.padStart(places + 1, "0");
  return { whole: padded.slice(0, -places), fraction: padded.slice(-places) + fraction };
}

/** Rounded to `decimals` places, half away from zero (Intl's default), trailing zeros dropped. */
function rounded({ whole, fraction }: Decimal, decimals: number): Decimal {
  let kept = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if ((fraction[decimals] ?? "0") >= "5") kept = incremented(kept);
  const wholeLength = kept.length - decimals;
  return {
    whole: trimLeadingZeros(kept.slice(0, wholeLength)),
    fraction: kept.slice(wholeLength).replace(/0+$/, ""),
  };
}

/** A string of digits plus one: "0999" → "1000", "999" → "1000". */
function incremented(digits: string): string {
  let carry = 1;
  let result = "";
  for (let at = digits.length - 1; at >= 0; at--) {
    const sum = Number(digits[at]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

function trimLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "") || "0";
}
