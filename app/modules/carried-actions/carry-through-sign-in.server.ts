import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { waitingActions } from "#app/db/schema.ts";
import type { CarriedAction } from "./carried-action.ts";
import {
  carriedCookie,
  carriedMaxAgeSeconds,
  carriedTokenOf,
  hashOfCarriedToken,
  newCarriedToken,
} from "./carried-cookie.server.ts";

export interface CarryThroughSignInOptions {
  db: Database;
  /** The signed-out visitor's request: a token it already carries is kept, so earlier actions stay. */
  request: Request;
  action: CarriedAction;
  baseUrl: string;
}

/**
 * Holds what the visitor was doing until a session starts in this browser (a sign-in, or the link that
 * confirms a new account) and returns the Set-Cookie value that carries it. One action per kind.
 */
export async function carryThroughSignIn({ db, request, action, baseUrl }: CarryThroughSignInOptions): Promise<string> {
  const token = carriedTokenOf(request.headers.get("cookie")) ?? newCarriedToken();
  const { kind, ...payload } = action;
  const expiresAt = new Date(Date.now() + carriedMaxAgeSeconds * 1000);
  const tokenHash = hashOfCarriedToken(token);
  await db.transaction(async (tx) => {
    await tx.delete(waitingActions).where(lt(waitingActions.expiresAt, new Date()));
    await tx
      .insert(waitingActions)
      .values({ tokenHash, kind, payload, expiresAt })
      .onConflictDoUpdate({
        target: [waitingActions.tokenHash, waitingActions.kind],
        set: { payload, expiresAt, userId: sql`null`, carriedAt: new Date() },
      });
    // The cookie is set again for an hour: what it carried already lives as long.
    await tx
      .update(waitingActions)
      .set({ expiresAt })
      .where(and(eq(waitingActions.tokenHash, tokenHash), isNull(waitingActions.userId)));
  });
  return carriedCookie(token, baseUrl);
}
