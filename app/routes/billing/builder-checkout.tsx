import { DelayedRedirect } from "#app/components/billing/delayed-redirect.tsx";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { billingMessages } from "#app/modules/billing/billing-error.ts";
import { redirectToCheckout } from "#app/modules/billing/checkout-action.server.ts";
import type { Route } from "./+types/builder-checkout";

// A page without its own UI (spec §2): it sends the builder on to the payment provider.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const tier = new URL(request.url).searchParams.get("tier")?.trim();
  if (!tier) return { error: "No tier selected.", next: "/builder-pricing" };
  const started = await redirectToCheckout(context, user, "builder", tier);
  if (started instanceof Response) throw started;
  return { error: billingMessages.providerUnavailable, next: "/builder-cancel" };
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
