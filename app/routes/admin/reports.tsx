// /admin/reports: the report queue (docs/product/reports-and-moderation.md, The report queue): reported listings
// grouped, the newest report first, with Dismiss / Hide / Restore / Delete on each. Administrators only,
// checked on the server for the page and for every decision; each decision is audited in its transaction.
import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { AdminPageAlerts } from "#app/components/admin/admin-page-alerts.tsx";
import { QueuePagesNav } from "#app/components/admin/queue-card-parts.tsx";
import { ReportedListingCard } from "#app/components/admin/reported-listing-card.tsx";
import { useAdminPageUrl } from "#app/components/admin/use-admin-page-url.ts";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
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
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, pageWithQueryFailure, replyData } from "#app/modules/platform/reply.server.ts";
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

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAccess(request, context);
  const { db, storage, logger } = getServices(context);
  const input = await readInput(request, { schema: reportDecisionSchema });
  if (!input.ok) return replyData(input.failure);
  const { intent, listingId } = input.data;
  const actor = { id: admin.id, email: admin.email };
  try {
    if (intent === "delete") await deleteListingAsAdmin({ db, storage, actor, listingId, logger });
    else await decideReportedListing({ db, actor, listingId, decision: intent });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  const reply: FormReply = { ok: true, message: doneMessages[intent], values: input.values };
  return reply;
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { view, page, queryFailure, confirmDeleteId } = loaderData;
  const { params, withParams, pageUrl } = useAdminPageUrl("/admin/reports");
  // The outcome shows on the listing's card, or above the list when the card has left it (dismissed, deleted).
  const actedOn = submittedValue(actionData, "listingId");
  const result = actionData ? { ok: actionData.ok, message: actionData.message ?? t("admin.actionFailed") } : null;
  const pageResult = page?.entries.some((entry) => entry.listingId === actedOn) ? null : result;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("moderation.queue.heading")}</h1>
      <AdminNav />

      <nav aria-label={t("moderation.queue.viewsLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-4">
          {(
            [
              ["open", "moderation.queue.openTab"],
              ["hidden", "moderation.queue.hiddenTab"],
            ] as const
          ).map(([value, label]) => (
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

      <AdminPageAlerts queryFailure={queryFailure} pageResult={pageResult} />

      {page ? (
        <>
          <p className="mt-6 text-ink-muted" aria-live="polite">
            {t("moderation.queue.summary", { listings: page.openListings, reports: page.openReports })}
          </p>
          {page.entries.length === 0 ? (
            <p className="mt-6 text-ink-muted">
              {view === "open" ? t("moderation.queue.emptyOpen") : t("moderation.queue.emptyHidden")}
            </p>
          ) : (
            <ul className="mt-6 space-y-6">
              {page.entries.map((entry) => (
                <li key={entry.listingId}>
                  <ReportedListingCard
                    entry={entry}
                    formAction={pageUrl}
                    deleteHref={withParams({ delete: entry.listingId })}
                    cancelDeleteHref={pageUrl}
                    isConfirmingDelete={confirmDeleteId === entry.listingId}
                    result={result && actedOn === entry.listingId ? result : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          <QueuePagesNav
            firstHref={params.has("after") ? withParams({ after: null }) : null}
            nextHref={page.nextCursor ? withParams({ after: page.nextCursor }) : null}
            firstLabel={t("moderation.queue.firstPage")}
            nextLabel={t("moderation.queue.nextPage")}
          />
        </>
      ) : (
        <p className="mt-6">
          <Link to="/admin/reports" className="font-semibold text-pine-700 underline">
            {t("moderation.queue.openTab")}
          </Link>
        </p>
      )}
    </section>
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  // The error pages name themselves (one <title>, from the ErrorBoundary).
  if (error || !loaderData) return [{ name: "robots", content: "noindex" }];
  return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
