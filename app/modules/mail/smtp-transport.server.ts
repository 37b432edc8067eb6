import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-transport.server.ts";

export interface SmtpTransportOptions {
  /** Bounds connecting, the greeting and each silence, so a dead server fails an attempt quickly. */
  timeoutMs?: number;
}

/**
 * Delivers through the server in SMTP_URL (smtp:// upgrades with STARTTLS when offered, smtps:// is
 * TLS from the start; nodemailer options may be added as query parameters).
 */
export function createSmtpTransport(smtpUrl: string, { timeoutMs = 10_000 }: SmtpTransportOptions = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send({ listUnsubscribeUrl, ...mail }) {
      const info = await transporter.sendMail({
        ...mail,
        ...(listUnsubscribeUrl ? { list: { unsubscribe: { url: listUnsubscribeUrl } } } : {}),
        headers: {
          // Asks auto-responders (vacation replies) to stay quiet about a notification.
          "Auto-Submitted": "auto-generated",
          // The unsubscribe URL takes a POST, so mail providers may offer a one-click button (RFC 8058).
          ...(listUnsubscribeUrl ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
        },
      });
      return { providerMessageId: String(info.response ?? info.messageId) };
    },
    close: () => transporter.close(),
  };
}
