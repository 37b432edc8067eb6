import { TierCard } from "#app/components/billing/tier-card.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { type ListingTierId, listingTierList } from "#app/modules/billing/catalogue.ts";
import { perkPriceNote, perkSummary } from "#app/modules/billing/listing-perk-notes.ts";
import { getListingPerks } from "#app/modules/billing/listing-perks.server.ts";
import { priceFor } from "#app/modules/billing/start-checkout.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { newListingDraftPath } from "#app/modules/listings/listing-draft.ts";
import type { Route } from "./+types/choose-tier";

export const handle: MessagesHandle = { messages: ["billing"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The path inside the site's routes: a French page's starts with /fr (docs/product/languages.md).
  const isSell = pathInLocale(new URL(request.url).pathname, "en-US").replace(/\/$/, "") === "/sell";
  const user = await getCurrentUser(request, context);
  // A builder sees what they will really pay (docs/product/payments.md, Builder perks): free listings, then 20% off.
  const perks = user ? await getListingPerks({ db: getServices(context).db, userId: user.id }) : null;
  const prices: Partial<Record<ListingTierId, { amountCents: number; perk: "free" | "discount" | null }>> = {};
  if (perks) {
    for (const tier of listingTierList) {
      const price = priceFor({ kind: "listing", tier: tier.id, perks });
      if (price) prices[tier.id] = { amountCents: price.amountCents, perk: price.perk };
    }
  }
  const { t } = requestTranslator(request);
  return {
    meta: {
      title: `${t(isSell ? "billing.chooseTier.headingSell" : "billing.chooseTier.heading")} | Roamstead`,
      description: t("billing.chooseTier.metaDescription"),
    },
    isSignedIn: user !== null,
    isSell,
    perks: perks ? { freeListingsLeft: perks.freeListingsLeft, discountPercent: perks.discountPercent } : null,
    prices,
  };
}

/**
 * A new draft of the tier: the listing is filled in first and paid for when it is published (docs/product/payments.md,
 * Tier choice). Signed out: sign in first, then the draft opens.
 */
function draftHref(tier: string, isSignedIn: boolean) {
  const draft = newListingDraftPath(tier);
  return isSignedIn ? draft : signInLeadingBack(draft);
}

export default function ChooseTier({ loaderData }: Route.ComponentProps) {
  const { isSignedIn, isSell, perks, prices } = loaderData;
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {t(isSell ? "billing.chooseTier.headingSell" : "billing.chooseTier.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("billing.chooseTier.lead")}</p>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("billing.chooseTier.draftNote")}</p>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("billing.pricesInUsd")}</p>
      {perks ? (
        <div className="mt-6 max-w-3xl">
          <Alert tone="info">{perkSummary(t, perks)}</Alert>
        </div>
      ) : null}
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {listingTierList.map((tier) => {
          const price = prices[tier.id];
          return (
            <TierCard
              key={tier.id}
              name={tier.name}
              priceCents={price?.amountCents ?? tier.priceCents}
              originalPriceCents={price ? tier.priceCents : undefined}
              priceNote={perkPriceNote(t, price?.perk ?? null, perks)}
              period={t("billing.tierCard.forMonths", { months: tier.months })}
              description={tier.description}
              features={tier.features}
              isHighlighted={tier.id === "roam"}
            >
              <ButtonLink to={draftHref(tier.id, isSignedIn)} className="w-full">
                {t("billing.chooseTier.choose", { tier: tier.name })}
              </ButtonLink>
            </TierCard>
          );
        })}
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: "description", content: loaderData.meta.description }];
}
