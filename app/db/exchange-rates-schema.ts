// The dated rate table every comparison across currencies reads (docs/product/currencies-and-units.md).
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { currencies } from "./listing-vocabulary.ts";

/**
 * What one unit of a currency is worth in US dollars on a date, and where that came from ('shipped' for the default
 * the code ships, or the adapter's name). The newest row of a currency is its rate.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: text("currency", { enum: currencies }).notNull(),
    rateDate: date("rate_date", { mode: "string" }).notNull(),
    usdPerUnit: doublePrecision("usd_per_unit").notNull(),
    source: text("source").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.rateDate] }),
    check("exchange_rates_positive_check", sql`${t.usdPerUnit} > 0`),
  ],
);
