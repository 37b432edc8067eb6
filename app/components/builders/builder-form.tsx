import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { BuilderAboutFields, BuilderContactFields } from "./builder-form-fields.tsx";
import { DeleteBuilderButton } from "./delete-builder-button.tsx";
import { useFormGuard } from "./use-form-guard.ts";

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

/**
 * The builder profile form (docs/product/builders.md, Form): its fields, photos and a video through the
 * media uploader, 'Submit Builder Profile' ('Submitting...', never twice), and a confirmation before
 * leaving with unsaved changes. A plain form post: it works before JavaScript loads.
 */
export function BuilderForm({ mode, defaults, error, fieldErrors = {} }: BuilderFormProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [isUploading, setIsUploading] = useState(false);
  const { t } = useTranslator();
  // A verified, unused payment is at stake on the create form: leaving it warns even before a change.
  const { markDirty, guardSubmit, leaveOnPurpose } = useFormGuard(t("builders.form.unsavedChanges"), {
    isGuardedFromStart: mode.kind === "create",
  });
  const isBusy = isSubmitting || isUploading;
  return (
    <div>
      <Form
        method="post"
        noValidate={false}
        onSubmit={(event) => guardSubmit(event, isUploading)}
        onChange={markDirty}
        className="space-y-6"
        aria-describedby={error ? "builder-form-error" : undefined}
      >
        {mode.kind === "create" ? (
          <input type="hidden" name="session_id" value={mode.sessionId} />
        ) : (
          <input type="hidden" name="edit" value={mode.builderId} />
        )}
        <p className="text-sm text-ink-muted">
          {t("builders.form.fieldsMarkedBefore")} <span aria-hidden="true">*</span>
          <span className="sr-only">{t("builders.form.required")}</span> {t("builders.form.fieldsMarkedAfter")}
        </p>
        <BuilderAboutFields defaults={defaults} fieldErrors={fieldErrors} />
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
          onChange={markDirty}
          canPreview
        />
        <BuilderContactFields defaults={defaults} fieldErrors={fieldErrors} />
        {error ? (
          <div id="builder-form-error">
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto" disabled={isBusy} aria-disabled={isBusy}>
          {t(isSubmitting ? "builders.form.submitting" : "builders.form.submit")}
        </Button>
        {isUploading && !isSubmitting ? (
          <p className="text-sm text-ink-muted">{t("builders.form.waitingForUploads")}</p>
        ) : null}
      </Form>
      {mode.kind === "edit" ? (
        <div className="mt-10 border-t border-sand-200 pt-6">
          <DeleteBuilderButton builderId={mode.builderId} onConfirmed={leaveOnPurpose} />
        </div>
      ) : null}
    </div>
  );
}
