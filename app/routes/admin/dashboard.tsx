// /admin: every listing (public or not) with search and paging, Edit / Feature / Unfeature / Delete on
// each card, and the recent audit log. Administrators only, checked on the server for the page and
// for every action.
import { Form, Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminListingCard } from "#app/components/admin/admin-listing-card.tsx";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { AdminPageAlerts } from "#app/components/admin/admin-page-alerts.tsx";
import { adminPageMeta } from "#app/components/admin/admin-page-meta.ts";
import { AuditLog } from "#app/components/admin/audit-log.tsx";
import { useAdminPageUrl } from "#app/components/admin/use-admin-page-url.ts";
import { useDecisionOutcome } from "#app/components/admin/use-decision-outcome.ts";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import {
  type AdminListingIntent,
  adminListingActionSchema,
  adminListingsQuerySchema,
  adminSearchMaxLength,
} from "#app/modules/admin/admin-listings.schema.ts";
import { answerAdminDecision } from "#app/modules/admin/answer-admin-decision.server.ts";
import { deleteListingAsAdmin } from "#app/modules/admin/delete-listing-as-admin.server.ts";
import { listAdminAuditEntries } from "#app/modules/admin/list-admin-audit-entries.server.ts";
import { listAdminListings } from "#app/modules/admin/list-admin-listings.server.ts";
import { setListingFeatured } from "#app/modules/admin/set-listing-featured.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/dashboard";

export const handle: MessagesHandle = { messages: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminAccess(request, context);
  const { db } = getServices(context);
  const title = requestTranslator(request).t("admin.dashboard.title");
  const query = readQuery(request, adminListingsQuerySchema);
  const audit = await listAdminAuditEntries({ db });
  if (!query.ok) {
    const q = submittedValue(query.failure.reply, "q")?.slice(0, adminSearchMaxLength) ?? "";
    return pageWithQueryFailure(query.failure, { title, q, page: null, confirmDeleteId: null, audit });
  }
  const { q, after, before, delete: confirmDeleteId } = query.data;
  const page = await listAdminListings({ db, search: q, after, before });
  return { title, q, page, queryFailure: null, confirmDeleteId: confirmDeleteId ?? null, audit };
}

const doneMessages: Record<AdminListingIntent, MessageId> = {
  feature: "admin.featured",
  unfeature: "admin.unfeatured",
  delete: "admin.deleted",
};

export async function action(args: Route.ActionArgs) {
  return answerAdminDecision(args, adminListingActionSchema, async ({ intent, listingId }, actor, services) => {
    const { db, storage, logger, env, notifyOutbox } = services;
    if (intent === "delete")
      await deleteListingAsAdmin({ db, storage, actor, listingId, baseUrl: env.BASE_URL, notifyOutbox, logger });
    else await setListingFeatured({ db, actor, listingId, isFeatured: intent === "feature" });
    return doneMessages[intent];
  });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { q, page, queryFailure, confirmDeleteId, audit } = loaderData;
  const { withParams, pageUrl } = useAdminPageUrl("/admin");
  const listingIds = page?.listings.map((listing) => listing.id);
  const { pageResult, resultFor } = useDecisionOutcome(actionData, "listingId", listingIds);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("admin.dashboard.heading")}</h1>
      <AdminNav />

      <Form method="get" action="/admin" className="mt-8 flex flex-wrap items-start gap-3" role="search">
        <TextField
          label={t("admin.dashboard.searchLabel")}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={adminSearchMaxLength}
          hint={t("admin.dashboard.searchHint")}
          className="w-full max-w-md"
        />
        <Button type="submit" className="mt-6">
          {t("admin.dashboard.search")}
        </Button>
        {q ? (
          <Link
            to="/admin"
            className="mt-6 inline-flex min-h-11 items-center px-2 font-semibold text-pine-700 underline"
          >
            {t("admin.dashboard.clearSearch")}
          </Link>
        ) : null}
      </Form>

      <AdminPageAlerts queryFailure={queryFailure} pageResult={pageResult} />

      {page ? (
        <>
          <p className="mt-6 text-ink-muted" aria-live="polite">
            {q
              ? t("admin.dashboard.countMatching", { count: page.total, q })
              : t("admin.dashboard.count", { count: page.total })}
          </p>
          {page.listings.length === 0 ? (
            <p className="mt-6 text-ink-muted">{t("admin.dashboard.empty")}</p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.listings.map((listing, position) => (
                <li key={listing.id} className="flex">
                  <AdminListingCard
                    listing={listing}
                    formAction={pageUrl}
                    deleteHref={withParams({ delete: listing.id })}
                    cancelDeleteHref={pageUrl}
                    isConfirmingDelete={confirmDeleteId === listing.id}
                    result={resultFor(listing.id)}
                    isAboveFold={position < 3}
                  />
                </li>
              ))}
            </ul>
          )}
          <nav aria-label={t("admin.pages.label")} className="mt-8 flex flex-wrap justify-between gap-4">
            {page.previousCursor ? (
              <Link
                to={withParams({ before: page.previousCursor, after: null })}
                className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
              >
                {t("admin.pages.previous")}
              </Link>
            ) : (
              <span />
            )}
            {page.nextCursor ? (
              <Link
                to={withParams({ after: page.nextCursor, before: null })}
                className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
              >
                {t("admin.pages.next")}
              </Link>
            ) : null}
          </nav>
        </>
      ) : (
        <p className="mt-6">
          <Link to="/admin" className="font-semibold text-pine-700 underline">
            {t("admin.dashboard.showAll")}
          </Link>
        </p>
      )}

      <AuditLog entries={audit} />
    </section>
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return adminPageMeta(error, loaderData?.title);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
