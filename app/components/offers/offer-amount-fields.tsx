import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { offerNoteMaxLength } from "#app/modules/offers/offer-rules.ts";

export interface OfferAmountFieldsProps {
  amountLabel: string;
  amountHint?: string | undefined;
  /** A refused offer or counter-offer: its field errors, and what was typed. */
  reply?: FormReply | null | undefined;
}

/** The amount and the optional message, as an offer and a counter-offer both ask them (fields `amount` and `note`). */
export function OfferAmountFields({ amountLabel, amountHint, reply }: OfferAmountFieldsProps) {
  const { t } = useTranslator();
  const typed = (name: string) => (reply && !reply.ok ? submittedValue(reply, name) : undefined);
  return (
    <>
      <TextField
        label={amountLabel}
        hint={amountHint}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={typed("amount")}
        error={reply?.fieldErrors?.amount}
      />
      <TextAreaField
        label={t("offers.form.noteLabel")}
        name="note"
        rows={3}
        maxLength={offerNoteMaxLength}
        defaultValue={typed("note")}
        error={reply?.fieldErrors?.note}
      />
    </>
  );
}
