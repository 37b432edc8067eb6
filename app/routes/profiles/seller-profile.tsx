import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { MediaPinIcon } from "#app/components/listings/media-icons.tsx";
import { ReviewList, reviewItemMessageAreas } from "#app/components/reviews/review-item.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import { getSellerProfile } from "#app/modules/profiles/get-seller-profile.server.ts";
import {
  isAccountId,
  sellerProfilePath,
  sellerProfileQuerySchema,
} from "#app/modules/profiles/seller-profile.schema.ts";
import { type PageLinks, sellerProfileView } from "#app/modules/profiles/seller-profile-view.ts";
import type { Route } from "./+types/seller-profile";

/** The page's words, its listing cards' (the same areas as the favorites page's cards) and its reviews'. */
export const handle: MessagesHandle = {
  messages: ["profiles", "favorites", "search", "listings", "deal-rating", ...reviewItemMessageAreas],
};

// /seller/{id} (docs/product/people-and-trust.md, "Seller profiles"): public. An unknown account is a 404, a
// deleted one a 410 Gone; a page of campers or reviews past the last goes back to the first.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isAccountId(params.id)) throw data(null, { status: 404 });
  const query = readQuery(request, sellerProfileQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db, env } = getServices(context);
  const [profile, favoriteListingIds, viewer] = await Promise.all([
    getSellerProfile({ db, userId: params.id, ...query.data }),
    loadFavoriteListingIds(request, context),
    getCurrentUser(request, context),
  ]);
  if (profile === "missing") throw data(null, { status: 404 });
  if (profile === "deleted") throw data(null, { status: 410 });
  const page = query.data;
  const isPastListings = page.listings > 1 && profile.listings.items.length === 0;
  const isPastReviews = page.reviews > 1 && profile.reviews.reviews.length === 0;
  if (isPastListings || isPastReviews) {
    throw redirect(
      sellerProfilePath(params.id, {
        listings: isPastListings ? 1 : page.listings,
        reviews: isPastReviews ? 1 : page.reviews,
      }),
    );
  }
  return {
    ...sellerProfileView(profile, page, env.BASE_URL, requestTranslator(request)),
    favoriteListingIds,
    // The person reviewed, on their own profile, is offered 'Reply' under each review they have not answered.
    viewerId: viewer?.id ?? null,
  };
}

export default function SellerProfile({ loaderData: profile }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { record } = profile;
  return (
    <article className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, escaped by serializeJsonLd in the loader
        dangerouslySetInnerHTML={{ __html: profile.structuredData }}
      />
      <div className="grid gap-x-10 gap-y-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <header className="space-y-6">
          <div>
            <h1 className="break-words text-3xl font-bold leading-tight tracking-tight text-ink sm:text-4xl">
              {profile.name}
            </h1>
            <p className="mt-2 text-base text-ink-muted">{record.memberSince}</p>
            {profile.place ? (
              <p className="mt-2 flex items-center gap-1.5 text-base text-ink">
                <MediaPinIcon className="h-5 w-5 shrink-0 text-ink-muted" />
                <span className="sr-only">{t("profiles.profile.placeLabel")} </span>
                {profile.place}
              </p>
            ) : null}
          </div>
          <section aria-labelledby="record-heading" className="rounded-xl border border-sand-200 bg-white p-5">
            <h2 id="record-heading" className="text-lg font-bold tracking-tight text-ink">
              {t("profiles.profile.recordHeading")}
            </h2>
            <ul className="mt-3 space-y-2 text-base text-ink">
              {record.replyTime ? <li>{record.replyTime}</li> : null}
              {record.replyRate ? <li>{record.replyRate}</li> : null}
              <li>{record.sold}</li>
              <li>{record.rating}</li>
              {profile.isEmailVerified ? <li>{t("profiles.figures.emailVerified")}</li> : null}
            </ul>
            <p className="mt-4 text-sm text-ink-muted">{t("profiles.profile.replyWindow")}</p>
          </section>
          {profile.about ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-lg font-bold tracking-tight text-ink">
                {t("profiles.profile.about")}
              </h2>
              <p className="mt-3 max-w-prose whitespace-pre-line break-words text-base leading-relaxed text-ink">
                {profile.about}
              </p>
            </section>
          ) : null}
        </header>

        <div className="min-w-0 space-y-12">
          <section aria-labelledby="campers-heading">
            <h2 id="campers-heading" className="text-xl font-bold tracking-tight text-ink">
              {t("profiles.profile.listingsHeading")}
            </h2>
            {profile.listings.length === 0 ? (
              <p className="mt-4 text-ink-muted">{t("profiles.profile.noListings")}</p>
            ) : (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {profile.listings.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </ul>
            )}
            <PageNav
              label={t("profiles.profile.listingPages")}
              links={profile.listingPages}
              previous={t("profiles.profile.previousListings")}
              next={t("profiles.profile.moreListings")}
            />
          </section>

          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="text-xl font-bold tracking-tight text-ink">
              {t("profiles.profile.reviewsHeading")}
            </h2>
            <p className="mt-2 text-base text-ink">{record.rating}</p>
            {profile.reviews.length > 0 ? <ReviewList reviews={profile.reviews} viewerId={profile.viewerId} /> : null}
            <PageNav
              label={t("profiles.profile.reviewPages")}
              links={profile.reviewPages}
              previous={t("profiles.profile.newerReviews")}
              next={t("profiles.profile.olderReviews")}
            />
          </section>
        </div>
      </div>
    </article>
  );
}

const pageLinkClass =
  "inline-flex min-h-11 items-center rounded-md border border-sand-300 bg-white px-5 font-semibold text-pine-700 hover:bg-sand-100";

function PageNav({
  label,
  links,
  previous,
  next,
}: {
  label: string;
  links: PageLinks;
  previous: string;
  next: string;
}) {
  if (!links.previous && !links.next) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-4">
      {links.previous ? (
        <PageLink to={links.previous}>
          <span aria-hidden="true">← </span>
          {previous}
        </PageLink>
      ) : (
        <span />
      )}
      {links.next ? (
        <PageLink to={links.next}>
          {next}
          <span aria-hidden="true"> →</span>
        </PageLink>
      ) : null}
    </nav>
  );
}

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  // The lists keep their place: a page of campers or reviews is reached without scrolling back to the top.
  return (
    <Link to={to} preventScrollReset className={pageLinkClass}>
      {children}
    </Link>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The error pages name themselves (one <title>, from the ErrorBoundary).
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const { title, description, canonicalUrl } = loaderData.meta;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: loaderData.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const isGone = error.status === 410;
    return (
      <StatusPage
        title={t(isGone ? "profiles.profile.deletedTitle" : "profiles.profile.notFoundTitle")}
        message={t(isGone ? "profiles.profile.deletedText" : "profiles.profile.notFoundText")}
      >
        <p className="mt-6">
          <Link to="/listings" className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
            {t("profiles.profile.browseCampers")}
          </Link>
        </p>
      </StatusPage>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <StatusPage title={t("profiles.profile.loadFailedTitle")} message={t("profiles.profile.invalidPage")} />;
  }
  return <StatusPage title={t("profiles.profile.loadFailedTitle")} message={t("profiles.profile.loadFailed")} />;
}
