import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders } from "#app/db/schema.ts";
import { isBuilderId } from "./builder-id.ts";

/** Whether the account owns the profile: its page then tells it what only the owner needs to know. */
export async function isBuilderOwner(db: Database, builderId: string, userId: string): Promise<boolean> {
  if (!isBuilderId(builderId)) return false;
  const [row] = await db
    .select({ id: builders.id })
    .from(builders)
    .where(and(eq(builders.id, builderId), eq(builders.userId, userId)))
    .limit(1);
  return row !== undefined;
}
