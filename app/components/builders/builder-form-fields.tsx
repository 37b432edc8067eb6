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
  return (
    <>
      <TextField
        label={required("Business Name")}
        {...textFieldProps(props, "businessName")}
        type="text"
        required
        autoComplete="organization"
      />
      <TextField
        label="Website"
        hint="Your company's site, e.g. https://example.com"
        {...textFieldProps(props, "websiteUrl")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
      <TextAreaField label={required("Description")} {...textFieldProps(props, "description")} required rows={6} />
      <LocationField
        label={required("Location")}
        hint="City and state or province, e.g. Bend, OR"
        {...textFieldProps(props, "location")}
        required
      />
    </>
  );
}

/** Instagram and Email: how customers reach the builder. */
export function BuilderContactFields(props: BuilderFieldsProps) {
  return (
    <>
      <TextField
        label="Instagram"
        hint="Your handle, e.g. @yourcompany"
        {...textFieldProps(props, "instagram")}
        type="text"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Email"
        hint="Where customers can reach you"
        {...textFieldProps(props, "email")}
        type="email"
        autoComplete="email"
      />
    </>
  );
}
