// The demo's buyers: people who wrote to the demo sellers, bought from some of them and asked public questions
// (docs/product/people-and-trust.md). They have no password: nobody signs in as them.
import type { user } from "#app/db/schema.ts";
import { addDays } from "./demo-lifecycle.ts";

interface DemoBuyer {
  name: string;
  locale: "en-US" | "fr-CA";
  /** How long ago they joined. */
  memberDays: number;
}

const buyers: readonly DemoBuyer[] = [
  { name: "Nadia R.", locale: "en-US", memberDays: 410 },
  { name: "Tom B.", locale: "en-US", memberDays: 95 },
  { name: "Isabelle G.", locale: "fr-CA", memberDays: 760 },
  { name: "Marco D.", locale: "en-US", memberDays: 220 },
  { name: "Leah W.", locale: "en-US", memberDays: 130 },
  { name: "Felix M.", locale: "en-US", memberDays: 540 },
  { name: "Sophie L.", locale: "en-US", memberDays: 300 },
  { name: "Caleb J.", locale: "en-US", memberDays: 110 },
  { name: "Émilie T.", locale: "fr-CA", memberDays: 180 },
  { name: "Raj P.", locale: "en-US", memberDays: 1_020 },
  { name: "Ingrid S.", locale: "en-US", memberDays: 250 },
  { name: "Jonah F.", locale: "en-US", memberDays: 140 },
];

/** The demo buyers' accounts, confirmed, ready to insert, dated relative to `now`. */
export function buildDemoBuyers(now: Date): (typeof user.$inferInsert)[] {
  return buyers.map((buyer, index) => {
    const handle = buyer.name
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .replace(/\.$/, "")
      .replace(" ", ".")
      .toLowerCase();
    const joined = addDays(now, -buyer.memberDays);
    return {
      id: `demo-buyer-${String(index + 1).padStart(2, "0")}`,
      email: `${handle}@buyers.roamstead.demo`,
      name: buyer.name,
      locale: buyer.locale,
      emailVerified: true,
      createdAt: joined,
      updatedAt: joined,
    };
  });
}
