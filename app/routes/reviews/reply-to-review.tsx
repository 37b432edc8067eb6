import { data, Form, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ReviewItem, reviewItemMessageAreas } from "#app/components/reviews/review-item.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import { getReviewToAnswer } from "#app/modules/reviews/get-review-to-answer.server.ts";
import { replyToReview } from "#app/modules/reviews/reply-to-review.server.ts";
import { reviewReplySchema } from "#app/modules/reviews/review.schema.ts";
import { reviewReplyMaxLength } from "#app/modules/reviews/review-rules.ts";
import type { Route } from "./+types/reply-to-review";

// /reviews/{id}/reply (docs/product/people-and-trust.md, "Sales and reviews"): the person a public review is about
// answers it once, publicly; a plain form post. Anyone else is refused (403), a review not public is 404.

export const handle: MessagesHandle = { messages: [...reviewItemMessageAreas] };

/** `?replied=1`: the reply was just published (the page after the form's redirect). */
const repliedQuerySchema = z.object({
  replied: z.literal("1", { error: "site-shell.link.invalid" satisfies MessageId }).optional(),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, repliedQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const title = requestTranslator(request).t("reviews.reply.metaTitle");
  const isReplied = query.data.replied === "1";
  try {
    const review = await getReviewToAnswer(getServices(context).db, params.id, user.id);
    return { title, review, error: null, isReplied };
  } catch (error) {
    const failure = toAppError(error);
    return data({ title, review: null, error: failure.message, isReplied }, { status: failure.status });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  // Who may answer is decided before the body is read: anyone else is refused whatever they sent.
  let reviewId: string;
  try {
    reviewId = (await getReviewToAnswer(db, params.id, user.id)).id;
  } catch (error) {
    return replyData(failureReply(error));
  }
  const input = await readInput(request, { schema: reviewReplySchema });
  if (!input.ok) return replyData(input.failure);
  try {
    await replyToReview({ db, reviewId, actorId: user.id, body: input.data.body });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  return redirect(`/reviews/${reviewId}/reply?replied=1`, 303);
}

export default function ReplyToReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const { review } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-pine-800">{t("reviews.reply.heading")}</h1>
      {loaderData.error ? <Alert tone="error">{loaderData.error}</Alert> : null}
      {review ? <ReviewItem review={review} /> : null}
      {review?.reply ? (
        <div className="mt-6">
          <Alert tone={loaderData.isReplied ? "success" : "info"}>
            {loaderData.isReplied ? t("reviews.reply.published") : t("reviews.reply.already")}
          </Alert>
        </div>
      ) : null}
      {review && !review.reply ? (
        <Form method="post" className="mt-6 space-y-4 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
          <p className="text-ink-muted">{t("reviews.reply.lead")}</p>
          <TextAreaField
            label={t("reviews.reply.bodyLabel")}
            name="body"
            rows={5}
            required
            defaultValue={submittedValue(failure, "body")}
            hint={t("reviews.reply.bodyHint", { max: reviewReplyMaxLength })}
            error={failure?.fieldErrors?.body}
          />
          {failure?.message && !failure.fieldErrors?.body ? <Alert tone="error">{failure.message}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? t("reviews.reply.submitting") : t("reviews.reply.submit")}
            </Button>
            <ButtonLink to="/dashboard" variant="secondary">
              {t("reviews.reply.cancel")}
            </ButtonLink>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: "robots", content: "noindex" }];
}
