import { hashPassword } from "better-auth/crypto";
import type { account, user } from "#app/db/schema.ts";
import { demoDealerAccount, demoSellerAccount, privateSellerById } from "./demo-sellers.ts";

/** Local demo only: these addresses and the password are printed in the README. */
export const demoPassword = "roam-the-demo-2026";

export const demoAccounts = [
  {
    ...demoSellerAccount,
    role: "user",
    about:
      "Full-time van lifer since 2019. I buy tired campers, fix what matters and sell them on with their records. Happy to video-call a walkaround.",
    publicPlace: "Bellingham, WA",
  },
  {
    id: "demo-builder",
    email: "builder@roamstead.demo",
    name: "Bea Builder",
    role: "user",
    about: "I run a two-person build shop: Sprinter and Transit conversions, solar and lithium upgrades.",
    publicPlace: "Bend, OR",
  },
  { id: "demo-admin", email: "admin@roamstead.demo", name: "Ada Admin", role: "admin" },
  {
    ...demoDealerAccount,
    role: "user",
    about:
      "A family-run camper dealer since 2011. Every rig is inspected in our shop before it is listed; trades welcome.",
    publicPlace: "Denver, CO",
  },
] as const;

export const demoSellerId = demoSellerAccount.id;

/**
 * Confirmed accounts with e-mail + password credentials, ready to insert: the accounts above and the private
 * seller of each demo listing among `listingOwnerIds`.
 */
export async function buildDemoAccounts(now: Date, listingOwnerIds: Iterable<string> = []) {
  const passwordHash = await hashPassword(demoPassword);
  const privateSellers = [...new Set(listingOwnerIds)].flatMap((id) => {
    const seller = privateSellerById(id);
    return seller ? [{ ...seller, role: "user" as const }] : [];
  });
  const everyone = [...demoAccounts, ...privateSellers];
  const users: (typeof user.$inferInsert)[] = everyone.map((demo) => ({
    ...demo,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  }));
  const credentials: (typeof account.$inferInsert)[] = everyone.map((demo) => ({
    id: `${demo.id}-credential`,
    accountId: demo.id,
    providerId: "credential",
    userId: demo.id,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  }));
  return { users, credentials };
}
