import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { CopyableText } from "#app/components/ui/copyable-text.tsx";
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
      <CopyableText
        id={fieldId}
        describedBy={`webhook-${endpointId}`}
        text={secret}
        label="webhooks.endpoint.copySecret"
        copied="webhooks.endpoint.copied"
        copyFailed="webhooks.endpoint.copyFailed"
      >
        <EndpointButton endpointId={endpointId} intent="roll-secret" label="webhooks.endpoint.rollSecret" />
      </CopyableText>
      <p className="mt-1 text-sm text-ink-muted">{t("webhooks.endpoint.rollHint")}</p>
    </details>
  );
}
