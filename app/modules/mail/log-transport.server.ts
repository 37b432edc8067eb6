import type { Logger } from "#app/lib/logger.server.ts";
import type { MailTransport } from "./mail-transport.server.ts";

export const devMailboxProviderId = "dev-mailbox";

/** Development without SMTP: the mail is "delivered" to the log and stays readable at /dev/mailbox. */
export function createLogTransport(logger: Logger): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(mail) {
      logger.info(
        { mail: { to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text } },
        "mail delivered to the dev mailbox",
      );
      return { providerMessageId: devMailboxProviderId };
    },
    close() {},
  };
}
