import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { exchangeRates, listings } from "#app/db/schema.ts";
import type { Currency, ExchangeRate } from "./currencies.ts";
import { readRates, refreshRates } from "./exchange-rates.server.ts";

export interface RecordExchangeRateOptions {
  db: Database;
  currency: Exclude<Currency, "USD">;
  rate: ExchangeRate;
}

/**
 * Stores a day's rate and moves every listing priced in that currency to it (docs/product/currencies-and-units.md):
 * its comparison price (`price_cents`, US cents) is what filters, sorts, deal ratings and alerts read. The asking price
 * is untouched: a new rate is no price change, so no price drop is recorded or mailed. Returns how many listings
 * were re-priced. A second rate for the same day replaces the first; an older day's is kept but moves nothing.
 */
export async function recordExchangeRate({ db, currency, rate }: RecordExchangeRateOptions): Promise<number> {
  const repriced = await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values({ currency, ...rate })
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { usdPerUnit: rate.usdPerUnit, source: rate.source, recordedAt: sql`now()` },
      });
    // The newest rate, which a late-recorded older day is not; this process takes it once the transaction commits.
    const { usdPerUnit } = (await readRates(tx))[currency];
    const rows = await tx
      .update(listings)
      .set({ priceCents: sql`round(${listings.askingPriceCents} * ${usdPerUnit}::float8)::integer` })
      .where(eq(listings.currency, currency))
      .returning({ id: listings.id });
    return rows.length;
  });
  await refreshRates(db);
  return repriced;
}
