import { useEffect, useState } from "react";

/**
 * US and Canadian places whose names start with what was typed (from /api/places), fetched a moment
 * after typing stops. Suggestions are a convenience: when they fail, the field still takes any text.
 */
export function usePlaceSuggestions(typed: string): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    const text = typed.trim();
    if (text.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/places?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { places: [] }))
        .then((body: { places: string[] }) => setSuggestions(body.places))
        .catch(() => {
          // Offline or aborted: no suggestions this time.
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return suggestions;
}
