import { and, eq, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accountBlocks } from "#app/db/conversations-schema.ts";
import { AppError } from "#app/lib/app-error.ts";

/**
 * Refuses a message from `senderId` to `recipientId` while either blocks the other
 * (docs/product/conversations.md, "Blocking"): the blocked side hears only that messages are not accepted.
 */
export async function assertNotBlocked(db: Database, senderId: string, recipientId: string): Promise<void> {
  refuseBlocked(await readBlockState(db, senderId, recipientId));
}

/** Whether `senderId` blocks `recipientId` (`hasBlocked`), and whether `recipientId` blocks them (`isBlockedBy`). */
export async function readBlockState(db: Database, senderId: string, recipientId: string): Promise<BlockState> {
  const rows = await db
    .select({ blockerId: accountBlocks.blockerId })
    .from(accountBlocks)
    .where(
      or(
        and(eq(accountBlocks.blockerId, recipientId), eq(accountBlocks.blockedId, senderId)),
        and(eq(accountBlocks.blockerId, senderId), eq(accountBlocks.blockedId, recipientId)),
      ),
    );
  return {
    hasBlocked: rows.some((row) => row.blockerId === senderId),
    isBlockedBy: rows.some((row) => row.blockerId === recipientId),
  };
}

export interface BlockState {
  hasBlocked: boolean;
  isBlockedBy: boolean;
}

/** The refusal for a sender who blocks, or is blocked by, the other party. */
export function refuseBlocked({ hasBlocked, isBlockedBy }: BlockState): void {
  if (isBlockedBy) throw new AppError("forbidden", "conversations.error.blockedByOther");
  if (hasBlocked) throw new AppError("forbidden", "conversations.error.youBlocked");
}
