import { useState } from "react";
import { usePlaceSuggestions } from "#app/components/listings/use-place-suggestions.ts";
import { builderFieldLimits } from "#app/modules/builders/builder-profile.schema.ts";
import type { BuilderFormDefaults } from "./builder-form.tsx";
import { BuilderFormField, builderInputClass } from "./builder-form-field.tsx";

interface BuilderFieldsProps {
  defaults: BuilderFormDefaults;
  fieldErrors: Record<string, string>;
}

/** Business Name*, Website, Description* and Location*: who the builder is and where. */
export function BuilderAboutFields({ defaults, fieldErrors }: BuilderFieldsProps) {
  return (
    <>
      <BuilderFormField label="Business Name" isRequired error={fieldErrors.businessName}>
        {(props) => (
          <input
            {...props}
            name="businessName"
            type="text"
            required
            maxLength={builderFieldLimits.businessName}
            autoComplete="organization"
            defaultValue={defaults.businessName}
            className={builderInputClass}
          />
        )}
      </BuilderFormField>
      <BuilderFormField
        label="Website"
        hint="Your company's site, e.g. https://example.com"
        error={fieldErrors.websiteUrl}
      >
        {(props) => (
          <input
            {...props}
            name="websiteUrl"
            type="url"
            inputMode="url"
            maxLength={builderFieldLimits.websiteUrl}
            autoComplete="url"
            placeholder="https://"
            defaultValue={defaults.websiteUrl}
            className={builderInputClass}
          />
        )}
      </BuilderFormField>
      <BuilderFormField label="Description" isRequired error={fieldErrors.description}>
        {(props) => (
          <textarea
            {...props}
            name="description"
            required
            rows={6}
            maxLength={builderFieldLimits.description}
            defaultValue={defaults.description}
            className={`${builderInputClass} py-2`}
          />
        )}
      </BuilderFormField>
      <BuilderLocationField defaultValue={defaults.location} error={fieldErrors.location} />
    </>
  );
}

/** Instagram and Email: how customers reach the builder. */
export function BuilderContactFields({ defaults, fieldErrors }: BuilderFieldsProps) {
  return (
    <>
      <BuilderFormField label="Instagram" hint="Your handle, e.g. @yourcompany" error={fieldErrors.instagram}>
        {(props) => (
          <input
            {...props}
            name="instagram"
            type="text"
            maxLength={builderFieldLimits.instagram}
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={defaults.instagram}
            className={builderInputClass}
          />
        )}
      </BuilderFormField>
      <BuilderFormField label="Email" hint="Where customers can reach you" error={fieldErrors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            maxLength={builderFieldLimits.email}
            autoComplete="email"
            defaultValue={defaults.email}
            className={builderInputClass}
          />
        )}
      </BuilderFormField>
    </>
  );
}

/** Location* with US and Canadian place suggestions as the builder types (a plain field without JavaScript). */
function BuilderLocationField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [typed, setTyped] = useState(defaultValue);
  const suggestions = usePlaceSuggestions(typed);
  return (
    <BuilderFormField label="Location" isRequired hint="City and state or province, e.g. Bend, OR" error={error}>
      {(props) => (
        <>
          <input
            {...props}
            name="location"
            type="text"
            required
            autoComplete="off"
            maxLength={builderFieldLimits.location}
            list={`${props.id}-places`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={builderInputClass}
          />
          <datalist id={`${props.id}-places`}>
            {suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </>
      )}
    </BuilderFormField>
  );
}
