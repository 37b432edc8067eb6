import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LocationField } from "#app/components/listings/location-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { builderFieldLimits } from "#app/modules/builders/builder-profile.schema.ts";

type TextFieldName = keyof typeof builderFieldLimits;

interface BuilderFieldsProps {
  /** The saved text of each field (the form's defaults). */
  defaults: Record<TextFieldName, string>;
  fieldErrors: Record<string, string>;
}

/** What every text field of the form takes from its name: the posted name, saved value, length limit and error. */
function textFieldProps({ defaults, fieldErrors }: BuilderFieldsProps, name: TextFieldName) {
  return { name, defaultValue: defaults[name], maxLength: builderFieldLimits[name], error: fieldErrors[name] };
}

/** A required field's label: the name and a `*` (the form says what it means). */
function required(label: string) {
  return (
    <>
      {label}
      <span aria-hidden="true">*</span>
    </>
  );
}

/** Business Name*, Website, Description* and Location*: who the builder is and where. */
export function BuilderAboutFields(props: BuilderFieldsProps) {
  const { t } = useTranslator();
  return (
    <>
      <TextField
        label={required(t("builders.form.businessName"))}
        {...textFieldProps(props, "businessName")}
        type="text"
        required
        autoComplete="organization"
      />
      <TextField
        label={t("builders.form.website")}
        hint={t("builders.form.websiteHint")}
        {...textFieldProps(props, "websiteUrl")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
      <TextAreaField
        label={required(t("builders.form.description"))}
        {...textFieldProps(props, "description")}
        required
        rows={6}
      />
      <LocationField
        label={required(t("builders.form.location"))}
        hint={t("builders.form.locationHint")}
        {...textFieldProps(props, "location")}
        required
      />
    </>
  );
}

/** Instagram and Email: how customers reach the builder. */
export function BuilderContactFields(props: BuilderFieldsProps) {
  const { t } = useTranslator();
  return (
    <>
      <TextField
        label={t("builders.form.instagram")}
        hint={t("builders.form.instagramHint")}
        {...textFieldProps(props, "instagram")}
        type="text"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t("builders.form.email")}
        hint={t("builders.form.emailHint")}
        {...textFieldProps(props, "email")}
        type="email"
        autoComplete="email"
      />
    </>
  );
}
