import { Link } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { SalePendingBadge } from "#app/components/listings/sale-pending-badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import {
  featuredWindow,
  formatListingDate,
  isExpiringSoon,
  type OwnListingItem,
  type OwnListingStatus,
  ownListingStatus,
  ownListingStatusMessages,
} from "#app/modules/listings/own-listing-status.ts";
import { DeleteListingButton } from "./delete-listing-button.tsx";

export interface OwnListingsProps {
  listings: OwnListingItem[];
  /** Where Edit leads: the quick edit (/edit-listing) or the full form (/submit-listing?edit=). */
  editHref(listingId: string): string;
  returnTo: "/my-listings" | "/dashboard";
  /** The moment the page was made, so the server and the browser agree on every status. */
  now: Date | string;
  /** How many buyers saved each listing (absent: none). */
  savedByCounts: Readonly<Record<string, number>>;
}

const statusStyles: Record<OwnListingStatus, string> = {
  Active: "bg-pine-50 text-pine-900 border-pine-100",
  Expired: "bg-red-50 text-red-900 border-red-300",
  Inactive: "bg-sand-100 text-ink border-sand-300",
  "Awaiting approval": "bg-sand-100 text-ink border-sand-300",
  Sold: "bg-pine-700 text-white border-pine-700",
  "Under review": "bg-amber-50 text-amber-950 border-amber-300",
  Hidden: "bg-red-50 text-red-900 border-red-300",
};

function markAsSoldPath(listingId: string, returnTo: string): string {
  return `/mark-as-sold/${listingId}?${new URLSearchParams({ returnTo })}`;
}

/** The owner's camper listings with their state, dates and what can be done with each (docs/product/selling.md). */
export function OwnListings({ listings, editHref, returnTo, now, savedByCounts }: OwnListingsProps) {
  const { t, locale } = useTranslator();
  const at = new Date(now);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing) => {
        const title = listingDisplayTitle(listing);
        const status = ownListingStatus(listing, at);
        const featured = featuredWindow(listing, at);
        const savedByCount = savedByCounts[listing.id] ?? 0;
        const savedBy = savedByCount > 0 ? t("favorites.savedBy", { count: savedByCount }) : null;
        return (
          <li key={listing.id}>
            <article
              aria-label={title}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm"
            >
              <div className="relative aspect-[4/3] bg-sand-100">
                <ListingPhoto image={listing.image} alt={title} />
                <span
                  className={`absolute left-3 top-3 rounded-full border px-3 py-1 text-xs font-semibold ${statusStyles[status]}`}
                >
                  {t(ownListingStatusMessages[status])}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-4">
                <h3 className="text-lg font-semibold leading-snug text-ink">
                  {status === "Active" ? (
                    <Link to={`/listing/${listing.id}`} className="hover:underline">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{listing.location}</p>
                {listing.isHeldByChecks && status === "Under review" ? (
                  <p className="mt-2 text-sm text-amber-950">{t("listings.own.heldByChecks")}</p>
                ) : null}
                <p className="mt-2 text-xl font-bold text-pine-700">
                  <Price money={{ cents: listing.askingPriceCents, currency: listing.currency }} />
                </p>
                {savedBy ? <p className="mt-1 text-sm font-semibold text-sunset-700">{savedBy}</p> : null}
                {listing.isSalePending && status !== "Sold" ? (
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <SalePendingBadge size="small" />
                    <Link
                      to={`/sale-pending/${listing.id}`}
                      aria-label={t("listings.own.manageSalePendingLabel", { title })}
                      className="font-semibold text-pine-800 underline"
                    >
                      {t("listings.detail.manageSalePending")}
                    </Link>
                  </p>
                ) : null}
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink-muted">{t("listings.own.tier")}</dt>
                  <dd className="text-ink">{listing.tierName}</dd>
                  <dt className="text-ink-muted">
                    {status === "Expired" ? t("listings.own.expired") : t("listings.own.expires")}
                  </dt>
                  <dd className="text-ink">{formatListingDate(listing.expiresAt, locale)}</dd>
                  {featured ? (
                    <>
                      <dt className="text-ink-muted">{t("listings.own.featured")}</dt>
                      <dd className="text-ink">
                        {featured === "open-ended"
                          ? t("listings.own.featuredOpenEnded")
                          : t("listings.own.featuredUntil", { date: formatListingDate(featured, locale) })}
                      </dd>
                    </>
                  ) : null}
                  {listing.renewalCount > 0 ? (
                    <>
                      <dt className="text-ink-muted">{t("listings.own.renewed")}</dt>
                      <dd className="text-ink">{t("listings.own.renewedTimes", { count: listing.renewalCount })}</dd>
                    </>
                  ) : null}
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  {/* A sold listing stays sold: it can only be deleted (docs/product/mark-as-sold.md). */}
                  {status === "Sold" ? null : (
                    <ButtonLink
                      to={editHref(listing.id)}
                      variant="secondary"
                      aria-label={t("listings.own.editLabel", { title })}
                    >
                      {t("listings.own.edit")}
                    </ButtonLink>
                  )}
                  <DeleteListingButton listingId={listing.id} title={title} returnTo={returnTo} />
                  {status !== "Sold" && isExpiringSoon(listing, at) ? (
                    <ButtonLink
                      to={`/renew-listing/${listing.id}`}
                      aria-label={t("listings.own.renewLabel", { title })}
                    >
                      {t("listings.own.renew")}
                    </ButtonLink>
                  ) : null}
                  {status === "Sold" ? null : (
                    <ButtonLink
                      to={markAsSoldPath(listing.id, returnTo)}
                      variant="secondary"
                      aria-label={t("listings.sold.buttonLabel", { title })}
                    >
                      {t("listings.sold.button")}
                    </ButtonLink>
                  )}
                  {status === "Sold" ? null : (
                    <ButtonLink
                      to={`/listing-documents/${listing.id}`}
                      variant="secondary"
                      aria-label={t("listings.own.documentsLabel", { title })}
                    >
                      {t("listings.own.documents")}
                    </ButtonLink>
                  )}
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
