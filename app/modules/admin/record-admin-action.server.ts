import type { Database } from "#app/db/client.server.ts";
import { type AdminAuditAction, type AdminAuditDetails, adminAuditLog } from "#app/db/schema.ts";

/** Who did it: the signed-in administrator. */
export interface AdminActor {
  id: string;
  email: string;
}

export interface RecordAdminActionOptions {
  actor: AdminActor;
  action: AdminAuditAction;
  targetType: string;
  targetId?: string | null;
  details?: AdminAuditDetails;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry exists exactly
 * when the change does (a failed change leaves no entry, and no change goes unrecorded).
 */
export async function recordAdminAction(
  tx: Database,
  { actor, action, targetType, targetId = null, details = {} }: RecordAdminActionOptions,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType,
    targetId,
    details,
  });
}
