import { data, Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ReportForm, ReportPage } from "#app/components/moderation/report-page-parts.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { isReportSentPage, readReportForm, sendReport } from "#app/modules/moderation/report-form.server.ts";
import { currentReporter } from "#app/modules/moderation/reporter-key.server.ts";
import { failureOf, replyData } from "#app/modules/platform/reply.server.ts";
import { contentKindSchema } from "#app/modules/reviews/content-kinds.ts";
import { contentReportTexts } from "#app/modules/reviews/content-report-texts.ts";
import { getReportableContent } from "#app/modules/reviews/get-reportable-content.server.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import { reportContent } from "#app/modules/reviews/report-content.server.ts";
import { reviewRecordIdSchema } from "#app/modules/reviews/sale-id.ts";
import type { Route } from "./+types/report-content";

// /report-content/{kind}/{id} (docs/product/people-and-trust.md, "Reports of reviews and questions"): anyone, signed in
// or not, reports a public review or question with the reasons of a listing report; a plain form post, so it works
// before JavaScript. The administrators decide in /admin/content-reports.

export const handle: MessagesHandle = { messages: ["moderation", "reviews", "accounts"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = contentKindSchema.safeParse(params.kind);
  if (!kind.success) throw data(null, { status: 404 });
  const texts = contentReportTexts[kind.data];
  const translator = requestTranslator(request);
  const page = { kind: kind.data, title: translator.t(texts.title) };
  if (isReportSentPage(request)) return { ...page, view: "sent" as const, content: null };
  const reporter = await currentReporter(request, context);
  const found = await getReportableContent(getServices(context).db, kind.data, params.id, reporter);
  if (!found) return data({ ...page, view: "unavailable" as const, content: null }, { status: 404 });
  const { id, text, listing, readAt } = found;
  const content = { id, text, listing, readAt, authorName: personName(found.author, translator) };
  if (found.standing === "own") return data({ ...page, view: "own" as const, content }, { status: 403 });
  if (found.standing === "already-reported") {
    return data({ ...page, view: "already-reported" as const, content }, { status: 409 });
  }
  return { ...page, view: "form" as const, content };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const input = await readReportForm(request);
  if (!input.ok) return replyData(input.failure);
  const kind = contentKindSchema.safeParse(params.kind);
  const id = reviewRecordIdSchema.safeParse(params.id);
  if (!kind.success || !id.success) {
    return replyData(failureOf(new AppError("not-found", "site-shell.notFound.message" satisfies MessageId), {}));
  }
  const reporter = await currentReporter(request, context);
  return sendReport(`/report-content/${kind.data}/${id.data}`, input.values, () =>
    reportContent({ db: getServices(context).db, kind: kind.data, id: id.data, reporter, report: input.data }),
  );
}

export default function ReportContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { view, content, kind } = loaderData;
  const texts = contentReportTexts[kind];
  return (
    <ReportPage heading={t(texts.heading)}>
      {view === "sent" ? <Alert tone="success">{t("reviews.report.sent")}</Alert> : null}
      {view === "unavailable" ? <Alert tone="error">{t(texts.notAvailable)}</Alert> : null}
      {content ? (
        <figure className="rounded-xl border border-sand-200 bg-sand-100 p-4">
          <figcaption className="text-sm font-semibold text-ink">
            {content.listing ? (
              <>
                {t("reviews.report.questionBy", { name: content.authorName, title: content.listing.title })}{" "}
                <Link to={`/listing/${content.listing.id}`} className="font-normal text-pine-700 underline">
                  {t("reviews.sale.seeListing")}
                </Link>
              </>
            ) : (
              t("reviews.report.reviewBy", { name: content.authorName })
            )}
          </figcaption>
          <blockquote className="mt-2 whitespace-pre-wrap break-words text-ink">{content.text}</blockquote>
        </figure>
      ) : null}
      {view === "own" || view === "already-reported" ? (
        <div className="mt-6">
          <Alert tone={view === "own" ? "error" : "info"}>{t(view === "own" ? texts.own : texts.duplicate)}</Alert>
        </div>
      ) : null}
      {view === "form" && content ? (
        <>
          <p className="mt-6 text-ink-muted">{t("reviews.report.intro")}</p>
          <ReportForm reply={actionData} cancelTo={content.readAt} className="mt-4" />
        </>
      ) : null}
      {view === "form" ? null : (
        <ButtonLink to={content?.readAt ?? "/"} variant="secondary" className="mt-6">
          {t("reviews.report.back")}
        </ButtonLink>
      )}
    </ReportPage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: "robots", content: "noindex" }];
}
