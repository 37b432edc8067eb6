import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { displayNameTexts, maxDisplayNameLength } from "#app/modules/accounts/display-name.ts";
import { ReplyAlert } from "./reply-alert.tsx";

/**
 * The dashboard's 'Display name' (docs/product/selling.md, "Dashboard"): a plain form post to the page's own
 * action, so it works before JavaScript loads. A refused name stays in the field beside its message. Its page
 * names the `accounts` messages in its handle.
 */
export function DisplayNameForm({ displayName, reply }: { displayName: string | null; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.has("displayName") === true;
  const isRefused = reply !== undefined && !reply.ok;
  return (
    <Form method="post" className="mt-6 space-y-3" noValidate>
      <ReplyAlert reply={reply} />
      <TextField
        label={t(displayNameTexts.label)}
        hint={t(displayNameTexts.hint)}
        name="displayName"
        key={displayName ?? ""}
        defaultValue={isRefused ? submittedValue(reply, "displayName") : (displayName ?? "")}
        maxLength={maxDisplayNameLength}
        autoComplete="nickname"
        required
        error={isRefused ? reply.fieldErrors?.displayName : undefined}
        className="max-w-md"
      />
      <Button type="submit" variant="secondary" disabled={isSaving}>
        {t(isSaving ? displayNameTexts.saving : displayNameTexts.save)}
      </Button>
    </Form>
  );
}
