// Numbers, prices and dates written out by hand, in the en-US forms Intl gives. The browser's first
// Intl formatter loads its locale data: ~40 ms of a desktop core while a page hydrates, four times
// that on the phone Lighthouse emulates (ADR 025). The tests hold every function to Intl's output.

const monthNames = [
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

/** A whole number with en-US thousands separators: 12345 → "12,345" (non-integers are rounded). */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(value);
  return signOf(rounded) + groupThousands(String(Math.abs(rounded)));
}

/** Integer cents as dollars with their cents: 7120 → "$71.20". */
export function formatDollarsAndCents(cents: number): string {
  const absolute = Math.round(Math.abs(cents));
  const dollars = groupThousands(String(Math.floor(absolute / 100)));
  return `${signOf(cents)}$${dollars}.${String(absolute % 100).padStart(2, "0")}`;
}

/** Whole dollars, as "$45,500". */
export function formatWholeDollars(dollars: number): string {
  const rounded = Math.round(dollars);
  return `${signOf(rounded)}$${groupThousands(String(Math.abs(rounded)))}`;
}

/** A calendar date in UTC: "long" is "June 3, 2026", "medium" "Jun 3, 2026". */
export function formatDate(date: Date | string | number, style: "long" | "medium"): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError("Invalid time value");
  const month = monthNames[value.getUTCMonth()] ?? "";
  return `${style === "long" ? month : month.slice(0, 3)} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
}

/** Intl writes a minus for negative zero too. */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? "-" : "";
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
