// /admin/newsletter: the newsletter's subscribers, a page at a time, with a CSV export. Administrators only.

import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-error-page.tsx";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { adminPageMeta } from "#app/components/admin/admin-page-meta.ts";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import { formatAdminDate } from "#app/modules/admin/admin-dates.ts";
import { listNewsletterSubscribers } from "#app/modules/admin/list-newsletter-subscribers.server.ts";
import {
  newsletterSubscribersQuerySchema,
  type SubscriberStatusFilter,
} from "#app/modules/admin/newsletter-subscribers.schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/newsletter";

export const handle: MessagesHandle = { messages: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminAccess(request, context);
  const title = requestTranslator(request).t("admin.newsletter.title");
  const query = readQuery(request, newsletterSubscribersQuerySchema);
  if (!query.ok) {
    return pageWithQueryFailure(query.failure, { title, status: "all" as SubscriberStatusFilter, result: null });
  }
  const { status, page } = query.data;
  const result = await listNewsletterSubscribers({ db: getServices(context).db, status, page });
  return { title, status, result, queryFailure: null };
}

const filters: { value: SubscriberStatusFilter; label: MessageId }[] = [
  { value: "all", label: "admin.newsletter.filter.all" },
  { value: "subscribed", label: "admin.newsletter.filter.subscribed" },
  { value: "unsubscribed", label: "admin.newsletter.filter.unsubscribed" },
];

function pageHref(status: SubscriberStatusFilter, page = 1) {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/newsletter?${search}` : "/admin/newsletter";
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const { status, result, queryFailure } = loaderData;
  const exportHref = status === "all" ? "/admin/newsletter.csv" : `/admin/newsletter.csv?status=${status}`;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("admin.newsletter.heading")}</h1>
      <AdminNav />
      {queryFailure?.message ? (
        <div className="mt-6">
          <Alert tone="error">{queryFailure.message}</Alert>
        </div>
      ) : null}
      {result ? (
        <>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <p className="text-ink-muted">{t("admin.newsletter.activeCount", { count: result.activeCount })}</p>
            {/* A plain link: the export is a download, not a page. */}
            <a href={exportHref} download className={buttonClassName("primary")}>
              {t("admin.newsletter.export")}
            </a>
          </div>
          <nav aria-label={t("admin.newsletter.filterLabel")} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {filters.map((filter) => (
                <li key={filter.value}>
                  <Link
                    to={pageHref(filter.value)}
                    aria-current={filter.value === status ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-md border border-sand-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-sand-100 aria-[current=page]:border-pine-700 aria-[current=page]:bg-pine-50 aria-[current=page]:text-pine-800"
                  >
                    {t(filter.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {result.subscribers.length === 0 ? (
            <p className="mt-6 text-ink-muted">
              {status === "all" ? t("admin.newsletter.emptyAll") : t("admin.newsletter.emptyFiltered")}
            </p>
          ) : (
            <ScrollRegion
              label={t("admin.newsletter.tableLabel")}
              className="mt-6 rounded-xl border border-sand-200 bg-white"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("admin.newsletter.caption")}</caption>
                <thead className="bg-sand-100">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("admin.newsletter.column.email")}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("admin.newsletter.column.status")}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("admin.newsletter.column.subscribed")}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t("admin.newsletter.column.unsubscribed")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.subscribers.map((subscriber) => (
                    <tr key={subscriber.id} className="border-t border-sand-200">
                      <td className="break-all px-4 py-3">{subscriber.email}</td>
                      <td className="px-4 py-3">
                        {subscriber.unsubscribedAt
                          ? t("admin.newsletter.status.unsubscribed")
                          : t("admin.newsletter.status.subscribed")}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3">
                        <time dateTime={subscriber.subscribedAt.toISOString()}>
                          {formatAdminDate(subscriber.subscribedAt, locale)}
                        </time>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3">
                        {subscriber.unsubscribedAt ? (
                          <time dateTime={subscriber.unsubscribedAt.toISOString()}>
                            {formatAdminDate(subscriber.unsubscribedAt, locale)}
                          </time>
                        ) : (
                          "—"
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <nav aria-label={t("admin.pages.label")} className="mt-6 flex flex-wrap items-center justify-between gap-4">
            {result.page > 1 ? (
              <Link
                to={pageHref(status, result.page - 1)}
                className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
              >
                {t("admin.pages.previous")}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-ink-muted">
              {t("admin.newsletter.pageOf", { page: result.page, count: result.pageCount })}
            </span>
            {result.page < result.pageCount ? (
              <Link
                to={pageHref(status, result.page + 1)}
                className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
              >
                {t("admin.pages.next")}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      ) : (
        <p className="mt-6">
          <Link to="/admin/newsletter" className="font-semibold text-pine-700 underline">
            {t("admin.newsletter.showAll")}
          </Link>
        </p>
      )}
    </section>
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return adminPageMeta(error, loaderData?.title);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
