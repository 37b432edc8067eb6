// The demo's VINs (docs/product/vin-and-paperwork.md): two listings in three carry one, as sellers who know their
// paperwork do. Each is built like a real one of its chassis: the first eight characters of that chassis's VINs (the
// maker's code and the model's), the check digit, the model year's code, a plant and a serial. The seed stores what
// the decoder then says of it, as for any listing: no decode is written here.
import { expectedCheckDigit } from "#app/modules/vin/vin.ts";
import type { Random } from "./random.ts";

/**
 * The chassis under each demo model: [first and last model year, the VINs' first eight characters]. The years are
 * those NHTSA's data knows that chassis code for (checked with the decoder): a camper of another year gets no VIN.
 */
const chassisPrefixes: Record<string, ReadonlyArray<readonly [fromYear: number, toYear: number, prefix: string]>> = {
  "Mercedes-Benz Sprinter 144": [
    [2014, 2018, "WD3PE8CD"],
    [2019, 2100, "W1W4EBHY"],
  ],
  "Mercedes-Benz Sprinter 170": [
    [2014, 2018, "WD3PE8CD"],
    [2019, 2100, "W1W4EBHY"],
  ],
  "Mercedes-Benz Sprinter 144 4x4": [[2019, 2100, "WD4PF1CD"]],
  "Ford Transit 148 High Roof": [[2015, 2100, "1FTYR2XM"]],
  "Ford Transit 148 AWD": [[2020, 2100, "1FTBW3XG"]],
  "Ram ProMaster 159": [[2014, 2100, "3C6TRVDG"]],
  "Ram ProMaster 136": [[2014, 2100, "3C6TRVAG"]],
  "Volkswagen Vanagon Westfalia": [[1983, 1991, "WV2ZB025"]],
  "Volkswagen Eurovan Camper": [[1997, 2003, "WV2MH470"]],
  "Chevrolet Express 2500": [[2003, 2100, "1GCWGAFG"]],
  "Ford E-350 Econoline": [[1997, 2009, "1FBSS31L"]],
  "Nissan NV2500 High Roof": [[2012, 2100, "1N6BF0LY"]],
  "Blue Bird Vision": [[2004, 2100, "1BAKGCKA"]],
  "Blue Bird All American RE": [[1992, 2100, "1BABNBKA"]],
  "Thomas Built Saf-T-Liner C2": [[2005, 2100, "4UZABRDT"]],
  "Thomas Built Minotour": [[2005, 2014, "1GB6G5BL"]],
  "International CE 300": [[2003, 2100, "4DRBUAAN"]],
  "International 3800": [[1990, 2100, "1HVBBABN"]],
  "Chevrolet Express 4500 Short Bus": [[2008, 2016, "1GB6G5BL"]],
  "Ford E-450 Shuttle Bus": [[2010, 2016, "1FDFE4FS"]],
  "Freightliner FS-65": [[1998, 2100, "4UZ6CFAA"]],
  "Winnebago View 24D": [
    [2014, 2018, "WDAPF4CC"],
    [2019, 2100, "W1X4ECHY"],
  ],
  "Winnebago Travato 59K": [[2015, 2100, "3C6TRVDG"]],
  "Winnebago Revel 44E": [[2018, 2100, "WD4PF1CD"]],
  "Winnebago Minnie Winnie 22M": [[2012, 2023, "1FDXE4FS"]],
  "Airstream Interstate 24GT": [
    [2015, 2018, "WD3PE8CD"],
    [2019, 2100, "W1W4EBHY"],
  ],
  "Thor Motor Coach Chateau 22E": [[2012, 2023, "1FDXE4FS"]],
  "Thor Motor Coach Sequence 20L": [[2017, 2100, "3C6TRVDG"]],
  "Thor Motor Coach Four Winds 28Z": [[2010, 2023, "1FDXE4FS"]],
  "Jayco Greyhawk 29MV": [[2012, 2023, "1FDXE4FS"]],
  "Jayco Redhawk 26XD": [[2014, 2023, "1FDXE4FS"]],
  "Fleetwood Bounder 35K": [[2011, 2100, "1F66F5DY"]],
  "Fleetwood Flair 29M": [[2012, 2100, "1F66F5DY"]],
  "Tiffin Allegro Open Road 32SA": [[2011, 2100, "1F66F5DY"]],
  "Leisure Travel Vans Unity U24MB": [
    [2015, 2018, "WDAPF4CC"],
    [2019, 2100, "W1X4ECHY"],
  ],
  "Roadtrek Zion": [[2016, 2100, "3C6TRVDG"]],
  "Coachmen Beyond 22D AWD": [[2021, 2100, "1FTBW3XG"]],
  "Toyota Dolphin 21ft": [[1984, 1988, "JT5RN55R"]],
  "Toyota 4Runner TRD Off-Road": [[2010, 2021, "JTEBU5JR"]],
  "Toyota Tacoma TRD Off-Road": [[2016, 2023, "3TMCZ5AN"]],
  "Toyota Land Cruiser 100": [[2000, 2007, "JTEHT05J"]],
  "Lexus GX 460": [[2010, 2020, "JTJBM7FX"]],
  "Ford F-350 Super Duty": [[2010, 2024, "1FT8W3BT"]],
  "Ram 2500 Power Wagon": [[2014, 2100, "3C6TR5EJ"]],
  "Jeep Gladiator Rubicon": [[2020, 2100, "1C6JJTBG"]],
};

// The tenth character's code for each model year, repeating every 30 years (1980 = A, 2010 = A).
const modelYearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789";
const serialLetters = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** A VIN for a demo camper of this make, model and year, or null for one its seller would not give. */
export function demoVin(rng: Random, vehicle: { make: string; model: string; year: number }): string | null {
  const prefixes = chassisPrefixes[`${vehicle.make} ${vehicle.model}`] ?? [];
  const prefix = prefixes.find(([fromYear, toYear]) => vehicle.year >= fromYear && vehicle.year <= toYear)?.[2];
  if (prefix === undefined || !rng.chance(2 / 3)) return null;
  const plant = serialLetters[rng.int(0, serialLetters.length - 1)] ?? "5";
  const serial = String(rng.int(100_000, 999_999));
  const unchecked = `${prefix}0${modelYearCodes[(vehicle.year - 1980) % 30]}${plant}${serial}`;
  return `${prefix}${expectedCheckDigit(unchecked)}${unchecked.slice(9)}`;
}
