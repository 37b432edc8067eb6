/**
 * A pin's short price (docs/product/map.md, Pins and clusters): '$950', '$9.5k', '$48k', '$1.2M'.
 * Thousands are whole from $10k and carry a tenth below; a price that rounds to 1,000k is in millions.
 */
export function shortPrice(cents: number): string {
  const dollars = Math.max(0, cents) / 100;
  if (dollars < 999.5) return `$${Math.round(dollars)}`;
  if (dollars < 9950) return `$${trimmed((dollars / 1000).toFixed(1))}k`;
  if (dollars < 999_500) return `$${Math.round(dollars / 1000)}k`;
  return `$${trimmed((dollars / 1_000_000).toFixed(1))}M`;
}

const trimmed = (text: string) => text.replace(/\.0$/, "");
