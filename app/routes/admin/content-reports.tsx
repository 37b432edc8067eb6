// /admin/content-reports: the queue of reported reviews and questions (docs/product/people-and-trust.md, "Reports of
// reviews and questions"): each reported thing with its open reports, the newest first, and 'Remove' / 'Keep'.
// Administrators only, checked on the server for the page and every decision; each decision is audited in its
// transaction.
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { adminPageMeta } from "#app/components/admin/admin-page-meta.ts";
import { AdminQueuePage } from "#app/components/admin/admin-queue-page.tsx";
import { ReportedContentCard } from "#app/components/admin/reported-content-card.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { answerAdminDecision } from "#app/modules/admin/answer-admin-decision.server.ts";
import { loadAdminQueue } from "#app/modules/admin/load-admin-queue.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import {
  type ContentDecision,
  contentDecisionSchema,
  contentReportQueueQuerySchema,
} from "#app/modules/reviews/content-report-queue.schema.ts";
import { decideContentReport } from "#app/modules/reviews/decide-content-report.server.ts";
import { listContentReportQueue } from "#app/modules/reviews/list-content-report-queue.server.ts";
import type { Route } from "./+types/content-reports";

export const handle: MessagesHandle = { messages: ["admin", "moderation", "reviews", "accounts"] };

export async function loader(args: Route.LoaderArgs) {
  return loadAdminQueue(args, {
    title: "reviews.queue.title",
    querySchema: contentReportQueueQuerySchema,
    listPage: (db, { after }) => listContentReportQueue({ db, after }),
  });
}

const doneMessages: Record<ContentDecision, MessageId> = {
  remove: "reviews.queue.removed",
  keep: "reviews.queue.kept",
};

export async function action(args: Route.ActionArgs) {
  return answerAdminDecision(args, contentDecisionSchema, async ({ intent, contentId }, actor, { db }) => {
    await decideContentReport({ db, actor, contentId, decision: intent });
    return doneMessages[intent];
  });
}

export default function AdminContentReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <AdminQueuePage
      pathname="/admin/content-reports"
      heading={t("reviews.queue.heading")}
      page={loaderData.page}
      queryFailure={loaderData.queryFailure}
      actionData={actionData}
      idField="contentId"
      entryId={(entry) => entry.content.id}
      summary={(page) => t("reviews.queue.summary", { things: page.openContents, reports: page.openReports })}
      empty={t("reviews.queue.empty")}
      firstPageLabel={t("moderation.queue.firstPage")}
      nextPageLabel={t("moderation.queue.nextPage")}
      renderCard={(entry, card) => <ReportedContentCard entry={entry} {...card} />}
    />
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return adminPageMeta(error, loaderData?.title);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
