// The people of the use-case tests where members deal with one another (conversations, reply reminders, sales and
// reviews, mail choices): each id names their part, and each has a name of their choosing.
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";

export const testPeople = {
  seller: { id: "seller", email: "sam.seller@example.com", name: "Sam Seller" },
  buyer: { id: "buyer", email: "bea.buyer@example.com", name: "Bea" },
  stranger: { id: "stranger", email: "sly@example.com", name: "Sly" },
  admin: { id: "admin", email: "ada@example.com", name: "Ada", role: "admin" as const },
};

type Person = Omit<typeof user.$inferInsert, "emailVerified">;

/** Stores `people` as accounts whose address is confirmed. */
export async function insertPeople(db: Database, people: Record<string, Person>): Promise<void> {
  await db.insert(user).values(Object.values(people).map((person) => ({ ...person, emailVerified: true })));
}
