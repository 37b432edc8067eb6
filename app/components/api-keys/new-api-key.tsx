import { useEffect, useRef } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { CopyableText } from "#app/components/ui/copyable-text.tsx";

/**
 * The key just created, shown this once (docs/product/open-platform.md, API keys): read-only and selectable, so it
 * can be copied by hand where the clipboard is refused or before JavaScript. Its heading takes the focus, so a screen
 * reader hears of the key where the 'Create key' button was pressed.
 */
export function NewApiKey({ name, token }: { name: string; token: string }) {
  const { t } = useTranslator();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="new-api-key-heading"
      className="rounded-xl border border-pine-100 bg-pine-50 p-5 text-pine-900"
    >
      <h2 id="new-api-key-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t("api-keys.created.heading", { name })}
      </h2>
      <p id="new-api-key-once" className="mt-1 text-sm">
        {t("api-keys.created.once")}
      </p>
      <label htmlFor="new-api-key" className="mt-3 block text-sm font-semibold">
        {t("api-keys.created.label")}
      </label>
      <CopyableText
        id="new-api-key"
        describedBy="new-api-key-once"
        text={token}
        label="api-keys.created.copy"
        copied="api-keys.created.copied"
        copyFailed="api-keys.created.copyFailed"
      />
    </section>
  );
}
