import { TextField } from "#app/components/ui/text-field.tsx";
import { minimumPasswordLength, passwordRule } from "#app/modules/accounts/password-policy.ts";

/** A password being chosen: the browser checks the length, and the rule is shown before submit. */
export function NewPasswordField({ label }: { label: string }) {
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={minimumPasswordLength}
      hint={passwordRule}
    />
  );
}
