import type { Database } from "#app/db/client.server.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { safeAccountLink } from "./auth-redirects.ts";
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

export async function sendVerificationMail({ db, baseUrl, notifyOutbox, to, locale, url }: AccountMailOptions) {
  const { t } = translatorFor(locale);
  await enqueueMail(db, {
    to,
    subject: t("mail.verify.subject"),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.verify.heading"),
      paragraphs: [t("mail.verify.welcome"), t("mail.verify.linkLife")],
      action: { label: t("mail.verify.action"), url: safeAccountLink(url, baseUrl) },
      reason: t("mail.verify.reason"),
    }),
  });
  notifyOutbox();
}

export async function sendPasswordResetMail({ db, baseUrl, notifyOutbox, to, locale, url }: AccountMailOptions) {
  const { t } = translatorFor(locale);
  await enqueueMail(db, {
    to,
    subject: t("mail.reset.subject"),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.reset.heading"),
      paragraphs: [t("mail.reset.asked"), t("mail.reset.linkLife")],
      action: { label: t("mail.reset.action"), url: safeAccountLink(url, baseUrl) },
      reason: t("mail.reset.reason"),
    }),
  });
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
