// "Inspected {Month YYYY}" for 12 months from the inspection's date (docs/product/listing-documents.md, Inspected): on
// the cards (their columns) and on the listing page (its documents), from listings.last_inspected_on.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { readListingDocuments } from "./read-listing-documents.server.ts";

const database = testDatabaseBed();

/** The day `months` months (and `days` days) before today, as PostgreSQL's calendar counts them (UTC). */
function monthsAgo(months: number, days = 0): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(new Date().getUTCDate(), lastDay) - days);
  return date.toISOString().slice(0, 10);
}

describe("the 12-month rule", () => {
  it("shows an inspection up to 12 months old on the card and the page, and no older one", async () => {
    const { db } = database;
    const cases = {
      lastMonth: monthsAgo(1),
      elevenMonths: monthsAgo(11),
      exactlyTwelve: monthsAgo(12),
      dayOverTwelve: monthsAgo(12, 1),
      thirteenMonths: monthsAgo(13),
      never: null,
    };
    const ids = new Map<string, string>();
    for (const [name, day] of Object.entries(cases)) {
      ids.set(await insertListingFixture(db, { title: name, lastInspectedOn: day }), name);
    }
    const cards = await db
      .select(listingCardColumns)
      .from(listings)
      .where(inArray(listings.id, [...ids.keys()]));
    const shown = Object.fromEntries(cards.map((card) => [card.title, card.inspectedOn]));
    expect(shown).toEqual({
      lastMonth: cases.lastMonth,
      elevenMonths: cases.elevenMonths,
      exactlyTwelve: cases.exactlyTwelve,
      dayOverTwelve: null,
      thirteenMonths: null,
      never: null,
    });
    for (const [id, name] of ids) {
      expect((await readListingDocuments(db, id)).inspectedOn).toBe(shown[name]);
    }
  });
});
