import { hashPassword } from "better-auth/crypto";
import type { account, user } from "#app/db/schema.ts";

/** Local demo only: these addresses and the password are printed in the README. */
export const demoPassword = "roam-the-demo-2026";

export const demoAccounts = [
  { id: "demo-seller", email: "seller@roamstead.demo", name: "Sam Seller", role: "user" },
  { id: "demo-builder", email: "builder@roamstead.demo", name: "Bea Builder", role: "user" },
  { id: "demo-admin", email: "admin@roamstead.demo", name: "Ada Admin", role: "admin" },
] as const;

export const demoSellerId = demoAccounts[0].id;

/** Confirmed accounts with e-mail + password credentials, ready to insert. */
export async function buildDemoAccounts(now: Date) {
  const passwordHash = await hashPassword(demoPassword);
  const users: (typeof user.$inferInsert)[] = demoAccounts.map((demo) => ({
    ...demo,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  }));
  const credentials: (typeof account.$inferInsert)[] = demoAccounts.map((demo) => ({
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
