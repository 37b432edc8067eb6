// The /listings filter sheet (docs/product/browse-and-search.md, Results bar and chips): 'Filters' opens it, with
// or without JavaScript; 'Show N campers' searches.
import { expect, type Page } from "@playwright/test";

export async function openFilters(page: Page) {
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(page.getByRole("form", { name: "Search filters" })).toBeVisible();
}

/** The sheet's submit button: 'Show 37 campers', 'Show 1 camper', 'Show 1,000+ campers'. */
export const showCampers = (page: Page) => page.getByRole("button", { name: /^Show (\d[\d,]*\+? campers?|campers)$/ });
