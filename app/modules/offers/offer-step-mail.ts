import type { OfferEvent } from "#app/db/offer-vocabulary.ts";
import { conversationMailTitles, oneLine } from "#app/modules/conversations/new-message-mail.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { fittedSubject } from "#app/modules/mail/fitted-subject.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { formatOfferExpiry } from "./offer-expiry.ts";

export interface OfferStepMailOptions {
  baseUrl: string;
  recipient: MailRecipient;
  event: OfferEvent;
  /** The other party, who took the step (named in the recipient's language). */
  actorName: string;
  listingTitle: string;
  conversationId: string;
  amountCents: number;
  currency: Currency;
  expiresAt: Date;
}

/** What each step's mail says: its subject, and its first paragraph. */
const stepWords: Readonly<Record<OfferEvent, { subject: MessageId; told: MessageId }>> = {
  made: { subject: "offers.mail.made.subject", told: "offers.mail.made.told" },
  countered: { subject: "offers.mail.countered.subject", told: "offers.mail.countered.told" },
  accepted: { subject: "offers.mail.accepted.subject", told: "offers.mail.accepted.told" },
  declined: { subject: "offers.mail.declined.subject", told: "offers.mail.declined.told" },
  declined_under_floor: {
    subject: "offers.mail.declinedUnderFloor.subject",
    told: "offers.mail.declinedUnderFloor.told",
  },
  expired: { subject: "offers.mail.expired.subject", told: "offers.mail.expired.told" },
  withdrawn: { subject: "offers.mail.withdrawn.subject", told: "offers.mail.withdrawn.told" },
  lapsed: { subject: "offers.mail.lapsed.subject", told: "offers.mail.lapsed.told" },
};

/** The steps that still wait for an answer, whose mail says until when. */
const answerableSteps: ReadonlySet<OfferEvent> = new Set(["made", "countered"]);

/**
 * The mail that tells one party of a conversation an offer step (docs/product/making-the-deal.md, "Offers"), in
 * their language. Like the new-message mail it links to the thread and never carries the note that came with the
 * step (it could hold an address or a scammer's instructions the thread shows with a safety notice).
 */
export function offerStepMail({
  baseUrl,
  recipient,
  event,
  actorName,
  listingTitle,
  conversationId,
  amountCents,
  currency,
  expiresAt,
}: OfferStepMailOptions): OutgoingMailInput {
  const { locale } = recipient;
  const { t } = translatorFor(locale);
  const { title, shortTitle } = conversationMailTitles(listingTitle);
  const amount = formatMoney(amountCents, currency, locale);
  const name = oneLine(actorName);
  const words = stepWords[event];
  return {
    to: recipient.email,
    subject: fittedSubject((fitted) => t(words.subject, { name, amount, title: fitted }), shortTitle),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("offers.mail.heading"),
      paragraphs: [
        t(words.told, { name, amount, title }),
        ...(answerableSteps.has(event)
          ? [t("offers.mail.answerBy", { expiry: formatOfferExpiry(expiresAt, locale) })]
          : []),
        t("mail.staySafe"),
      ],
      action: { label: t("offers.mail.action"), url: pathInLocale(`/inbox/${conversationId}`, locale) },
      reason: t("mail.newMessage.reason"),
    }),
  };
}
