// What a transport is given and does; the transports implement it, select-mail-transport.server.ts picks one.
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
