// /admin/reports: the report queue (docs/product/reports-and-moderation.md, The report queue): reported listings
// grouped, the newest report first, with Dismiss / Hide / Restore / Delete on each. Administrators only,
// checked on the server for the page and for every decision; each decision is audited in its transaction.
import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { adminPageMeta } from "#app/components/admin/admin-page-meta.ts";
import { AdminQueuePage } from "#app/components/admin/admin-queue-page.tsx";
import { ReportedListingCard } from "#app/components/admin/reported-listing-card.tsx";
import { useAdminPageUrl } from "#app/components/admin/use-admin-page-url.ts";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import { answerAdminDecision } from "#app/modules/admin/answer-admin-decision.server.ts";
import { deleteListingAsAdmin } from "#app/modules/admin/delete-listing-as-admin.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { decideReportedListing } from "#app/modules/moderation/decide-reported-listing.server.ts";
import { listReportQueue } from "#app/modules/moderation/list-report-queue.server.ts";
import {
  type ReportDecision,
  type ReportQueueView,
  reportDecisionSchema,
  reportQueueQuerySchema,
} from "#app/modules/moderation/report-queue.schema.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/reports";

export const handle: MessagesHandle = { messages: ["admin", "moderation"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminAccess(request, context);
  const title = requestTranslator(request).t("moderation.queue.title");
  const query = readQuery(request, reportQueueQuerySchema);
  if (!query.ok) {
    const empty = { title, view: "open" as ReportQueueView, page: null, confirmDeleteId: null };
    return pageWithQueryFailure(query.failure, empty);
  }
  const { view, after, delete: confirmDeleteId } = query.data;
  const page = await listReportQueue({ db: getServices(context).db, view, after });
  return { title, view, page, queryFailure: null, confirmDeleteId: confirmDeleteId ?? null };
}

const doneMessages: Record<ReportDecision, MessageId> = {
  dismiss: "moderation.queue.dismissed",
  hide: "moderation.queue.hidden",
  restore: "moderation.queue.restored",
  delete: "moderation.queue.deleted",
};

export async function action(args: Route.ActionArgs) {
  return answerAdminDecision(args, reportDecisionSchema, async ({ intent, listingId }, actor, services) => {
    const { db, storage, logger, env, notifyOutbox } = services;
    if (intent === "delete")
      await deleteListingAsAdmin({ db, storage, actor, listingId, baseUrl: env.BASE_URL, notifyOutbox, logger });
    else await decideReportedListing({ db, actor, listingId, decision: intent });
    return doneMessages[intent];
  });
}

const views = [
  ["open", "moderation.queue.openTab"],
  ["hidden", "moderation.queue.hiddenTab"],
] as const;

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { view, confirmDeleteId } = loaderData;
  const { withParams, pageUrl } = useAdminPageUrl("/admin/reports");
  const viewsNav = (
    <nav aria-label={t("moderation.queue.viewsLabel")} className="mt-6">
      <ul className="flex flex-wrap gap-4">
        {views.map(([value, label]) => (
          <li key={value}>
            <Link
              to={value === "open" ? "/admin/reports" : "/admin/reports?view=hidden"}
              aria-current={view === value ? "page" : undefined}
              className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline-offset-4 hover:underline aria-[current=page]:text-ink aria-[current=page]:underline"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <AdminQueuePage
      pathname="/admin/reports"
      heading={t("moderation.queue.heading")}
      intro={viewsNav}
      page={loaderData.page}
      queryFailure={loaderData.queryFailure}
      actionData={actionData}
      idField="listingId"
      entryId={(entry) => entry.listingId}
      summary={(page) => t("moderation.queue.summary", { listings: page.openListings, reports: page.openReports })}
      empty={view === "open" ? t("moderation.queue.emptyOpen") : t("moderation.queue.emptyHidden")}
      firstPageLabel={t("moderation.queue.firstPage")}
      nextPageLabel={t("moderation.queue.nextPage")}
      startOver={{ to: "/admin/reports", label: t("moderation.queue.openTab") }}
      renderCard={(entry, card) => (
        <ReportedListingCard
          entry={entry}
          {...card}
          deleteHref={withParams({ delete: entry.listingId })}
          cancelDeleteHref={pageUrl}
          isConfirmingDelete={confirmDeleteId === entry.listingId}
        />
      )}
    />
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return adminPageMeta(error, loaderData?.title);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
