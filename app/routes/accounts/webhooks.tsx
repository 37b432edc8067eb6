import { redirect } from "react-router";
import { AccountSubpage } from "#app/components/accounts/account-subpage.tsx";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { SettingsSection } from "#app/components/accounts/settings-section.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { AddWebhookForm } from "#app/components/webhooks/add-webhook-form.tsx";
import type { WebhookStep } from "#app/components/webhooks/confirm-webhook-step.tsx";
import { WebhookEndpointCard } from "#app/components/webhooks/webhook-endpoint-card.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import { createWebhookEndpoint } from "#app/modules/webhooks/create-webhook-endpoint.server.ts";
import { listWebhookEndpoints } from "#app/modules/webhooks/list-webhook-endpoints.server.ts";
import {
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  rollWebhookSecret,
} from "#app/modules/webhooks/manage-webhook-endpoint.server.ts";
import { retryWebhookDelivery } from "#app/modules/webhooks/retry-webhook-delivery.server.ts";
import { type RevealedWebhookSecret, revealWebhookSecret } from "#app/modules/webhooks/reveal-webhook-secret.server.ts";
import { sendTestWebhook } from "#app/modules/webhooks/send-test-webhook.server.ts";
import {
  type WebhooksAction,
  webhooksActionSchema,
  webhooksQuerySchema,
} from "#app/modules/webhooks/webhook.schema.ts";
import { maxWebhookEndpoints } from "#app/modules/webhooks/webhook-rules.ts";
import type { Route } from "./+types/webhooks";

// /account/webhooks (docs/product/open-platform.md, Webhooks): the signed-in account's webhook endpoints, each with
// its state, test event and delivery log, and the form that adds one. Every form posts its `intent` here and is
// answered on the page (its message above the list); someone else's endpoint or delivery is a 404. A signing secret
// is sent only when its owner asks: `?reveal={id}` ('Show signing secret'), or the answer to 'Add webhook' and 'Roll
// secret'; someone else's endpoint reveals nothing. 'Delete' and 'Roll secret' are links, `?delete={id}` and
// `?reveal={id}&roll={id}`, to the step that confirms them (the confirmation posts); for someone else's endpoint the
// page is as it is.

export const handle: MessagesHandle = { messages: ["webhooks"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, webhooksQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db } = getServices(context);
  const { reveal } = query.data;
  const [endpoints, revealed] = await Promise.all([
    listWebhookEndpoints(db, user.id),
    reveal === undefined ? null : revealWebhookSecret(db, { userId: user.id, endpointId: reveal }),
  ]);
  return {
    endpoints,
    revealed,
    deleting: query.data.delete ?? null,
    rolling: query.data.roll ?? null,
    metaTitle: requestTranslator(request).t("webhooks.page.metaTitle"),
  };
}

/** What the action answers: a refusal or the page's message, and the secret of a webhook just added or rolled. */
type WebhooksReply = FormReply & { revealed?: RevealedWebhookSecret };

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: webhooksActionSchema, formats: ["form"], listFields: ["events"] });
  if (!input.ok) return replyData(input.failure);
  const user = await getCurrentUser(request, context);
  if (!user) return redirect(signInLeadingBack("/account/webhooks"), 303);
  try {
    return await act(context, user.id, input.data);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

/** Does what the form asks; answers the page's message. */
async function act(context: Route.ActionArgs["context"], userId: string, form: WebhooksAction): Promise<WebhooksReply> {
  const { db, env, notifyOutbox } = getServices(context);
  const done = (message: MessageId, revealed?: RevealedWebhookSecret): WebhooksReply =>
    revealed ? { ok: true, message, revealed } : { ok: true, message };
  switch (form.intent) {
    case "add": {
      const { url, events } = form;
      const added = await createWebhookEndpoint(db, { userId, url, events, allowedHosts: env.OUTBOUND_ALLOWED_HOSTS });
      return done("webhooks.reply.added", added);
    }
    case "roll-secret":
      return done("webhooks.reply.secretRolled", await rollWebhookSecret(db, { userId, endpointId: form.id }));
    case "enable":
      await enableWebhookEndpoint(db, { userId, endpointId: form.id });
      return done("webhooks.reply.enabled");
    case "delete":
      await deleteWebhookEndpoint(db, { userId, endpointId: form.id });
      return done("webhooks.reply.deleted");
    case "test":
      await sendTestWebhook(db, { userId, endpointId: form.id, event: form.event });
      notifyOutbox();
      return done("webhooks.reply.testSent");
    case "retry":
      await retryWebhookDelivery(db, { userId, deliveryId: form.deliveryId });
      notifyOutbox();
      return done("webhooks.reply.retrying");
  }
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { endpoints, deleting, rolling } = loaderData;
  // The one secret the page holds, if any: the one just added or rolled, else the one its owner asked to see.
  const revealed = (actionData && "revealed" in actionData ? actionData.revealed : undefined) ?? loaderData.revealed;
  // A refused 'Add webhook' is shown in its form, with what was typed; every other answer above the page.
  const addRefusal = actionData && !actionData.ok && actionData.values?.intent === "add" ? actionData : undefined;
  return (
    <AccountSubpage
      back={t("webhooks.page.back")}
      heading={t("webhooks.page.heading")}
      intro={t("webhooks.page.intro")}
    >
      {actionData && !addRefusal ? (
        <div className="mt-6">
          <ReplyAlert reply={actionData} />
        </div>
      ) : null}
      <div className="mt-8 space-y-8">
        <SettingsSection id="add" heading={t("webhooks.add.heading")}>
          {endpoints.length < maxWebhookEndpoints ? (
            <AddWebhookForm refusal={addRefusal} resetKey={String(endpoints.length)} />
          ) : (
            <p className="mt-2 text-ink-muted">{t("webhooks.add.full", { max: maxWebhookEndpoints })}</p>
          )}
        </SettingsSection>
        <SettingsSection id="endpoints" heading={t("webhooks.list.heading")}>
          {endpoints.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t("webhooks.list.none")}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink-muted">
                {t("webhooks.list.count", { count: endpoints.length, max: maxWebhookEndpoints })}
              </p>
              <ul className="mt-4 grid gap-6">
                {endpoints.map((endpoint) => (
                  <WebhookEndpointCard
                    key={endpoint.id}
                    endpoint={endpoint}
                    signingSecret={revealed?.id === endpoint.id ? revealed.signingSecret : null}
                    confirming={actionData ? null : confirmingStep(endpoint.id, { deleting, rolling })}
                  />
                ))}
              </ul>
            </>
          )}
        </SettingsSection>
      </div>
    </AccountSubpage>
  );
}

/** The step the page's address opens for an endpoint, if any: deleting it, or rolling its secret. */
function confirmingStep(
  endpointId: string,
  { deleting, rolling }: { deleting: string | null; rolling: string | null },
): WebhookStep | null {
  if (deleting === endpointId) return "delete";
  return rolling === endpointId ? "roll" : null;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
