import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ReviewForm } from "#app/components/reviews/review-form.tsx";
import { ReviewList, reviewItemMessageAreas } from "#app/components/reviews/review-item.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import { confirmSale } from "#app/modules/reviews/confirm-sale.server.ts";
import { declineSale } from "#app/modules/reviews/decline-sale.server.ts";
import { getPartySale } from "#app/modules/reviews/get-party-sale.server.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import { saleActionSchemaFor } from "#app/modules/reviews/review.schema.ts";
import { reviewRecordIdSchema } from "#app/modules/reviews/sale-id.ts";
import { writeReview } from "#app/modules/reviews/write-review.server.ts";
import type { Route } from "./+types/sale";

// /sale/{id} (docs/product/people-and-trust.md, "Sales and reviews"): a sale for its two parties only; anyone else,
// administrators included, and any unknown or malformed id gets the same 404. The buyer confirms or declines it;
// once confirmed, each party writes one review, hidden until both wrote or the 14 days passed.

export const handle: MessagesHandle = { messages: [...reviewItemMessageAreas] };

/** `?done=`: what the form before the redirect did (the decline's page no longer finds the sale). */
const doneQuerySchema = z.object({
  done: z.enum(["confirm", "decline", "review"], { error: "site-shell.link.invalid" satisfies MessageId }).optional(),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, doneQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const translator = requestTranslator(request);
  const { done } = query.data;
  const sale = await getPartySale(getServices(context).db, params.id, user.id);
  if (!sale) {
    // The buyer's 'This wasn't me' deleted the sale: the page after its redirect says so (any well-formed id alike).
    if (done === "decline" && reviewRecordIdSchema.safeParse(params.id).success) {
      return { metaTitle: translator.t("reviews.sale.declinedTitle"), sale: null, viewerId: user.id, done };
    }
    throw data(null, { status: 404 });
  }
  const { other, ...shown } = sale;
  return {
    metaTitle: translator.t("reviews.sale.metaTitle", { title: sale.listingTitle }),
    sale: { ...shown, otherName: personName(other, translator) },
    viewerId: user.id,
    done: done ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, env, notifyOutbox } = getServices(context);
  const sale = await getPartySale(db, params.id, user.id);
  if (!sale) throw data(null, { status: 404 });
  const input = await readInput(request, { schema: saleActionSchemaFor(sale.role) });
  if (!input.ok) return replyData(input.failure);
  const form = input.data;
  const baseUrl = env.BASE_URL;
  try {
    if (form.intent === "confirm") await confirmSale({ db, saleId: sale.id, actorId: user.id, baseUrl, notifyOutbox });
    else if (form.intent === "decline") await declineSale({ db, saleId: sale.id, actorId: user.id });
    else await writeReview({ db, saleId: sale.id, authorId: user.id, review: form, baseUrl, notifyOutbox });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  return redirect(`/sale/${sale.id}?done=${form.intent}`, 303);
}

export default function Sale({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const { sale } = loaderData;
  if (!sale) {
    return (
      <Page heading={t("reviews.sale.declinedHeading")}>
        <Alert tone="success">{t("reviews.sale.declined")}</Alert>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
          {t("reviews.sale.backToDashboard")}
        </ButtonLink>
      </Page>
    );
  }
  const name = sale.otherName;
  const closesAt = sale.reviewsCloseAt;
  const closeDate = closesAt ? formatLocaleDate(closesAt, locale, "long") : "";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <Page heading={t("reviews.sale.heading", { title: sale.listingTitle })}>
      <p className="text-ink-muted">
        {sale.listingId ? (
          <Link to={`/listing/${sale.listingId}`} className="font-semibold text-pine-700 underline">
            {t("reviews.sale.seeListing")}
          </Link>
        ) : (
          t("reviews.sale.listingGone")
        )}
      </p>
      {loaderData.done === "confirm" && !actionData ? (
        <div className="mt-6">
          <Alert tone="success">{t("reviews.sale.confirmed")}</Alert>
        </div>
      ) : null}

      {!sale.confirmedAt && sale.role === "buyer" ? (
        <ConfirmPurchase sellerName={name} failure={failure?.message} />
      ) : null}
      {!sale.confirmedAt && sale.role === "seller" ? (
        <p className="mt-6 text-ink">{t("reviews.sale.waitingForBuyer", { buyer: name })}</p>
      ) : null}

      {closesAt && !sale.myReview && sale.isReviewOpen ? (
        <ReviewForm party={sale.role} otherName={name} closesAt={closesAt} reply={failure} />
      ) : null}
      {sale.myReview && !sale.myReview.publishedAt && sale.isReviewOpen ? (
        <div className="mt-6">
          <Alert tone="info">{t("reviews.review.waiting", { name, date: closeDate })}</Alert>
        </div>
      ) : null}
      {closesAt && !sale.isReviewOpen && !sale.myReview ? (
        <p className="mt-6 text-ink">{t("reviews.sale.reviewsClosed", { date: closeDate })}</p>
      ) : null}

      {sale.publicReviews.length > 0 ? (
        <section aria-labelledby="public-reviews-heading" className="mt-10">
          <h2 id="public-reviews-heading" className="text-xl font-semibold text-ink">
            {t("reviews.sale.publishedHeading")}
          </h2>
          <ReviewList reviews={sale.publicReviews} viewerId={loaderData.viewerId} />
        </section>
      ) : null}
    </Page>
  );
}

function Page({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-pine-800">{heading}</h1>
      {children}
    </section>
  );
}

/** The buyer's two answers, each a plain form: 'I bought this' and 'This wasn't me'. */
function ConfirmPurchase({ sellerName, failure }: { sellerName: string; failure: string | undefined }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <section className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
      <p className="text-lg text-ink">{t("reviews.sale.namedYou", { seller: sellerName })}</p>
      <p className="mt-2 text-ink-muted">{t("reviews.sale.confirmLead")}</p>
      {failure ? (
        <div className="mt-4">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <Button type="submit" name="intent" value="confirm" disabled={Boolean(sending)}>
            {sending === "confirm" ? t("reviews.sale.confirming") : t("reviews.sale.confirm")}
          </Button>
        </Form>
        <Form method="post">
          <Button type="submit" name="intent" value="decline" variant="secondary" disabled={Boolean(sending)}>
            {sending === "decline" ? t("reviews.sale.declining") : t("reviews.sale.decline")}
          </Button>
        </Form>
      </div>
      <p className="mt-4 text-sm text-ink-muted">{t("reviews.sale.declineHint", { seller: sellerName })}</p>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
