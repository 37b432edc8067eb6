import type { ReactNode } from "react";
import { formatPrice } from "#app/lib/money.ts";

export interface TierCardProps {
  name: string;
  priceCents: number;
  /** "1 month", "per year", … */
  period: string;
  description: string;
  features: readonly string[];
  isHighlighted?: boolean;
  children: ReactNode;
}

export function TierCard({ name, priceCents, period, description, features, isHighlighted, children }: TierCardProps) {
  return (
    <article
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${isHighlighted ? "border-pine-600 ring-2 ring-pine-600" : "border-sand-200"}`}
    >
      <h2 className="text-2xl font-bold text-ink">{name}</h2>
      <p className="mt-2 text-ink-muted">{description}</p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-pine-700">{formatPrice(priceCents)}</span>{" "}
        <span className="text-ink-muted">{period}</span>
      </p>
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
