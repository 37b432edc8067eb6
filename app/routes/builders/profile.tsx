import { data, isRouteErrorResponse, Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { ListingGallery } from "#app/components/listings/listing-gallery.tsx";
import { MediaPinIcon } from "#app/components/listings/media-icons.tsx";
import { SellerTrustLine } from "#app/components/profiles/seller-trust-line.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { builderMessages } from "#app/modules/builders/builder-messages.ts";
import { instagramUrl } from "#app/modules/builders/builder-profile.schema.ts";
import {
  builderDescription,
  builderStructuredData,
  canonicalBuilderUrl,
} from "#app/modules/builders/builder-structured-data.ts";
import { builderDisplayName } from "#app/modules/builders/builder-summary.ts";
import { getPublicBuilder } from "#app/modules/builders/get-public-builder.server.ts";
import { isBuilderOwner } from "#app/modules/builders/is-builder-owner.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { serializeJsonLd } from "#app/modules/listings/listing-structured-data.ts";
import { readVideoStatus } from "#app/modules/media/read-video-status.server.ts";
import { readSellerTrust } from "#app/modules/profiles/read-seller-trust.server.ts";
import { sellerTrustLine } from "#app/modules/profiles/seller-trust-line.ts";
import { builderSocialCard, socialImageMeta } from "#app/modules/social-images/social-image-card.ts";
import type { Route } from "./+types/profile";

// The builder's campers are listing cards (listings, deal rating, favorites) and its photos a gallery (media).
export const handle: MessagesHandle = { messages: ["builders", "listings", "deal-rating", "favorites", "media"] };

// /builder/{id}: a public profile; unknown, expired or hidden ones are a real 404 'Builder not found.'.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const viewer = await getCurrentUser(request, context);
  const [builder, favoriteListingIds, isOwnProfile, account] = await Promise.all([
    getPublicBuilder({ db, id: params.id }),
    loadFavoriteListingIds(request, context),
    viewer ? isBuilderOwner(db, params.id, viewer.id) : false,
    readSellerTrust(db, { builderId: params.id }),
  ]);
  if (!builder) throw data({ message: builderMessages.notFound }, { status: 404 });
  const video = await readVideoStatus(db, builder.videoUrl);
  const { t } = requestTranslator(request);
  // Made here so that the browser is not sent the code that writes it (ADR 052).
  const structuredData = serializeJsonLd(builderStructuredData(builder, env.BASE_URL, t));
  const name = builderDisplayName(builder.businessName, t);
  const meta = { name, title: t("builders.profile.metaTitle", { name }), description: builderDescription(builder, t) };
  const sellerTrust = sellerTrustLine(account, "builder", requestTranslator(request));
  return { builder, video, isOwnProfile, baseUrl: env.BASE_URL, favoriteListingIds, structuredData, meta, sellerTrust };
}

export default function BuilderProfile({ loaderData }: Route.ComponentProps) {
  const { builder } = loaderData;
  const { t } = useTranslator();
  const name = builderDisplayName(builder.businessName, t);
  const externalLink = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;
  return (
    <article className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 sm:pt-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, escaped by serializeJsonLd in the loader
        dangerouslySetInnerHTML={{ __html: loaderData.structuredData }}
      />
      <nav aria-label={t("builders.profile.breadcrumb")} className="text-sm">
        <ol className="flex min-w-0 items-center gap-2 text-ink-muted">
          <li className="shrink-0">
            <Link to="/" className="inline-flex min-h-11 items-center text-pine-700 underline-offset-4 hover:underline">
              {t("builders.profile.home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="shrink-0">
            <Link
              to="/builders"
              className="inline-flex min-h-11 items-center text-pine-700 underline-offset-4 hover:underline"
            >
              {t("builders.profile.builders")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 truncate">
            {name}
          </li>
        </ol>
      </nav>

      <div className="mt-2 grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <ListingGallery
            key={builder.id}
            title={name}
            images={builder.images}
            video={loaderData.video}
            isOwner={loaderData.isOwnProfile}
          />
        </div>
        <header className="lg:pt-1">
          <h1 className="text-3xl font-bold leading-tight tracking-tight text-ink sm:text-4xl">{name}</h1>
          <p className="mt-3 flex items-center gap-1.5 text-base text-ink">
            <MediaPinIcon className="h-5 w-5 shrink-0 text-ink-muted" />
            <span className="sr-only">{t("builders.card.location")} </span>
            {builder.location}
          </p>
          {loaderData.sellerTrust ? <SellerTrustLine view={loaderData.sellerTrust} className="mt-5" /> : null}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
            {builder.website ? (
              <a href={builder.website} {...externalLink} className={buttonClassName("primary")}>
                {t("builders.profile.visitWebsite")}
                <span className="sr-only"> {t("builders.profile.newTab")}</span>
              </a>
            ) : null}
            {builder.instagram ? (
              <a href={instagramUrl(builder.instagram)} {...externalLink} className={buttonClassName("secondary")}>
                {t("builders.card.instagram")}
                <span className="sr-only"> {t("builders.profile.instagramNewTab", { handle: builder.instagram })}</span>
              </a>
            ) : null}
            {builder.email ? (
              <a href={`mailto:${builder.email}`} className={buttonClassName("secondary")}>
                {t("builders.profile.email")}
                <span className="sr-only"> {builder.email}</span>
              </a>
            ) : null}
          </div>
        </header>
      </div>

      <section aria-labelledby="about-heading" className="mt-10">
        <h2 id="about-heading" className="text-xl font-bold tracking-tight text-ink">
          {t("builders.profile.about")}
        </h2>
        <p className="mt-4 max-w-prose whitespace-pre-line break-words text-base leading-relaxed text-ink">
          {builder.description.trim()}
        </p>
      </section>

      {builder.listings.length > 0 ? (
        <section aria-labelledby="campers-heading" className="mt-12">
          <h2 id="campers-heading" className="text-xl font-bold tracking-tight text-ink">
            {t("builders.profile.campersFrom", { name })}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {builder.listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The error page names itself (one <title>, from the ErrorBoundary).
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const { builder, baseUrl } = loaderData;
  const url = canonicalBuilderUrl(baseUrl, builder.id);
  const { name, description } = loaderData.meta;
  return [
    { title: loaderData.meta.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...socialImageMeta({ baseUrl, kind: "builder", id: builder.id, card: builderSocialCard(builder) }),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: name },
    { name: "twitter:description", content: description },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // Like StatusPage, but the title leaves out the heading's full stop: 'Builder not found | Roamstead'.
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{`${t("builders.notFoundTitle")} | Roamstead`}</title>
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("builders.notFound")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("builders.profile.notFoundText")}</p>
        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
          <Link
            to="/builders"
            className="inline-flex min-h-11 items-center rounded-md bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800"
          >
            {t("builders.profile.seeAll")}
          </Link>
          <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
            {t("builders.profile.backToHome")}
          </Link>
        </p>
      </section>
    );
  }
  return <StatusPage title={t("builders.somethingWentWrong")} message={t("builders.profile.loadFailed")} />;
}
