import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ConfirmationStep } from "#app/components/ui/confirmation-step.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { useIsPosting } from "./endpoint-button.tsx";

/** What a webhook's owner confirms first: deleting it, or rolling its signing secret (both break a receiver). */
export type WebhookStep = "delete" | "roll";

const steps = {
  delete: {
    idPrefix: "delete-webhook",
    intent: "delete",
    heading: "webhooks.delete.heading",
    explain: "webhooks.delete.explain",
    confirm: "webhooks.delete.confirm",
    cancel: "webhooks.delete.cancel",
  },
  roll: {
    idPrefix: "roll-secret",
    intent: "roll-secret",
    heading: "webhooks.roll.heading",
    explain: "webhooks.roll.explain",
    confirm: "webhooks.roll.confirm",
    cancel: "webhooks.roll.cancel",
  },
} as const satisfies Record<
  WebhookStep,
  { idPrefix: string; intent: string } & Record<"heading" | "explain" | "confirm" | "cancel", MessageId>
>;

/** The fragment of the link that opens a step, and the step's own id. */
export const webhookStepId = (step: WebhookStep, endpointId: string) => `${steps[step].idPrefix}-${endpointId}`;

/**
 * The step that confirms deleting a webhook or rolling its secret (docs/product/open-platform.md, Webhooks), reached by
 * a link (`?delete={id}`, `?reveal={id}&roll={id}`); its red button posts, 'Cancel' goes back to where the link was.
 */
export function ConfirmWebhookStep({
  step,
  endpointId,
  url,
  cancelTo,
}: {
  step: WebhookStep;
  endpointId: string;
  url: string;
  cancelTo: string;
}) {
  const { t } = useTranslator();
  const words = steps[step];
  const isPosting = useIsPosting(endpointId, words.intent);
  return (
    <div className="mt-4">
      <ConfirmationStep
        id={webhookStepId(step, endpointId)}
        level={4}
        heading={t(words.heading, { url })}
        explain={t(words.explain)}
        action="/account/webhooks"
        fields={{ intent: words.intent, id: endpointId }}
        confirm={t(words.confirm)}
        isPending={isPosting}
        cancel={{ label: t(words.cancel), to: cancelTo }}
      />
    </div>
  );
}
