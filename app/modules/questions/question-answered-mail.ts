import { favoriteMailTitles } from "#app/modules/favorites/price-drop-mail.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface QuestionAnsweredMailOptions {
  baseUrl: string;
  to: string;
  /** The recipient account's language. */
  locale: Locale;
  /** Why they hear of it: they asked the question, or they keep the listing in their favorites. */
  reason: "asker" | "favorite";
  listing: { id: string; title: string; make: string; model: string };
}

const texts = {
  asker: {
    subject: "questions.mail.answered.subjectAsker",
    body: "questions.mail.answered.bodyAsker",
    reason: "questions.mail.answered.reasonAsker",
  },
  favorite: {
    subject: "questions.mail.answered.subjectFavorite",
    body: "questions.mail.answered.bodyFavorite",
    reason: "questions.mail.answered.reasonFavorite",
  },
} as const;

/**
 * The seller answered a public question (docs/product/people-and-trust.md, "Public questions"): to its asker and to
 * each account that saved the listing. A link to the listing's questions, not the answer itself (read on the page).
 */
export function questionAnsweredMail({
  baseUrl,
  to,
  locale,
  reason,
  listing,
}: QuestionAnsweredMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  const words = texts[reason];
  return {
    to,
    subject: t(words.subject, { title: shortTitle }),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("questions.mail.answered.heading"),
      paragraphs: [t(words.body, { title })],
      action: {
        label: t("questions.mail.answered.action"),
        url: pathInLocale(`/listing/${listing.id}#questions`, locale),
      },
      reason: t(words.reason),
    }),
  };
}
