import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import { AdminNav } from "./admin-nav.tsx";
import { AdminPageAlerts } from "./admin-page-alerts.tsx";
import type { DecisionOutcome } from "./queue-card-parts.tsx";
import { useAdminPageUrl } from "./use-admin-page-url.ts";
import { useDecisionOutcome } from "./use-decision-outcome.ts";

/** One page of a queue: its entries, and `?after=` for the next page (null on the last). */
interface QueuePage {
  entries: readonly unknown[];
  nextCursor: string | null;
}

type EntryOf<Page extends QueuePage> = Page["entries"][number];

export interface AdminQueuePageProps<Page extends QueuePage> {
  /** The queue's address, without its query. */
  pathname: string;
  heading: string;
  /** What stands between the admin sections and the list: the queue's views, or a word on what it holds. */
  intro?: ReactNode;
  /** Null when the address could not be read: the page shows its message and no list. */
  page: Page | null;
  queryFailure: FormReply | null;
  /** The answer to the last decision, if any. */
  actionData: FormReply | undefined;
  /** The form field that names what a decision is about: an entry's id ({@link AdminQueuePageProps.entryId}). */
  idField: string;
  entryId: (entry: EntryOf<Page>) => string;
  /** The queue's counts, said again when they change. */
  summary: (page: Page) => string;
  empty: string;
  firstPageLabel: string;
  nextPageLabel: string;
  /** Where to start over when the address could not be read, if the page offers it. */
  startOver?: { to: string; label: string };
  renderCard: (entry: EntryOf<Page>, card: { formAction: string; result: DecisionOutcome | undefined }) => ReactNode;
}

/**
 * An administrator's queue (reported listings, reported reviews and questions, listings the integrity checks flagged):
 * its heading and the admin sections, the alerts, its counts, a card per entry with its decisions, and its pages.
 */
export function AdminQueuePage<Page extends QueuePage>({
  pathname,
  heading,
  intro,
  page,
  queryFailure,
  actionData,
  idField,
  entryId,
  summary,
  empty,
  firstPageLabel,
  nextPageLabel,
  startOver,
  renderCard,
}: AdminQueuePageProps<Page>) {
  const { params, withParams, pageUrl } = useAdminPageUrl(pathname);
  const { pageResult, resultFor } = useDecisionOutcome(actionData, idField, page?.entries.map(entryId));
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{heading}</h1>
      <AdminNav />
      {intro}
      <AdminPageAlerts queryFailure={queryFailure} pageResult={pageResult} />
      {page ? (
        <>
          <p className="mt-6 text-ink-muted" aria-live="polite">
            {summary(page)}
          </p>
          {page.entries.length === 0 ? (
            <p className="mt-6 text-ink-muted">{empty}</p>
          ) : (
            <ul className="mt-6 space-y-6">
              {page.entries.map((entry) => {
                const id = entryId(entry);
                return <li key={id}>{renderCard(entry, { formAction: pageUrl, result: resultFor(id) })}</li>;
              })}
            </ul>
          )}
          <QueuePagesNav
            firstHref={params.has("after") ? withParams({ after: null }) : null}
            nextHref={page.nextCursor ? withParams({ after: page.nextCursor }) : null}
            firstLabel={firstPageLabel}
            nextLabel={nextPageLabel}
          />
        </>
      ) : startOver ? (
        <p className="mt-6">
          <Link to={startOver.to} className="font-semibold text-pine-700 underline">
            {startOver.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

const pageLinkClass = "inline-flex min-h-11 items-center font-semibold text-pine-700 underline";

/** A queue's pages: back to the first one once past it, on to the next while there is one. */
function QueuePagesNav({
  firstHref,
  nextHref,
  firstLabel,
  nextLabel,
}: {
  /** Null on the first page. */
  firstHref: string | null;
  nextHref: string | null;
  firstLabel: string;
  nextLabel: string;
}) {
  const { t } = useTranslator();
  return (
    <nav aria-label={t("admin.pages.label")} className="mt-8 flex flex-wrap justify-between gap-4">
      {firstHref ? (
        <Link to={firstHref} className={pageLinkClass}>
          {firstLabel}
        </Link>
      ) : (
        <span />
      )}
      {nextHref ? (
        <Link to={nextHref} className={pageLinkClass}>
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
