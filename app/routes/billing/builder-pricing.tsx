import { Form, redirect, useNavigation } from "react-router";
import { BuilderPackageCard } from "#app/components/billing/tier-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { checkoutFormSchema } from "#app/modules/billing/checkout-action.server.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";
import { startBuilderCheckout } from "#app/modules/builders/start-builder-checkout.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/builder-pricing";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { isSignedIn: (await getCurrentUser(request, context)) !== null };
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
    return replyData(failureReply(error, input.values, { message: builderTexts.pricingServerError, logger }));
  }
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
        <BuilderPackageCard>
          {loaderData.isSignedIn ? (
            <Form method="post" className="space-y-3">
              {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
              <Button type="submit" className="w-full" disabled={isBusy}>
                {isBusy ? "Processing..." : "Submit Your Company"}
              </Button>
            </Form>
          ) : (
            <ButtonLink to={signInLeadingBack("/builder-pricing")} className="w-full">
              Submit Your Company
            </ButtonLink>
          )}
        </BuilderPackageCard>
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
