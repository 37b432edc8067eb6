// /listing/{id}/report: 'Report this listing' (docs/product/reports-and-moderation.md, Report a listing). A
// plain form post, so it works before JavaScript; anyone may report a public listing that is not their own.
import { data, Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ReportForm, ReportPage } from "#app/components/moderation/report-page-parts.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { getReportableListing } from "#app/modules/moderation/get-reportable-listing.server.ts";
import { isReportSentPage, readReportForm, sendReport } from "#app/modules/moderation/report-form.server.ts";
import { reportListing } from "#app/modules/moderation/report-listing.server.ts";
import { currentReporter } from "#app/modules/moderation/reporter-key.server.ts";
import { failureOf, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/report-listing";

export const handle: MessagesHandle = { messages: ["moderation"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const title = requestTranslator(request).t("moderation.report.title");
  // The thanks do not look the listing up: the report may just have hidden it.
  if (isReportSentPage(request)) return { title, view: "sent" as const, listing: null };
  const reporter = await currentReporter(request, context);
  const listing = await getReportableListing({ db: getServices(context).db, listingId: id.data, reporter });
  if (!listing) return data({ title, view: "unavailable" as const, listing: null }, { status: 404 });
  if (listing.standing === "own-listing") {
    return data({ title, view: "own-listing" as const, listing }, { status: 403 });
  }
  if (listing.standing === "already-reported") {
    return data({ title, view: "already-reported" as const, listing }, { status: 409 });
  }
  return { title, view: "form" as const, listing };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const input = await readReportForm(request);
  if (!input.ok) return replyData(input.failure);
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) {
    return replyData(
      failureOf(new AppError("not-found", "moderation.report.listingNotAvailable" satisfies MessageId), input.values),
    );
  }
  const reporter = await currentReporter(request, context);
  return sendReport(`/listing/${id.data}/report`, input.values, () =>
    reportListing({ db: getServices(context).db, listingId: id.data, reporter, report: input.data }),
  );
}

export default function ReportListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { view, listing } = loaderData;
  if (view === "sent") {
    return (
      <ReportPage heading={t("moderation.report.sentHeading")}>
        <Alert tone="success">{t("moderation.report.sent")}</Alert>
        <p className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/listings">{t("moderation.report.backToListings")}</ButtonLink>
          <ButtonLink to="/buying-safely" variant="secondary">
            {t("moderation.report.buyingSafely")}
          </ButtonLink>
        </p>
      </ReportPage>
    );
  }
  if (view === "unavailable" || !listing) {
    return (
      <ReportPage heading={t("moderation.report.heading")}>
        <Alert tone="error">{t("moderation.report.listingNotAvailable")}</Alert>
        <ButtonLink to="/listings" variant="secondary" className="mt-6">
          {t("moderation.report.backToListings")}
        </ButtonLink>
      </ReportPage>
    );
  }
  const listingLink = (
    <Link to={`/listing/${listing.id}`} className="font-semibold text-pine-700 underline">
      {listing.title}
    </Link>
  );
  if (view !== "form") {
    return (
      <ReportPage heading={t("moderation.report.heading")}>
        <p className="mb-4 text-ink">
          {t("moderation.report.listing")} {listingLink}
        </p>
        <Alert tone={view === "own-listing" ? "error" : "info"}>
          {view === "own-listing" ? t("moderation.report.ownListing") : t("moderation.report.duplicate")}
        </Alert>
      </ReportPage>
    );
  }
  return (
    <ReportPage heading={t("moderation.report.heading")}>
      <p className="text-ink">
        {t("moderation.report.listing")} {listingLink}
      </p>
      <p className="mt-2 text-ink-muted">{t("moderation.report.intro")}</p>
      <ReportForm reply={actionData} cancelTo={`/listing/${listing.id}`} className="mt-6" />
    </ReportPage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: "robots", content: "noindex" }];
}
