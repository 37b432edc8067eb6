import { favoriteMailTitles } from "#app/modules/favorites/price-drop-mail.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewQuestionMailOptions {
  baseUrl: string;
  sellerEmail: string;
  /** The seller account's language. */
  locale: Locale;
  /** The asker's display name, in the seller's language. */
  askerName: string;
  listing: { title: string; make: string; model: string };
  questionId: string;
}

/**
 * The mail that tells a seller a buyer asked a public question about their listing (docs/product/people-and-trust.md,
 * "Public questions"). Like a new message's mail, it carries a link and not the question itself (which could hold a
 * scammer's instructions that the page shows the seller with a safety notice), and no Reply-To.
 */
export function newQuestionMail({
  baseUrl,
  sellerEmail,
  locale,
  askerName,
  listing,
  questionId,
}: NewQuestionMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  const name = askerName.replace(/\s+/g, " ").trim();
  return {
    to: sellerEmail,
    subject: t("questions.mail.asked.subject", { title: shortTitle }),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("questions.mail.asked.heading"),
      paragraphs: [t("questions.mail.asked.body", { name, title }), t("questions.mail.asked.answerPublicly", { name })],
      action: {
        label: t("questions.mail.asked.action"),
        url: pathInLocale(`/questions/${questionId}/answer`, locale),
      },
      reason: t("questions.mail.asked.reason", { title }),
    }),
  };
}
