import { Form, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
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
      <CheckboxGroup
        legend={t("webhooks.add.events")}
        name="events"
        options={webhookEvents.map((event) => ({
          value: event,
          label: t(webhookEventWords[event].label),
          hint: t(webhookEventWords[event].hint),
        }))}
        isValueShown
        reply={refusal}
        tickedAtFirst={webhookEvents}
        error={refusal?.fieldErrors?.events}
      />
      <Button type="submit" disabled={isAdding}>
        {t(isAdding ? "webhooks.add.adding" : "webhooks.add.submit")}
      </Button>
    </Form>
  );
}
