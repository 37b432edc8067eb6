// Who sells each demo listing (docs/product/contact-and-newsletter.md: every public listing can be written to):
// the demo seller (a private seller with a dozen rigs to manage), a small dealer with a yard in Denver, and a
// private seller of its own for every other listing, as on a real marketplace where most sellers sell one rig.
import type { VehicleType } from "#app/db/schema.ts";
import { type DemoPlace, demoPlaces } from "./catalog.ts";
import { createRandom, seedFor } from "./random.ts";

export interface DemoSellerAccount {
  id: string;
  email: string;
  name: string;
}

export const demoSellerAccount = {
  id: "demo-seller",
  email: "seller@roamstead.demo",
  name: "Sam Seller",
} as const satisfies DemoSellerAccount;

export const demoDealerAccount = {
  id: "demo-dealer",
  email: "dealer@roamstead.demo",
  name: "Mile High Camper Co.",
} as const satisfies DemoSellerAccount;

/** Where the dealer keeps its rigs. */
export const demoDealerYard = demoPlaces.find((place) => place.location === "Denver, CO") as DemoPlace;

const firstNames = [
  "Maya",
  "Dan",
  "Priya",
  "Luc",
  "Hannah",
  "Marcus",
  "Elena",
  "Tyler",
  "Grace",
  "Owen",
  "Aisha",
  "Ben",
  "Chloé",
  "Diego",
  "Jess",
  "Kai",
  "Laura",
  "Nate",
  "Rosa",
  "Sean",
  "Tessa",
  "Wes",
  "Yuki",
  "Zoe",
  "Amir",
  "Brooke",
];
const lastInitials = "ABCDEFGHJKLMNOPRSTVWY";
const privatePrefix = "demo-private-";

/** The private seller of the demo listing at `index`: a first name and an initial, as marketplaces show people. */
export function privateSellerAccount(index: number): DemoSellerAccount {
  const rng = createRandom(seedFor(0x5e11e5, index));
  const first = rng.pick(firstNames);
  const initial = lastInitials.charAt(rng.int(0, lastInitials.length - 1));
  const handle = first
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return {
    id: `${privatePrefix}${String(index).padStart(2, "0")}`,
    email: `${handle}.${initial.toLowerCase()}${index}@sellers.roamstead.demo`,
    name: `${first} ${initial}.`,
  };
}

/** The private seller an account id names, or undefined when it names another demo account. */
export function privateSellerById(id: string): DemoSellerAccount | undefined {
  if (!id.startsWith(privatePrefix)) return undefined;
  return privateSellerAccount(Number(id.slice(privatePrefix.length)));
}

/** The seller of the demo listing at `index`, and the yard the rig stands in when the seller has one. */
export function demoSellerOf(index: number, vehicleType: VehicleType): { userId: string; yard?: DemoPlace } {
  // Every sixth listing is the demo seller's, so the seller's dashboard has something to manage.
  if (index % 6 === 0) return { userId: demoSellerAccount.id };
  if (index % 4 === 1 && (vehicleType === "van" || vehicleType === "rv")) {
    return { userId: demoDealerAccount.id, yard: demoDealerYard };
  }
  return { userId: privateSellerAccount(index).id };
}
