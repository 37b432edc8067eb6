import type { ComponentProps, ReactNode } from "react";
import { CamperDetailsFacts } from "#app/components/camper-details/camper-details-facts.tsx";
import { OffGridRatingPanel } from "#app/components/camper-details/off-grid-rating-panel.tsx";
import { PriceHistoryList } from "#app/components/deal-rating/price-history-list.tsx";
import { ListingDocuments } from "#app/components/documents/listing-documents-section.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingDetailFacts } from "#app/components/listings/listing-detail-facts.tsx";
import { ListingVinPanel } from "#app/components/listings/listing-vin-panel.tsx";
import { ConditionFacts, PaperworkFacts } from "#app/components/paperwork/listing-disclosure.tsx";
import { PaymentCalculatorSlot } from "#app/components/payments/payment-calculator-slot.tsx";
import { ListingQuestions } from "#app/components/questions/listing-questions.tsx";
import type { PublicListing } from "#app/modules/listings/get-public-listing.server.ts";

/** What the details column shows: the listing page's loader data, each part as the loader gave it (stable). */
export interface ListingDetailSectionsProps {
  listing: PublicListing;
  isOwnListing: boolean;
  historyReport: ComponentProps<typeof ListingVinPanel>["historyReport"];
  disclosure: ComponentProps<typeof PaperworkFacts>["view"];
  documents: ComponentProps<typeof ListingDocuments>["documents"];
  offGrid: ComponentProps<typeof OffGridRatingPanel>["result"];
  priceHistory: ComponentProps<typeof PriceHistoryList>["history"];
  /** The calculator's server-rendered form, or null where it is not offered. */
  paymentCalculator: string | null;
  questions: ComponentProps<typeof ListingQuestions>["section"];
}

/**
 * A listing's details column below its title and price: the facts, VIN, paperwork, camper details, condition,
 * documents, off-grid rating, price history, description, payment calculator and questions. Most of it is below
 * the fold, so the page hydrates it on its own, after the rest (ADR 079).
 */
export function ListingDetailSections({
  listing,
  isOwnListing,
  historyReport,
  disclosure,
  documents,
  offGrid,
  priceHistory,
  paymentCalculator,
  questions,
}: ListingDetailSectionsProps) {
  const { t } = useTranslator();
  return (
    <div className="space-y-10 [grid-area:details]">
      <DetailSection id="details-heading" title={t("listings.detail.details")}>
        <ListingDetailFacts
          vehicleType={listing.vehicleType}
          make={listing.make}
          model={listing.model}
          year={listing.year}
          odometer={listing.odometer}
          odometerUnit={listing.odometerUnit}
          location={listing.location}
        />
      </DetailSection>
      {listing.vin ? (
        <DetailSection id="vin-heading" title={t("listings.detail.vin")}>
          <ListingVinPanel vin={listing.vin} decode={listing.vinDecode} historyReport={historyReport} />
        </DetailSection>
      ) : null}
      <DetailSection id="paperwork-heading" title={t("disclosure.box.heading")}>
        <PaperworkFacts view={disclosure} />
      </DetailSection>
      <DetailSection id="camper-details-heading" title={t("listings.detail.camperDetails")}>
        <CamperDetailsFacts details={listing} />
      </DetailSection>
      <DetailSection id="condition-heading" title={t("disclosure.conditionSection.heading")}>
        <ConditionFacts view={disclosure} />
      </DetailSection>
      {documents.length > 0 || isOwnListing ? (
        <DetailSection id="documents-heading" title={t("documents.section.heading")}>
          <ListingDocuments listingId={listing.id} documents={documents} isOwner={isOwnListing} />
        </DetailSection>
      ) : null}
      <DetailSection id="off-grid-heading" title={t("listings.detail.offGridRating")}>
        <OffGridRatingPanel details={listing} result={offGrid} />
      </DetailSection>
      <DetailSection id="price-history-heading" title={t("listings.detail.priceHistory")}>
        <PriceHistoryList history={priceHistory} />
      </DetailSection>
      <DetailSection id="description-heading" title={t("listings.detail.description")}>
        {listing.description.trim() ? (
          <p className="max-w-prose whitespace-pre-line break-words text-base leading-relaxed text-ink">
            {listing.description.trim()}
          </p>
        ) : (
          <p className="text-ink-muted">{t("listings.detail.noDescription")}</p>
        )}
      </DetailSection>
      {paymentCalculator ? <PaymentCalculatorSlot key={listing.id} html={paymentCalculator} /> : null}
      {listing.isPublic || questions.questions.length > 0 ? <ListingQuestions section={questions} /> : null}
    </div>
  );
}

/** A titled part of the listing's details column, named by its heading. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
