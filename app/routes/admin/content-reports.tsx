// /admin/content-reports: the queue of reported reviews and questions (docs/product/people-and-trust.md, "Reports of
// reviews and questions"): each reported thing with its open reports, the newest first, and 'Remove' / 'Keep'.
// Administrators only, checked on the server for the page and every decision; each decision is audited in its
// transaction.
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { AdminPageAlerts } from "#app/components/admin/admin-page-alerts.tsx";
import { QueuePagesNav } from "#app/components/admin/queue-card-parts.tsx";
import { ReportedContentCard } from "#app/components/admin/reported-content-card.tsx";
import { useAdminPageUrl } from "#app/components/admin/use-admin-page-url.ts";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, pageWithQueryFailure, replyData } from "#app/modules/platform/reply.server.ts";
import {
  type ContentDecision,
  contentDecisionSchema,
  contentReportQueueQuerySchema,
} from "#app/modules/reviews/content-report-queue.schema.ts";
import { decideContentReport } from "#app/modules/reviews/decide-content-report.server.ts";
import { listContentReportQueue } from "#app/modules/reviews/list-content-report-queue.server.ts";
import type { Route } from "./+types/content-reports";

export const handle: MessagesHandle = { messages: ["admin", "moderation", "reviews", "accounts"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminAccess(request, context);
  const title = requestTranslator(request).t("reviews.queue.title");
  const query = readQuery(request, contentReportQueueQuerySchema);
  if (!query.ok) return pageWithQueryFailure(query.failure, { title, page: null });
  const page = await listContentReportQueue({ db: getServices(context).db, after: query.data.after });
  return { title, page, queryFailure: null };
}

const doneMessages: Record<ContentDecision, MessageId> = {
  remove: "reviews.queue.removed",
  keep: "reviews.queue.kept",
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAccess(request, context);
  const input = await readInput(request, { schema: contentDecisionSchema });
  if (!input.ok) return replyData(input.failure);
  const { intent, contentId } = input.data;
  try {
    await decideContentReport({
      db: getServices(context).db,
      actor: { id: admin.id, email: admin.email },
      contentId,
      decision: intent,
    });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  const reply: FormReply = { ok: true, message: doneMessages[intent], values: input.values };
  return reply;
}

export default function AdminContentReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { page, queryFailure } = loaderData;
  const { params, withParams, pageUrl } = useAdminPageUrl("/admin/content-reports");
  // The outcome shows on the thing's card, or above the list once its card has left it (decided).
  const actedOn = submittedValue(actionData, "contentId");
  const result = actionData ? { ok: actionData.ok, message: actionData.message ?? t("admin.actionFailed") } : null;
  const pageResult = page?.entries.some((entry) => entry.content.id === actedOn) ? null : result;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("reviews.queue.heading")}</h1>
      <AdminNav />
      <AdminPageAlerts queryFailure={queryFailure} pageResult={pageResult} />
      {page ? (
        <>
          <p className="mt-6 text-ink-muted" aria-live="polite">
            {t("reviews.queue.summary", { things: page.openContents, reports: page.openReports })}
          </p>
          {page.entries.length === 0 ? (
            <p className="mt-6 text-ink-muted">{t("reviews.queue.empty")}</p>
          ) : (
            <ul className="mt-6 space-y-6">
              {page.entries.map((entry) => (
                <li key={entry.content.id}>
                  <ReportedContentCard
                    entry={entry}
                    formAction={pageUrl}
                    result={result && actedOn === entry.content.id ? result : undefined}
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
      ) : null}
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
