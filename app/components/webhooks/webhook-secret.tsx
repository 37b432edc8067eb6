import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { EndpointButton } from "./endpoint-button.tsx";

/**
 * The endpoint's signing secret, shown on demand (a disclosure that works before JavaScript): read-only and
 * selectable, with 'Copy secret', and 'Roll secret', which replaces it at once.
 */
export function WebhookSecret({ endpointId, secret }: { endpointId: string; secret: string }) {
  const { t } = useTranslator();
  const fieldId = `webhook-secret-${endpointId}`;
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-pine-700 underline">
        {t("webhooks.endpoint.showSecret")}
      </summary>
      <label htmlFor={fieldId} className="mt-2 block text-sm font-semibold text-ink">
        {t("webhooks.endpoint.secret")}
      </label>
      <input
        id={fieldId}
        type="text"
        readOnly
        value={secret}
        aria-describedby={`webhook-${endpointId}`}
        spellCheck={false}
        autoComplete="off"
        className="mt-1 w-full rounded-md border border-sand-300 bg-white px-3 py-2 font-mono text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <CopyButton
          text={secret}
          label="webhooks.endpoint.copySecret"
          copied="webhooks.endpoint.copied"
          copyFailed="webhooks.endpoint.copyFailed"
        />
        <EndpointButton endpointId={endpointId} intent="roll-secret" label="webhooks.endpoint.rollSecret" />
      </div>
      <p className="mt-1 text-sm text-ink-muted">{t("webhooks.endpoint.rollHint")}</p>
    </details>
  );
}
