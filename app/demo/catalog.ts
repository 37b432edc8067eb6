// What the demo marketplace is made of: real makes and models with plausible years, prices and
// mileage, and real places in the US and Canada. Figures are rough used-market values, in dollars;
// no range tops $235k, so the ±6% a seller adds never piles listings up at the $250k cap.
import type { VehicleType } from "#app/db/schema.ts";

/** The drawing used for a model's photos; a Class B "RV" is drawn as a van, a Class A as a coach. */
export type DemoSilhouette = "van" | "bus" | "shortBus" | "motorhome" | "coach" | "tentRig" | "expedition";

export interface DemoVehicleModel {
  vehicleType: VehicleType;
  make: string;
  model: string;
  /** Model years seen on the used market. */
  years: readonly [first: number, last: number];
  /** Asking price in dollars for the oldest tired example and for the newest well-built one. */
  priceRange: readonly [low: number, high: number];
  milesPerYear: number;
  /** How sellers describe it in a title ("Class C motorhome", "truck camper"). */
  kind: string;
  silhouette: DemoSilhouette;
  isFourByFour?: boolean;
}

/** Model years are judged against this year, not the clock, so the demo never drifts. */
export const demoReferenceYear = 2026;

export const demoPriceLimitsDollars = { min: 8_000, max: 250_000 } as const;

const van = (
  make: string,
  model: string,
  years: DemoVehicleModel["years"],
  priceRange: DemoVehicleModel["priceRange"],
  extra: Partial<DemoVehicleModel> = {},
): DemoVehicleModel => ({
  vehicleType: "van",
  make,
  model,
  years,
  priceRange,
  milesPerYear: 13_000,
  kind: "camper van",
  silhouette: "van",
  ...extra,
});

const skoolie = (
  make: string,
  model: string,
  years: DemoVehicleModel["years"],
  priceRange: DemoVehicleModel["priceRange"],
  extra: Partial<DemoVehicleModel> = {},
): DemoVehicleModel => ({
  vehicleType: "skoolie",
  make,
  model,
  years,
  priceRange,
  milesPerYear: 9_000,
  kind: "skoolie",
  silhouette: "bus",
  ...extra,
});

const rv = (
  make: string,
  model: string,
  years: DemoVehicleModel["years"],
  priceRange: DemoVehicleModel["priceRange"],
  kind: string,
  silhouette: DemoSilhouette,
  extra: Partial<DemoVehicleModel> = {},
): DemoVehicleModel => ({
  vehicleType: "rv",
  make,
  model,
  years,
  priceRange,
  milesPerYear: 5_500,
  kind,
  silhouette,
  ...extra,
});

const overlander = (
  make: string,
  model: string,
  years: DemoVehicleModel["years"],
  priceRange: DemoVehicleModel["priceRange"],
  kind: string,
  silhouette: DemoSilhouette,
  extra: Partial<DemoVehicleModel> = {},
): DemoVehicleModel => ({
  vehicleType: "overlander",
  make,
  model,
  years,
  priceRange,
  milesPerYear: 11_000,
  kind,
  silhouette,
  isFourByFour: true,
  ...extra,
});

