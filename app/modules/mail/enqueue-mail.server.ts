import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { type OutgoingMailInput, outgoingMailSchema } from "./outgoing-mail.schema.ts";

export class InvalidMailError extends Error {
  override name = "InvalidMailError";
}

/**
 * Writes a mail to the outbox. Pass the transaction that makes the change the mail is about, so the
 * mail exists exactly when the change does; call `notifyOutbox()` after it commits.
 */
export async function enqueueMail(db: Database, message: OutgoingMailInput): Promise<{ id: number }> {
  const parsed = outgoingMailSchema.safeParse(message);
  if (!parsed.success) throw new InvalidMailError(`Refusing to enqueue mail: ${z.prettifyError(parsed.error)}`);
  const { to, subject, text, html, reason, replyTo, listUnsubscribeUrl } = parsed.data;
  const [row] = await db
    .insert(outbox)
    .values({ recipient: to, subject, text, html, reason, replyTo, listUnsubscribeUrl })
    .returning({ id: outbox.id });
  if (!row) throw new Error("The outbox insert returned no row");
  return row;
}
