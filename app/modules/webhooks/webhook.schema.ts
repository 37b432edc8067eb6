// The forms of /account/webhooks (docs/product/open-platform.md, Webhooks): add an endpoint, and each endpoint's and
// each delivery's buttons. Browser-safe; the messages are message ids (ADR 056). Whether an address may be reached
// (https:, not a refused address) is the server's check (webhook-address.server.ts): it knows the allowed hosts.
import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { maxWebhookUrlLength, webhookEvents } from "./webhook-rules.ts";

const urlRequired: MessageId = "webhooks.error.urlRequired";

const url = z
  .string({ error: urlRequired })
  .transform((typed) => typed.trim())
  .pipe(
    z
      .string()
      .min(1, { error: urlRequired })
      .max(maxWebhookUrlLength, { error: "webhooks.error.urlTooLong" satisfies MessageId })
      .refine((typed) => URL.canParse(typed), { error: "webhooks.error.urlInvalid" satisfies MessageId }),
  );

const event = z.enum(webhookEvents, { error: "webhooks.error.unknownEvent" satisfies MessageId });

const events = z
  .array(event, { error: "webhooks.error.eventsRequired" satisfies MessageId })
  .min(1, { error: "webhooks.error.eventsRequired" satisfies MessageId })
  .transform((chosen) => webhookEvents.filter((known) => chosen.includes(known)));

const endpointId = idSchema("webhooks.error.notFound" satisfies MessageId);

export const addWebhookSchema = z.object({ intent: z.literal("add"), url, events });
export const rollWebhookSecretSchema = z.object({ intent: z.literal("roll-secret"), id: endpointId });
export const enableWebhookSchema = z.object({ intent: z.literal("enable"), id: endpointId });
export const deleteWebhookSchema = z.object({ intent: z.literal("delete"), id: endpointId });
export const sendTestWebhookSchema = z.object({ intent: z.literal("test"), id: endpointId, event });
export const retryWebhookDeliverySchema = z.object({
  intent: z.literal("retry"),
  deliveryId: idSchema("webhooks.error.deliveryNotFound" satisfies MessageId),
});

/** What /account/webhooks takes: one of its forms, told apart by `intent`. */
export const webhooksActionSchema = z.discriminatedUnion(
  "intent",
  [
    addWebhookSchema,
    rollWebhookSecretSchema,
    enableWebhookSchema,
    deleteWebhookSchema,
    sendTestWebhookSchema,
    retryWebhookDeliverySchema,
  ],
  { error: "webhooks.error.unknownAction" satisfies MessageId },
);

export type WebhooksAction = z.output<typeof webhooksActionSchema>;

/**
 * `?reveal={id}`: the endpoint whose signing secret its owner asked to see ('Show signing secret', a plain link);
 * `?delete={id}`: the one whose deletion the page asks to confirm ('Delete', a plain link).
 */
export const webhooksQuerySchema = z.object({
  reveal: endpointId.optional(),
  delete: endpointId.optional(),
  roll: endpointId.optional(),
});
