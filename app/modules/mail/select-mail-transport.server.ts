import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { createLogTransport } from "./log-transport.server.ts";
import type { MailTransport } from "./mail-transport.server.ts";
import { createSmtpTransport } from "./smtp-transport.server.ts";

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
