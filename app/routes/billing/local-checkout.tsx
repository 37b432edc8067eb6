import { data, Form, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import {
  cancelLocalCheckout,
  getLocalCheckout,
  localCheckoutFormSchema,
  payLocalCheckout,
} from "#app/modules/billing/local-checkout.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/local-checkout";

// /checkout/local/:sessionId — the local payment provider's hosted checkout (PAYMENT_PROVIDER=local,
// the embedded default). Only the signed-in owner of an open local session sees it; Pay completes it
// through the same fulfilment as a Stripe webhook, Cancel ends it. No card is charged.

export const handle: MessagesHandle = { messages: ["billing", "platform"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, payments } = getServices(context);
  if (payments.name !== "local") throw data(null, { status: 404 });
  const user = await requireUser(request, context);
  const order = await getLocalCheckout({ db, sessionId: params.sessionId, userId: user.id });
  if (!order) throw data(null, { status: 404 });
  const { t, locale } = requestTranslator(request);
  const price = formatMoney(order.amountCents, "USD", locale);
  return {
    metaTitle: `${t("billing.localCheckout.heading")} | Roamstead`,
    order: {
      productName: order.productName,
      kindLabel: t(
        order.kind === "listing" ? "billing.localCheckout.camperListing" : "billing.localCheckout.builderPackage",
      ),
      price: order.kind === "builder" ? t("billing.localCheckout.pricePerYear", { price }) : price,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, payments } = getServices(context);
  if (payments.name !== "local") throw data(null, { status: 404 });
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: localCheckoutFormSchema });
  if (!input.ok) return replyData(input.failure);
  const options = { db, sessionId: params.sessionId, userId: user.id };
  try {
    const pay = input.data.intent === "pay";
    const { redirectTo } = pay ? await payLocalCheckout(options) : await cancelLocalCheckout(options);
    return redirect(redirectTo, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function LocalCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const pendingIntent = navigation.formData?.get("intent");
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-lg px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("billing.localCheckout.heading")}</h1>
      <p className="mt-3 text-ink-muted">{t("billing.localCheckout.lead")}</p>
      <div className="mt-8 rounded-lg border border-sand-200 bg-white p-6 shadow-sm">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
          {t("billing.localCheckout.yourOrder")}
        </h2>
        <dl className="mt-4 space-y-3">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">{order.kindLabel}</dt>
            <dd className="text-lg font-semibold text-ink">{order.productName}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-sand-200 pt-3">
            <dt className="text-ink-muted">{t("billing.localCheckout.total")}</dt>
            <dd className="text-2xl font-bold text-pine-800">{order.price}</dd>
          </div>
        </dl>
        {actionData?.message ? (
          <div className="mt-6">
            <Alert tone="error">{actionData.message}</Alert>
          </div>
        ) : null}
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" name="intent" value="pay" disabled={isBusy} className="sm:flex-1">
            {t(pendingIntent === "pay" ? "billing.localCheckout.paying" : "billing.localCheckout.pay")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="cancel"
            variant="secondary"
            disabled={isBusy}
            className="sm:flex-1"
          >
            {t("billing.localCheckout.cancel")}
          </Button>
        </Form>
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
