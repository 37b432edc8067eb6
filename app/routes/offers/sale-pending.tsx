import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { extendPendingSale } from "#app/modules/offers/extend-pending-sale.server.ts";
import { getPendingSale } from "#app/modules/offers/get-pending-sale.server.ts";
import { formatOfferExpiry } from "#app/modules/offers/offer-expiry.ts";
import { reopenSaleNow } from "#app/modules/offers/reopen-sale-now.server.ts";
import { type SalePendingIntent, salePendingFormSchema } from "#app/modules/offers/sale-pending.schema.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import type { Route } from "./+types/sale-pending";

// /sale-pending/{id}: the seller (or an administrator) sees the pending sale an accepted offer made, and extends it
// once or reopens it now (docs/product/making-the-deal.md, Sale pending).

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["offers", "listings", "platform"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const translator = requestTranslator(request);
  const pageTitle = translator.t("offers.pending.metaTitle");
  try {
    const pending = await getPendingSale({ db, listingId: params.id, actor: user });
    const { offer } = pending;
    return {
      pending: {
        ...pending,
        offer: offer && {
          amount: formatMoney(offer.amountCents, offer.currency, translator.locale),
          buyer: personName(offer.buyer, translator),
          // The conversation is the seller's: an administrator has no inbox of theirs to open.
          conversationId: user.role === "admin" ? null : offer.conversationId,
        },
      },
      error: null,
      pageTitle,
    };
  } catch (error) {
    const failure = toAppError(error);
    return data({ pending: null, error: failure.message, pageTitle }, { status: failure.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: salePendingFormSchema });
  if (!input.ok) return replyData(input.failure);
  const { db, env, notifyOutbox } = getServices(context);
  const intent: SalePendingIntent = input.data.intent;
  try {
    if (intent === "extend") {
      await extendPendingSale({ db, listingId: params.id, actor: user });
      return redirect(`/sale-pending/${params.id}`, 303);
    }
    await reopenSaleNow({ db, listingId: params.id, actor: user, baseUrl: env.BASE_URL, notifyOutbox });
    return redirect(`/listing/${params.id}`, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function SalePending({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const { pending } = loaderData;
  const error = actionData?.message ?? loaderData.error;
  const isBusy = navigation.state !== "idle";
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("offers.pending.heading")}</h1>
      {error ? (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {pending ? (
        <div className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-ink">
            <Link to={`/listing/${pending.listing.id}`} className="hover:underline">
              {pending.listing.title}
            </Link>
          </h2>
          <p className="mt-2 text-ink-muted">{t("offers.pending.lead")}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{t("offers.pending.until")}</dt>
            <dd className="font-semibold text-ink">{formatOfferExpiry(new Date(pending.until), locale)}</dd>
          </dl>
          {pending.offer ? (
            <p className="mt-4 text-ink">
              {t("offers.pending.offer", { amount: pending.offer.amount, buyer: pending.offer.buyer })}
              {pending.offer.conversationId ? (
                <>
                  {" "}
                  <Link to={`/inbox/${pending.offer.conversationId}`} className="font-semibold text-pine-800 underline">
                    {t("offers.pending.conversation")}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          <div className="mt-6 space-y-6 border-t border-sand-200 pt-6">
            {pending.isExtended ? (
              <p className="text-sm text-ink-muted">{t("offers.pending.extendedAlready")}</p>
            ) : (
              <IntentForm intent="extend" label={t("offers.pending.extend")} isBusy={isBusy}>
                {t("offers.pending.extendHint")}
              </IntentForm>
            )}
            <IntentForm intent="reopen" label={t("offers.pending.reopen")} isBusy={isBusy} variant="secondary">
              {t("offers.pending.reopenHint")}
            </IntentForm>
            <ButtonLink to={`/mark-as-sold/${pending.listing.id}`} variant="secondary">
              {t("listings.sold.button")}
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <ButtonLink to="/my-listings" variant="secondary" className="mt-6">
        {t("listings.renew.backToMyListings")}
      </ButtonLink>
    </section>
  );
}

/** One of the page's two choices: a button that posts its intent, and what it does. */
function IntentForm({
  intent,
  label,
  isBusy,
  variant = "primary",
  children,
}: {
  intent: SalePendingIntent;
  label: string;
  isBusy: boolean;
  variant?: "primary" | "secondary";
  children: string;
}) {
  return (
    <Form method="post">
      <p className="text-sm text-ink-muted">{children}</p>
      <Button type="submit" name="intent" value={intent} variant={variant} className="mt-2" disabled={isBusy}>
        {label}
      </Button>
    </Form>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
