import { Form } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatAdminDateTime } from "#app/modules/admin/admin-dates.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { readDeliveryFailure } from "#app/modules/webhooks/delivery-failure.ts";
import type { WebhookEndpointListing } from "#app/modules/webhooks/list-webhook-endpoints.server.ts";
import { useIsPosting } from "./endpoint-button.tsx";

type Delivery = WebhookEndpointListing["deliveries"][number];

/**
 * An endpoint's delivery log (docs/product/open-platform.md, Webhooks): its last 20 deliveries, newest first, each with
 * its event, time, attempts, last result (the answer's status and its start, or what went wrong), next attempt, and
 * 'Retry now' once it failed.
 */
export function WebhookDeliveryLog({
  endpointId,
  deliveries,
  canRetry,
}: {
  endpointId: string;
  deliveries: readonly Delivery[];
  canRetry: boolean;
}) {
  const { t } = useTranslator();
  const headingId = `webhook-log-${endpointId}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="font-semibold text-ink">
        {t("webhooks.log.heading")}
      </h4>
      {deliveries.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t("webhooks.log.none")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t("webhooks.log.intro")}</p>
          <ol className="mt-3 grid gap-3">
            {deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} canRetry={canRetry} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function statusWords({ status, attempts }: Delivery): MessageId {
  if (status === "delivered") return "webhooks.log.status.delivered";
  if (status === "failed") return "webhooks.log.status.failed";
  return attempts === 0 ? "webhooks.log.status.sending" : "webhooks.log.status.retrying";
}

function DeliveryItem({ delivery, canRetry }: { delivery: Delivery; canRetry: boolean }) {
  const { t, locale } = useTranslator();
  const itemId = `webhook-delivery-${delivery.id}`;
  const isRetrying = useIsPosting(delivery.id, "retry");
  const statusCode = delivery.lastStatusCode;
  const failure = statusCode === null && delivery.lastResponse ? readDeliveryFailure(delivery.lastResponse) : null;
  const isWaiting = delivery.status === "pending" && delivery.attempts > 0;
  return (
    <li className="rounded-md border border-sand-200 bg-sand-50 p-3 text-sm">
      <p id={itemId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <code className="font-semibold text-ink">{delivery.event}</code>
        {delivery.isTest ? (
          <span className="rounded bg-sand-200 px-2 py-0.5 text-xs font-semibold uppercase">
            {t("webhooks.log.test")}
          </span>
        ) : null}
        <span className={delivery.status === "failed" ? "font-semibold text-red-800" : "font-semibold text-ink"}>
          {t(statusWords(delivery))}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">{t("webhooks.log.time")}</dt>
        <dd>{formatAdminDateTime(new Date(delivery.createdAt), locale)}</dd>
        <dt className="text-ink-muted">{t("webhooks.log.attempts")}</dt>
        <dd>{delivery.attempts}</dd>
        {statusCode !== null || failure ? (
          <>
            <dt className="text-ink-muted">{t("webhooks.log.result")}</dt>
            <dd className="break-words">
              {statusCode !== null ? t("webhooks.log.statusCode", { code: statusCode }) : null}
              {failure ? t(failure.words) : null}
              {failure?.detail ? <code className="ml-1 break-all text-ink-muted">{failure.detail}</code> : null}
            </dd>
          </>
        ) : null}
        {isWaiting ? (
          <>
            <dt className="text-ink-muted">{t("webhooks.log.nextAttempt")}</dt>
            <dd>{formatAdminDateTime(new Date(delivery.nextAttemptAt), locale)}</dd>
          </>
        ) : null}
      </dl>
      {statusCode !== null && delivery.lastResponse ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-pine-700 underline">
            {t("webhooks.log.answer")}
          </summary>
          <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded border border-sand-200 bg-white p-2 font-mono text-xs">
            {delivery.lastResponse}
          </pre>
        </details>
      ) : null}
      {delivery.status === "failed" && canRetry ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="deliveryId" value={delivery.id} />
          <Button type="submit" variant="secondary" disabled={isRetrying} aria-describedby={itemId}>
            {t("webhooks.log.retry")}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
