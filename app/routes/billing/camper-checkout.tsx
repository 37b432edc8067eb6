import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatPrice } from "#app/lib/money.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { redirectToCheckout } from "#app/modules/billing/checkout-action.server.ts";
import type { Route } from "./+types/camper-checkout";

const missingTierMessage = "Invalid or missing tier selection.";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const typed = params.get("tier")?.trim();
  if (!typed) return data({ tier: null, startsByItself: false }, { status: 400 });
  const tierId = parseTierId(typed);
  if (!tierId) throw redirect("/sell-your-camper");
  const tier = listingTiers[tierId];
  return {
    tier: { id: tier.id, name: tier.name, description: tier.description, priceCents: tier.priceCents },
    startsByItself: params.get("redirected") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const tier = new URL(request.url).searchParams.get("tier") ?? "";
  const started = await redirectToCheckout(context, user, "listing", tier);
  if (started instanceof Response) return started;
  return data({ error: `Something went wrong with checkout: ${started.error}` }, { status: 400 });
}

export default function CamperCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const hasStarted = useRef(false);
  const { tier, startsByItself } = loaderData;

  // Back from sign-in with the tier already chosen: start the checkout once, without another click.
  useEffect(() => {
    if (!startsByItself || hasStarted.current || !form.current) return;
    hasStarted.current = true;
    submit(form.current, { replace: true });
  }, [startsByItself, submit]);

  if (!tier) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-pine-800">Checkout</h1>
        <p className="mt-4 text-lg text-ink-muted">{missingTierMessage}</p>
        <Link to="/sell-your-camper" className="mt-6 inline-block font-semibold text-pine-700 underline">
          Go back
        </Link>
      </section>
    );
  }
  const isRedirecting = navigation.state !== "idle" || (startsByItself && !actionData);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-pine-800">Checkout</h1>
      <div className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
        <h2 className="text-2xl font-bold text-ink">{tier.name}</h2>
        <p className="mt-2 text-ink-muted">{tier.description}</p>
        <p className="mt-4 text-3xl font-extrabold text-pine-700">{formatPrice(tier.priceCents)}</p>
        <Form method="post" ref={form} className="mt-6 space-y-4">
          {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
          <Button type="submit" className="w-full" disabled={isRedirecting}>
            {isRedirecting ? "Redirecting to Checkout..." : "Proceed to Checkout"}
          </Button>
        </Form>
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: "Checkout | Roamstead" }, { name: "robots", content: "noindex" }];
}
