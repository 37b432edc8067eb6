import type { ReactNode } from "react";
import { formatPrice } from "#app/lib/money.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";

export interface TierCardProps {
  name: string;
  priceCents: number;
  /** "1 month", "per year", … */
  period: string;
  description: string;
  features: readonly string[];
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
  return (
    <article
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${isHighlighted ? "border-pine-600 ring-2 ring-pine-600" : "border-sand-200"}`}
    >
      <h2 className="text-2xl font-bold text-ink">{name}</h2>
      <p className="mt-2 text-ink-muted">{description}</p>
      <p className="mt-4">
        {originalPriceCents !== undefined && originalPriceCents !== priceCents ? (
          <>
            <s className="text-xl font-semibold text-ink-muted">
              <span className="sr-only">Regular price </span>
              {formatPrice(originalPriceCents)}
            </s>{" "}
            <span className="sr-only">Your price </span>
          </>
        ) : null}
        <span className="text-4xl font-extrabold text-pine-700">{formatPrice(priceCents)}</span>{" "}
        <span className="text-ink-muted">{period}</span>
      </p>
      {priceNote ? <p className="mt-1 text-sm font-semibold text-sunset-700">{priceNote}</p> : null}
      <ul className="mt-6 flex-1 space-y-2 text-ink">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-pine-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </article>
  );
}

/** The Roamstead Builder package's card, highlighted and priced by the year, around the page's call to action. */
export function BuilderPackageCard({ children }: { children: ReactNode }) {
  return (
    <TierCard
      name={builderPackage.name}
      priceCents={builderPackage.priceCents}
      period="/year"
      description={builderPackage.description}
      features={builderPackage.features}
      isHighlighted
    >
      {children}
    </TierCard>
  );
}
