import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";

/** 'Recently reduced' (docs/product/buyers-come-back.md): listings whose price dropped in the last 30 days. */
export function RecentlyReducedField({ isChecked, error }: { isChecked: boolean; error?: string }) {
  const { t } = useTranslator();
  return (
    <div className="flex flex-col justify-end">
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name="reduced"
          value="1"
          defaultChecked={isChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "reduced-error" : undefined}
          className="h-5 w-5 rounded border-sand-300 text-pine-700 focus-visible:ring-2 focus-visible:ring-sunset-500"
        />
        {t("search.filters.reduced")}
      </label>
      <FieldError id="reduced-error" error={error} />
    </div>
  );
}
