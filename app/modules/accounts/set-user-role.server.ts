import { and, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";

export type UserRole = "user" | "admin";

export interface SetUserRoleOptions {
  db: Database;
  email: string;
  role: UserRole;
}

export interface SetUserRoleResult {
  status: "updated" | "unchanged" | "not-found";
}

/**
 * Grants or revokes administrator rights by e-mail (the CLI's way to name the first administrators).
 * The role is read from the database on every request, so the change applies to live sessions at once.
 */
export async function setUserRole({ db, email, role }: SetUserRoleOptions): Promise<SetUserRoleResult> {
  // better-auth stores addresses in lower case; lower() also finds rows written by anything else.
  const sameEmail = sql`lower(${user.email}) = ${email.trim().toLowerCase()}`;
  const updated = await db
    .update(user)
    .set({ role })
    .where(and(sameEmail, ne(user.role, role)))
    .returning({ id: user.id });
  if (updated.length > 0) return { status: "updated" };
  const [existing] = await db.select({ id: user.id }).from(user).where(sameEmail).limit(1);
  return { status: existing ? "unchanged" : "not-found" };
}
