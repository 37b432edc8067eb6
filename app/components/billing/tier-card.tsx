import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface TierCardProps {
  name: string;
  priceCents: number;
  /** "for 1 month", "/year", … in the page's language. */
  period: string;
  description: MessageId;
  features: readonly MessageId[];
  isHighlighted?: boolean;
  /** The catalogue price when a builder perk lowers `priceCents`: shown struck through before it. */
  originalPriceCents?: number;
  /** Why the price differs, e.g. "Free with your Roamstead Builder package". */
  priceNote?: string;
  children: ReactNode;
}

export function TierCard({
  name,
  priceCents,
  period,
  description,
  features,
  isHighlighted,
  originalPriceCents,
  priceNote,
  children,
}: TierCardProps) {
  const { t, locale } = useTranslator();
  return (
    <article
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${isHighlighted ? "border-pine-600 ring-2 ring-pine-600" : "border-sand-200"}`}
    >
      <h2 className="text-2xl font-bold text-ink">{name}</h2>
      <p className="mt-2 text-ink-muted">{t(description)}</p>
      <p className="mt-4">
        {originalPriceCents !== undefined && originalPriceCents !== priceCents ? (
          <>
            <s className="text-xl font-semibold text-ink-muted">
              <span className="sr-only">{t("billing.tierCard.regularPrice")} </span>
              {formatMoney(originalPriceCents, "USD", locale)}
            </s>{" "}
            <span className="sr-only">{t("billing.tierCard.yourPrice")} </span>
          </>
        ) : null}
        <span className="text-4xl font-extrabold text-pine-700">{formatMoney(priceCents, "USD", locale)}</span>{" "}
        <span className="text-ink-muted">{period}</span>
      </p>
      {priceNote ? <p className="mt-1 text-sm font-semibold text-sunset-700">{priceNote}</p> : null}
      <ul className="mt-6 flex-1 space-y-2 text-ink">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-pine-600">
              ✓
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </article>
  );
}

/** The Roamstead Builder package's card, highlighted and priced by the year, around the page's call to action. */
export function BuilderPackageCard({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <TierCard
      name={builderPackage.name}
      priceCents={builderPackage.priceCents}
      period={t("billing.tierCard.perYear")}
      description={builderPackage.description}
      features={builderPackage.features}
      isHighlighted
    >
      {children}
    </TierCard>
  );
}
