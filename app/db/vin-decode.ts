// What NHTSA's vPIC data says about a VIN (docs/product/vin-and-paperwork.md), as the decoder hands it over and the
// listing keeps it (listings.vin_decode). A field vPIC does not know is absent, never guessed; a VIN it knows nothing
// about is `found: false`.

export interface DecodedVehicle {
  found: true;
  make: string;
  model?: string;
  modelYear?: number;
  bodyClass?: string;
  fuel?: string;
  gvwr?: string;
}

export type VinDecode = DecodedVehicle | { found: false };
