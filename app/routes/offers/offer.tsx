import { data, Link, redirect } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { OfferPanel, offerPanelId } from "#app/components/offers/offer-panel.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { isAppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { partyNamesOf } from "#app/modules/conversations/party-names.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { acceptOffer } from "#app/modules/offers/accept-offer.server.ts";
import { counterOffer } from "#app/modules/offers/counter-offer.server.ts";
import { declineOffer } from "#app/modules/offers/decline-offer.server.ts";
import { getOfferPanel } from "#app/modules/offers/get-offer-panel.server.ts";
import { offerActionSchema } from "#app/modules/offers/offer.schema.ts";
import { findPartyOffer } from "#app/modules/offers/party-offer.server.ts";
import { withdrawOffer } from "#app/modules/offers/withdraw-offer.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/offer";

// /offers/{id} (docs/product/making-the-deal.md, "Offers"): one offer, for the two parties of its conversation only
// (anyone else, and any malformed or unknown id, gets the same 404). GET shows the conversation's offer panel; POST
// with `intent` = accept | decline | counter (an amount and an optional message) | withdraw answers it, then goes
// back to the thread with a 303; a refusal shows this page with the reason and what was typed.

export const handle: MessagesHandle = { messages: ["offers", "conversations"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const { conversation } = await partyOfferOr404(findPartyOffer(db, params.id, user.id, partyNamesOf(request)));
  const { t } = requestTranslator(request);
  return {
    conversation: { id: conversation.id, listingTitle: conversation.listingTitle, otherName: conversation.otherName },
    panel: await getOfferPanel(db, conversation),
    metaTitle: t("offers.offerPage.metaTitle"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, env, notifyOutbox } = getServices(context);
  // Anyone but a party learns nothing of the offer, not even whether their form would do.
  await partyOfferOr404(findPartyOffer(db, params.id, user.id));
  const input = await readInput(request, { schema: offerActionSchema });
  if (!input.ok) return replyData(input.failure);
  const step = { db, baseUrl: env.BASE_URL, notifyOutbox, offerId: params.id, userId: user.id };
  const form = input.data;
  try {
    const { conversationId } =
      form.intent === "accept"
        ? await acceptOffer(step)
        : form.intent === "decline"
          ? await declineOffer(step)
          : form.intent === "withdraw"
            ? await withdrawOffer(step)
            : await counterOffer({ ...step, amountCents: form.amount, note: form.note });
    return redirect(`/inbox/${conversationId}#${offerPanelId}`, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

/** The page's 404 for an offer that is not the asker's, or not there. */
async function partyOfferOr404<T>(party: Promise<T>): Promise<T> {
  try {
    return await party;
  } catch (error) {
    if (isAppError(error, "not-found")) throw data(null, { status: 404 });
    throw error;
  }
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { conversation, panel } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label={t("conversations.thread.nav")} className="text-sm">
        <Link to={`/inbox/${conversation.id}`} className="font-semibold text-pine-700 underline">
          {t("offers.offerPage.backToConversation")}
        </Link>
      </nav>
      <h1 className="mt-4 break-words text-2xl font-bold tracking-tight text-pine-800 sm:text-3xl">
        {t("offers.offerPage.heading", { title: conversation.listingTitle })}
      </h1>
      <p className="mt-1 text-ink-muted">{t("conversations.inbox.withName", { name: conversation.otherName })}</p>
      {actionData?.message ? (
        <div className="mt-6">
          <Alert tone="error">{actionData.message}</Alert>
        </div>
      ) : null}
      <OfferPanel panel={panel} otherName={conversation.otherName} reply={actionData ?? null} />
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Offer | Roamstead" }, { name: "robots", content: "noindex" }];
}
