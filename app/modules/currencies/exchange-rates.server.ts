// The rate table as this process knows it (docs/product/currencies-and-units.md). Rates change once a day at most, and
// a search must convert a price filter without a query of its own, so each process keeps the newest rates in memory:
// read at start, after the adapter records one, and every few minutes for the rates another process recorded.
import { desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { exchangeRates } from "#app/db/schema.ts";
import type { RateTable } from "./currencies.ts";
import { shippedRates } from "./shipped-rates.ts";

let known: RateTable = shippedRates;

/** The newest rates this process has read (the shipped ones until the table has newer). */
export function currentRates(): RateTable {
  return known;
}

/** This process's rates, read again from the table. */
export async function refreshRates(db: Database): Promise<RateTable> {
  known = await readRates(db);
  return known;
}

/** The newest rate of each currency; a currency the table has no row for, or only older ones, keeps the shipped rate. */
export async function readRates(db: Database): Promise<RateTable> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      usdPerUnit: exchangeRates.usdPerUnit,
      rateDate: exchangeRates.rateDate,
      source: exchangeRates.source,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  const table = { ...shippedRates };
  for (const { currency, ...rate } of rows) {
    if (currency !== "USD" && rate.rateDate >= table[currency].rateDate) table[currency] = rate;
  }
  return table;
}

const refreshMs = 10 * 60 * 1000;

/** Keeps this process's rates fresh until `stop` is called; the first read is awaited. */
export async function keepRatesFresh(db: Database, onError: (error: unknown) => void): Promise<{ stop(): void }> {
  await refreshRates(db);
  const timer = setInterval(() => refreshRates(db).catch(onError), refreshMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
