// Writes a seller's description the way sellers write them: a story, the build, the mechanicals,
// where to see it. Sentences are drawn from pools so that thousands of listings read differently.
import type { BatteryChemistry, CamperDetails, Heater, Toilet } from "#app/db/listing-vocabulary.ts";
import type { DemoPlace, DemoSilhouette, DemoVehicleModel } from "./catalog.ts";
import type { DemoBuild } from "./demo-build.ts";
import { kindBesideName } from "./kind-beside-name.ts";
import type { Random } from "./random.ts";

export interface DescribeListingOptions {
  rng: Random;
  vehicle: DemoVehicleModel;
  year: number;
  /** As the seller's country reads it: miles in the US, kilometres in Canada. */
  odometer: { reading: number; unit: "mi" | "km" };
  place: DemoPlace;
  build: DemoBuild;
}

const count = (value: number) => value.toLocaleString("en-US");

const reasonsForSelling = [
  "we're expecting our first kid",
  "I'm moving overseas for work",
  "we've upgraded to a bigger rig",
  "work is keeping me home these days",
  "we bought land and are building a cabin",
  "my knees are done with the ladder",
  "we're heading back to school",
  "it deserves more miles than we can give it",
];

const nicknames = [
  "Juniper",
  "Big Blue",
  "Sage",
  "Marigold",
  "Wanda",
  "Clementine",
  "Goldie",
  "Moose",
  "Ziggy",
  "Willow",
  "Pearl",
  "Ranger",
];

const bedsBySilhouette: Record<DemoSilhouette, readonly string[]> = {
  van: [
    "a fixed east-west platform bed with a full garage underneath",
    "a north-south bed over a bike garage",
    "a dinette that converts to a queen in a minute",
    "a rock-and-roll bench that folds flat, plus a pop-top bunk",
  ],
  bus: [
    "a queen in the back bedroom and bunks for the kids",
    "a queen loft over the wheel wells",
    "a king bed behind a sliding barn door and a fold-out couch",
  ],
  shortBus: [
    "a full-size bed across the back",
    "a couch that folds into a double and a kid bunk",
    "a raised queen with storage underneath",
  ],
  motorhome: [
    "the cab-over bunk, the dinette and a rear corner bed",
    "a rear queen, the cab-over and a jackknife sofa",
    "twin beds that join into a king",
  ],
  coach: [
    "a king in the back bedroom and a sofa bed up front",
    "a queen, the dinette and a drop-down bunk over the cab",
  ],
  tentRig: [
    "a three-person rooftop tent with an annex",
    "a hard-shell rooftop tent that opens in under a minute",
    "a rooftop tent plus a sleeping platform inside",
  ],
  expedition: [
    "a permanent queen over the cab and a dinette that converts",
    "a pop-up queen bed in the camper",
    "a transverse bed in the rear of the box",
  ],
};

/** What a seller calls each kind of heater; factory rigs have their own words. */
const heaterWords: Record<Heater, readonly string[]> = {
  diesel: ["An Espar diesel heater", "A Webasto diesel heater"],
  propane: ["A Truma Combi furnace", "A Dickinson propane fireplace"],
  electric: ["A mini-split heat pump", "An electric panel heater on shore power"],
  none: ["No heater yet, but a good sleeping bag"],
};
const factoryHeaterWords: Record<Heater, readonly string[]> = {
  ...heaterWords,
  propane: ["The ducted factory furnace", "A Truma Combi furnace"],
};
const kitchens = [
  "butcher-block counters, a two-burner induction cooktop and a Dometic compressor fridge",
  "a walnut countertop, a Fogatti propane range and an Isotherm fridge",
  "a stainless sink, a pull-out propane stove and a 65-liter chest fridge",
  "quartz counters, a full oven and a residential fridge",
];
const insulations = ["Havelock wool", "3M Thinsulate", "closed-cell spray foam", "polyiso board and Reflectix"];
const batteryWords: Record<BatteryChemistry, string> = {
  lithium: "lithium",
  agm: "AGM batteries",
  lead_acid: "lead-acid batteries",
};
const toiletWords: Record<Exclude<Toilet, "none">, readonly string[]> = {
  composting: ["a Nature's Head composting toilet", "a Trelino composting toilet"],
  cassette: ["a Thetford cassette toilet"],
  black_tank: ["a Dometic porcelain toilet on a black tank"],
  portable: ["a portable Porta Potti"],
};

