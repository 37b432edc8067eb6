// /admin/integrity: the integrity queue (docs/product/integrity-checks.md, The queue): listings the automatic checks
// flagged, the most recently flagged first, their evidence beside the other listings', with Clear and Hide listing
// on each. Administrators only, checked on the server for the page and for every decision; each decision is audited
// in its transaction.
import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { AdminPageAlerts } from "#app/components/admin/admin-page-alerts.tsx";
import { IntegrityFlagCard } from "#app/components/admin/integrity-flag-card.tsx";
import { QueuePagesNav } from "#app/components/admin/queue-card-parts.tsx";
import { useAdminPageUrl } from "#app/components/admin/use-admin-page-url.ts";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import {
  decideIntegrityFlags,
  type IntegrityDecisionOutcome,
} from "#app/modules/integrity/decide-integrity-flags.server.ts";
import { integrityDecisionSchema, integrityQueueQuerySchema } from "#app/modules/integrity/integrity-queue.schema.ts";
import { listIntegrityQueue } from "#app/modules/integrity/list-integrity-queue.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, pageWithQueryFailure, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/integrity";

export const handle: MessagesHandle = { messages: ["admin", "integrity"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminAccess(request, context);
  const title = requestTranslator(request).t("integrity.queue.title");
  const query = readQuery(request, integrityQueueQuerySchema);
  if (!query.ok) return pageWithQueryFailure(query.failure, { title, page: null });
  const page = await listIntegrityQueue({ db: getServices(context).db, after: query.data.after });
  return { title, page, queryFailure: null };
}

const doneMessages: Record<IntegrityDecisionOutcome, MessageId> = {
  cleared: "integrity.queue.cleared",
  "cleared-still-under-review": "integrity.queue.clearedStillUnderReview",
  hidden: "integrity.queue.hidden",
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAccess(request, context);
  const input = await readInput(request, { schema: integrityDecisionSchema });
  if (!input.ok) return replyData(input.failure);
  const { intent, listingId } = input.data;
  let outcome: IntegrityDecisionOutcome;
  try {
    outcome = await decideIntegrityFlags({
      db: getServices(context).db,
      actor: { id: admin.id, email: admin.email },
      listingId,
      decision: intent,
    });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  const reply: FormReply = { ok: true, message: doneMessages[outcome], values: input.values };
  return reply;
}

export default function AdminIntegrity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { page, queryFailure } = loaderData;
  const { params, withParams, pageUrl } = useAdminPageUrl("/admin/integrity");
  // The outcome shows on the listing's card, or above the list once the card has left it (cleared, hidden).
  const actedOn = submittedValue(actionData, "listingId");
  const result = actionData ? { ok: actionData.ok, message: actionData.message ?? t("admin.actionFailed") } : null;
  const pageResult = page?.entries.some((entry) => entry.listingId === actedOn) ? null : result;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("integrity.queue.heading")}</h1>
      <AdminNav />
      <p className="mt-6 max-w-3xl text-ink-muted">{t("integrity.queue.intro")}</p>

      <AdminPageAlerts queryFailure={queryFailure} pageResult={pageResult} />

      {page ? (
        <>
          <p className="mt-6 text-ink-muted" aria-live="polite">
            {t("integrity.queue.summary", { listings: page.listings, held: page.held })}
          </p>
          {page.entries.length === 0 ? (
            <p className="mt-6 text-ink-muted">{t("integrity.queue.empty")}</p>
          ) : (
            <ul className="mt-6 space-y-6">
              {page.entries.map((entry) => (
                <li key={entry.listingId}>
                  <IntegrityFlagCard
                    entry={entry}
                    formAction={pageUrl}
                    result={result && actedOn === entry.listingId ? result : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          <QueuePagesNav
            firstHref={params.has("after") ? withParams({ after: null }) : null}
            nextHref={page.nextCursor ? withParams({ after: page.nextCursor }) : null}
            firstLabel={t("integrity.queue.firstPage")}
            nextLabel={t("integrity.queue.nextPage")}
          />
        </>
      ) : (
        <p className="mt-6">
          <Link to="/admin/integrity" className="font-semibold text-pine-700 underline">
            {t("integrity.queue.firstPage")}
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
