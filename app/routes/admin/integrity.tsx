// /admin/integrity: the integrity queue (docs/product/integrity-checks.md, The queue): listings the automatic checks
// flagged, the most recently flagged first, their evidence beside the other listings', with Clear and Hide listing
// on each. Administrators only, checked on the server for the page and for every decision; each decision is audited
// in its transaction.
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { adminPageMeta } from "#app/components/admin/admin-page-meta.ts";
import { AdminQueuePage } from "#app/components/admin/admin-queue-page.tsx";
import { IntegrityFlagCard } from "#app/components/admin/integrity-flag-card.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { answerAdminDecision } from "#app/modules/admin/answer-admin-decision.server.ts";
import { loadAdminQueue } from "#app/modules/admin/load-admin-queue.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import {
  decideIntegrityFlags,
  type IntegrityDecisionOutcome,
} from "#app/modules/integrity/decide-integrity-flags.server.ts";
import { integrityDecisionSchema, integrityQueueQuerySchema } from "#app/modules/integrity/integrity-queue.schema.ts";
import { listIntegrityQueue } from "#app/modules/integrity/list-integrity-queue.server.ts";
import type { Route } from "./+types/integrity";

export const handle: MessagesHandle = { messages: ["admin", "integrity"] };

export async function loader(args: Route.LoaderArgs) {
  return loadAdminQueue(args, {
    title: "integrity.queue.title",
    querySchema: integrityQueueQuerySchema,
    listPage: (db, { after }) => listIntegrityQueue({ db, after }),
  });
}

const doneMessages: Record<IntegrityDecisionOutcome, MessageId> = {
  cleared: "integrity.queue.cleared",
  "cleared-still-under-review": "integrity.queue.clearedStillUnderReview",
  hidden: "integrity.queue.hidden",
};

export async function action(args: Route.ActionArgs) {
  return answerAdminDecision(args, integrityDecisionSchema, async ({ intent, listingId }, actor, { db }) => {
    const outcome = await decideIntegrityFlags({ db, actor, listingId, decision: intent });
    return doneMessages[outcome];
  });
}

export default function AdminIntegrity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <AdminQueuePage
      pathname="/admin/integrity"
      heading={t("integrity.queue.heading")}
      intro={<p className="mt-6 max-w-3xl text-ink-muted">{t("integrity.queue.intro")}</p>}
      page={loaderData.page}
      queryFailure={loaderData.queryFailure}
      actionData={actionData}
      idField="listingId"
      entryId={(entry) => entry.listingId}
      summary={(page) => t("integrity.queue.summary", { listings: page.listings, held: page.held })}
      empty={t("integrity.queue.empty")}
      firstPageLabel={t("integrity.queue.firstPage")}
      nextPageLabel={t("integrity.queue.nextPage")}
      startOver={{ to: "/admin/integrity", label: t("integrity.queue.firstPage") }}
      renderCard={(entry, card) => <IntegrityFlagCard entry={entry} {...card} />}
    />
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return adminPageMeta(error, loaderData?.title);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
