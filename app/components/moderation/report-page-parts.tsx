import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { RadioGroup } from "#app/components/ui/radio-group.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { reportDetailsMaxLength, reportReasonLabels } from "#app/modules/moderation/report-rules.ts";

// What the report pages share (a listing's /listing/{id}/report, a review's or a question's /report-content/{kind}/{id},
// docs/product/reports-and-moderation.md and people-and-trust.md): the page and its heading, and the form. Their pages
// name the `moderation` messages in their handles.

/** A report page: its heading over what it shows. */
export function ReportPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-pine-800">{heading}</h1>
      {children}
    </section>
  );
}

export interface ReportFormProps {
  /** The answer to the last post: what was chosen and typed comes back, with what was wrong. */
  reply: FormReply | undefined;
  /** Where 'Cancel' leads: the reported thing's page. */
  cancelTo: string;
  /** The form's margin above it. */
  className: string;
}

/** The reasons, the details, 'Send report' and 'Cancel': a plain form post, so it works before JavaScript. */
export function ReportForm({ reply, cancelTo, className }: ReportFormProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  const errors = reply?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      className={`relative ${className} space-y-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm`}
    >
      <RadioGroup
        legend={t("moderation.report.reasonLegend")}
        name="reason"
        options={Object.entries(reportReasonLabels).map(([value, label]) => ({ value, label: t(label) }))}
        checked={submittedValue(reply, "reason")}
        error={errors.reason}
        isRequired
      />
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
        <ButtonLink to={cancelTo} variant="secondary">
          {t("moderation.report.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
