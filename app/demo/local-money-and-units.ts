// A demo camper priced and read as its seller's country does (docs/product/currencies-and-units.md): in Canada, an
// asking price in Canadian dollars (a round CA$500) and an odometer in kilometres; in the US, dollars and miles.
import type { Currency, OdometerUnit } from "#app/db/listing-vocabulary.ts";
import { comparisonCents } from "#app/modules/currencies/currencies.ts";
import { currencyOfRegion, regionCodeOf } from "#app/modules/currencies/currency-of-place.ts";
import { shippedRates } from "#app/modules/currencies/shipped-rates.ts";
import { kilometersPerMile, milesOf } from "#app/modules/listings/odometer.ts";

export interface LocalMoneyAndUnits {
  currency: Currency;
  askingPriceCents: number;
  /** US cents, as listings.price_cents compares them. */
  priceCents: number;
  odometer: number;
  odometerUnit: OdometerUnit;
  /** Miles, as listings.mileage compares them. */
  mileage: number;
}

/** The odometer as the seller's country reads it: kilometres in Canada, miles elsewhere. */
export function localOdometer(location: string, miles: number): { reading: number; unit: OdometerUnit } {
  return isInCanada(location)
    ? { reading: Math.round(miles * kilometersPerMile), unit: "km" }
    : { reading: miles, unit: "mi" };
}

export function localMoneyAndUnits(location: string, usdCents: number, miles: number): LocalMoneyAndUnits {
  const { reading, unit } = localOdometer(location, miles);
  const odometer = { odometer: reading, odometerUnit: unit, mileage: milesOf(reading, unit) };
  if (!isInCanada(location)) return { currency: "USD", askingPriceCents: usdCents, priceCents: usdCents, ...odometer };
  const askingPriceCents = Math.round(usdCents / shippedRates.CAD.usdPerUnit / 50_000) * 50_000;
  const priceCents = comparisonCents(askingPriceCents, "CAD", shippedRates);
  return { currency: "CAD", askingPriceCents, priceCents, ...odometer };
}

function isInCanada(location: string): boolean {
  return currencyOfRegion(regionCodeOf(location)) === "CAD";
}
