import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** 'Open to offers' or 'Firm price' under a listing's price (docs/product/making-the-deal.md, "Offers"). */
export function ListingOfferTerms({ acceptsOffers, className = "" }: { acceptsOffers: boolean; className?: string }) {
  const { t } = useTranslator();
  return (
    <p className={`text-sm font-semibold text-ink ${className}`}>
      {t(acceptsOffers ? "offers.terms.open" : "offers.terms.firm")}
    </p>
  );
}

/** 'Make an offer' beside Share under the price: to the buyer's offer page (signing in first when needed). */
export function MakeOfferLink({ listingId, className = "" }: { listingId: string; className?: string }) {
  const { t } = useTranslator();
  return (
    <ButtonLink to={`/listing/${listingId}/offer`} variant="secondary" className={className}>
      {t("offers.terms.makeOffer")}
    </ButtonLink>
  );
}
