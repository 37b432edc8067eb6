import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import { usePlaceSuggestions } from "#app/components/listings/use-place-suggestions.ts";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { builderFieldLimits } from "#app/modules/builders/builder-profile.schema.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";
import { DeleteBuilderButton } from "#app/components/builders/delete-builder-button.tsx";

export interface BuilderFormDefaults {
  businessName: string;
  websiteUrl: string;
  description: string;
  location: string;
  instagram: string;
  email: string;
  photos: string[];
  videoUrl: string | null;
}

export const emptyBuilderFormDefaults: BuilderFormDefaults = {
  businessName: "",
  websiteUrl: "",
  description: "",
  location: "",
  instagram: "",
  email: "",
  photos: [],
  videoUrl: null,
};

export interface BuilderFormProps {
  /** Create (from a paid session) or edit (an existing profile, which can also be deleted here). */
  mode: { kind: "create"; sessionId: string } | { kind: "edit"; builderId: string };
  defaults: BuilderFormDefaults;
  /** The action's answer to the last submission. */
  error?: string;
  fieldErrors?: Record<string, string>;
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

/**
 * The builder profile form (spec §2 Submit builder): the fields of §3, photos and a video through the
 * media uploader, 'Submit Builder Profile' ('Submitting...', never twice), and a confirmation before
 * leaving with unsaved changes. A plain form post: it works before JavaScript loads.
 */
export function BuilderForm({ mode, defaults, error, fieldErrors = {} }: BuilderFormProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [isUploading, setIsUploading] = useState(false);
  const [isDirty, setIsDirty] = useState(false);
  const isLeavingOnPurpose = useRef(false);
  const hasSubmitted = useRef(false);

  // A new answer from the action (an error): the form may be sent again.
  useEffect(() => {
    if (navigation.state === "idle") {
      hasSubmitted.current = false;
      isLeavingOnPurpose.current = false;
    }
  }, [navigation.state]);

  // Leaving inside the site with unsaved changes asks first; so do reloads and closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeavingOnPurpose.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(builderTexts.unsavedChanges)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (hasSubmitted.current || isUploading) {
      event.preventDefault();
      return;
    }
    hasSubmitted.current = true;
    isLeavingOnPurpose.current = true;
  }

  const isBusy = isSubmitting || isUploading;
  return (
    <div>
      <Form
        method="post"
        noValidate={false}
        onSubmit={handleSubmit}
        onChange={() => setIsDirty(true)}
        className="space-y-6"
        aria-describedby={error ? "builder-form-error" : undefined}
      >
        {mode.kind === "create" ? (
          <input type="hidden" name="session_id" value={mode.sessionId} />
        ) : (
          <input type="hidden" name="edit" value={mode.builderId} />
        )}
        <p className="text-sm text-ink-muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">required</span> are required.
        </p>
        <Field label="Business Name" isRequired error={fieldErrors.businessName}>
          {(props) => (
            <input
              {...props}
              name="businessName"
              type="text"
              required
              maxLength={builderFieldLimits.businessName}
              autoComplete="organization"
              defaultValue={defaults.businessName}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Website" hint="Your company's site, e.g. https://example.com" error={fieldErrors.websiteUrl}>
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
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Description" isRequired error={fieldErrors.description}>
          {(props) => (
            <textarea
              {...props}
              name="description"
              required
              rows={6}
              maxLength={builderFieldLimits.description}
              defaultValue={defaults.description}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
        <BuilderLocationField defaultValue={defaults.location} error={fieldErrors.location} />
        <MediaUploader
          name="photos"
          videoName="videoUrl"
          maxImages={builderPackage.maxPhotos}
          allowVideo
          purpose="builder"
          defaultImages={defaults.photos}
          defaultVideo={defaults.videoUrl}
          photosError={fieldErrors.photos}
          videoError={fieldErrors.videoUrl}
          onBusyChange={setIsUploading}
          onChange={() => setIsDirty(true)}
          canPreview
        />
        <Field label="Instagram" hint="Your handle, e.g. @yourcompany" error={fieldErrors.instagram}>
          {(props) => (
            <input
              {...props}
              name="instagram"
              type="text"
              maxLength={builderFieldLimits.instagram}
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={defaults.instagram}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email" hint="Where customers can reach you" error={fieldErrors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              maxLength={builderFieldLimits.email}
              autoComplete="email"
              defaultValue={defaults.email}
              className={inputClass}
            />
          )}
        </Field>
        {error ? (
          <div id="builder-form-error">
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto" disabled={isBusy} aria-disabled={isBusy}>
          {isSubmitting ? builderTexts.submitting : builderTexts.submit}
        </Button>
        {isUploading && !isSubmitting ? (
          <p className="text-sm text-ink-muted">Waiting for your uploads to finish before you can submit.</p>
        ) : null}
      </Form>
      {mode.kind === "edit" ? (
        <div className="mt-10 border-t border-sand-200 pt-6">
          <DeleteBuilderButton
            builderId={mode.builderId}
            onConfirmed={() => {
              isLeavingOnPurpose.current = true;
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

function Field({
  label,
  hint,
  error,
  isRequired = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {isRequired ? <span aria-hidden="true">*</span> : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Location* with US and Canadian place suggestions as the builder types (a plain field without JavaScript). */
function BuilderLocationField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [typed, setTyped] = useState(defaultValue);
  const suggestions = usePlaceSuggestions(typed);
  return (
    <Field label="Location" isRequired hint="City and state or province, e.g. Bend, OR" error={error}>
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
            className={inputClass}
          />
          <datalist id={`${props.id}-places`}>
            {suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