const extrasBySilhouette: Record<DemoSilhouette, readonly string[]> = {
  van: [
    "a Maxxair fan",
    "a Fiamma awning",
    "a swivel passenger seat",
    "an Aluminess roof rack and ladder",
    "cab blackout curtains",
    "a Starlink mount",
  ],
  bus: [
    "a Cubic Mini wood stove",
    "a roof deck with railing",
    "a 24-inch roof raise",
    "a mini-split heat pump",
    "a full-size shower",
  ],
  shortBus: ["a Cubic Mini wood stove", "a roof rack with deck boards", "a mini-split heat pump", "a fold-down desk"],
  motorhome: [
    "a power awning",
    "a backup camera",
    "a slide-out dinette",
    "automatic leveling jacks",
    "an Onan generator",
  ],
  coach: [
    "two slide-outs",
    "automatic leveling jacks",
    "an Onan 5.5 kW generator",
    "a washer-dryer hookup",
    "a backup camera",
  ],
  tentRig: [
    "a Warn winch",
    "ARB lockers front and rear",
    "an Old Man Emu lift",
    "a snorkel",
    "a dual battery system",
    "MaxTrax recovery boards",
  ],
  expedition: [
    "a Warn winch",
    "a central tire inflation system",
    "a snorkel",
    "a rear swing-out carrier",
    "Starlink and a cellular booster",
  ],
};

const maintenanceNotes = [
  "Oil changed every 5,000 miles and every receipt is in a binder.",
  "New brakes and front end parts last spring.",
  "Fresh transmission service and new batteries.",
  "Clean title in hand, no accidents.",
  "New tires this year and an alignment.",
  "Always garaged over winter; no rust underneath.",
  "Serviced at the dealer since new.",
];

const closings = [
  "Happy to do a video walkthrough for out-of-towners.",
  "Come see it in person; test drives with proof of funds.",
  "Price is firm. No trades, please.",
  "Open to reasonable offers.",
  "Can deliver within 300 miles for gas money.",
  "Message me with questions; I answer the same day.",
];

const openingLine = ({ rng, vehicle, year, place, build }: DescribeListingOptions): string => {
  const name = `${year} ${vehicle.make} ${vehicle.model}`;
  const country = place.location.match(/, (AB|BC|MB|NS|ON|QC|SK|YT)$/) ? "provinces and states" : "states";
  switch (rng.int(0, 4)) {
    case 0:
      return `After ${rng.int(2, 6)} years and ${rng.int(11, 38)} ${country}, it's time to pass on our ${name}.`;
    case 1:
      return `Selling my ${name} ${kindBesideName(name, vehicle.kind)} because ${rng.pick(reasonsForSelling)}.`;
    case 2:
      return `Meet ${rng.pick(nicknames)}, our ${name}. It has been home for ${rng.int(8, 40)} months of full-time travel and is ready for the next adventure.`;
    case 3:
      return vehicle.vehicleType === "rv"
        ? `Up for sale: a ${build.quality > 0.6 ? "very clean" : "well-loved"} ${name}, bought from the dealer and stored under cover.`
        : `Up for sale: a ${build.quality > 0.6 ? "professionally built" : "DIY-built"} ${name} ${kindBesideName(name, vehicle.kind)}.`;
    default:
      return `This ${name} is a ${build.quality > 0.5 ? "turn-key" : "solid, honest"} ${vehicle.kind} that ${
        vehicle.vehicleType === "rv" ? "has never let us down" : `was built out over ${rng.int(2, 3)} winters`
      }.`;
  }
};

