import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";

/**
 * The user's newest paid, unused builder session, if any (docs/product/builders.md: the paid session is held on the
 * server, so /submit-builder without `?session_id=` still finds the package the user paid for).
 */
export async function findUnusedBuilderSession(db: Database, userId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.kind, "builder"),
        eq(paymentSessions.status, "paid"),
        isNull(paymentSessions.usedAt),
      ),
    )
    .orderBy(desc(paymentSessions.paidAt))
    .limit(1);
  return row ?? null;
}