export const demoVehicleModels: readonly DemoVehicleModel[] = [
  van("Mercedes-Benz", "Sprinter 144", [2015, 2025], [38_000, 125_000]),
  van("Mercedes-Benz", "Sprinter 170", [2015, 2025], [45_000, 150_000]),
  van("Mercedes-Benz", "Sprinter 144 4x4", [2019, 2025], [85_000, 185_000], {
    isFourByFour: true,
    kind: "4x4 adventure van",
  }),
  van("Ford", "Transit 148 High Roof", [2015, 2025], [32_000, 105_000]),
  van("Ford", "Transit 148 AWD", [2020, 2025], [55_000, 135_000], { isFourByFour: true, kind: "AWD camper van" }),
  van("Ram", "ProMaster 159", [2014, 2025], [28_000, 95_000]),
  van("Ram", "ProMaster 136", [2014, 2025], [24_000, 80_000], { kind: "weekender van" }),
  van("Volkswagen", "Vanagon Westfalia", [1980, 1991], [18_000, 65_000], {
    milesPerYear: 5_000,
    kind: "pop-top camper",
  }),
  van("Volkswagen", "Eurovan Camper", [1995, 2003], [15_000, 45_000], { milesPerYear: 6_500, kind: "pop-top camper" }),
  van("Chevrolet", "Express 2500", [2003, 2022], [12_000, 45_000], { kind: "budget camper van" }),
  van("Ford", "E-350 Econoline", [1997, 2014], [10_000, 42_000], { kind: "stealth camper van" }),
  van("Nissan", "NV2500 High Roof", [2012, 2021], [22_000, 60_000]),

  skoolie("Blue Bird", "Vision", [2004, 2016], [18_000, 85_000]),
  skoolie("Blue Bird", "All American RE", [1992, 2012], [15_000, 95_000], { kind: "rear-engine skoolie" }),
  skoolie("Thomas Built", "Saf-T-Liner C2", [2005, 2016], [20_000, 90_000]),
  skoolie("Thomas Built", "Minotour", [2000, 2014], [8_000, 55_000], {
    kind: "short bus conversion",
    silhouette: "shortBus",
  }),
  skoolie("International", "CE 300", [2003, 2015], [14_000, 80_000]),
  skoolie("International", "3800", [1990, 2004], [9_000, 60_000], { kind: "bus conversion" }),
  skoolie("Chevrolet", "Express 4500 Short Bus", [2008, 2018], [12_000, 60_000], {
    kind: "short bus conversion",
    silhouette: "shortBus",
  }),
  skoolie("Ford", "E-450 Shuttle Bus", [2005, 2016], [10_000, 55_000], {
    kind: "shuttle bus conversion",
    silhouette: "shortBus",
  }),
  skoolie("Freightliner", "FS-65", [1998, 2010], [12_000, 75_000]),

  rv("Winnebago", "View 24D", [2014, 2025], [65_000, 160_000], "Class C motorhome", "motorhome", {
    milesPerYear: 7_000,
  }),
  rv("Winnebago", "Travato 59K", [2015, 2025], [55_000, 130_000], "Class B camper van", "van", { milesPerYear: 8_000 }),
  rv("Winnebago", "Revel 44E", [2018, 2025], [110_000, 190_000], "4x4 Class B camper van", "van", {
    milesPerYear: 8_000,
    isFourByFour: true,
  }),
  rv("Winnebago", "Minnie Winnie 22M", [2012, 2024], [45_000, 105_000], "Class C motorhome", "motorhome"),
  rv("Airstream", "Interstate 24GT", [2015, 2025], [105_000, 220_000], "Class B touring coach", "van", {
    milesPerYear: 8_000,
  }),
  rv("Airstream", "Atlas Murphy Suite", [2019, 2025], [175_000, 235_000], "Class B+ touring coach", "motorhome"),
  rv("Thor Motor Coach", "Chateau 22E", [2012, 2024], [38_000, 95_000], "Class C motorhome", "motorhome"),
  rv("Thor Motor Coach", "Sequence 20L", [2017, 2025], [60_000, 125_000], "Class B camper van", "van", {
    milesPerYear: 8_000,
  }),
  rv("Thor Motor Coach", "Four Winds 28Z", [2010, 2024], [42_000, 110_000], "Class C motorhome", "motorhome"),
  rv("Jayco", "Greyhawk 29MV", [2012, 2024], [50_000, 130_000], "Class C motorhome", "motorhome"),
  rv("Jayco", "Redhawk 26XD", [2014, 2024], [48_000, 115_000], "Class C motorhome", "motorhome"),
  rv("Fleetwood", "Bounder 35K", [2005, 2023], [45_000, 175_000], "Class A motorhome", "coach", {
    milesPerYear: 4_500,
  }),
  rv("Fleetwood", "Flair 29M", [2012, 2020], [35_000, 95_000], "Class A motorhome", "coach", { milesPerYear: 4_500 }),
  rv("Tiffin", "Allegro Open Road 32SA", [2008, 2023], [55_000, 180_000], "Class A motorhome", "coach", {
    milesPerYear: 4_500,
  }),
  rv("Leisure Travel Vans", "Unity U24MB", [2015, 2025], [95_000, 210_000], "Class C motorhome", "motorhome"),
  rv("Roadtrek", "Zion", [2016, 2021], [55_000, 110_000], "Class B camper van", "van", { milesPerYear: 8_000 }),
  rv("Coachmen", "Beyond 22D AWD", [2021, 2025], [95_000, 160_000], "AWD Class B camper van", "van", {
    milesPerYear: 8_000,
    isFourByFour: true,
  }),
  rv("Toyota", "Dolphin 21ft", [1984, 1993], [12_000, 35_000], "vintage mini motorhome", "motorhome", {
    milesPerYear: 3_500,
  }),

  overlander(
    "Toyota",
    "Land Cruiser 78 Troopy",
    [1991, 1999],
    [45_000, 110_000],
    "overland rig with rooftop tent",
    "tentRig",
    { milesPerYear: 8_000 },
  ),
  overlander(
    "Toyota",
    "4Runner TRD Off-Road",
    [2010, 2025],
    [22_000, 62_000],
    "overland rig with rooftop tent",
    "tentRig",
  ),
  overlander("Toyota", "Tacoma TRD Off-Road", [2016, 2025], [42_000, 88_000], "truck camper", "expedition"),
  overlander(
    "Toyota",
    "Land Cruiser 100",
    [1998, 2007],
    [18_000, 48_000],
    "overland rig with rooftop tent",
    "tentRig",
    { milesPerYear: 9_000 },
  ),
  overlander("Lexus", "GX 460", [2010, 2023], [20_000, 62_000], "overland rig with rooftop tent", "tentRig"),
  overlander("Ford", "F-350 Super Duty", [2008, 2024], [45_000, 140_000], "truck camper", "expedition"),
  overlander("Ram", "2500 Power Wagon", [2014, 2025], [38_000, 88_000], "truck camper", "expedition"),
  overlander(
    "Jeep",
    "Gladiator Rubicon",
    [2020, 2025],
    [45_000, 85_000],
    "overland pickup with rooftop tent",
    "tentRig",
  ),
  overlander(
    "Jeep",
    "Wrangler Unlimited Rubicon",
    [2012, 2024],
    [25_000, 65_000],
    "trail rig with rooftop tent",
    "tentRig",
  ),
  overlander(
    "Chevrolet",
    "Colorado ZR2",
    [2017, 2025],
    [32_000, 62_000],
    "overland pickup with rooftop tent",
    "tentRig",
  ),
  overlander("Land Rover", "Defender 110", [1990, 1997], [45_000, 120_000], "expedition Defender", "tentRig", {
    milesPerYear: 7_000,
  }),
  overlander("EarthRoamer", "XV-LT", [2008, 2016], [160_000, 235_000], "expedition vehicle", "expedition", {
    milesPerYear: 6_000,
  }),
  overlander(
    "Global Expedition Vehicles",
    "Pangea",
    [2012, 2020],
    [165_000, 235_000],
    "expedition vehicle",
    "expedition",
    { milesPerYear: 6_000 },
  ),
  overlander("Unicat", "MD 56", [1998, 2008], [185_000, 235_000], "expedition truck", "expedition", {
    milesPerYear: 5_000,
  }),
  overlander("Mercedes-Benz", "Unimog U1300L", [1978, 1990], [65_000, 180_000], "expedition truck", "expedition", {
    milesPerYear: 2_500,
  }),
];

