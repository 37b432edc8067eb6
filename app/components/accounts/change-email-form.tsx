import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { CurrentPasswordField } from "./change-password-form.tsx";
import { SettingsForm } from "./settings-section.tsx";

/**
 * /account's 'E-mail address': the address in use, and a new one confirmed by the current password; the change
 * happens when the link mailed to the new address is opened (docs/product/people-and-trust.md).
 */
export function ChangeEmailForm({ email, reply }: { email: string; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const refused = reply && !reply.ok ? reply : undefined;
  return (
    <>
      <p className="mt-2 text-ink-muted">{t("accounts.settings.email.current", { email })}</p>
      <SettingsForm intent="email" reply={reply} submitLabel="accounts.settings.email.submit">
        <TextField
          label={t("accounts.settings.email.newLabel")}
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={submittedValue(refused, "newEmail")}
          error={refused?.fieldErrors?.newEmail}
          className="max-w-md"
        />
        <CurrentPasswordField error={refused?.fieldErrors?.currentPassword} />
      </SettingsForm>
    </>
  );
}
