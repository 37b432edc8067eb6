import { Form, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { apiKeyScopes, apiKeyScopeWords, maxApiKeyNameLength } from "#app/modules/api-keys/api-key-rules.ts";

/**
 * 'Create a key': a name and what the key may do ('Read' ticked to begin with), a plain post that works before
 * JavaScript. `reply` is this form's refusal, shown with what was typed; `resetKey` changes once a key is made.
 */
export function CreateApiKeyForm({ reply, resetKey }: { reply: FormReply | undefined; resetKey: string }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isCreating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  return (
    <Form key={resetKey} method="post" action="/account/api-keys" className="mt-4 space-y-4" noValidate>
      <ReplyAlert reply={reply} />
      <input type="hidden" name="intent" value="create" />
      <TextField
        label={t("api-keys.form.name")}
        hint={t("api-keys.form.nameHint")}
        name="name"
        defaultValue={submittedValue(reply, "name") ?? ""}
        maxLength={maxApiKeyNameLength}
        required
        autoComplete="off"
        error={reply?.fieldErrors?.name}
      />
      <CheckboxGroup
        legend={t("api-keys.form.scopes")}
        name="scopes"
        options={apiKeyScopes.map((scope) => ({
          value: scope,
          label: t(apiKeyScopeWords[scope].label),
          hint: t(apiKeyScopeWords[scope].hint),
        }))}
        reply={reply}
        tickedAtFirst={["read"]}
        error={reply?.fieldErrors?.scopes}
      />
      <Button type="submit" disabled={isCreating}>
        {t(isCreating ? "api-keys.form.creating" : "api-keys.form.create")}
      </Button>
    </Form>
  );
}
