import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { RadioGroup } from "#app/components/ui/radio-group.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import type { SaleParty } from "#app/db/people-schema.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import {
  aspectsRatedBy,
  ratingChoices,
  reviewAspectLabels,
  reviewBodyMaxLength,
  reviewBodyMinLength,
} from "#app/modules/reviews/review-rules.ts";

export interface ReviewFormProps {
  /** The writer's side: a buyer rates the accuracy of the listing too. */
  party: SaleParty;
  /** The person reviewed, named in the page's language. */
  otherName: string;
  /** Until when reviews are written, and hidden. */
  closesAt: Date;
  reply: FormReply | undefined;
}

/**
 * A party's one review after a confirmed sale (docs/product/people-and-trust.md, "Sales and reviews"): 1 to 5 stars
 * for each aspect, as radio groups that work without JavaScript, and the text. A plain post to /sale/{id}.
 */
export function ReviewForm({ party, otherName, closesAt, reply }: ReviewFormProps) {
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const errors = reply?.fieldErrors ?? {};
  const starOptions = ratingChoices.map((count) => ({
    value: String(count),
    label: t("reviews.stars.choice", { count }),
  }));
  return (
    <section aria-labelledby="review-heading" className="mt-8">
      <h2 id="review-heading" className="text-xl font-semibold text-ink">
        {t("reviews.review.heading", { name: otherName })}
      </h2>
      <p className="mt-2 text-ink-muted">
        {t("reviews.review.lead", { name: otherName, date: formatLocaleDate(closesAt, locale, "long") })}
      </p>
      <Form method="post" className="mt-4 space-y-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
        <input type="hidden" name="intent" value="review" />
        <p className="text-sm text-ink-muted">{t("reviews.review.starsLegendHint")}</p>
        {aspectsRatedBy(party).map((aspect) => (
          <RadioGroup
            key={aspect}
            legend={t(reviewAspectLabels[aspect])}
            name={aspect}
            options={starOptions}
            checked={submittedValue(reply, aspect)}
            error={errors[aspect]}
            isRequired
            isInline
          />
        ))}
        <TextAreaField
          label={t("reviews.review.bodyLabel")}
          name="body"
          rows={6}
          required
          defaultValue={submittedValue(reply, "body")}
          hint={t("reviews.review.bodyHint", { min: reviewBodyMinLength, max: reviewBodyMaxLength })}
          error={errors.body}
        />
        {reply && !reply.ok && reply.message ? <Alert tone="error">{reply.message}</Alert> : null}
        <Button type="submit" disabled={isSending}>
          {isSending ? t("reviews.review.submitting") : t("reviews.review.submit")}
        </Button>
      </Form>
    </section>
  );
}
