import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { defaultOfferOpenDays, offerOpenDayChoices } from "#app/modules/offers/offer-rules.ts";
import { OfferAmountFields } from "./offer-amount-fields.tsx";

export interface MakeOfferFormProps {
  listingId: string;
  currency: Currency;
  askingPriceCents: number;
  /** A refused offer: its errors, and what was typed. */
  reply?: FormReply | null;
}

/**
 * 'Make an offer' (docs/product/making-the-deal.md, "Offers"): the amount in the listing's currency, an optional
 * message and how long the offer stays open. A plain form to /listing/{id}/offer, from the listing's offer page and
 * from the thread alike; the server starts or continues the conversation and opens it.
 */
export function MakeOfferForm({ listingId, currency, askingPriceCents, reply }: MakeOfferFormProps) {
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const action = `/listing/${listingId}/offer`;
  const isSending = navigation.state === "submitting" && navigation.formAction?.endsWith(action) === true;
  const typed = (name: string) => (reply && !reply.ok ? submittedValue(reply, name) : undefined);
  return (
    <Form method="post" action={action} className="space-y-4" aria-busy={isSending}>
      <OfferAmountFields
        amountLabel={t("offers.form.amountLabel", { currency: t(`offers.currency.${currency}`) })}
        amountHint={t("offers.form.askingHint", { price: formatMoney(askingPriceCents, currency, locale) })}
        reply={reply}
      />
      <SelectField
        label={t("offers.form.openDaysLabel")}
        name="open_days"
        defaultValue={typed("open_days") ?? String(defaultOfferOpenDays)}
        options={offerOpenDayChoices.map((days) => ({
          value: String(days),
          label: t("offers.form.openDaysOption", { days }),
        }))}
        error={reply?.fieldErrors?.open_days}
      />
      <p className="-mt-2 text-sm text-ink-muted">{t("offers.form.openDaysHint")}</p>
      <Button type="submit" disabled={isSending}>
        {t(isSending ? "offers.form.sending" : "offers.form.submit")}
      </Button>
    </Form>
  );
}
