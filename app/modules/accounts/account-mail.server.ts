import type { Database } from "#app/db/client.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { type AccountLinkMailWords, accountLinkMail } from "./account-link-mail.ts";
import { confirmNewEmailMail, emailChangeNoticeMail } from "./email-change-mail.ts";

export interface AccountMailOptions {
  db: Database;
  baseUrl: string;
  notifyOutbox(): void;
  to: string;
  /** The account's language. */
  locale: Locale;
  url: string;
}

export function sendVerificationMail(options: AccountMailOptions) {
  return sendAccountLinkMail(options, {
    subject: "mail.verify.subject",
    heading: "mail.verify.heading",
    paragraphs: ["mail.verify.welcome", "mail.verify.linkLife"],
    action: "mail.verify.action",
    reason: "mail.verify.reason",
  });
}

export function sendPasswordResetMail(options: AccountMailOptions) {
  return sendAccountLinkMail(options, {
    subject: "mail.reset.subject",
    heading: "mail.reset.heading",
    paragraphs: ["mail.reset.asked", "mail.reset.linkLife"],
    action: "mail.reset.action",
    reason: "mail.reset.reason",
  });
}

async function sendAccountLinkMail({ db, notifyOutbox, ...mail }: AccountMailOptions, words: AccountLinkMailWords) {
  await enqueueMail(db, accountLinkMail(mail, words));
  notifyOutbox();
}

export interface EmailChangeMailsOptions extends Omit<AccountMailOptions, "to"> {
  /** The account's address now, and the one asked for. */
  oldEmail: string;
  newEmail: string;
}

/** A change of address asked for: the confirmation link to the new address, and a notice to the one in use. */
export async function sendEmailChangeMails({
  db,
  baseUrl,
  notifyOutbox,
  locale,
  url,
  oldEmail,
  newEmail,
}: EmailChangeMailsOptions) {
  await db.transaction(async (tx) => {
    await enqueueMail(tx, confirmNewEmailMail({ baseUrl, locale, newEmail, url }));
    await enqueueMail(tx, emailChangeNoticeMail({ baseUrl, locale, newEmail, oldEmail }));
  });
  notifyOutbox();
}
