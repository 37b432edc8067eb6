import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { SearchParamName } from "#app/modules/search/search-params.ts";

export interface FlagFilterFieldProps {
  name: SearchParamName;
  /** The one value the parameter takes: "1", "clean". */
  value: string;
  label: MessageId;
  isChecked: boolean;
  error?: string;
}

/**
 * A filter that is on or off, as a checkbox sending its one value: 'Recently reduced' (docs/product/buyers-come-back.md),
 * 'Clean title', 'No lien', 'Inspected in the last 12 months' (docs/product/vin-and-paperwork.md).
 */
export function FlagFilterField({ name, value, label, isChecked, error }: FlagFilterFieldProps) {
  const { t } = useTranslator();
  const errorId = `${name}-error`;
  return (
    <div className="flex flex-col justify-end">
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={isChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-5 w-5 rounded border-sand-300 text-pine-700 focus-visible:ring-2 focus-visible:ring-sunset-500"
        />
        {t(label)}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
