import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { createLogTransport } from "./log-transport.server.ts";
import { createSmtpTransport } from "./smtp-transport.server.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiver can drop a copy sent twice after a crash. */
  messageId: string;
  /** Reply-To: replies reach this address (the buyer) instead of MAIL_FROM. */
  replyTo?: string;
  /** Sent as List-Unsubscribe with List-Unsubscribe-Post: One-Click (RFC 8058). */
  listUnsubscribeUrl?: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "dev-mailbox";
  /** Resolves once the receiving side has accepted the mail. */
  send(mail: OutgoingMail): Promise<{ providerMessageId: string }>;
  close(): void;
}

export type MailTransportEnv = Pick<Env, "SMTP_URL" | "DEV_MAILBOX">;

/** SMTP when configured, the dev mailbox when allowed, otherwise none: mail then waits in the outbox. */
export function selectMailTransport(
  env: MailTransportEnv,
  logger: Logger,
  smtpTimeoutMs?: number,
): MailTransport | null {
  if (env.SMTP_URL) return createSmtpTransport(env.SMTP_URL, { timeoutMs: smtpTimeoutMs });
  if (env.DEV_MAILBOX) return createLogTransport(logger);
  return null;
}
