import { data, Form, redirect, useNavigation } from "react-router";
import { TierCard } from "#app/components/billing/tier-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { checkoutFormSchema } from "#app/modules/billing/checkout-action.server.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";
import {
  type BuilderCheckoutFailure,
  startBuilderCheckout,
} from "#app/modules/builders/start-builder-checkout.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/builder-pricing";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { isSignedIn: (await getCurrentUser(request, context)) !== null };
}

/**
 * The three pricing messages (docs/product/builders.md), one per kind of failure (see BuilderCheckoutFailure):
 * the payment provider could not be reached → 'Something went wrong. Please try again later.'; it answered without a
 * checkout → 'Something went wrong starting checkout. Please try again.'; our server failed unexpectedly →
 * 'There was a server error. Please try again shortly.'.
 */
const failures: Record<BuilderCheckoutFailure, { message: string; status: number }> = {
  unreachable: { message: builderTexts.pricingUnreachable, status: 502 },
  "no-checkout": { message: builderTexts.pricingNoCheckout, status: 502 },
  "invalid-tier": { message: builderTexts.pricingNoCheckout, status: 400 },
  "server-error": { message: builderTexts.pricingServerError, status: 500 },
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: checkoutFormSchema });
  if (!input.ok) return replyData(input.failure);
  const { db, env, payments, logger } = getServices(context);
  const started = await startBuilderCheckout({
    db,
    payments,
    logger,
    user,
    tier: builderPackage.id,
    baseUrl: env.BASE_URL,
  });
  if (started.ok) return redirect(started.redirectUrl);
  const { message, status } = failures[started.failure];
  const reply: FormReply = { ok: false, message, values: input.values };
  return data(reply, { status });
}

export default function BuilderPricing({ loaderData, actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">Become a Featured Builder</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Put your build shop in front of people shopping for campers, all year round.
      </p>
      <div className="mt-8 max-w-md">
        <TierCard
          name={builderPackage.name}
          priceCents={builderPackage.priceCents}
          period="/year"
          description={builderPackage.description}
          features={builderPackage.features}
          isHighlighted
        >
          {loaderData.isSignedIn ? (
            <Form method="post" className="space-y-3">
              {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
              <Button type="submit" className="w-full" disabled={isBusy}>
                {isBusy ? "Processing..." : "Submit Your Company"}
              </Button>
            </Form>
          ) : (
            <ButtonLink to={`/sign-in-camper?redirect=${encodeURIComponent("/builder-pricing")}`} className="w-full">
              Submit Your Company
            </ButtonLink>
          )}
        </TierCard>
      </div>
    </section>
  );
}

export function meta() {
  return [
    { title: "Become a Featured Builder | Roamstead" },
    {
      name: "description",
      content: "The Roamstead Builder package: a year-long company profile for custom camper builders.",
    },
  ];
}
