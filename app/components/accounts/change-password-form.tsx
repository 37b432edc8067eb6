import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import { minimumPasswordLength } from "#app/modules/accounts/password-policy.ts";
import { SettingsForm } from "./settings-section.tsx";

/** /account's 'Password': the current one, then the new one under the password policy; other devices are signed out. */
export function ChangePasswordForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const refused = reply && !reply.ok ? reply : undefined;
  return (
    <SettingsForm intent="password" reply={reply} submitLabel="accounts.settings.password.submit">
      <CurrentPasswordField error={refused?.fieldErrors?.currentPassword} />
      <TextField
        label={t("accounts.settings.password.newLabel")}
        hint={t("accounts.password.rule", { min: minimumPasswordLength })}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={minimumPasswordLength}
        error={refused?.fieldErrors?.newPassword}
        className="max-w-md"
      />
    </SettingsForm>
  );
}

/** 'Current password': every form of /account that changes how the account signs in, or deletes it, asks for it. */
export function CurrentPasswordField({ error }: { error: string | undefined }) {
  const { t } = useTranslator();
  return (
    <TextField
      label={t("accounts.settings.password.currentLabel")}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      required
      error={error}
      className="max-w-md"
    />
  );
}
