// The currencies a listing may be priced in and the units its odometer may read in (docs/product/currencies-and-units.md),
// apart from the listing vocabulary so that a page showing a price does not carry the rest. Comparisons are in US
// dollars and miles.
export const currencies = ["USD", "CAD"] as const;
export type Currency = (typeof currencies)[number];

export const odometerUnits = ["mi", "km"] as const;
export type OdometerUnit = (typeof odometerUnits)[number];
