import { data, Link } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { ShareButton } from "#app/components/listings/share-button.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { getPublishedListing } from "#app/modules/listings/get-published-listing.server.ts";
import { listingMessages } from "#app/modules/listings/listing-form-rules.ts";
import { canonicalListingUrl } from "#app/modules/listings/listing-sharing.ts";
import { toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/listing-live";

// /my-listings/{id}/live: where a seller lands after publishing a new listing (docs/product/selling.md,
// Your listing is live): the notice, the listing, Share, and what to do next.

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["listings"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, env } = getServices(context);
  const pageTitle = requestTranslator(request).t("listings.live.metaTitle");
  try {
    const listing = await getPublishedListing({ db, listingId: params.id, actor: user });
    return { listing, url: canonicalListingUrl(env.BASE_URL, listing.id), error: null, pageTitle };
  } catch (error) {
    const failure = toAppError(error);
    return data({ listing: null, url: null, error: failure.message, pageTitle }, { status: failure.status });
  }
}

export default function ListingLive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { listing, url, error } = loaderData;
  if (!listing || !url) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("listings.live.heading")}</h1>
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
        <p className="mt-6">
          <Link to="/my-listings" className="font-semibold text-pine-700 underline hover:text-pine-800">
            {t("listings.live.manage")}
          </Link>
        </p>
      </section>
    );
  }
  const listingPath = `/listing/${listing.id}`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Alert tone="success">{listingMessages.submitted}</Alert>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("listings.live.heading")}</h1>
      <p className="mt-2 text-ink-muted">{t("listings.live.lead")}</p>

      <article
        aria-labelledby="live-listing-title"
        className="mt-8 overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm sm:flex"
      >
        <div className="aspect-[4/3] bg-sand-100 sm:w-2/5 sm:shrink-0">
          <ListingPhoto image={listing.image} alt={listing.title} sizes="(min-width: 640px) 300px, 100vw" priority />
        </div>
        <div className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 id="live-listing-title" className="text-xl font-semibold text-ink">
            {listing.title}
          </h2>
          <p className="text-2xl font-bold text-pine-800">
            <Price money={listing.askingPrice} />
          </p>
          <p className="text-ink-muted">{listing.location}</p>
          <div className="mt-auto flex flex-wrap items-start gap-3 pt-2">
            <ButtonLink to={listingPath}>{t("listings.live.view")}</ButtonLink>
            <ShareButton title={listing.title} text={listing.shareText} url={url} />
          </div>
        </div>
      </article>

      <nav aria-labelledby="live-next-steps" className="mt-10">
        <h2 id="live-next-steps" className="text-lg font-semibold text-ink">
          {t("listings.live.nextSteps")}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {[
            { to: listingPath, label: t("listings.live.view") },
            { to: "/my-listings", label: t("listings.live.manage") },
            { to: `/submit-listing?${new URLSearchParams({ edit: listing.id })}`, label: t("listings.live.addPhotos") },
          ].map((step) => (
            <li key={step.label}>
              <Link
                to={step.to}
                className="flex min-h-11 items-center rounded-lg border border-sand-200 bg-white px-4 py-3 font-semibold text-pine-700 underline-offset-4 hover:border-pine-600 hover:underline focus-visible:outline-2 focus-visible:outline-pine-600"
              >
                {step.label} →
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
