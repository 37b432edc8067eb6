import { Form, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { maxWebhookUrlLength, webhookEvents, webhookEventWords } from "#app/modules/webhooks/webhook-rules.ts";

/**
 * 'Add a webhook': the endpoint's address and the events it is sent (all ticked to begin with), a plain post that
 * works before JavaScript. `refusal` is this form's last refusal, shown with what was typed; `resetKey` changes once
 * one is added, so the form comes back empty.
 */
export function AddWebhookForm({ refusal, resetKey }: { refusal: FormReply | undefined; resetKey: string }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isAdding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
  const typedEvents = refusal?.values?.events;
  const isTicked = (event: string) => (refusal?.values ? [typedEvents ?? []].flat().includes(event) : true);
  const eventsError = refusal?.fieldErrors?.events;
  return (
    <Form key={resetKey} method="post" className="mt-4 space-y-4" noValidate>
      <ReplyAlert reply={refusal} />
      <input type="hidden" name="intent" value="add" />
      <TextField
        label={t("webhooks.add.url")}
        hint={t("webhooks.add.urlHint")}
        name="url"
        type="url"
        inputMode="url"
        defaultValue={submittedValue(refusal, "url") ?? ""}
        maxLength={maxWebhookUrlLength}
        required
        autoComplete="off"
        spellCheck={false}
        error={refusal?.fieldErrors?.url}
      />
      <fieldset aria-describedby={eventsError ? "webhook-events-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("webhooks.add.events")}</legend>
        <ul className="mt-2 space-y-2">
          {webhookEvents.map((event) => (
            <li key={event}>
              <label className="flex min-h-11 items-start gap-3 text-ink">
                <input
                  type="checkbox"
                  name="events"
                  value={event}
                  defaultChecked={isTicked(event)}
                  aria-describedby={`webhook-event-${event}-hint`}
                  className="mt-1 size-5 shrink-0 accent-pine-700"
                />
                <span>
                  <span className="font-medium">{t(webhookEventWords[event].label)}</span>{" "}
                  <code className="text-sm text-ink-muted">{event}</code>
                  <span id={`webhook-event-${event}-hint`} className="block text-sm text-ink-muted">
                    {t(webhookEventWords[event].hint)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="webhook-events-error" error={eventsError} />
      </fieldset>
      <Button type="submit" disabled={isAdding}>
        {t(isAdding ? "webhooks.add.adding" : "webhooks.add.submit")}
      </Button>
    </Form>
  );
}
