import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import { waitingActions } from "#app/db/schema.ts";
import { hashOfCarriedToken } from "./carried-cookie.server.ts";

/** The actions a browser's token still carries: not claimed by an account yet, and within their hour. */
export function waitingUnder(token: string): SQL {
  return and(
    eq(waitingActions.tokenHash, hashOfCarriedToken(token)),
    isNull(waitingActions.userId),
    gt(waitingActions.expiresAt, new Date()),
  ) as SQL;
}
