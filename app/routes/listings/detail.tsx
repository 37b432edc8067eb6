import { data, Link } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { ListingDealRating, PriceDropLine } from "#app/components/deal-rating/listing-price-panels.tsx";
import { InspectedChip } from "#app/components/documents/inspected-chip.tsx";
import { FavoriteHeart } from "#app/components/favorites/favorite-heart.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { ListingContactBar } from "#app/components/listings/listing-contact-bar.tsx";
import { ListingGallery } from "#app/components/listings/listing-gallery.tsx";
import { MediaPinIcon } from "#app/components/listings/media-icons.tsx";
import { ListingSalePending } from "#app/components/listings/sale-pending-badge.tsx";
import { ShareButton } from "#app/components/listings/share-button.tsx";
import { SoldBadge, SoldListingPanel } from "#app/components/listings/sold-listing-panel.tsx";
import { ListingOfferTerms, MakeOfferLink } from "#app/components/offers/listing-offer-terms.tsx";
import { paymentCalculatorSection } from "#app/components/payments/payment-calculator-section.server.tsx";
import { SellerTrustLine } from "#app/components/profiles/seller-trust-line.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { getServices, pageEffectsContext } from "#app/lib/context.server.ts";
import { lazyIsland } from "#app/lib/lazy-island.tsx";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { takeMessageDraft } from "#app/modules/carried-actions/take-claimed-action.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { documentLines, inspectedLabel } from "#app/modules/documents/document-lines.ts";
import { listFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { recordListingView } from "#app/modules/listing-stats/record-listing-view.server.ts";
import { getListingPage } from "#app/modules/listings/get-listing-page.server.ts";
import { isListingOwner } from "#app/modules/listings/is-listing-owner.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { listingPageView } from "#app/modules/listings/listing-page-view.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { formatOdometer } from "#app/modules/listings/odometer.ts";
import { findGoneSoldListing } from "#app/modules/listings/sold-listing-page.server.ts";
import { readVideoStatus } from "#app/modules/media/read-video-status.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import { readSellerTrust } from "#app/modules/profiles/read-seller-trust.server.ts";
import { sellerTrustLine } from "#app/modules/profiles/seller-trust-line.ts";
import { listingQuestionsSection } from "#app/modules/questions/listing-questions-section.server.ts";
import { listingQuestionsQuerySchema } from "#app/modules/questions/question.schema.ts";
import { similarCampersPath } from "#app/modules/search/similar-campers.ts";
import { historyReportLink } from "#app/modules/vin/history-report.ts";
import type { Route } from "./+types/detail";

/** The contact form works as a form before its JavaScript: hydrated after the page (ADR 079). */
const ContactSellerPanel = lazyIsland(
  async () => (await import("#app/components/conversations/contact-seller-panel.tsx")).ContactSellerPanel,
);
/** Below the contact form: hydrated after the page (ADR 079). */
const ReportListingLink = lazyIsland(
  async () => (await import("#app/components/moderation/report-listing-link.tsx")).ReportListingLink,
);
/** Mostly below the fold: hydrated after the page (ADR 079). */
const ListingDetailSections = lazyIsland(
  async () => (await import("#app/components/listings/listing-detail-sections.tsx")).ListingDetailSections,
);

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = {
  messages: [
    "listings",
    "search",
    "media",
    "moderation",
    "camper-details",
    "disclosure",
    "deal-rating",
    "conversations",
    "favorites",
    "documents",
    "questions",
    "offers",
  ],
};

// Served at /listing/{id} and, under a second route id, at /listings/{id}; the canonical URL is /listing/{id}.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const questionsQuery = readQuery(request, listingQuestionsQuerySchema);
  if (!questionsQuery.ok) throw linkFailurePage(questionsQuery.failure);
  const { db, env, cache, listingViews } = getServices(context);
  const viewer = await getCurrentUser(request, context);
  const [page, favoriteListingIds, isOwnListing, messageDraft, seller] = await Promise.all([
    getListingPage({ db, cache, id: id.data, viewer }),
    viewer ? listFavoriteListingIds(db, viewer.id) : [],
    viewer ? isListingOwner(db, id.data, viewer.id) : false,
    // What the viewer was writing here before signing in (app/modules/carried-actions), back in the form once.
    viewer ? takeMessageDraft(db, viewer.id, id.data) : null,
    // The seller's record (docs/product/people-and-trust.md): read fresh, not kept with the remembered listing.
    readSellerTrust(db, { listingId: id.data }),
  ]);
  if (!page) {
    // A sold camper's page after its 14 days: 410 Gone; any other id: 404 (docs/product/mark-as-sold.md).
    const gone = await findGoneSoldListing(db, id.data);
    if (!gone) throw data(null, { status: 404 });
    return data({ gone: { similarPath: similarCampersPath(gone) } }, { status: 410 });
  }
  recordListingView({ recorder: listingViews, request, listingId: page.listing.id, viewerId: viewer?.id ?? null });
  // A visitor's copy of this page served from memory counts its view too (ADR 080).
  const pageEffects = context.get(pageEffectsContext);
  if (pageEffects) pageEffects.viewedListingId = page.listing.id;
  const video = await readVideoStatus(db, page.listing.videoUrl);
  const translator = requestTranslator(request);
  const view = listingPageView(page.listing, env.BASE_URL, translator);
  const paymentCalculator = paymentCalculatorSection({ request, listing: page.listing, translator });
  const questions = await listingQuestionsSection({
    db,
    listing: page.listing,
    newest: page.questions,
    showAll: questionsQuery.data.questions === "all",
    viewer,
    isOwnListing,
    canContactSeller: page.canContactSeller,
    translator,
  });
  // Without a description, the meta description says what and where it is, in the page's language.
  const metaDescription =
    view.shareText ||
    translator.t("listings.detail.metaDescription", {
      title: listingDisplayTitle(page.listing),
      location: page.listing.location,
      price: formatMoney(page.listing.askingPriceCents, page.listing.currency, translator.locale),
    });
  const pageData = {
    gone: null,
    isOwnListing,
    canManageSalePending: isOwnListing || viewer?.role === "admin",
    listing: page.listing,
    video,
    canContactSeller: page.canContactSeller,
    favoriteListingIds,
    priceHistory: page.priceHistory,
    documents: documentLines(translator, page.documents.documents),
    inspected: inspectedLabel(translator, page.documents.inspectedOn),
    historyReport: historyReportLink(
      { name: env.HISTORY_REPORT_NAME, urlTemplate: env.HISTORY_REPORT_URL },
      page.listing.vin,
    ),
    messageDraft,
    questions,
    sellerTrust: sellerTrustLine(seller, "listing", translator),
    ...view,
    metaDescription,
    paymentCalculator: paymentCalculator?.html ?? null,
  };
  // A calculator form that does not read makes the page a 400, its refusals beside its fields.
  const status = paymentCalculator?.status ?? 200;
  return status === 200 ? pageData : data(pageData, { status });
}

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  if (loaderData.gone) return <SoldListingGone similarPath={loaderData.gone.similarPath} />;
  const { listing } = loaderData;
  const isSold = listing.soldAt !== null;
  const title = listingDisplayTitle(listing);
  const askingPrice = { cents: listing.askingPriceCents, currency: listing.currency };
  const url = loaderData.canonicalUrl;
  // The contact bar and the card's price go with the form itself: not when sold, to the owner, or to nobody.
  const hasContactForm = !isSold && loaderData.canContactSeller && !loaderData.isOwnListing;
  return (
    <article
      // The phone's contact bar, last, comes to rest on the footer: the bar is the page's bottom margin there.
      className={`mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6 ${hasContactForm ? "lg:pb-16" : "pb-16"}`}
    >
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, escaped by serializeJsonLd in the loader
        dangerouslySetInnerHTML={{ __html: loaderData.structuredData }}
      />
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      {listing.isPublic || isSold ? null : (
        <div className="mt-2">
          <Alert tone="info">
            {t("listings.detail.notPublic")}{" "}
            <Link to="/my-listings" className="font-semibold underline">
              {t("listings.detail.manageListings")}
            </Link>
          </Alert>
        </div>
      )}
      <div className="mt-2 grid gap-x-10 gap-y-8 [grid-template-areas:'gallery'_'summary'_'details'_'contact'] lg:grid-cols-[minmax(0,1fr)_22rem] lg:[grid-template-areas:'gallery_summary'_'gallery_contact'_'details_contact'] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="[grid-area:gallery]">
          <ListingGallery
            key={listing.id}
            title={title}
            images={listing.images}
            video={loaderData.video}
            isOwner={loaderData.isOwnListing}
          />
        </div>

        <header className="[grid-area:summary] lg:pt-1">
          {isSold ? <SoldBadge /> : null}
          {listing.isSalePending && !isSold ? (
            <ListingSalePending listingId={listing.id} canManage={loaderData.canManageSalePending} />
          ) : null}
          {listing.isFeatured && !isSold ? (
            <p className="mb-3 inline-flex rounded-full bg-sunset-700 px-3 py-1 text-xs font-semibold text-white">
              {t("listings.detail.featured")}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-3 text-4xl font-extrabold tracking-tight text-pine-700">
            <span className="sr-only">{t("listings.detail.pricePrefix")}</span>
            <span>
              <Price money={askingPrice} approximateClassName="text-base" />
            </span>
          </p>
          {isSold ? null : (
            <>
              {listing.isSalePending ? null : (
                <ListingOfferTerms acceptsOffers={listing.acceptsOffers} className="mt-1" />
              )}
              <PriceDropLine
                drop={
                  listing.lastPriceDropCents === null
                    ? null
                    : { cents: listing.lastPriceDropCents, currency: listing.currency }
                }
                at={listing.lastPriceDropAt}
              />
              <ListingDealRating rating={listing.dealRating} comparables={listing.dealComparables} />
            </>
          )}
          <p className="mt-3 flex items-center gap-1.5 text-base text-ink">
            <MediaPinIcon className="h-5 w-5 shrink-0 text-ink-muted" />
            <span className="sr-only">{t("listings.detail.locationPrefix")}</span>
            {listing.location}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {listing.year}
            {listing.odometer === null
              ? ""
              : ` · ${formatOdometer(listing.odometer, listing.odometerUnit, translator)}`}{" "}
            ·{" "}
            {isSold
              ? t("listings.detail.listed", { date: formatLocaleDate(listing.createdAt, locale, "long") })
              : t("listings.daysOnMarket.listed", { days: listing.listedDaysAgo })}
          </p>
          {loaderData.inspected ? <InspectedChip label={loaderData.inspected} /> : null}
          <div className="mt-5 flex flex-wrap items-start gap-3">
            {hasContactForm && listing.acceptsOffers && !listing.isSalePending ? (
              <MakeOfferLink listingId={listing.id} />
            ) : null}
            <ShareButton key={listing.id} title={title} text={loaderData.shareText} url={url} />
            {listing.isPublic ? (
              // On a phone the heart is in the contact bar when there is one: one heart per screen.
              <div className={hasContactForm ? "hidden lg:block" : undefined}>
                <FavoriteHeart listingId={listing.id} title={title} />
              </div>
            ) : null}
          </div>
        </header>

        <ListingDetailSections
          listing={listing}
          isOwnListing={loaderData.isOwnListing}
          historyReport={loaderData.historyReport}
          disclosure={loaderData.disclosure}
          documents={loaderData.documents}
          offGrid={loaderData.offGrid}
          priceHistory={loaderData.priceHistory}
          paymentCalculator={loaderData.paymentCalculator}
          questions={loaderData.questions}
        />

        <div id="contact-seller" className="[grid-area:contact]">
          {/* Sticky within the column, which runs down beside the photos and details. In a window too short for
              the whole card it scrolls within itself rather than hide its end (the form's button) until the page's
              end; the padding keeps the focus rings inside that scroll box. */}
          <div className="lg:sticky lg:top-6 lg:-m-2 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-2 lg:[container-type:scroll-state] lg:[scrollbar-width:thin]">
            {hasContactForm ? (
              // The price again above the form once the title's has scrolled away: shown while the card is stuck
              // (a scroll-state query), or always where the browser cannot tell. The phone has its bar instead.
              <p className="mb-3 hidden text-2xl font-extrabold tracking-tight text-pine-700 lg:not-supports-[container-type:scroll-state]:block lg:[@container_scroll-state(stuck:top)]:block">
                <span className="sr-only">{t("listings.detail.pricePrefix")}</span>
                <Price money={askingPrice} />
              </p>
            ) : null}
            {loaderData.sellerTrust ? <SellerTrustLine view={loaderData.sellerTrust} className="mb-4" /> : null}
            {isSold ? (
              <SoldListingPanel similarPath={loaderData.similarPath} />
            ) : (
              <ContactSellerPanel
                listingId={listing.id}
                canContactSeller={loaderData.canContactSeller}
                isOwnListing={loaderData.isOwnListing}
                messageDraft={loaderData.messageDraft}
              />
            )}
            {listing.isPublic && !loaderData.isOwnListing ? (
              <ReportListingLink listingId={listing.id} className="mt-4" />
            ) : null}
          </div>
        </div>
      </div>
      {hasContactForm ? <ListingContactBar listingId={listing.id} title={title} askingPrice={askingPrice} /> : null}
    </article>
  );
}

/** A sold camper's page once its 14 days are over: 410 Gone (docs/product/mark-as-sold.md). */
function SoldListingGone({ similarPath }: { similarPath: string }) {
  const { t } = useTranslator();
  return (
    <StatusPage title={t("listings.sold.soldHeading")} message={t("listings.sold.goneNotice")}>
      <p className="mt-6">
        <Link to={similarPath} className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
          {t("listings.sold.searchSimilar")}
        </Link>
      </p>
    </StatusPage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // The 410 page names itself (StatusPage's <title>); nothing of it is for search engines.
  if (loaderData.gone) return [{ name: "robots", content: "noindex" }];
  const { listing, canonicalUrl: url } = loaderData;
  const title = listingDisplayTitle(listing);
  const description = loaderData.metaDescription;
  return [
    { title: `${title} | Roamstead` },
    { name: "description", content: description },
    ...(listing.isPublic ? [] : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...loaderData.shareImageMeta,
    { property: "product:price:amount", content: (listing.priceCents / 100).toFixed(2) },
    { property: "product:price:currency", content: "USD" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
