import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { RadioGroup } from "#app/components/ui/radio-group.tsx";

export interface BuyerChoiceProps {
  /** The accounts that wrote to the seller about the listing, named in the page's language. */
  buyers: readonly { id: string; name: string }[];
  /** The choice posted, when the page comes back with an error. */
  chosen: string | undefined;
  error: string | undefined;
}

/**
 * 'Who bought it?' on the mark-as-sold page (docs/product/people-and-trust.md, "Sales and reviews"): the accounts
 * that wrote about the listing and 'Someone else / not on Roamstead', the default. Nothing when nobody wrote.
 */
export function BuyerChoice({ buyers, chosen, error }: BuyerChoiceProps) {
  const { t } = useTranslator();
  if (buyers.length === 0) return null;
  return (
    <div className="mt-6">
      <RadioGroup
        legend={t("reviews.buyerChoice.legend")}
        hint={t("reviews.buyerChoice.hint")}
        name="buyer"
        options={[
          ...buyers.map((buyer) => ({ value: buyer.id, label: buyer.name })),
          { value: "", label: t("reviews.buyerChoice.someoneElse") },
        ]}
        checked={chosen ?? ""}
        error={error}
      />
    </div>
  );
}
