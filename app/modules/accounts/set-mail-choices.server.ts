import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type OptionalMailKind, optionalMailKinds } from "#app/db/mail-preference-vocabulary.ts";
import { user } from "#app/db/schema.ts";

export interface SetMailChoicesOptions {
  db: Database;
  userId: string;
  /** The kinds of e-mail left on; every other optional kind is turned off. */
  mailOn: readonly OptionalMailKind[];
  /** Price drops and sales of the account's favourites (their own older switch). */
  priceDropAlerts: boolean;
}

/**
 * Stores which e-mails the account gets (docs/product/people-and-trust.md, "Account settings"): the kinds turned off
 * in `user.mail_off`, which every optional mail reads before it is written. Mail about the account itself is not a
 * choice.
 */
export async function setMailChoices({ db, userId, mailOn, priceDropAlerts }: SetMailChoicesOptions): Promise<void> {
  const mailOff = optionalMailKinds.filter((kind) => !mailOn.includes(kind));
  await db.update(user).set({ mailOff, priceDropAlerts, updatedAt: new Date() }).where(eq(user.id, userId));
}
