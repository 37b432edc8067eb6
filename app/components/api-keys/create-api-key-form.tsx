import { Form, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/accounts/reply-alert.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
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
  const typedScopes = reply?.values?.scopes;
  const isTicked = (scope: string) =>
    reply?.values
      ? Array.isArray(typedScopes)
        ? typedScopes.includes(scope)
        : typedScopes === scope
      : scope === "read";
  const scopesError = reply?.fieldErrors?.scopes;
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
      <fieldset aria-describedby={scopesError ? "api-key-scopes-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("api-keys.form.scopes")}</legend>
        <ul className="mt-2 space-y-2">
          {apiKeyScopes.map((scope) => (
            <li key={scope}>
              <label className="flex min-h-11 items-start gap-3 text-ink">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  defaultChecked={isTicked(scope)}
                  aria-describedby={`api-key-scope-${scope}-hint`}
                  className="mt-1 size-5 shrink-0 accent-pine-700"
                />
                <span>
                  <span className="font-medium">{t(apiKeyScopeWords[scope].label)}</span>
                  <span id={`api-key-scope-${scope}-hint`} className="block text-sm text-ink-muted">
                    {t(apiKeyScopeWords[scope].hint)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="api-key-scopes-error" error={scopesError} />
      </fieldset>
      <Button type="submit" disabled={isCreating}>
        {t(isCreating ? "api-keys.form.creating" : "api-keys.form.create")}
      </Button>
    </Form>
  );
}
