// How a decoded VIN reads, and whether it agrees with what the seller typed (docs/product/vin-and-paperwork.md).
// Browser-safe: the listing form says it as the seller types, the server when it answers a form sent before JavaScript.
import type { DecodedVehicle } from "#app/db/vin-decode.ts";

/** "2014 Mercedes-Benz Sprinter": the year, make and model vPIC knows, in that order. */
export function decodedVehicleName(vehicle: DecodedVehicle): string {
  return [vehicle.modelYear, vehicle.make, vehicle.model].filter((part) => part !== undefined).join(" ");
}

/** "Van · Diesel · GVWR Class 2G: 8,001 - 9,000 lb": what else vPIC says, when it says it. */
export function decodedVehicleFacts(vehicle: DecodedVehicle): string[] {
  return [vehicle.bodyClass, vehicle.fuel, vehicle.gvwr === undefined ? undefined : `GVWR ${vehicle.gvwr}`].filter(
    (fact): fact is string => fact !== undefined,
  );
}

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * True when the VIN names another make or another model year than the form: normal when the VIN is the chassis
 * maker's (many motorhomes and buses), so the form says it and lets the seller decide.
 */
export function contradictsTyped(vehicle: DecodedVehicle, typed: { make: string; year: string }): boolean {
  const year = Number(typed.year.trim());
  const otherMake = namesOtherMake(vehicle.make, typed.make);
  const otherYear = Number.isInteger(year) && year > 0 && vehicle.modelYear !== undefined && vehicle.modelYear !== year;
  return otherMake || otherYear;
}

/** True when a typed make is another than vPIC's ('mercedes' and 'Mercedes-Benz' are one); an empty one is none. */
export function namesOtherMake(decodedMake: string, typedMake: string): boolean {
  const make = comparable(typedMake);
  const decoded = comparable(decodedMake);
  return make !== "" && !decoded.startsWith(make) && !make.startsWith(decoded);
}
