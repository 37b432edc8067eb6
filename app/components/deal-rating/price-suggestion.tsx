import { useEffect, useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { priceSuggestionFields } from "#app/modules/deal-rating/price-suggestion-fields.ts";
import { priceSuggestionText } from "#app/modules/deal-rating/price-suggestion-text.ts";

type Suggestion = Parameters<typeof priceSuggestionText>[0];

/** How long typing pauses before the suggestion is asked for. */
const debounceMs = 400;

/**
 * The suggested price under the price field (docs/product/buyers-come-back.md, Suggested price). Before
 * JavaScript, 'Suggest a price' posts the form with intent=suggest-price and the page comes back with the
 * line and the form as typed, saving nothing; with JavaScript the line follows type, make, year and
 * mileage as they change, in a polite live region, and the button goes. The endpoint's figures are worded here, in
 * the page's language; `text` is the page's own answer, already in it.
 */
export function PriceSuggestion({ text: answeredText }: { text?: string }) {
  const translator = useTranslator();
  const { t } = translator;
  const words = useRef(translator);
  words.current = translator;
  const ref = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(answeredText ?? "");
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    setIsLive(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let lastQuery = "";
    const ask = async () => {
      const data = new FormData(form);
      const query = new URLSearchParams(
        priceSuggestionFields.map((name) => [name, String(data.get(name) ?? "").trim()]),
      );
      const isComplete = query.get("vehicle_type") && query.get("make") && /^\d{4}$/.test(query.get("year") ?? "");
      if (!isComplete || query.toString() === lastQuery) return;
      lastQuery = query.toString();
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(`/api/price-suggestion?${query}`, { signal: controller.signal });
        const body = (await response.json()) as { suggestion?: Suggestion };
        setText(
          response.ok && body.suggestion !== undefined ? priceSuggestionText(body.suggestion, words.current) : "",
        );
      } catch {
        // Aborted by a newer question, or offline: the line stays as it was.
      }
    };
    const onChange = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name ?? "";
      if (!(priceSuggestionFields as readonly string[]).includes(name)) return;
      clearTimeout(timer);
      timer = setTimeout(ask, debounceMs);
    };
    form.addEventListener("input", onChange);
    form.addEventListener("change", onChange);
    void ask();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
    };
  }, []);

  return (
    <div ref={ref} className="flex flex-wrap items-center gap-3 sm:col-span-2">
      {isLive ? null : (
        <Button type="submit" name="intent" value="suggest-price" variant="secondary">
          {t("deal-rating.suggestion.button")}
        </Button>
      )}
      <p role="status" aria-live="polite" className="text-sm font-medium text-ink">
        {text}
      </p>
    </div>
  );
}
