import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { isAppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import { z } from "#app/lib/zod.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { billingMessages } from "#app/modules/billing/billing-failures.ts";
import { builderPackage, parseBuilderPackageId } from "#app/modules/billing/catalogue.ts";
import { checkoutFormSchema } from "#app/modules/billing/checkout-action.server.ts";
import { builderMessages } from "#app/modules/builders/builder-messages.ts";
import { isCheckoutWithoutAddress, startBuilderCheckout } from "#app/modules/builders/start-builder-checkout.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/builder-checkout";

// Sends a signed-in builder on to the payment provider (docs/product/builders.md, Builder checkout).
// Opening the page only reads: the checkout (a payment session) starts when its form is posted, which
// the page does by itself once JavaScript runs; without JavaScript its button does it. No tier, or one
// that is not the builder package: 'No tier selected.' and back to /builder-pricing after 3 s; a provider
// answer without a checkout address: 'Invalid response from server.'; any other failure: 'There was an error
// creating the checkout session. Please try again.'; both then /builder-cancel.

/** The tier in the address (`?tier=`), when it is the builder package (case-insensitive). */
function tierIn(request: Request) {
  const query = readQuery(request, tierQuerySchema);
  return parseBuilderPackageId(query.ok ? query.data.tier : undefined);
}

const tierQuerySchema = z.object({ tier: z.string().optional() });

export const handle: MessagesHandle = { messages: ["billing", "builders", "platform"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const metaTitle = `${requestTranslator(request).t("billing.builderCheckout.heading")} | Roamstead`;
  if (!tierIn(request)) return data({ metaTitle, refusal: builderMessages.noTierSelected }, { status: 400 });
  return { metaTitle, refusal: null };
}

const noTier = () => data<FormReply>({ ok: false, message: builderMessages.noTierSelected }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: checkoutFormSchema });
  if (!input.ok) return replyData(input.failure);
  const tier = tierIn(request);
  if (!tier) return noTier();
  const { db, env, payments, logger } = getServices(context);
  try {
    const { redirectUrl } = await startBuilderCheckout({ db, payments, logger, user, tier, baseUrl: env.BASE_URL });
    return redirect(redirectUrl);
  } catch (error) {
    if (isAppError(error, "invalid")) return noTier();
    if (!isAppError(error)) logger.error({ err: error, userId: user.id }, "builder checkout could not start");
    const status = isAppError(error) ? error.status : 500;
    const message = isCheckoutWithoutAddress(error)
      ? builderMessages.invalidCheckoutResponse
      : billingMessages.providerUnavailable;
    return data<FormReply>({ ok: false, message }, { status });
  }
}

/** Where a refusal leads after 3 s: a wrong tier back to the pricing page, anything else to the cancel page. */
function nextAfter(message: string): string {
  return message === builderMessages.noTierSelected ? "/builder-pricing" : "/builder-cancel";
}

export default function BuilderCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const hasStarted = useRef(false);
  const isHydrated = useIsHydrated();
  const { t, locale } = useTranslator();
  const refusal = loaderData.refusal ?? (actionData && !actionData.ok ? (actionData.message ?? null) : null);

  // The checkout starts by itself, once, as soon as the page runs in the browser.
  useEffect(() => {
    if (refusal || hasStarted.current || !form.current) return;
    hasStarted.current = true;
    submit(form.current, { method: "post", replace: true });
  }, [refusal, submit]);

  if (refusal) {
    return (
      <NoticePage title={t("billing.builderCheckout.heading")}>
        <p role="alert">{t(refusal as MessageId)}</p>
        <DelayedRedirect to={nextAfter(refusal)} ms={3000} label={t("billing.builderCheckout.continue")} />
      </NoticePage>
    );
  }
  // Before hydration nothing starts by itself, so the button stays usable without JavaScript.
  const isRedirecting = isHydrated || navigation.state !== "idle";
  return (
    <NoticePage title={t("billing.builderCheckout.heading")}>
      <p>
        {t("billing.builderCheckout.price", {
          package: builderPackage.name,
          price: formatMoney(builderPackage.priceCents, "USD", locale),
        })}
      </p>
      <Form method="post" ref={form} className="mt-6">
        <Button type="submit" disabled={isRedirecting}>
          {t(isRedirecting ? "billing.checkout.redirecting" : "billing.checkout.proceed")}
        </Button>
      </Form>
    </NoticePage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
