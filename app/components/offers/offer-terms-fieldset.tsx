import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";

/** What the listing form hands each field: the id its error summary links to, its error, its focus before JavaScript. */
interface FieldProps {
  id: string;
  error: string | undefined;
  autoFocus?: boolean | undefined;
}

export interface OfferTermsFieldsetProps {
  /** 'yes' (open to offers, also when never chosen) or 'no' (firm price), as typed. */
  acceptsOffers: string;
  /** The private floor as typed. */
  offerFloor: string;
  choiceField: FieldProps;
  floorField: FieldProps;
}

/**
 * The listing form's offer terms (docs/product/making-the-deal.md, "Offers"): 'Open to offers' or 'Firm price', and the
 * private floor under which offers are declined at once. Plain fields: the floor is ignored on a firm price.
 */
export function OfferTermsFieldset({ acceptsOffers, offerFloor, choiceField, floorField }: OfferTermsFieldsetProps) {
  const { t } = useTranslator();
  const isFirm = acceptsOffers === "no";
  const hintId = `${choiceField.id}-hint`;
  const errorId = `${choiceField.id}-error`;
  return (
    <div className="grid gap-4">
      <fieldset
        id={choiceField.id}
        aria-describedby={[hintId, choiceField.error ? errorId : ""].filter(Boolean).join(" ")}
      >
        <legend className="text-sm font-semibold text-ink">{t("offers.listingForm.legend")}</legend>
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {t("offers.listingForm.hint")}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {(["yes", "no"] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="radio"
                name="accepts_offers"
                value={choice}
                defaultChecked={choice === "no" ? isFirm : !isFirm}
                aria-invalid={choiceField.error ? true : undefined}
                className="h-5 w-5 accent-pine-700"
              />
              {t(choice === "yes" ? "offers.terms.open" : "offers.terms.firm")}
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={choiceField.error} />
      </fieldset>
      <TextField
        label={t("offers.listingForm.floorLabel")}
        hint={t("offers.listingForm.floorHint")}
        name="offer_floor"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={offerFloor}
        {...floorField}
      />
    </div>
  );
}
