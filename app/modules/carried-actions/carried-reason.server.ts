import { desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { waitingActions } from "#app/db/schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type CarriedActionKind, carriedActionReasons } from "./carried-action.ts";
import { carriedTokenOf } from "./carried-cookie.server.ts";
import { waitingUnder } from "./waiting-under-token.server.ts";

/** Why the sign-in page asks (a message id): the latest action the browser carries, if any. */
export async function carriedReasonOf(db: Database, request: Request): Promise<MessageId | undefined> {
  const token = carriedTokenOf(request.headers.get("cookie"));
  if (!token) return undefined;
  const [latest] = await db
    .select({ kind: waitingActions.kind })
    .from(waitingActions)
    .where(waitingUnder(token))
    .orderBy(desc(waitingActions.carriedAt))
    .limit(1);
  return latest && latest.kind in carriedActionReasons
    ? carriedActionReasons[latest.kind as CarriedActionKind]
    : undefined;
}
