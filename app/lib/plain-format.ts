// Dollar amounts written out by hand, in the en-US forms Intl gives. The browser's first Intl formatter loads its
// locale data: 20–100 ms of a desktop core while a page hydrates, four times that on the phone Lighthouse emulates
// (ADRs 025, 083; numbers and dates in each locale: app/modules/i18n/locale-numbers.ts and locale-dates.ts). The
// tests hold every function to Intl's output.

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

/** Intl writes a minus for negative zero too. */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? "-" : "";
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
