// The demo's paperwork and condition (docs/product/vin-and-paperwork.md, docs/product/condition.md): as a real
// marketplace's sellers fill them in. Most state the title and liens, about half disclose the condition, and what they
// disclose is mostly good, sometimes not: a rebuilt title, a lien paid off at the sale, a leak repaired.
import type { ConditionState } from "#app/db/disclosure-vocabulary.ts";
import type { VehicleType } from "#app/db/listing-vocabulary.ts";
import { type ListingDisclosure, noDisclosure } from "#app/modules/disclosure/disclosure-fields.ts";
import type { Random } from "./random.ts";

interface DemoDisclosureSubject {
  vehicleType: VehicleType;
  year: number;
  /** "Bend, OR": the title is from the state or province the camper is in. */
  location: string;
}

/** The first day of the month `monthsAgo` before `now`'s: "2026-05-01". */
function monthsBefore(now: Date, monthsAgo: number): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return month.toISOString().slice(0, 10);
}

const minorIssues = [
  "The passenger window regulator is slow.",
  "The roof fan's lid does not open all the way.",
  "A small crack in the rear bumper, cosmetic only.",
  "The step light by the sliding door works only now and then.",
  "Some wear on the driver's seat bolster.",
  "The cab heater fan skips its lowest speed.",
  "A few scratches on the countertop from daily use.",
] as const;

function conditionState(rng: Random, weights: Readonly<Record<ConditionState, number>>): ConditionState {
  return rng.pickWeighted(Object.entries(weights) as [ConditionState, number][]);
}

/** A demo listing's disclosure, drawn from its own stream (`rng`), so the listing's other draws stay as they were. */
export function demoDisclosure(rng: Random, subject: DemoDisclosureSubject, now: Date): ListingDisclosure {
  const disclosure: ListingDisclosure = { ...noDisclosure };
  const isConversion = subject.vehicleType !== "rv";
  if (rng.chance(0.7)) {
    Object.assign(disclosure, {
      titleStatus: rng.pickWeighted([
        ["clean", 86],
        ["rebuilt", 5],
        ["salvage", 2],
        ["lost", 2],
        ["not_titled", subject.vehicleType === "skoolie" ? 5 : 0],
      ]),
      titleRegion: /,\s*([A-Z]{2})$/.exec(subject.location)?.[1] ?? null,
      retitled: isConversion
        ? rng.pickWeighted([
            ["yes", 55],
            ["no", 30],
            ["not_needed", 15],
          ])
        : "not_needed",
      lien: rng.pickWeighted([
        ["none", 80],
        ["paid_at_sale", 15],
        ["yes", 5],
      ]),
      sellerIsTitledOwner: rng.chance(0.95),
    });
  }
  if (rng.chance(0.55)) {
    const isOld = subject.year < 2005;
    const waterDamage = conditionState(rng, { none_known: 74, past_repaired: 20, present: 3, unknown: 3 });
    const issues: string[] = rng.sample(minorIssues, rng.int(0, 2));
    if (waterDamage === "past_repaired")
      issues.unshift("A leak at the rear window seal was fixed; the receipt is in the binder.");
    Object.assign(disclosure, {
      roofResealedOn: rng.chance(0.8) ? monthsBefore(now, rng.int(2, 36)) : null,
      waterDamage,
      softFloor: conditionState(rng, { none_known: 86, past_repaired: 8, present: 1, unknown: 5 }),
      rust: conditionState(
        rng,
        isOld
          ? { none_known: 30, past_repaired: 45, present: 20, unknown: 5 }
          : { none_known: 85, past_repaired: 10, present: 3, unknown: 2 },
      ),
      accidentHistory: conditionState(rng, { none_known: 84, past_repaired: 13, present: 0, unknown: 3 }),
      mechanicalIssues: conditionState(rng, { none_known: 80, past_repaired: 12, present: 6, unknown: 2 }),
      appliancesTestedOn: rng.chance(0.7) ? monthsBefore(now, rng.int(0, 6)) : null,
      lastServiceOn: rng.chance(0.85) ? monthsBefore(now, rng.int(1, 14)) : null,
      isSmokeFree: rng.chance(0.88),
      hasHadPets: rng.chance(0.4),
      knownIssues: issues.length > 0 ? issues.join(" ") : null,
    });
  }
  return disclosure;
}
