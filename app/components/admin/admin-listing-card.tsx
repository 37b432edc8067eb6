import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { formatAdminDate } from "#app/modules/admin/admin-dates.ts";
import { type AdminListing, type BadgeTone, listingBadges, thumbnailUrl } from "#app/modules/admin/admin-listing.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";

export interface AdminListingCardProps {
  listing: AdminListing;
  /** Where the card's forms post: the page's own URL (search and page kept). */
  formAction: string;
  /** The page's URL asking to confirm deleting this listing, and the URL that cancels it. */
  deleteHref: string;
  cancelDeleteHref: string;
  isConfirmingDelete: boolean;
  /** The outcome of the last action on this listing, if any. */
  result?: { ok: boolean; message: string };
  isAboveFold?: boolean;
}

const badgeTones: Record<BadgeTone, string> = {
  warning: "bg-red-100 text-red-900",
  muted: "bg-sand-200 text-ink",
  featured: "bg-sunset-700 text-white",
};

export function AdminListingCard({
  listing,
  formAction,
  deleteHref,
  cancelDeleteHref,
  isConfirmingDelete,
  result,
  isAboveFold = false,
}: AdminListingCardProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const title = listingDisplayTitle(listing);
  const badges = listingBadges(listing, translator);
  const isPublic = !listing.isExpired && listing.isActive && listing.isApproved;
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("listingId") === listing.id
      ? navigation.formData.get("intent")
      : null;
  const headingId = `listing-${listing.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-sand-100">
        {listing.image ? (
          <img
            src={thumbnailUrl(listing.image)}
            alt=""
            width={480}
            height={360}
            loading={isAboveFold ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-ink-muted">
            {t("admin.card.noPhoto")}
          </div>
        )}
        {badges.length > 0 ? (
          <ul aria-label={t("admin.card.status")} className="absolute left-3 top-3 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge.label}
                className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeTones[badge.tone]}`}
              >
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
          {isPublic ? (
            <Link to={`/listing/${listing.id}`} className="underline-offset-2 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {listing.year} {listing.make} {listing.model} · {listing.location}
        </p>
        <p className="mt-1 font-bold text-pine-700">
          <Price money={{ cents: listing.askingPriceCents, currency: listing.currency }} />
        </p>
        <p className="mt-2 text-sm text-ink">{listing.description || t("admin.card.noDescription")}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-ink-muted">
          <dt className="font-semibold">{t("admin.card.seller")}</dt>
          <dd className="break-all">{listing.ownerEmail ?? "—"}</dd>
          <dt className="font-semibold">{t("admin.card.tier")}</dt>
          <dd>{listingTiers[listing.tier].name}</dd>
          <dt className="font-semibold">{t("admin.card.expires")}</dt>
          <dd>
            <time dateTime={listing.expiresAt.toISOString()}>{formatAdminDate(listing.expiresAt, locale)}</time>
          </dd>
        </dl>
        {result ? (
          <div className="mt-3">
            <Alert tone={result.ok ? "success" : "error"}>{result.message}</Alert>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <ButtonLink to={`/submit-listing?edit=${listing.id}`} variant="secondary" className="px-4">
            {t("admin.card.edit")}
            <span className="sr-only"> {title}</span>
          </ButtonLink>
          <Form method="post" action={formAction} preventScrollReset>
            <input type="hidden" name="listingId" value={listing.id} />
            {listing.isFeatured ? (
              <Button
                type="submit"
                name="intent"
                value="unfeature"
                variant="secondary"
                className="px-4"
                disabled={pending !== null}
              >
                {pending === "unfeature" ? t("admin.card.unfeaturing") : t("admin.card.unfeature")}
                <span className="sr-only"> {title}</span>
              </Button>
            ) : (
              <Button type="submit" name="intent" value="feature" className="px-4" disabled={pending !== null}>
                {pending === "feature" ? t("admin.card.featuring") : t("admin.card.feature")}
                <span className="sr-only"> {title}</span>
              </Button>
            )}
          </Form>
          {isConfirmingDelete ? null : (
            <Link to={deleteHref} preventScrollReset className={deleteLinkClass}>
              {t("admin.card.delete")}
              <span className="sr-only"> {title}</span>
            </Link>
          )}
        </div>
        {isConfirmingDelete ? (
          <DeleteConfirmation
            listingId={listing.id}
            title={title}
            formAction={formAction}
            cancelHref={cancelDeleteHref}
            isDeleting={pending === "delete"}
          />
        ) : null}
      </div>
    </article>
  );
}

export const deleteLinkClass =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 active:bg-red-100";

/** The delete confirmation (docs/product/admin.md), as a page state (?delete=id), so it works before JavaScript too. */
export function DeleteConfirmation({
  listingId,
  title,
  formAction,
  cancelHref,
  isDeleting,
}: {
  listingId: string;
  title: string;
  formAction: string;
  cancelHref: string;
  isDeleting: boolean;
}) {
  const { t } = useTranslator();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <p className="font-semibold text-red-900">{t("admin.card.confirmDelete")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={formAction} preventScrollReset>
          <input type="hidden" name="listingId" value={listingId} />
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={isDeleting}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {isDeleting ? t("admin.card.deleting") : t("admin.card.yesDelete")}
            <span className="sr-only"> {title}</span>
          </button>
        </Form>
        <Link
          to={cancelHref}
          preventScrollReset
          className="inline-flex min-h-11 items-center rounded-md px-4 font-semibold text-ink underline"
        >
          {t("admin.card.cancel")}
        </Link>
      </div>
    </div>
  );
}
