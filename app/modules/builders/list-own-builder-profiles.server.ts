import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders } from "#app/db/schema.ts";
import { builderListColumns, newestBuildersFirst } from "./list-builders.server.ts";
import { type OwnBuilderProfile, ownBuilderStatus } from "./own-builder-profile.ts";

export type { OwnBuilderProfile };

/** Every profile of the user, whatever its status, newest first (for the dashboard's 'Your Builder Listings'). */
export async function listOwnBuilderProfiles(db: Database, userId: string): Promise<OwnBuilderProfile[]> {
  const rows = await db
    .select({
      ...builderListColumns,
      isActive: builders.isActive,
      isApproved: builders.isApproved,
      expiresAt: builders.expiresAt,
    })
    .from(builders)
    .where(eq(builders.userId, userId))
    .orderBy(...newestBuildersFirst);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    businessName: row.businessName,
    location: row.location,
    image: row.images[0] ?? null,
    status: ownBuilderStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
