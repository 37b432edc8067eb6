import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { minimumPasswordLength } from "#app/modules/accounts/password-policy.ts";

/** A password being chosen: the browser checks the length, and the rule is shown before submit. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useTranslator();
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={minimumPasswordLength}
      hint={t("accounts.password.rule", { min: minimumPasswordLength })}
    />
  );
}
