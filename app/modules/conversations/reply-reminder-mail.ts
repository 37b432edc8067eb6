import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { fittedSubject } from "#app/modules/mail/fitted-subject.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { conversationMailTitles, oneLine } from "./new-message-mail.ts";

export interface ReplyReminderMailOptions {
  baseUrl: string;
  sellerEmail: string;
  /** The seller account's language. */
  locale: Locale;
  /** The buyer as the seller sees them, in the seller's language. */
  buyerName: string;
  listingTitle: string;
  conversationId: string;
  /** The reminder after 24 hours rather than the one after an hour. */
  isSecond: boolean;
}

/**
 * The reminder to a seller whose buyer's first message is unanswered (docs/product/people-and-trust.md, "Reply
 * reminders"): a link to the thread and the way to turn reminders off; like the new-message mail, nothing of the
 * message itself.
 */
export function replyReminderMail({
  baseUrl,
  sellerEmail,
  locale,
  buyerName,
  listingTitle,
  conversationId,
  isSecond,
}: ReplyReminderMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const { title, shortTitle } = conversationMailTitles(listingTitle);
  const name = oneLine(buyerName);
  // The settings' checkbox, named as that page shows it.
  const settingsUrl = new URL(pathInLocale("/account", locale), baseUrl).toString();
  return {
    to: sellerEmail,
    subject: fittedSubject((fitted) => t("mail.replyReminder.subject", { name, title: fitted }), shortTitle),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.replyReminder.heading"),
      paragraphs: [
        isSecond ? t("mail.replyReminder.second", { name, title }) : t("mail.replyReminder.first", { name, title }),
        t("mail.replyReminder.why"),
        t("mail.replyReminder.turnOff", { url: settingsUrl, label: t("accounts.settings.mail.replyNudges") }),
      ],
      action: {
        label: t("mail.replyReminder.action", { name }),
        url: pathInLocale(`/inbox/${conversationId}`, locale),
      },
      reason: t("mail.replyReminder.reason"),
    }),
  };
}
