const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Formats integer cents as dollars with thousands separators: 4550000 → "$45,500". */
export function formatPrice(cents: number): string {
  return usd.format(Math.round(cents / 100));
}
