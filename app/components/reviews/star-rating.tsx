import { useTranslator } from "#app/components/i18n/page-translator.tsx";

/** A rating out of 5: the stars for the eye, '4 out of 5 stars' for everyone (a screen reader reads only that). */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslator();
  const filled = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="tracking-tight text-amber-600">
        {"★".repeat(filled)}
        <span className="text-sand-300">{"★".repeat(5 - filled)}</span>
      </span>
      <span className="text-sm text-ink-muted">{t("reviews.stars.outOfFive", { count: filled })}</span>
    </span>
  );
}
