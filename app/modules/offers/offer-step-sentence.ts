// An offer step as one sentence (docs/product/making-the-deal.md, "Offers"), for the thread in the browser and for the
// inbox's line, written on the server.
import type { OfferEvent } from "#app/db/offer-vocabulary.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** How each step reads: said by a party ('You offered…', 'Sam offered…'), or by the site. */
const stepWords: Readonly<Record<OfferEvent, MessageId>> = {
  made: "offers.step.made",
  countered: "offers.step.countered",
  accepted: "offers.step.accepted",
  declined: "offers.step.declined",
  withdrawn: "offers.step.withdrawn",
  declined_under_floor: "offers.step.declinedUnderFloor",
  expired: "offers.step.expired",
  lapsed: "offers.step.lapsed",
};

export interface OfferStepWords {
  event: OfferEvent;
  amountCents: number;
  currency: Currency;
}

/** 'You offered US$28,500.', 'Sam countered with…', 'The offer … expired.', in the translator's language. */
export function offerStepSentence(
  { t, locale }: Translator,
  step: OfferStepWords,
  isMine: boolean,
  otherName: string,
): string {
  return t(stepWords[step.event], {
    who: isMine ? "you" : "other",
    name: otherName,
    amount: formatMoney(step.amountCents, step.currency, locale),
  });
}
