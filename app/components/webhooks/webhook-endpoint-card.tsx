import { Form, Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { formatAdminDate } from "#app/modules/admin/admin-dates.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { WebhookEndpointListing } from "#app/modules/webhooks/list-webhook-endpoints.server.ts";
import {
  webhookDisableReasons,
  webhookDisableReasonWords,
  webhookEventWords,
} from "#app/modules/webhooks/webhook-rules.ts";
import { ConfirmWebhookStep, type WebhookStep, webhookStepId } from "./confirm-webhook-step.tsx";
import { EndpointButton, useIsPosting } from "./endpoint-button.tsx";
import { WebhookDeliveryLog } from "./webhook-delivery-log.tsx";
import { WebhookSecret } from "./webhook-secret.tsx";

/**
 * One endpoint (docs/product/open-platform.md, Webhooks): its address heads it, then its events, its state, its
 * signing secret (`signingSecret` when its owner asked for it, else null), its buttons (each a plain post naming the
 * endpoint, but 'Delete' and 'Roll secret', which ask first: `confirming`) and its delivery log.
 */
export function WebhookEndpointCard({
  endpoint,
  signingSecret,
  confirming,
}: {
  endpoint: WebhookEndpointListing;
  signingSecret: string | null;
  confirming: WebhookStep | null;
}) {
  const { t, locale } = useTranslator();
  const headingId = `webhook-${endpoint.id}`;
  const isDisabled = endpoint.disabledAt !== null;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-sand-200 p-4">
      <h3 id={headingId} className="break-all font-mono text-base font-semibold text-ink">
        {endpoint.url}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("webhooks.endpoint.events")}</dt>
        <dd>{endpoint.events.map((event) => t(webhookEventWords[event].label)).join(", ")}</dd>
        <dt className="text-ink-muted">{t("webhooks.endpoint.status")}</dt>
        <dd className={isDisabled ? "font-semibold text-red-800" : undefined}>
          {endpoint.disabledAt
            ? t("webhooks.endpoint.disabled", {
                date: formatAdminDate(new Date(endpoint.disabledAt), locale),
                reason: t(disableReasonWords(endpoint.disabledReason)),
              })
            : endpoint.consecutiveFailures > 0
              ? t("webhooks.endpoint.failing", { count: endpoint.consecutiveFailures })
              : t("webhooks.endpoint.active")}
        </dd>
        <dt className="text-ink-muted">{t("webhooks.endpoint.added")}</dt>
        <dd>{formatAdminDate(new Date(endpoint.createdAt), locale)}</dd>
      </dl>
      <WebhookSecret endpointId={endpoint.id} secret={signingSecret} />
      {confirming === "roll" && signingSecret !== null ? (
        <ConfirmWebhookStep
          step="roll"
          endpointId={endpoint.id}
          url={endpoint.url}
          cancelTo={`/account/webhooks?${new URLSearchParams({ reveal: endpoint.id })}#webhook-signing-${endpoint.id}`}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {isDisabled ? (
          <EndpointButton endpointId={endpoint.id} intent="enable" label="webhooks.endpoint.enable" />
        ) : (
          <TestEventForm endpoint={endpoint} />
        )}
        <Link
          to={`/account/webhooks?${new URLSearchParams({ delete: endpoint.id })}#${webhookStepId("delete", endpoint.id)}`}
          preventScrollReset
          aria-describedby={headingId}
          className={buttonClassName("secondary")}
        >
          {t("webhooks.endpoint.delete")}
        </Link>
      </div>
      {confirming === "delete" ? (
        <ConfirmWebhookStep
          step="delete"
          endpointId={endpoint.id}
          url={endpoint.url}
          cancelTo={`/account/webhooks#webhook-${endpoint.id}`}
        />
      ) : null}
      <WebhookDeliveryLog endpointId={endpoint.id} deliveries={endpoint.deliveries} canRetry={!isDisabled} />
    </li>
  );
}

function disableReasonWords(reason: string | null): MessageId {
  const known = webhookDisableReasons.find((each) => each === reason);
  return webhookDisableReasonWords[known ?? "failing"];
}

/** 'Send a test event' with the choice of one of the endpoint's events. */
function TestEventForm({ endpoint }: { endpoint: WebhookEndpointListing }) {
  const { t } = useTranslator();
  const isSending = useIsPosting(endpoint.id, "test");
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="test" />
      <input type="hidden" name="id" value={endpoint.id} />
      <SelectField
        label={t("webhooks.endpoint.testEvent")}
        name="event"
        options={endpoint.events.map((event) => ({ value: event, label: t(webhookEventWords[event].label) }))}
        className="min-w-0"
      />
      <Button type="submit" variant="secondary" disabled={isSending} aria-describedby={`webhook-${endpoint.id}`}>
        {t("webhooks.endpoint.sendTest")}
      </Button>
    </Form>
  );
}
