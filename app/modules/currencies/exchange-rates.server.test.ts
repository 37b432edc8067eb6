// The dated rate table (docs/product/currencies-and-units.md): a recorded rate moves the comparison price of every
// listing in that currency, never its asking price, and the adapter reads the Bank of Canada's answer.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeRates, listingPriceChanges, listings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { fetchBankOfCanadaRate } from "./bank-of-canada-rates.server.ts";
import { currentRates, refreshRates } from "./exchange-rates.server.ts";
import { recordExchangeRate } from "./record-exchange-rate.server.ts";
import { shippedRates } from "./shipped-rates.ts";

let database: TestDatabase;
let valet: Server;
let valetAnswer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  database = await createTestDatabase();
  valet = createServer((_request, response) => {
    response.writeHead(valetAnswer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(valetAnswer.body));
  });
  await new Promise<void>((resolve) => valet.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  // Test files share their worker: the shipped rate again for the next one.
  await database.db.delete(exchangeRates);
  await refreshRates(database.db);
  await new Promise((resolve) => valet.close(resolve));
  await database?.destroy();
});

const priceOf = async (id: string) =>
  (
    await database.db
      .select({ priceCents: listings.priceCents, askingPriceCents: listings.askingPriceCents })
      .from(listings)
      .where(eq(listings.id, id))
  )[0];

describe("the rate table", () => {
  it("uses the shipped rate until one is recorded", async () => {
    expect(await refreshRates(database.db)).toEqual(shippedRates);
  });

  it("moves the comparison price of the Canadian-dollar listings to a newer rate, and nothing else", async () => {
    const canadian = await insertListingFixture(database.db, {
      location: "Montréal, QC",
      currency: "CAD",
      askingPriceCents: 10_000_000,
      priceCents: 7_142_857,
    });
    const american = await insertListingFixture(database.db, { priceCents: 5_000_000 });
    const repriced = await recordExchangeRate({
      db: database.db,
      currency: "CAD",
      rate: { usdPerUnit: 0.75, rateDate: "2099-01-02", source: "test" },
    });
    expect(repriced).toBe(1);
    expect(await priceOf(canadian)).toEqual({ priceCents: 7_500_000, askingPriceCents: 10_000_000 });
    expect(await priceOf(american)).toEqual({ priceCents: 5_000_000, askingPriceCents: 5_000_000 });
    expect(currentRates().CAD).toEqual({ usdPerUnit: 0.75, rateDate: "2099-01-02", source: "test" });
    // A new rate is no price change: nothing recorded, nobody mailed.
    expect(await database.db.select().from(listingPriceChanges)).toEqual([]);

    // An older day recorded late is kept, but the newest rate still prices the listings.
    await recordExchangeRate({
      db: database.db,
      currency: "CAD",
      rate: { usdPerUnit: 0.5, rateDate: "2099-01-01", source: "test" },
    });
    expect(await priceOf(canadian)).toEqual({ priceCents: 7_500_000, askingPriceCents: 10_000_000 });
  });
});

describe("the Bank of Canada adapter", () => {
  const url = () => `http://127.0.0.1:${(valet.address() as AddressInfo).port}/valet`;

  it("reads the latest USD/CAD observation as US dollars per Canadian dollar", async () => {
    valetAnswer = {
      status: 200,
      body: { observations: [{ d: "2026-11-27", FXUSDCAD: { v: "1.4000" } }] },
    };
    expect(await fetchBankOfCanadaRate(url())).toEqual({
      usdPerUnit: 1 / 1.4,
      rateDate: "2026-11-27",
      source: "bank-of-canada",
    });
  });

  it("refuses an answer that is not a rate, so the last rate stays", async () => {
    valetAnswer = { status: 200, body: { observations: [] } };
    await expect(fetchBankOfCanadaRate(url())).rejects.toThrow();
    valetAnswer = { status: 503, body: {} };
    await expect(fetchBankOfCanadaRate(url())).rejects.toThrow("503");
  });
});
