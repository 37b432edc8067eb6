import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { OwnListingDrafts } from "#app/components/listings/own-listing-drafts.tsx";
import { OwnListings } from "#app/components/listings/own-listings.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { countListingSavers } from "#app/modules/favorites/count-listing-savers.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { importPagePath } from "#app/modules/imports/import-paths.ts";
import { listListingDrafts } from "#app/modules/listings/list-listing-drafts.server.ts";
import type { OwnListing } from "#app/modules/listings/list-own-listings.server.ts";
import { listOwnListingsForPage } from "#app/modules/listings/list-own-listings-for-page.server.ts";
import { formatListingDate } from "#app/modules/listings/own-listing-status.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/my-listings";

// /my-listings: the seller's own listings, whatever their state, with Edit, Delete, Renew and Mark as sold (docs/product/selling.md).

/**
 * What the previous step did: `?renewed={id}`, `?updated={id}`, `?deleted`, `?sold`, `?draftDeleted` (with or
 * without a value).
 */
const myListingsQuerySchema = z.object({
  renewed: z.string().optional(),
  updated: z.string().optional(),
  deleted: z.string().optional(),
  sold: z.string().optional(),
  draftDeleted: z.string().optional(),
});
type MyListingsQuery = z.output<typeof myListingsQuerySchema>;

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["listings", "favorites"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, logger } = getServices(context);
  const [{ listings, failure }, savedByCounts, drafts] = await Promise.all([
    listOwnListingsForPage({ db, logger, userId: user.id }),
    countListingSavers(db, user.id),
    listListingDrafts(db, user.id),
  ]);
  const query = readQuery(request, { schema: myListingsQuerySchema, keepEmpty: ["deleted", "sold", "draftDeleted"] });
  if (!query.ok) throw linkFailurePage(query.failure);
  const translator = requestTranslator(request);
  const notice = noticeFor(query.data, listings, translator);
  const pageTitle = translator.t("listings.myListings.metaTitle");
  return { listings, drafts, failure, savedByCounts, notice, now: new Date(), pageTitle };
}

/** What the previous step did: renewed, saved, deleted or marked sold a listing (words, or a message id). */
function noticeFor(steps: MyListingsQuery, listings: OwnListing[], { t, locale }: Translator): string | null {
  const renewed = listings.find((listing) => listing.id === steps.renewed);
  if (renewed) {
    return t("listings.myListings.renewed", { date: formatListingDate(renewed.expiresAt, locale) });
  }
  if (listings.some((listing) => listing.id === steps.updated)) return "listings.myListings.updated";
  if (steps.deleted !== undefined) return "listings.myListings.deleted";
  if (steps.sold !== undefined) return "listings.sold.markedSold";
  if (steps.draftDeleted !== undefined) return "listings.draft.deleted";
  return null;
}

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { listings, drafts, failure, savedByCounts, notice, now } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
          {t("listings.myListings.heading")}
        </h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={importPagePath} variant="secondary">
            {t("listings.myListings.importCsv")}
          </ButtonLink>
          <ButtonLink to="/sell-your-camper">{t("listings.myListings.sellAnother")}</ButtonLink>
        </div>
      </div>
      {notice ? (
        <div className="mt-6">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {drafts.length > 0 ? (
        <section aria-labelledby="my-drafts-heading" className="mt-8">
          <h2 id="my-drafts-heading" className="mb-4 text-2xl font-semibold text-ink">
            {t("listings.draft.heading")}
          </h2>
          <OwnListingDrafts drafts={drafts} />
        </section>
      ) : null}
      <div className="mt-8">
        {drafts.length > 0 && listings.length > 0 ? (
          <h2 className="mb-4 text-2xl font-semibold text-ink">{t("listings.draft.listingsHeading")}</h2>
        ) : null}
        {failure ? (
          <Alert tone="error">{failure}</Alert>
        ) : listings.length === 0 && drafts.length === 0 ? (
          <p className="text-ink-muted">{t("listings.myListings.empty")}</p>
        ) : (
          <OwnListings
            listings={listings}
            editHref={(id) => `/edit-listing/${id}`}
            returnTo="/my-listings"
            now={now}
            savedByCounts={savedByCounts}
          />
        )}
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
