import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface ListingFormTierOption {
  id: string;
  name: string;
  maxImages: number;
  maxVideos: number;
  /** '{Tier} · {price} for {n} months', at the price this seller pays. */
  label: string;
  /** The tier's description, or the builder perk that sets its price: words, or a message id (translated here). */
  hint: string;
}

export interface ListingFormTierChoiceProps {
  tiers: readonly ListingFormTierOption[];
  chosen: string;
  onChoose(tierId: string): void;
}

/**
 * 'Listing tier' on a draft (docs/product/selling.md, Draft): the tier it is published on, chosen before paying; its
 * photo and video limits apply to the form at once. Radio buttons, so it works before JavaScript too; each label holds
 * the price and the hint, so both are its name.
 */
export function ListingFormTierChoice({ tiers, chosen, onChoose }: ListingFormTierChoiceProps) {
  const { t } = useTranslator();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-ink">{t("listings.draft.tierLegend")}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {tiers.map((tier) => (
          <label
            key={tier.id}
            className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-sand-300 bg-white p-3 has-[:checked]:border-pine-700 has-[:checked]:ring-2 has-[:checked]:ring-pine-700/30"
          >
            <input
              type="radio"
              name="tier"
              value={tier.id}
              checked={chosen === tier.id}
              onChange={() => onChoose(tier.id)}
              className="mt-1 size-5 shrink-0 accent-pine-700"
            />
            <span>
              <span className="block font-semibold text-ink">{tier.label}</span>
              <span className="mt-1 block text-sm text-ink-muted">{t(tier.hint as MessageId)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
