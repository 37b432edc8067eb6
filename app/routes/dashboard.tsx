import { data, Link, redirect } from "react-router";
import { AccountLanguageForm } from "#app/components/accounts/account-language-form.tsx";
import { DisplayNameForm } from "#app/components/accounts/display-name-form.tsx";
import { OwnBuilderProfiles } from "#app/components/builders/own-builder-profiles.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingStatistics } from "#app/components/listing-stats/listing-statistics.tsx";
import { OwnListings } from "#app/components/listings/own-listings.tsx";
import { PendingSaleActions } from "#app/components/reviews/pending-sale-actions.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { accountLanguageSchema } from "#app/modules/accounts/account-language.schema.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { displayNameSchema } from "#app/modules/accounts/display-name.schema.ts";
import { displayNameTexts } from "#app/modules/accounts/display-name.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { setAccountLanguage } from "#app/modules/accounts/set-account-language.server.ts";
import { setDisplayName } from "#app/modules/accounts/set-display-name.server.ts";
import { listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { listUnusedListingPayments } from "#app/modules/billing/list-unused-listing-payments.server.ts";
import { listOwnBuilderProfiles } from "#app/modules/builders/list-own-builder-profiles.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { importPagePath } from "#app/modules/imports/import-paths.ts";
import { getListingStatistics } from "#app/modules/listing-stats/get-listing-statistics.server.ts";
import { listOwnListingsForPage } from "#app/modules/listings/list-own-listings-for-page.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, type InputFailure, linkFailurePage } from "#app/modules/platform/reply.server.ts";
import { listPendingSaleActions } from "#app/modules/reviews/list-pending-sale-actions.server.ts";
import type { Route } from "./+types/dashboard";

function tierName(tier: string): string {
  const id = parseTierId(tier);
  return id ? listingTiers[id].name : tier;
}

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = {
  messages: ["listings", "listing-stats", "builders", "accounts", "platform", "favorites", "reviews"],
};

/** `?deleted` and `?sold`, with or without a value: a listing was just deleted or sold (the banner). */
const dashboardQuerySchema = z.object({ deleted: z.string().optional(), sold: z.string().optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, { schema: dashboardQuerySchema, keepEmpty: ["deleted", "sold"] });
  if (!query.ok) throw linkFailurePage(query.failure);
  const notices = query.data;
  const { db, logger } = getServices(context);
  const [{ listings, failure: listingsFailure }, statistics, builderProfiles, unusedPayments, saleActions] =
    await Promise.all([
      listOwnListingsForPage({ db, logger, userId: user.id }),
      getListingStatistics({ db, sellerId: user.id }),
      listOwnBuilderProfiles(db, user.id),
      listUnusedListingPayments(db, user.id),
      listPendingSaleActions(db, user.id),
    ]);
  const { t, locale } = requestTranslator(request);
  return {
    pageTitle: t("listings.dashboard.metaTitle"),
    email: user.email,
    displayName: user.displayName,
    locale: user.locale,
    memberSince: formatLocaleDate(user.memberSince, locale, "long"),
    isAdmin: user.role === "admin",
    listings,
    listingsFailure,
    statistics,
    builderProfiles,
    unusedPayments: unusedPayments.map(({ sessionKey, tier }) => ({ sessionKey, tierName: tierName(tier) })),
    saleActions,
    isDeleted: notices.deleted !== undefined,
    isSold: notices.sold !== undefined,
    now: new Date(),
  };
}

/** The two forms of 'Your account': 'Display name' (docs/product/selling.md, "Dashboard") and the e-mails' language. */
const accountFormSchema = z.discriminatedUnion("intent", [
  displayNameSchema.extend({ intent: z.literal("display-name").optional() }),
  accountLanguageSchema,
]);

/** Which of the account's forms a reply answers, so each shows only its own. */
type AccountForm = "display-name" | "language";

function formFailure(form: AccountForm, { reply, status, headers }: InputFailure) {
  return data({ ...reply, form }, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: accountFormSchema, formats: ["form"] });
  const form: AccountForm = input.values.intent === "language" ? "language" : "display-name";
  if (!input.ok) return formFailure(form, input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return redirect(signInLeadingBack("/dashboard"), 303);
  const { db } = getServices(context);
  const { data } = input;
  if (data.intent === "language") {
    await setAccountLanguage({ db, userId: user.id, locale: data.locale });
    const saved = data.locale === "fr-CA" ? "accounts.language.savedFrench" : "accounts.language.savedEnglish";
    return { ok: true, message: saved, form } satisfies FormReply & { form: AccountForm };
  }
  try {
    await setDisplayName({ db, userId: user.id, displayName: data.displayName });
  } catch (error) {
    return formFailure(form, failureReply(error, input.values));
  }
  return { ok: true, message: displayNameTexts.saved, form } satisfies FormReply & { form: AccountForm };
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { listings, listingsFailure, statistics, builderProfiles, now } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("listings.dashboard.heading")}</h1>
      {loaderData.isDeleted ? (
        <div className="mt-6">
          <Alert tone="success">{t("listings.dashboard.deleted")}</Alert>
        </div>
      ) : null}
      {loaderData.isSold ? (
        <div className="mt-6">
          <Alert tone="success">{t("listings.sold.markedSold")}</Alert>
        </div>
      ) : null}

      {loaderData.unusedPayments.length > 0 ? (
        <div className="mt-6">
          <Alert tone="info">
            <p>{t("listings.dashboard.unusedPayments")}</p>
            <ul className="mt-2 space-y-1">
              {loaderData.unusedPayments.map((payment) => (
                <li key={payment.sessionKey}>
                  <Link
                    to={`/submit-listing?session_id=${encodeURIComponent(payment.sessionKey)}`}
                    className="font-semibold text-pine-700 underline"
                  >
                    {t("listings.dashboard.submitUnused", { tier: payment.tierName })}
                  </Link>
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}

      <PendingSaleActions actions={loaderData.saleActions} />

      <section aria-labelledby="camper-listings-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="camper-listings-heading" className="text-2xl font-semibold text-ink">
            {t("listings.dashboard.camperListings")}
          </h2>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={importPagePath} className="font-semibold text-pine-700 underline hover:text-pine-800">
              {t("listings.myListings.importCsv")}
            </Link>
            {listings.length > 0 ? (
              <Link to="/my-listings" className="font-semibold text-pine-700 underline hover:text-pine-800">
                {t("listings.dashboard.manageAll")}
              </Link>
            ) : null}
          </div>
        </div>
        <div className="mt-4">
          {listingsFailure ? (
            <Alert tone="error">{listingsFailure}</Alert>
          ) : listings.length === 0 ? (
            <div className="rounded-xl border border-sand-200 bg-sand-100 p-6">
              <p className="text-ink-muted">{t("listings.dashboard.noListings")}</p>
              <ButtonLink to="/sell-your-camper" className="mt-4">
                {t("listings.dashboard.sellYourCamper")}
              </ButtonLink>
            </div>
          ) : (
            <OwnListings
              listings={listings}
              editHref={(id) => `/submit-listing?edit=${id}`}
              returnTo="/dashboard"
              now={now}
              savedByCounts={statistics.favorites}
            />
          )}
        </div>
      </section>

      {listings.length > 0 ? <ListingStatistics listings={listings} statistics={statistics} /> : null}

      <section aria-labelledby="builder-listings-heading" className="mt-12">
        <h2 id="builder-listings-heading" className="text-2xl font-semibold text-ink">
          {t("listings.dashboard.builderListings")}
        </h2>
        <div className="mt-4">
          <OwnBuilderProfiles profiles={builderProfiles} />
        </div>
      </section>

      <section
        aria-labelledby="account-heading"
        className="mt-12 rounded-xl border border-sand-200 bg-white p-6 shadow-sm"
      >
        <h2 id="account-heading" className="text-xl font-semibold text-ink">
          {t("listings.dashboard.account")}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">{t("listings.dashboard.email")}</dt>
          <dd className="text-ink">{loaderData.email}</dd>
          <dt className="font-medium text-ink-muted">{t("listings.dashboard.memberSince")}</dt>
          <dd className="text-ink">{loaderData.memberSince}</dd>
          {loaderData.isAdmin ? (
            <>
              <dt className="font-medium text-ink-muted">{t("listings.dashboard.role")}</dt>
              <dd className="text-ink">{t("listings.dashboard.administrator")}</dd>
            </>
          ) : null}
        </dl>
        <DisplayNameForm
          displayName={loaderData.displayName}
          reply={actionData?.form === "display-name" ? actionData : undefined}
        />
        <AccountLanguageForm
          locale={loaderData.locale}
          reply={actionData?.form === "language" ? actionData : undefined}
        />
        <p className="mt-8">
          <Link to="/account" className="font-semibold text-pine-700 underline hover:text-pine-800">
            {t("accounts.settings.open")}
          </Link>
        </p>
      </section>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
