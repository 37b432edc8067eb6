// /listing/{id}/report: 'Report this listing' (docs/product/reports-and-moderation.md, Report a listing). A
// plain form post, so it works before JavaScript; anyone may report a public listing that is not their own.
import { useId } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { getReportableListing } from "#app/modules/moderation/get-reportable-listing.server.ts";
import { listingReportSchema } from "#app/modules/moderation/listing-report.schema.ts";
import { reportListing } from "#app/modules/moderation/report-listing.server.ts";
import { reportDetailsMaxLength, reportReasonLabels } from "#app/modules/moderation/report-rules.ts";
import { currentReporter } from "#app/modules/moderation/reporter-key.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/report-listing";

/** `?reported=1`: the report was sent (the page after the form's redirect). */
const reportedQuerySchema = z.object({
  reported: z.literal("1", { error: "moderation.report.linkInvalid" satisfies MessageId }).optional(),
});

export const handle: MessagesHandle = { messages: ["moderation"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const title = requestTranslator(request).t("moderation.report.title");
  // The thanks do not look the listing up: the report may just have hidden it.
  const query = readQuery(request, reportedQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  if (query.data.reported) return { title, view: "sent" as const, listing: null };
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
  const input = await readInput(request, {
    schema: listingReportSchema,
    invalidMessage: "moderation.report.invalid" satisfies MessageId,
  });
  if (!input.ok) return replyData(input.failure);
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) {
    return replyData(
      failureOf(new AppError("not-found", "moderation.report.listingNotAvailable" satisfies MessageId), input.values),
    );
  }
  const reporter = await currentReporter(request, context);
  try {
    await reportListing({ db: getServices(context).db, listingId: id.data, reporter, report: input.data });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  // A filled honeypot is answered like a success: the bot learns nothing.
  return redirect(`/listing/${id.data}/report?reported=1`, 303);
}

export default function ReportListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { view, listing } = loaderData;
  if (view === "sent") {
    return (
      <Page heading={t("moderation.report.sentHeading")}>
        <Alert tone="success">{t("moderation.report.sent")}</Alert>
        <p className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/listings">{t("moderation.report.backToListings")}</ButtonLink>
          <ButtonLink to="/buying-safely" variant="secondary">
            {t("moderation.report.buyingSafely")}
          </ButtonLink>
        </p>
      </Page>
    );
  }
  if (view === "unavailable" || !listing) {
    return (
      <Page heading={t("moderation.report.heading")}>
        <Alert tone="error">{t("moderation.report.listingNotAvailable")}</Alert>
        <ButtonLink to="/listings" variant="secondary" className="mt-6">
          {t("moderation.report.backToListings")}
        </ButtonLink>
      </Page>
    );
  }
  const listingLink = (
    <Link to={`/listing/${listing.id}`} className="font-semibold text-pine-700 underline">
      {listing.title}
    </Link>
  );
  if (view !== "form") {
    return (
      <Page heading={t("moderation.report.heading")}>
        <p className="mb-4 text-ink">
          {t("moderation.report.listing")} {listingLink}
        </p>
        <Alert tone={view === "own-listing" ? "error" : "info"}>
          {view === "own-listing" ? t("moderation.report.ownListing") : t("moderation.report.duplicate")}
        </Alert>
      </Page>
    );
  }
  return (
    <Page heading={t("moderation.report.heading")}>
      <p className="text-ink">
        {t("moderation.report.listing")} {listingLink}
      </p>
      <p className="mt-2 text-ink-muted">{t("moderation.report.intro")}</p>
      <ReportForm listingId={listing.id} reply={actionData} />
    </Page>
  );
}

function Page({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-pine-800">{heading}</h1>
      {children}
    </section>
  );
}

type Reply = Route.ComponentProps["actionData"];

function ReportForm({ listingId, reply }: { listingId: string; reply: Reply }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  const errors = reply?.fieldErrors ?? {};
  return (
    <Form method="post" className="relative mt-6 space-y-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
      <ReasonField chosen={submittedValue(reply, "reason")} error={errors.reason} />
      <TextAreaField
        label={t("moderation.report.detailsLabel")}
        name="details"
        rows={6}
        maxLength={reportDetailsMaxLength}
        defaultValue={submittedValue(reply, "details")}
        hint={t("moderation.report.detailsHint", { max: reportDetailsMaxLength })}
        error={errors.details}
      />
      <HoneypotField />
      {reply && !reply.ok && reply.message ? <Alert tone="error">{reply.message}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSending}>
          {isSending ? t("moderation.report.submitting") : t("moderation.report.submit")}
        </Button>
        <ButtonLink to={`/listing/${listingId}`} variant="secondary">
          {t("moderation.report.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}

function ReasonField({ chosen, error }: { chosen?: string; error?: string }) {
  const { t } = useTranslator();
  const id = useId();
  const reasons = Object.entries(reportReasonLabels);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{t("moderation.report.reasonLegend")}</legend>
      <div className="mt-2 space-y-1">
        {reasons.map(([value, label]) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="radio"
              name="reason"
              value={value}
              required
              defaultChecked={chosen === value}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 accent-pine-700"
            />
            {t(label)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: "robots", content: "noindex" }];
}
