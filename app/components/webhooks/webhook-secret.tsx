import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { CopyableText } from "#app/components/ui/copyable-text.tsx";
import { webhookStepId } from "./confirm-webhook-step.tsx";

/**
 * The endpoint's signing secret, on demand: the page holds it only when its owner asked for it, 'Show signing
 * secret' being a plain link to `?reveal={id}` (the server then sends that one secret), or in the answer to 'Add
 * webhook' and 'Roll secret'. Shown read-only and selectable, with 'Copy secret', 'Roll secret' (a link to the step
 * that confirms it, under this section: the new secret replaces this one at once) and 'Hide signing secret'. The link
 * stays where it is, so focus stays on it as it changes.
 */
export function WebhookSecret({ endpointId, secret }: { endpointId: string; secret: string | null }) {
  const { t } = useTranslator();
  const sectionId = `webhook-signing-${endpointId}`;
  const fieldId = `webhook-secret-${endpointId}`;
  const target = secret === null ? `?${new URLSearchParams({ reveal: endpointId })}` : "";
  return (
    <div id={sectionId} className="mt-4">
      <Link
        to={`/account/webhooks${target}#${sectionId}`}
        preventScrollReset
        aria-describedby={`webhook-${endpointId}`}
        className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
      >
        {t(secret === null ? "webhooks.endpoint.showSecret" : "webhooks.endpoint.hideSecret")}
      </Link>
      {secret === null ? null : (
        <>
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
            <Link
              to={`/account/webhooks?${new URLSearchParams({ reveal: endpointId, roll: endpointId })}#${webhookStepId("roll", endpointId)}`}
              preventScrollReset
              aria-describedby={`webhook-${endpointId}`}
              className={buttonClassName("secondary")}
            >
              {t("webhooks.endpoint.rollSecret")}
            </Link>
          </CopyableText>
          <p className="mt-1 text-sm text-ink-muted">{t("webhooks.endpoint.rollHint")}</p>
        </>
      )}
    </div>
  );
}
