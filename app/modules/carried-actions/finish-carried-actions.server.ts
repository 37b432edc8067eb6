import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { waitingActions } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { addFavorite } from "#app/modules/favorites/add-favorite.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { saveSearch } from "#app/modules/saved-searches/save-search.server.ts";
import { type CarriedAction, carriedActionSchema } from "./carried-action.ts";
import { carriedCookieName, carriedTokenOf } from "./carried-cookie.server.ts";
import { waitingUnder } from "./waiting-under-token.server.ts";

export interface FinishCarriedActionsOptions {
  db: Database;
  geocoder: Geocoder;
  logger: Logger;
  /** The account a session just started for, in the browser whose cookies these are. */
  userId: string;
  cookieHeader: string | null | undefined;
}

/**
 * Completes what the browser carried into the account that just signed in: a favourite is saved; a saved search
 * is saved, and what came of it waits for the search page to say; a message being written waits, claimed by
 * the account, for its listing page to put it back in the form (it is never sent unseen). Returns whether the
 * browser carried a token (its cookie is then cleared).
 */
export async function finishCarriedActions({
  db,
  geocoder,
  logger,
  userId,
  cookieHeader,
}: FinishCarriedActionsOptions): Promise<boolean> {
  const token = carriedTokenOf(cookieHeader);
  if (!token) return false;
  const waiting = await db.select().from(waitingActions).where(waitingUnder(token));
  // Each action leaves the waiting ones as soon as it is finished, so a failure later in the list (the database
  // gone) never finishes it twice when the next session tries again.
  for (const row of waiting) {
    const parsed = carriedActionSchema.safeParse({ ...(row.payload as object), kind: row.kind });
    const claim = parsed.success ? await finishOne({ db, geocoder, userId, action: parsed.data }) : null;
    if (claim) await db.update(waitingActions).set({ userId, payload: claim }).where(eq(waitingActions.id, row.id));
    else await db.delete(waitingActions).where(eq(waitingActions.id, row.id));
  }
  if (waiting.length > 0) logger.info({ userId, actions: waiting.map((row) => row.kind) }, "carried actions finished");
  return true;
}

interface FinishOneOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  action: CarriedAction;
}

/** Finishes one action; returns what the account keeps for a page to show, or null when nothing is left. */
async function finishOne({ db, geocoder, userId, action }: FinishOneOptions): Promise<object | null> {
  switch (action.kind) {
    case "favorite":
      try {
        await addFavorite({ db, userId, listingId: action.listingId });
      } catch (error) {
        // A listing taken down meanwhile: nothing to save, as a heart on its gone page would say.
        if (!isAppError(error, "not-found")) throw error;
      }
      return null;
    case "saved-search": {
      const { kind: _kind, ...search } = action;
      try {
        await saveSearch({ db, geocoder, userId, ...search });
        return { ...search, outcome: { saved: true } };
      } catch (error) {
        if (!isAppError(error)) throw error;
        // Refused (the 50 kept, the geocoder down): the search page shows the form again with the reason.
        return { ...search, outcome: { saved: false, message: error.message } };
      }
    }
    case "message": {
      const { kind: _kind, ...draft } = action;
      return draft;
    }
  }
}

/** The accounts' hook into carried actions (`createAuth`'s `carriedActions`). */
export function carriedActionsHook(services: Pick<FinishCarriedActionsOptions, "db" | "geocoder" | "logger">) {
  return {
    cookieName: carriedCookieName,
    finish: (userId: string, cookieHeader: string | null) =>
      finishCarriedActions({ ...services, userId, cookieHeader }),
  };
}
