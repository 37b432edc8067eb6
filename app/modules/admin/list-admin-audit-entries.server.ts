import { desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { adminAuditLog } from "#app/db/schema.ts";
import type { AdminAuditEntryView } from "./audit-entry-text.ts";

export const recentAuditEntryCount = 25;

export interface ListAdminAuditEntriesOptions {
  db: Database;
  limit?: number;
}

/** The newest audit entries first: who, what, on which target, when. */
export async function listAdminAuditEntries({
  db,
  limit = recentAuditEntryCount,
}: ListAdminAuditEntriesOptions): Promise<AdminAuditEntryView[]> {
  return db
    .select({
      id: adminAuditLog.id,
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}
