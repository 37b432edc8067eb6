import { data, Link, redirect } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MakeOfferForm } from "#app/components/offers/make-offer-form.tsx";
import { offerPanelId, offersClosedMessages } from "#app/components/offers/offer-panel.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { getMakeOfferPage, type MakeOfferPage } from "#app/modules/offers/get-make-offer-page.server.ts";
import { makeOffer } from "#app/modules/offers/make-offer.server.ts";
import { makeOfferSchema } from "#app/modules/offers/offer.schema.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/make-offer";

// /listing/{id}/offer (docs/product/making-the-deal.md, "Offers"): a signed-in buyer's 'Make an offer' page — a GET
// form with the amount, an optional message and how long the offer stays open. Its POST (from here or from the
// thread's panel) starts or continues the buyer's conversation with the seller under the rules of a first message
// and answers with a 303 to the thread; a refusal shows this page again with what was typed.

export const handle: MessagesHandle = { messages: ["offers", "conversations"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const user = await requireUser(request, context);
  const page = await getMakeOfferPage(getServices(context).db, id.data, user.id);
  if (!page) throw data(null, { status: 404 });
  return { page, metaTitle: requestTranslator(request).t("offers.page.metaTitle") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: makeOfferSchema });
  if (!input.ok) return replyData(input.failure);
  const listingId = listingIdSchema.safeParse(params.id);
  if (!listingId.success) throw data(null, { status: 404 });
  const { db, env, notifyOutbox } = getServices(context);
  try {
    const { conversationId } = await makeOffer({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      buyerId: user.id,
      listingId: listingId.data,
      input: input.data,
      senderIp: request.headers.get(clientIpHeader) ?? "unknown",
    });
    return redirect(`/inbox/${conversationId}#${offerPanelId}`, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

const closedMessages: Readonly<Record<NonNullable<MakeOfferPage["closedReason"]>, MessageId>> = {
  ...offersClosedMessages,
  sellerUnavailable: "conversations.error.sellerUnavailable",
};

export default function MakeOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { page } = loaderData;
  const { listing } = page;
  const notice = page.isOwnListing
    ? t("offers.page.ownListing")
    : page.closedReason
      ? t(closedMessages[page.closedReason])
      : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("offers.form.heading")}</h1>
      <p className="mt-3 text-lg font-semibold text-ink">
        <Link to={`/listing/${listing.id}`} className="underline-offset-4 hover:underline">
          {listing.title}
        </Link>
      </p>
      <div className="mt-6 space-y-4">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        {notice ? (
          <Alert tone="info">{notice}</Alert>
        ) : page.openOfferConversationId ? (
          <Alert tone="info">
            {t("offers.page.openOffer")}{" "}
            <Link to={`/inbox/${page.openOfferConversationId}#${offerPanelId}`} className="font-semibold underline">
              {t("offers.page.seeConversation")}
            </Link>
          </Alert>
        ) : (
          <MakeOfferForm
            listingId={listing.id}
            currency={listing.currency}
            askingPriceCents={listing.askingPriceCents}
            reply={actionData ?? null}
          />
        )}
      </div>
      <p className="mt-8">
        <Link to={`/listing/${listing.id}`} className="font-semibold text-pine-700 underline">
          {t("offers.page.backToListing")}
        </Link>
      </p>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Make an offer | Roamstead" }, { name: "robots", content: "noindex" }];
}
