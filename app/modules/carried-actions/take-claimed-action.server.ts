import { and, eq, gt } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { waitingActions } from "#app/db/schema.ts";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { type SavedSearchOutcome, savedSearchOutcomeSchema } from "./carried-action.ts";

const messageDraftSchema = z.object({ listingId: z.string(), message: z.string() });

/** The message the account was writing on this listing before it signed in, once: it is then gone. */
export async function takeMessageDraft(db: Database, userId: string, listingId: string): Promise<string | null> {
  const taken = await takeClaimed(db, userId, "message", (payload) => {
    const draft = messageDraftSchema.safeParse(payload);
    return draft.success && draft.data.listingId === listingId ? draft.data.message : null;
  });
  return taken ?? null;
}

/** What came of the search the account asked to save before it signed in, once. */
export async function takeSavedSearchOutcome(db: Database, userId: string): Promise<SavedSearchOutcome | null> {
  const taken = await takeClaimed(db, userId, "saved-search", (payload) => {
    const outcome = savedSearchOutcomeSchema.safeParse(payload);
    return outcome.success ? outcome.data : null;
  });
  return taken ?? null;
}

/** Deletes and returns the first of the account's claimed actions of `kind` that `read` accepts. */
async function takeClaimed<Taken>(
  db: Database,
  userId: string,
  kind: string,
  read: (payload: unknown) => Taken | null,
): Promise<Taken | undefined> {
  const claimed = await db
    .select({ id: waitingActions.id, payload: waitingActions.payload })
    .from(waitingActions)
    .where(
      and(eq(waitingActions.userId, userId), eq(waitingActions.kind, kind), gt(waitingActions.expiresAt, new Date())),
    );
  for (const row of claimed) {
    const taken = read(row.payload);
    if (taken === null) continue;
    const deleted = await db
      .delete(waitingActions)
      .where(eq(waitingActions.id, row.id))
      .returning({ id: waitingActions.id });
    // Another request took it first: it is shown once.
    return deleted.length > 0 ? taken : undefined;
  }
  return undefined;
}

/** For a page: what came of a search the viewer asked to save before signing in (null for a visitor). */
export async function loadSavedSearchOutcome(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SavedSearchOutcome | null> {
  const user = await getCurrentUser(request, context);
  return user ? takeSavedSearchOutcome(getServices(context).db, user.id) : null;
}
