import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Builder, builders } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isBuilderId } from "./builder-id.ts";
import { builderMessages } from "./builder-messages.ts";

/**
 * The profile `id` when `userId` owns it (whatever its status: owners still see expired ones), else
 * AppError `not-found` or `forbidden` ('You do not have permission to edit this builder profile.').
 */
export async function requireOwnBuilder(
  db: Pick<Database, "select">,
  id: string,
  userId: string,
  { forUpdate = false } = {},
): Promise<Builder> {
  if (!isBuilderId(id)) throw new AppError("not-found", builderMessages.notFound);
  const query = db.select().from(builders).where(eq(builders.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("not-found", builderMessages.notFound);
  if (row.userId !== userId) throw new AppError("forbidden", builderMessages.noPermission);
  return row;
}
