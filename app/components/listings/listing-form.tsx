import { type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CamperDetailsFieldset } from "#app/components/camper-details/camper-details-fieldset.tsx";
import { PriceSuggestion } from "#app/components/deal-rating/price-suggestion.tsx";
import { LocationField } from "#app/components/listings/location-field.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  type ListingFieldErrors,
  type ListingFormValues,
  listingLimits,
  listingMessages,
} from "#app/modules/listings/listing.schema.ts";
import { vehicleTypeOptions } from "#app/modules/search/search-params.ts";

// The edit-description page takes its description field from here.
export { TextAreaField };

export interface ListingFormTier {
  id: string;
  name: string;
  maxImages: number;
  maxVideos: number;
}

export interface ListingFormProps {
  tier: ListingFormTier;
  /** The stored listing (edit), or what was typed before a failed submission. */
  values: ListingFormValues | null;
  errors?: ListingFieldErrors;
  /** A message about the whole submission, shown above the form. */
  formError?: string;
  submitLabel: "Submit Listing" | "Update Listing";
  /** Shown after the form error, e.g. the timed redirect of an unverified payment. */
  children?: ReactNode;
  /** The suggested price's line after 'Suggest a price' (docs/product/buyers-come-back.md). */
  priceSuggestion?: string;
}

/**
 * 'Submit a Camper Listing' (docs/product/selling.md, Listing form): one form for a new listing and for
 * editing one, with the tier's photo and video limits. A plain form post without JavaScript; the
 * server checks everything again and sends back what was typed with its messages.
 */
export function ListingForm({
  tier,
  values,
  errors = {},
  formError,
  submitLabel,
  children,
  priceSuggestion,
}: ListingFormProps) {
  const navigation = useNavigation();
  const [isUploading, setIsUploading] = useState(false);
  const isSubmitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const allowVideo = tier.maxVideos > 0;
  return (
    <Form method="post" className="space-y-6" noValidate>
      {/* Enter in a field submits with the form's first submit button: this one, not 'Suggest a price' below. */}
      <button type="submit" hidden tabIndex={-1} disabled={isSubmitting || isUploading} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {children}
      <p className="text-sm text-ink-muted">
        {tier.name} tier: up to {tier.maxImages} photos{allowVideo ? " and 1 video" : ", no video"}. Fields marked * are
        required.
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Vehicle type *"
          name="vehicle_type"
          defaultValue={values?.vehicle_type ?? ""}
          error={errors.vehicle_type}
          emptyLabel="Choose a type"
          options={vehicleTypeOptions}
        />
        <TextField
          label="Year *"
          name="year"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          defaultValue={values?.year ?? ""}
          error={errors.year}
        />
        <TextField
          label="Make *"
          name="make"
          autoComplete="off"
          maxLength={listingLimits.maxTextLength}
          placeholder="Mercedes-Benz"
          defaultValue={values?.make ?? ""}
          error={errors.make}
        />
        <TextField
          label="Model *"
          name="model"
          autoComplete="off"
          maxLength={listingLimits.maxTextLength}
          placeholder="Sprinter 144"
          defaultValue={values?.model ?? ""}
          error={errors.model}
        />
      </div>

      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        maxLength={listingLimits.maxTitleLength}
        hint="Leave it empty to use the year, make and model."
        defaultValue={values?.title ?? ""}
        error={errors.title}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Price (USD) *"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="45000"
          defaultValue={values?.price ?? ""}
          error={errors.price}
        />
        <TextField
          label="Mileage"
          name="mileage"
          inputMode="numeric"
          autoComplete="off"
          placeholder="48000"
          hint="In miles. Leave it empty if you do not know."
          defaultValue={values?.mileage ?? ""}
          error={errors.mileage}
        />
        <PriceSuggestion key={priceSuggestion} text={priceSuggestion} />
      </div>

      <LocationField
        label="Location *"
        defaultValue={values?.location ?? ""}
        error={errors.location}
        placeholder="City, ST or ZIP"
      />

      <TextAreaField
        label="Description *"
        name="description"
        rows={8}
        maxLength={listingLimits.maxDescriptionLength}
        defaultValue={values?.description ?? ""}
        error={errors.description}
      />

      <MediaUploader
        name="images"
        videoName="video"
        maxImages={tier.maxImages}
        allowVideo={allowVideo}
        purpose="listing"
        defaultImages={values?.images ?? []}
        defaultVideo={values?.video ?? null}
        videoUnavailableText={listingMessages.videoNotAllowed}
        photosError={errors.images}
        videoError={errors.video}
        onBusyChange={setIsUploading}
      />

      {/* Optional, so after what every listing needs. */}
      <CamperDetailsFieldset values={values?.details ?? null} errors={errors} />

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSubmitting || isUploading}>
          {isSubmitting ? "Submitting..." : submitLabel}
        </Button>
        {isUploading ? <p className="text-sm text-ink-muted">Waiting for uploads to finish...</p> : null}
      </div>
    </Form>
  );
}
