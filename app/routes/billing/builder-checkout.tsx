import { data, redirect } from "react-router";
import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { isAppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { billingMessages } from "#app/modules/billing/billing-failures.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";
import { startBuilderCheckout } from "#app/modules/builders/start-builder-checkout.server.ts";
import type { Route } from "./+types/builder-checkout";

// A page without its own UI (docs/product/builders.md, Builder checkout): it sends the builder on to the
// payment provider. No tier, or one that is not the builder package: 'No tier selected.' and back to /builder-pricing after 3 s; any other
// failure: 'There was an error creating the checkout session. Please try again.' and /builder-cancel.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const tier = new URL(request.url).searchParams.get("tier")?.trim();
  const noTier = () => data({ error: builderTexts.noTierSelected, next: "/builder-pricing" }, { status: 400 });
  if (!tier) return noTier();
  const { db, env, payments, logger } = getServices(context);
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await startBuilderCheckout({ db, payments, logger, user, tier, baseUrl: env.BASE_URL }));
  } catch (error) {
    if (isAppError(error, "invalid")) return noTier();
    if (!isAppError(error)) logger.error({ err: error, userId: user.id }, "builder checkout could not start");
    const status = isAppError(error) ? error.status : 500;
    return data({ error: billingMessages.providerUnavailable, next: "/builder-cancel" }, { status });
  }
  throw redirect(redirectUrl);
}

export default function BuilderCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <NoticePage title="Builder checkout">
      <p role="alert">{loaderData.error}</p>
      <DelayedRedirect to={loaderData.next} ms={3000} label="Continue" />
    </NoticePage>
  );
}

export function meta() {
  return [{ title: "Builder checkout | Roamstead" }, { name: "robots", content: "noindex" }];
}
