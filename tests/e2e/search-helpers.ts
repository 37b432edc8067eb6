// The /listings filter sheet (docs/product/browse-and-search.md, Results bar and chips): 'Filters' opens it, with
// or without JavaScript; 'Show N campers' searches.
import { expect, type Page } from "@playwright/test";

export async function openFilters(page: Page) {
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(page.getByRole("form", { name: "Search filters" })).toBeVisible();
}

/** The sheet's submit button: 'Show 37 campers', 'Show 1 camper', 'Show 1,000+ campers'. */
export const showCampers = (page: Page) => page.getByRole("button", { name: /^Show (\d[\d,]*\+? campers?|campers)$/ });

/**
 * A card's price as the search compares it, in US dollars (docs/product/currencies-and-units.md): a Canadian-dollar
 * price converted at the shipped rate (US$1 = CA$1.40), to the cent, as the server does.
 */
export function comparisonDollars(cardPriceText: string): number {
  const [, currency, amount = ""] = /^(US|CA)\$([\d,.]+)/.exec(cardPriceText.trim()) ?? [];
  const dollars = Number(amount.replace(/,/g, ""));
  return currency === "CA" ? Math.round((dollars * 100) / 1.4) / 100 : dollars;
}