export interface DemoPlace {
  /** As a seller types it and as the geocoder resolves it: "City, ST". */
  location: string;
  latitude: number;
  longitude: number;
  /** How often sellers list here, relative to other places. */
  weight: number;
}

const place = (location: string, latitude: number, longitude: number, weight = 1): DemoPlace => ({
  location,
  latitude,
  longitude,
  weight,
});

export const demoPlaces: readonly DemoPlace[] = [
  place("Bend, OR", 44.0582, -121.3153, 3),
  place("Portland, OR", 45.5152, -122.6784, 3),
  place("Seattle, WA", 47.6062, -122.3321, 3),
  place("Bellingham, WA", 48.7519, -122.4787),
  place("Boise, ID", 43.615, -116.2023, 2),
  place("Missoula, MT", 46.8721, -113.994),
  place("Bozeman, MT", 45.677, -111.0429, 2),
  place("Jackson, WY", 43.4799, -110.7624),
  place("Boulder, CO", 40.015, -105.2705, 3),
  place("Denver, CO", 39.7392, -104.9903, 3),
  place("Durango, CO", 37.2753, -107.8801),
  place("Salt Lake City, UT", 40.7608, -111.891, 2),
  place("Moab, UT", 38.5733, -109.5498),
  place("Flagstaff, AZ", 35.1983, -111.6513, 2),
  place("Tucson, AZ", 32.2226, -110.9747, 2),
  place("Santa Fe, NM", 35.687, -105.9378),
  place("San Diego, CA", 32.7157, -117.1611, 3),
  place("Los Angeles, CA", 34.0522, -118.2437, 3),
  place("Santa Cruz, CA", 36.9741, -122.0308),
  place("Oakland, CA", 37.8044, -122.2712, 2),
  place("Truckee, CA", 39.328, -120.1833),
  place("Reno, NV", 39.5296, -119.8138),
  place("Las Vegas, NV", 36.1699, -115.1398),
  place("Austin, TX", 30.2672, -97.7431, 3),
  place("Fayetteville, AR", 36.0626, -94.1574),
  place("Minneapolis, MN", 44.9778, -93.265, 2),
  place("Madison, WI", 43.0731, -89.4012),
  place("Chicago, IL", 41.8781, -87.6298, 2),
  place("Nashville, TN", 36.1627, -86.7816, 2),
  place("Chattanooga, TN", 35.0456, -85.3097),
  place("Asheville, NC", 35.5951, -82.5515, 3),
  place("Atlanta, GA", 33.749, -84.388, 2),
  place("St. Petersburg, FL", 27.7676, -82.6403, 2),
  place("Burlington, VT", 44.4759, -73.2121),
  place("Portland, ME", 43.6591, -70.2568),
  place("Anchorage, AK", 61.2181, -149.9003),
  place("Vancouver, BC", 49.2827, -123.1207, 3),
  place("Victoria, BC", 48.4284, -123.3656),
  place("Squamish, BC", 49.7016, -123.1558),
  place("Kelowna, BC", 49.888, -119.496),
  place("Nelson, BC", 49.4928, -117.2948),
  place("Calgary, AB", 51.0447, -114.0719, 2),
  place("Canmore, AB", 51.0892, -115.3581),
  place("Edmonton, AB", 53.5461, -113.4938),
  place("Saskatoon, SK", 52.1332, -106.67),
  place("Winnipeg, MB", 49.8951, -97.1384),
  place("Toronto, ON", 43.6532, -79.3832, 2),
  place("Ottawa, ON", 45.4215, -75.6972),
  place("Montreal, QC", 45.5017, -73.5673, 2),
  place("Halifax, NS", 44.6488, -63.5752),
  place("Whitehorse, YT", 60.7212, -135.0568),
];
