// The two users billing tests make payment sessions for: `seller` (the one paying) and `other`.
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";

/** Inserts the users `seller` (sam@example.com) and `other` (otto@example.com). */
export async function insertBillingUsers(db: Database): Promise<void> {
  await db.insert(user).values([
    { id: "seller", email: "sam@example.com", name: "Sam", emailVerified: true },
    { id: "other", email: "otto@example.com", name: "Otto", emailVerified: true },
  ]);
}
