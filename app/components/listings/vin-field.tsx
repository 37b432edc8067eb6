import { useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import type { VinReading } from "#app/modules/listings/vin-reading.ts";

interface VinFieldProps {
  id: string;
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
  /** The server's answer to 'Fill in from the VIN' sent before JavaScript, line by line, in the page's language. */
  note?: string[];
}

/**
 * The listing form's VIN (docs/product/vin-and-paperwork.md), optional, with 'Fill in from the VIN'. Before JavaScript
 * the button sends the form and the page comes back with the empty make, model and year filled in; with JavaScript it
 * asks `/api/vin-decode`, says what the VIN is (and when it disagrees with the form), and offers to fill the three fields.
 */
export function VinField({ id, defaultValue, error, autoFocus, note }: VinFieldProps) {
  const translator = useTranslator();
  const { t } = translator;
  const isHydrated = useIsHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [reading, setReading] = useState<VinReading | null>(note ? { lines: note } : null);
  const [isAsking, setIsAsking] = useState(false);

  const fieldOf = (name: string) => ref.current?.closest("form")?.elements.namedItem(name) as HTMLInputElement | null;
  const typed = (name: string) => fieldOf(name)?.value ?? "";

  async function read() {
    setIsAsking(true);
    setReading({ lines: [t("listings.form.vinDecoding")] });
    try {
      const { readTypedVin } = await import("./read-typed-vin.ts");
      setReading(await readTypedVin({ vin: typed("vin"), make: typed("make"), year: typed("year") }, translator));
    } catch {
      setReading({ lines: [t("listings.form.vinUnavailable")] });
    } finally {
      setIsAsking(false);
    }
  }

  function fill(values: NonNullable<VinReading["fill"]>) {
    for (const [name, value] of Object.entries(values)) {
      const input = fieldOf(name);
      if (!input || value === undefined) continue;
      input.value = value;
      // The form's draft saves on input, as it would had the seller typed it.
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    setReading({ lines: [t("listings.form.vinFilled")] });
  }

  return (
    <div ref={ref} className="grid gap-3">
      <TextField
        id={id}
        label={t("listings.form.vinLabel")}
        name="vin"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        hint={t("listings.form.vinHint")}
        defaultValue={defaultValue}
        error={error}
        autoFocus={autoFocus}
      />
      <div>
        {isHydrated ? (
          <Button type="button" variant="secondary" onClick={() => void read()} disabled={isAsking}>
            {t("listings.form.vinFill")}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="decode-vin" variant="secondary">
            {t("listings.form.vinFill")}
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="space-y-2 text-sm text-ink">
        {reading?.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {isHydrated && reading?.fill ? (
          <Button type="button" variant="secondary" onClick={() => reading.fill && fill(reading.fill)}>
            {t("listings.form.vinUse")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
