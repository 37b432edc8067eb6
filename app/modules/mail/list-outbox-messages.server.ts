import { desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";

export interface ListOutboxMessagesOptions {
  db: Database;
  limit: number;
}

export interface OutboxMessageSummary {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  status: "pending" | "sent";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The newest outbox messages, newest first: what the dev mailbox shows. */
export async function listOutboxMessages({ db, limit }: ListOutboxMessagesOptions): Promise<OutboxMessageSummary[]> {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