/** A line of the build's story and the camper details it states, which the seller then states as details too. */
interface Highlight {
  text: string;
  states: readonly (keyof CamperDetails)[];
}

const buildHighlights = ({ rng, vehicle, build }: DescribeListingOptions): Highlight[] => {
  const { silhouette } = vehicle;
  const isFactoryBuilt = vehicle.vehicleType === "rv";
  const power: Highlight =
    build.solarWatts === 0
      ? {
          text: `No solar yet, but it is pre-wired for it; the ${build.batteryAmpHours} Ah battery charges from the alternator and shore power.`,
          states: ["solarWatts", "batteryAmpHours"],
        }
      : {
          text: `${count(build.solarWatts)} W of solar and ${count(build.batteryAmpHours)} Ah of ${batteryWords[build.batteryChemistry]} with a ${count(build.inverterWatts)} W Victron inverter.`,
          states: ["solarWatts", "batteryAmpHours", "batteryChemistry", "inverterWatts"],
        };
  const water: Highlight = build.hasShower
    ? {
        text: `${build.freshWaterGallons} gallons of fresh water, ${build.greyWaterGallons} gallons grey and a hot shower.`,
        states: ["freshWaterGallons", "greyWaterGallons", "shower"],
      }
    : {
        text: `${build.freshWaterGallons} gallons of fresh water${silhouette === "tentRig" ? " in a rack-mounted tank" : ""}.`,
        states: ["freshWaterGallons"],
      };
  const lines: (Highlight | undefined)[] = [
    { text: `Sleeps ${build.sleeps}: ${rng.pick(bedsBySilhouette[silhouette])}.`, states: ["sleeps"] },
    power,
    water,
    vehicle.isFourByFour ? { text: "Four-wheel drive with all-terrain tires.", states: ["drivetrain"] } : undefined,
    silhouette === "tentRig"
      ? undefined
      : {
          text: `${rng.pick((isFactoryBuilt ? factoryHeaterWords : heaterWords)[build.heater])}${build.heater === "none" ? "." : " keeps it warm well below freezing."}`,
          states: ["heater"],
        },
    silhouette === "tentRig" ? undefined : { text: `The kitchen has ${rng.pick(kitchens)}.`, states: [] },
    build.hasToilet && build.toilet !== "none"
      ? { text: `Bathroom: ${rng.pick(toiletWords[build.toilet])}.`, states: ["toilet"] }
      : undefined,
    isFactoryBuilt ? undefined : { text: `Insulated with ${rng.pick(insulations)}.`, states: [] },
    { text: `Also: ${rng.sample(extrasBySilhouette[silhouette], 2).join(", plus ")}.`, states: [] },
  ];
  const available = lines.filter((line): line is Highlight => line !== undefined);
  // A subset in the order above: sleeping first, extras last, as people walk you through a rig.
  const chosen = new Set(rng.sample(available, rng.int(4, 7)));
  return available.filter((line) => chosen.has(line));
};

export interface ListingDescription {
  /** Plain text with paragraphs separated by blank lines. */
  text: string;
  /** The camper details the text states. */
  statedDetails: ReadonlySet<keyof CamperDetails>;
}

/** A plausible, varied description, and the camper details it states. */
export function describeListing(options: DescribeListingOptions): ListingDescription {
  const { rng, odometer, place } = options;
  const highlights = buildHighlights(options);
  const lines = highlights.map((line) => line.text);
  const buildParagraph = rng.chance(0.5)
    ? `Build highlights:\n${lines.map((line) => `- ${line.replace(/\.$/, "")}`).join("\n")}`
    : lines.join(" ");
  const mechanical = `${count(odometer.reading)} ${odometer.unit === "km" ? "km" : "miles"} on the odometer. ${rng.sample(maintenanceNotes, 2).join(" ")}`;
  const closing = `Located in ${place.location}. ${rng.pick(closings)}`;
  return {
    text: [openingLine(options), buildParagraph, mechanical, closing].join("\n\n"),
    statedDetails: new Set(highlights.flatMap((line) => line.states)),
  };
}
