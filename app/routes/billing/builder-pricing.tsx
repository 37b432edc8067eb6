import { Form, redirect, useNavigation } from "react-router";
import { BuilderPackageCard } from "#app/components/billing/tier-card.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { checkoutFormSchema } from "#app/modules/billing/checkout-action.server.ts";
import { builderMessages } from "#app/modules/builders/builder-messages.ts";
import { startBuilderCheckout } from "#app/modules/builders/start-builder-checkout.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/builder-pricing";

export const handle: MessagesHandle = { messages: ["billing", "builders", "platform"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return {
    meta: {
      title: `${t("billing.builderPricing.heading")} | Roamstead`,
      description: t("billing.builderPricing.metaDescription"),
    },
    isSignedIn: (await getCurrentUser(request, context)) !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: checkoutFormSchema });
  if (!input.ok) return replyData(input.failure);
  const { db, env, payments, logger } = getServices(context);
  try {
    const started = await startBuilderCheckout({
      db,
      payments,
      logger,
      user,
      tier: builderPackage.id,
      baseUrl: env.BASE_URL,
    });
    return redirect(started.redirectUrl);
  } catch (error) {
    // The provider's two failures come in the pricing page's words; a fault of ours is 'There was a
    // server error. Please try again shortly.' (docs/product/builders.md, Builder pricing).
    return replyData(failureReply(error, input.values, { message: builderMessages.pricingServerError, logger }));
  }
}

export default function BuilderPricing({ loaderData, actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {t("billing.builderPricing.heading")}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{t("billing.builderPricing.lead")}</p>
      <p className="mt-2 text-ink-muted">{t("billing.pricesInUsd")}</p>
      <div className="mt-8 max-w-md">
        <BuilderPackageCard>
          {loaderData.isSignedIn ? (
            <Form method="post" className="space-y-3">
              {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
              <Button type="submit" className="w-full" disabled={isBusy}>
                {t(isBusy ? "billing.builderPricing.processing" : "billing.builderPricing.submit")}
              </Button>
            </Form>
          ) : (
            <ButtonLink to={signInLeadingBack("/builder-pricing")} className="w-full">
              {t("billing.builderPricing.submit")}
            </ButtonLink>
          )}
        </BuilderPackageCard>
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: "description", content: loaderData.meta.description }];
}
