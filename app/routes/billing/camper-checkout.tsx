import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { checkoutFormSchema, startPageCheckout } from "#app/modules/billing/checkout-action.server.ts";
import { perkPriceNote } from "#app/modules/billing/listing-perk-notes.ts";
import { getListingPerks } from "#app/modules/billing/listing-perks.server.ts";
import { priceFor } from "#app/modules/billing/start-checkout.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/camper-checkout";

export const handle: MessagesHandle = { messages: ["billing", "platform"] };

/** A checkout needs a signed-in user and a valid tier (docs/product/payments.md, Camper checkout). */
const invalidStateMessage = "billing.checkout.invalidState";

/** `?tier=` (the tier to buy) and `?redirected=1` (back from sign-in: the checkout starts by itself). */
const checkoutQuerySchema = z.object({ tier: z.string().optional(), redirected: z.string().optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request, context);
  if (!user) {
    // Back from sign-in with `redirected=1`, so the checkout then starts by itself, once. A path inside the site's
    // routes (no `/fr`): the router keeps the redirect in the page's language.
    url.searchParams.set("redirected", "1");
    throw redirect(signInLeadingBack(pathInLocale(`${url.pathname}${url.search}`, "en-US")));
  }
  const query = readQuery(request, checkoutQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { t } = requestTranslator(request);
  const metaTitle = `${t("billing.checkout.heading")} | Roamstead`;
  const typed = query.data.tier;
  if (!typed) return data({ metaTitle, tier: null, startsByItself: false }, { status: 400 });
  const tierId = parseTierId(typed);
  if (!tierId) throw redirect("/sell-your-camper");
  const tier = listingTiers[tierId];
  // What the checkout will charge: the builder perks apply here exactly as in startCheckout.
  const perks = await getListingPerks({ db: getServices(context).db, userId: user.id });
  const price = priceFor({ kind: "listing", tier: tierId, perks });
  return {
    metaTitle,
    tier: {
      id: tier.id,
      name: tier.name,
      description: tier.description,
      priceCents: tier.priceCents,
      amountCents: price?.amountCents ?? tier.priceCents,
      perk: price?.perk ?? null,
      perkNote: perkPriceNote(t, price?.perk ?? null, perks),
    },
    startsByItself: query.data.redirected === "1",
  };
}

const unexpectedCheckoutMessage = "billing.checkout.failed";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: checkoutFormSchema });
  if (!input.ok) return replyData(input.failure);
  const query = readQuery(request, checkoutQuerySchema);
  const tier = (query.ok && query.data.tier) || "";
  if (!parseTierId(tier)) return replyData(failureOf(new AppError("invalid", invalidStateMessage), input.values));
  const { db, env, payments, logger } = getServices(context);
  try {
    const started = await startPageCheckout({ db, payments, user, kind: "listing", tier, baseUrl: env.BASE_URL });
    return redirect(started.redirectUrl);
  } catch (error) {
    return replyData(failureReply(error, input.values, { message: unexpectedCheckoutMessage, logger }));
  }
}

export default function CamperCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const hasStarted = useRef(false);
  const isHydrated = useIsHydrated();
  const { tier, startsByItself } = loaderData;
  const { t, locale } = useTranslator();

  // Back from sign-in with the tier already chosen: start the checkout once, without another click.
  useEffect(() => {
    if (!startsByItself || hasStarted.current || !form.current) return;
    hasStarted.current = true;
    submit(form.current, { replace: true });
  }, [startsByItself, submit]);

  if (!tier) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-pine-800">{t("billing.checkout.heading")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("billing.failure.invalidTier")}</p>
        <Link to="/sell-your-camper" className="mt-6 inline-block font-semibold text-pine-700 underline">
          {t("billing.checkout.goBack")}
        </Link>
      </section>
    );
  }
  // Before hydration nothing starts by itself, so the button stays usable without JavaScript.
  const isRedirecting = navigation.state !== "idle" || (startsByItself && isHydrated && !actionData);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-pine-800">{t("billing.checkout.heading")}</h1>
      <p className="mt-2 text-ink-muted">{t("billing.pricesInUsd")}</p>
      <div className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
        <h2 className="text-2xl font-bold text-ink">{tier.name}</h2>
        <p className="mt-2 text-ink-muted">{t(tier.description)}</p>
        <p className="mt-4">
          {tier.perk ? (
            <>
              <s className="text-xl font-semibold text-ink-muted">
                <span className="sr-only">{t("billing.tierCard.regularPrice")} </span>
                {formatMoney(tier.priceCents, "USD", locale)}
              </s>{" "}
              <span className="sr-only">{t("billing.tierCard.yourPrice")} </span>
            </>
          ) : null}
          <span className="text-3xl font-extrabold text-pine-700">{formatMoney(tier.amountCents, "USD", locale)}</span>
        </p>
        {tier.perkNote ? <p className="mt-1 text-sm font-semibold text-sunset-700">{tier.perkNote}</p> : null}
        <Form method="post" ref={form} className="mt-6 space-y-4">
          {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
          <Button type="submit" className="w-full" disabled={isRedirecting}>
            {t(
              tier.perk === "free"
                ? isRedirecting
                  ? "billing.checkout.openingFree"
                  : "billing.checkout.continueFree"
                : isRedirecting
                  ? "billing.checkout.redirecting"
                  : "billing.checkout.proceed",
            )}
          </Button>
        </Form>
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
