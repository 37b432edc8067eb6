import { TierCard } from "#app/components/billing/tier-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { listingTierList } from "#app/modules/billing/catalogue.ts";
import type { Route } from "./+types/choose-tier";

export async function loader({ request, context }: Route.LoaderArgs) {
  const isSell = new URL(request.url).pathname.replace(/\/$/, "") === "/sell";
  return { isSignedIn: (await getCurrentUser(request, context)) !== null, isSell };
}

/** Signed in: straight to checkout. Otherwise sign in first, then checkout starts by itself (spec §4). */
function checkoutHref(tier: string, isSignedIn: boolean) {
  const checkout = `/camper-checkout?tier=${tier}`;
  return isSignedIn ? checkout : `/sign-in-camper?redirect=${encodeURIComponent(`${checkout}&redirected=1`)}`;
}

export default function ChooseTier({ loaderData }: Route.ComponentProps) {
  const { isSignedIn, isSell } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {isSell ? "Choose Your Listing Tier" : "Sell Your Camper"}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Pay once, list your camper with photos and details, and reach buyers across the US and Canada.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {listingTierList.map((tier) => (
          <TierCard
            key={tier.id}
            name={tier.name}
            priceCents={tier.priceCents}
            period={tier.months === 1 ? "for 1 month" : `for ${tier.months} months`}
            description={tier.description}
            features={tier.features}
            isHighlighted={tier.id === "roam"}
          >
            <ButtonLink to={checkoutHref(tier.id, isSignedIn)} className="w-full">
              Choose {tier.name}
            </ButtonLink>
          </TierCard>
        ))}
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.isSell ? "Choose Your Listing Tier" : "Sell Your Camper"} | Roamstead` },
    { name: "description", content: "List your used camper on Roamstead: Graze, Roam or Stampede, from $29." },
  ];
}
