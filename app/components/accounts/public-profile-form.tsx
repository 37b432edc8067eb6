import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { maxAboutLength, maxPublicPlaceLength } from "#app/modules/accounts/account-settings.schema.ts";
import { displayNameTexts, maxDisplayNameLength } from "#app/modules/accounts/display-name.ts";
import { SettingsForm } from "./settings-section.tsx";

export interface PublicProfile {
  displayName: string | null;
  about: string;
  publicPlace: string | null;
}

/** /account's 'Public profile': the display name, 'About' and 'Place shown' (docs/product/people-and-trust.md). */
export function PublicProfileForm({ profile, reply }: { profile: PublicProfile; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const refused = reply && !reply.ok ? reply : undefined;
  const typed = (field: string, stored: string) => (refused ? (submittedValue(refused, field) ?? "") : stored);
  return (
    <SettingsForm intent="profile" reply={reply} submitLabel="accounts.settings.profile.save">
      <TextField
        label={t(displayNameTexts.label)}
        hint={t("accounts.settings.profile.nameHint")}
        name="displayName"
        defaultValue={typed("displayName", profile.displayName ?? "")}
        maxLength={maxDisplayNameLength}
        autoComplete="nickname"
        required
        error={refused?.fieldErrors?.displayName}
        className="max-w-md"
      />
      <TextAreaField
        label={t("accounts.settings.profile.aboutLabel")}
        hint={t("accounts.settings.profile.aboutHint")}
        name="about"
        rows={5}
        defaultValue={typed("about", profile.about)}
        maxLength={maxAboutLength}
        error={refused?.fieldErrors?.about}
      />
      <TextField
        label={t("accounts.settings.profile.placeLabel")}
        hint={t("accounts.settings.profile.placeHint")}
        name="place"
        defaultValue={typed("place", profile.publicPlace ?? "")}
        maxLength={maxPublicPlaceLength}
        autoComplete="address-level2"
        error={refused?.fieldErrors?.place}
        className="max-w-md"
      />
    </SettingsForm>
  );
}
