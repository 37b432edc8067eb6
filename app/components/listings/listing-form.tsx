import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LocationField } from "#app/components/listings/location-field.tsx";
import { OfferTermsFieldset } from "#app/components/offers/offer-terms-fieldset.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { lazyIsland } from "#app/lib/lazy-island.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingDraftIntents, listingDraftPath, newDraftKey } from "#app/modules/listings/listing-draft.ts";
import {
  type ListingFieldErrors,
  type ListingFormValues,
  listingFormValues,
  listingLimits,
  listingMessages,
  listingMessageValues,
} from "#app/modules/listings/listing-form-rules.ts";
import { vehicleTypeOptionsIn } from "#app/modules/search/vehicle-types.ts";
import { ListingFormProgress } from "./listing-form-progress.tsx";
import {
  formValues,
  inStepOrder,
  type ListingStepId,
  listingFieldId,
  listingSteps,
  stepOfField,
  stepSectionId,
} from "./listing-form-steps.ts";
import { errorSummaryId, ListingErrorSummary } from "./listing-form-summary.tsx";
import type { ListingFormTierOption } from "./listing-form-tier.tsx";
import { listingDraftKey, useListingDraft } from "./use-listing-draft.ts";
import { useServerListingDraft } from "./use-server-listing-draft.ts";
import { VinField } from "./vin-field.tsx";

export type { ListingFormTierOption };
// The edit-description page takes its description field from here.
export { TextAreaField };

export interface ListingFormTier {
  id: string;
  name: string;
  maxImages: number;
  maxVideos: number;
}

/** A new listing kept on the server as a draft and paid for when it is published (docs/product/selling.md, Draft). */
export interface ListingFormDraft {
  /** Null until its first save makes it. */
  id: string | null;
  /** The tiers it may be published on, at this seller's price. */
  tiers: readonly ListingFormTierOption[];
  /** Its payment is in (it could not be published when paid): 'Publish' instead of 'Pay and publish'. */
  isPaid: boolean;
}

export interface ListingFormProps {
  tier: ListingFormTier;
  /** A draft: saved to the server as the seller goes, its tier chosen on the Preview step. */
  draft?: ListingFormDraft;
  /** The stored listing (edit), or what was typed before a failed submission. */
  values: ListingFormValues | null;
  /** What the page opened with (the stored listing, or nothing): 'Discard draft' goes back to it. */
  openingValues?: ListingFormValues | null;
  errors?: ListingFieldErrors;
  /** A message about the whole submission, shown above the form: a message id, or words already translated. */
  formError?: string;
  /** 'Submit Listing' or 'Update Listing'. */
  submitLabel: "listings.form.submit" | "listings.form.update";
  /** Shown after the form error, e.g. the timed redirect of an unverified payment. */
  children?: ReactNode;
  /** The suggested price's line after 'Suggest a price' (docs/product/buyers-come-back.md). */
  priceSuggestion?: string;
  /** The server's answer to 'Fill in from the VIN' sent before JavaScript, line by line. */
  vinNote?: string[];
}

const noErrors: ListingFieldErrors = {};

// The check with the server's own schema carries zod: it is fetched when the seller first uses the form (focus, a
// tap), not with the page (ADR 052). The server checks every submission anyway, so a check that could not be fetched
// (offline, a new release) is null and the form goes on without it.
type ListingFormCheck = typeof import("./listing-form-check.ts")["checkListingForm"];
let listingFormCheck: ListingFormCheck | null | undefined;
let loadingListingFormCheck: Promise<ListingFormCheck | null> | undefined;
function loadListingFormCheck(): Promise<ListingFormCheck | null> {
  loadingListingFormCheck ??= import("./listing-form-check.ts").then(
    (module) => (listingFormCheck = module.checkListingForm),
    () => (listingFormCheck = null),
  );
  return loadingListingFormCheck;
}
// The preview shows only once the seller reaches its step: fetched with the check, when the form is first used.
const loadListingFormPreview = () => import("./listing-form-preview.tsx");
const ListingFormPreview = lazy(() =>
  loadListingFormPreview().then((module) => ({ default: module.ListingFormPreview })),
);
const fetchOnFirstUse = () => {
  void loadListingFormCheck();
  void loadListingFormPreview().catch(() => undefined);
};
// The uploader, the later steps' fieldsets, the price suggestion and the tier are HTML before their JavaScript: hydrated after the page (ADR 079).
const MediaUploader = lazyIsland(async () => (await import("#app/components/media/media-uploader.tsx")).MediaUploader);
const CamperDetailsFieldset = lazyIsland(
  async () => (await import("#app/components/camper-details/camper-details-fieldset.tsx")).CamperDetailsFieldset,
);
const DisclosureFieldsets = lazyIsland(
  async () => (await import("#app/components/paperwork/disclosure-fieldsets.tsx")).DisclosureFieldsets,
);
const PriceSuggestion = lazyIsland(
  async () => (await import("#app/components/deal-rating/price-suggestion.tsx")).PriceSuggestion,
);
const ListingFormTierChoice = lazyIsland(async () => (await import("./listing-form-tier.tsx")).ListingFormTierChoice);
/** One empty list, so that the uploader's props keep their identity from render to render. */
const noPhotos: readonly string[] = [];
const headingId = (step: ListingStepId) => `${stepSectionId(step)}-heading`;

/** The messages at the top of the form and under its fields are message ids (or words already translated). */
interface Summary {
  heading: string;
  errors: Record<string, string>;
}

/**
 * 'Submit a Camper Listing' (docs/product/selling.md, Listing form): one form for a new listing and for
 * editing one, with the tier's photo and video limits. Without JavaScript, one page of sections and a plain
 * form post; the server checks everything again and sends back what was typed with its messages, summed up at
 * the top with the first field focused. With JavaScript, the same form one step at a time (the other steps
 * hidden, never unmounted, so uploads and values stay), checked step by step, a preview before submitting.
 * A new listing is a draft on the server (`draft`), saved as the seller goes and paid for when it is published; the
 * paid form and the edit keep a draft in this browser instead.
 */
export function ListingForm({
  tier,
  values: initialValues,
  openingValues = initialValues,
  errors: serverErrors = noErrors,
  formError,
  submitLabel,
  children,
  priceSuggestion,
  vinNote,
  draft,
}: ListingFormProps) {
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const location = useLocation();
  const isHydrated = useIsHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [current, setCurrent] = useState<ListingStepId>("photos");
  const [errors, setErrors] = useState<ListingFieldErrors>(serverErrors);
  const [summary, setSummary] = useState<Summary | null>(
    formError ? { heading: formError, errors: serverErrors } : null,
  );
  const [values, setValues] = useState(initialValues);
  /** Bumped to start the fields again from `values` (a restored or discarded draft). */
  const [fieldsKey, setFieldsKey] = useState(0);
  const [preview, setPreview] = useState<ListingFormValues | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const isSubmitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const submittingIntent = isSubmitting ? navigation.formData?.get("intent") : null;
  const [chosenTier, setChosenTier] = useState(tier.id);
  const shownTier = draft?.tiers.find((option) => option.id === chosenTier) ?? tier;
  const allowVideo = shownTier.maxVideos > 0;
  // A message in the page's language, its numbers (limits, the tier's photos) filled in: the fields and the
  // summary are given words, not ids.
  const messageValues = listingMessageValues(shownTier.maxImages);
  const say = (message: string) => t(message as MessageId, messageValues);
  // Kept while the errors stay the same: the fieldsets that show them are islands, whose props must keep their identity.
  const shownErrors = useMemo(() => {
    const values = listingMessageValues(shownTier.maxImages);
    return Object.fromEntries(
      Object.entries(errors).map(([name, message]) => [name, message ? t(message as MessageId, values) : message]),
    ) as ListingFieldErrors;
  }, [errors, t, shownTier.maxImages]);
  // A draft lives on the server; this browser keeps one only for the other addresses (a paid form, an edit).
  const draftKey = draft ? null : listingDraftKey(location.search);
  const serverDraft = useServerListingDraft({ formRef, draftId: draft?.id ?? null, isEnabled: Boolean(draft) });
  const hasReply = Boolean(formError) || Object.keys(serverErrors).length > 0;

  const localDraft = useListingDraft({
    key: draftKey,
    formRef,
    canRestore: !hasReply,
    onRestore: (restored) => {
      setValues(restored);
      setFieldsKey((key) => key + 1);
    },
  });

  // The first field with a problem, in the order of the steps: focused on the page before JavaScript.
  const firstServerError = inStepOrder(serverErrors)[0]?.[0];

  function open(step: ListingStepId, focusId = headingId(step)) {
    if (step === "preview" && formRef.current) setPreview(listingFormValues(formValues(formRef.current)));
    serverDraft.saveNow();
    setCurrent(step);
    pendingFocus.current = focusId;
  }

  function openField(name: string) {
    open(stepOfField(name), listingFieldId(name));
  }

  function showProblems(heading: string, found: ListingFieldErrors, fields?: readonly string[]) {
    setErrors((previous) => {
      const kept = fields
        ? Object.fromEntries(Object.entries(previous).filter(([name]) => !fields.includes(name)))
        : {};
      return { ...kept, ...found };
    });
    const first = inStepOrder(found)[0]?.[0];
    setSummary(first ? { heading, errors: found } : null);
    if (first) openField(first);
  }

  // A reply from the server (also the first render of a refused post): its step, its summary, its first field.
  useEffect(() => {
    if (!formError && Object.keys(serverErrors).length === 0) return;
    setErrors(serverErrors);
    setSummary({ heading: formError ?? listingMessages.submitFailed, errors: serverErrors });
    const first = inStepOrder(serverErrors)[0]?.[0];
    if (first) setCurrent(stepOfField(first));
    pendingFocus.current = first ? listingFieldId(first) : errorSummaryId;
  }, [serverErrors, formError]);

  // Focus (and scroll to) what the last step change asked for, once it is shown.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const element = document.getElementById(id);
    // Its step is not shown yet (the step changes in the next render): wait for that render.
    if (element?.closest("[hidden]")) return;
    pendingFocus.current = null;
    if (!element) return;
    element.focus({ preventScroll: true });
    const isHeading = id.endsWith("-heading");
    (isHeading ? formRef.current : element)?.scrollIntoView({ block: isHeading ? "start" : "center" });
  });

  // A submission that led away from the form worked: its draft has done its job (and a save still pending from the
  // last keystroke must not write it back).
  const { forget: forgetLocalDraft } = localDraft;
  useEffect(() => {
    if (navigation.state === "loading" && navigation.formData && navigation.location.pathname !== location.pathname) {
      forgetLocalDraft();
    }
  }, [navigation, location.pathname, forgetLocalDraft]);

  async function next() {
    const index = listingSteps.findIndex((step) => step.id === current);
    const step = listingSteps[index];
    const form = formRef.current;
    if (!step || !form) return;
    const checkListingForm = await loadListingFormCheck();
    const found = checkListingForm ? checkListingForm(form, step.fields) : {};
    if (Object.keys(found).length > 0) {
      showProblems("listings.steps.fixBeforeNext", found, step.fields);
      return;
    }
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([name]) => !(step.fields as string[]).includes(name))),
    );
    setSummary(null);
    const following = listingSteps[index + 1];
    if (following) open(following.id);
  }

  function back() {
    const index = listingSteps.findIndex((step) => step.id === current);
    const previous = listingSteps[index - 1];
    if (previous) open(previous.id);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // 'Suggest a price' and 'Save draft' send the form as it is; 'Pay and publish' is checked like a submission.
    if (
      submitter?.getAttribute("name") === "intent" &&
      submitter.getAttribute("value") !== listingDraftIntents.publish
    ) {
      return;
    }
    // Enter in a field before the last step moves on instead of sending an unfinished listing.
    if (current !== "preview") {
      event.preventDefault();
      void next();
      return;
    }
    const form = event.currentTarget;
    if (listingFormCheck === undefined) {
      // Sent before its check arrived (using the form fetches it, so hardly ever): once it is here, sent again.
      event.preventDefault();
      void loadListingFormCheck().then(() => form.requestSubmit(submitter));
      return;
    }
    const found = listingFormCheck ? listingFormCheck(form) : {};
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      showProblems(listingMessages.submitFailed, found);
    }
  }

  function discardDraft() {
    localDraft.discard();
    setValues(openingValues);
    setErrors(noErrors);
    setSummary(null);
    setIsUploading(false);
    setFieldsKey((key) => key + 1);
    open("photos");
  }

  const stepProps = (step: ListingStepId) => ({
    id: stepSectionId(step),
    hidden: isHydrated && current !== step,
    className: "scroll-mt-6 space-y-6",
  });
  const stepHeading = (step: ListingStepId) => (
    <h2 id={headingId(step)} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
      {t(listingSteps.find((entry) => entry.id === step)?.name ?? "listings.steps.preview")}
    </h2>
  );
  const stepButtons = (step: ListingStepId) =>
    isHydrated && step !== "preview" ? (
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-6">
        {step === "photos" ? (
          <span />
        ) : (
          <Button type="button" variant="secondary" onClick={back}>
            {t("listings.steps.back")}
          </Button>
        )}
        <Button type="button" onClick={() => void next()}>
          {t("listings.steps.next")}
        </Button>
      </div>
    ) : null;
  const field = (name: keyof ListingFieldErrors) => ({
    id: listingFieldId(name),
    error: shownErrors[name],
    autoFocus: !isHydrated && firstServerError === name ? true : undefined,
  });

  const saveDraftButton = draft ? (
    <Button type="submit" name="intent" value={listingDraftIntents.save} variant="secondary" disabled={isSubmitting}>
      {submittingIntent === listingDraftIntents.save ? t("listings.draft.saving") : t("listings.draft.saveDraft")}
    </Button>
  ) : null;
  const submitButtonText = t(
    draft
      ? submittingIntent === listingDraftIntents.publish
        ? draft.isPaid
          ? "listings.draft.publishing"
          : "listings.draft.redirecting"
        : draft.isPaid
          ? "listings.draft.publish"
          : "listings.draft.payAndPublish"
      : isSubmitting
        ? "listings.form.submitting"
        : submitLabel,
  );
  const scheduleSave = draft ? serverDraft.scheduleSave : localDraft.scheduleSave;

  return (
    <Form
      ref={formRef}
      method="post"
      action={draft ? listingDraftPath(draft.id ?? newDraftKey) : undefined}
      className="space-y-8"
      noValidate
      onSubmit={onSubmit}
      onFocus={fetchOnFirstUse}
      onPointerDown={fetchOnFirstUse}
      onInput={scheduleSave}
      onChange={scheduleSave}
    >
      {/* Enter in a field submits with the form's first submit button: this one, not 'Suggest a price' below. */}
      <button type="submit" hidden tabIndex={-1} disabled={isSubmitting || isUploading} />
      {summary ? (
        <ListingErrorSummary
          heading={say(summary.heading)}
          errors={Object.fromEntries(Object.entries(summary.errors).map(([name, message]) => [name, say(message)]))}
          onOpenField={isHydrated ? openField : undefined}
        />
      ) : null}
      {children}
      <p className="text-sm text-ink-muted">
        {t(allowVideo ? "listings.form.tierLimitsWithVideo" : "listings.form.tierLimitsNoVideo", {
          tier: shownTier.name,
          maxImages: shownTier.maxImages,
        })}
      </p>

      <div className="space-y-2">
        <ListingFormProgress current={isHydrated ? current : null} onOpenStep={isHydrated ? open : undefined} />
        {isHydrated && draft ? (
          <div className="flex min-h-11 flex-wrap items-center justify-end gap-x-4 gap-y-2 text-sm text-ink-muted">
            <p role="status">{serverDraft.isSaved ? t("listings.draft.saved") : ""}</p>
            {saveDraftButton}
          </div>
        ) : null}
        {isHydrated && draftKey ? (
          <div className="flex min-h-11 flex-wrap items-center justify-end gap-x-4 text-sm text-ink-muted">
            <p role="status">
              {localDraft.status === "saved"
                ? t("listings.steps.draftSaved")
                : localDraft.status === "restored"
                  ? t("listings.steps.draftRestored")
                  : localDraft.status === "discarded"
                    ? t("listings.steps.draftDiscarded")
                    : ""}
            </p>
            {localDraft.status === "saved" || localDraft.status === "restored" ? (
              <button
                type="button"
                onClick={discardDraft}
                className="min-h-11 font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-800"
              >
                {t("listings.steps.discardDraft")}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div key={fieldsKey} className="space-y-10">
        <section {...stepProps("photos")}>
          {stepHeading("photos")}
          <MediaUploader
            name="images"
            videoName="video"
            maxImages={shownTier.maxImages}
            allowVideo={allowVideo}
            purpose="listing"
            defaultImages={values?.images ?? noPhotos}
            defaultVideo={values?.video ?? null}
            videoUnavailableText={t(listingMessages.videoNotAllowed)}
            photosError={shownErrors.images}
            videoError={shownErrors.video}
            onBusyChange={setIsUploading}
            onChange={scheduleSave}
          />
          {stepButtons("photos")}
        </section>

        <section {...stepProps("basics")}>
          {stepHeading("basics")}
          <VinField {...field("vin")} defaultValue={values?.vin ?? ""} note={vinNote} />
          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              label={t("listings.form.vehicleTypeLabel")}
              name="vehicle_type"
              defaultValue={values?.vehicle_type ?? ""}
              emptyLabel={t("listings.form.vehicleTypeEmpty")}
              options={vehicleTypeOptionsIn(t)}
              {...field("vehicle_type")}
            />
            <TextField
              label={t("listings.form.yearLabel")}
              name="year"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              defaultValue={values?.year ?? ""}
              {...field("year")}
            />
            <TextField
              label={t("listings.form.makeLabel")}
              name="make"
              autoComplete="off"
              maxLength={listingLimits.maxTextLength}
              placeholder="Mercedes-Benz"
              defaultValue={values?.make ?? ""}
              {...field("make")}
            />
            <TextField
              label={t("listings.form.modelLabel")}
              name="model"
              autoComplete="off"
              maxLength={listingLimits.maxTextLength}
              placeholder="Sprinter 144"
              defaultValue={values?.model ?? ""}
              {...field("model")}
            />
          </div>
          <TextField
            label={t("listings.form.titleLabel")}
            name="title"
            autoComplete="off"
            maxLength={listingLimits.maxTitleLength}
            hint={t("listings.form.titleHint")}
            defaultValue={values?.title ?? ""}
            {...field("title")}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="grid grid-cols-[1fr_auto] items-start gap-3">
              <TextField
                label={t("listings.form.mileageLabel")}
                name="mileage"
                inputMode="numeric"
                autoComplete="off"
                placeholder="48000"
                hint={t("listings.form.mileageHint")}
                defaultValue={values?.mileage ?? ""}
                {...field("mileage")}
              />
              <SelectField
                label={t("listings.form.mileageUnitLabel")}
                name="mileage_unit"
                defaultValue={values?.mileage_unit || (locale === "fr-CA" ? "km" : "mi")}
                options={[
                  { value: "mi", label: t("listings.form.mileageUnitMiles") },
                  { value: "km", label: t("listings.form.mileageUnitKilometers") },
                ]}
                {...field("mileage_unit")}
              />
            </div>
            <LocationField
              label={t("listings.form.locationLabel")}
              defaultValue={values?.location ?? ""}
              placeholder={t("listings.form.locationPlaceholder")}
              {...field("location")}
            />
          </div>
          {stepButtons("basics")}
        </section>

        <section {...stepProps("details")}>
          {stepHeading("details")}
          <CamperDetailsFieldset
            values={values?.details ?? null}
            errors={shownErrors}
            fieldId={listingFieldId}
            isBare
          />
          {stepButtons("details")}
        </section>

        <section {...stepProps("disclosure")}>
          {stepHeading("disclosure")}
          <DisclosureFieldsets values={values?.disclosure ?? null} errors={shownErrors} fieldId={listingFieldId} />
          {stepButtons("disclosure")}
        </section>

        <section {...stepProps("price")}>
          {stepHeading("price")}
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="grid gap-3">
              <TextField
                label={t("listings.form.priceLabel")}
                name="price"
                inputMode="decimal"
                autoComplete="off"
                placeholder="45000"
                defaultValue={values?.price ?? ""}
                {...field("price")}
              />
              <SelectField
                label={t("listings.form.currencyLabel")}
                name="currency"
                defaultValue={values?.currency ?? ""}
                options={[
                  { value: "", label: t("listings.form.currencyAuto") },
                  { value: "USD", label: t("listings.form.currencyUsd") },
                  { value: "CAD", label: t("listings.form.currencyCad") },
                ]}
                {...field("currency")}
              />
            </div>
            <PriceSuggestion key={priceSuggestion} text={priceSuggestion} />
          </div>
          <OfferTermsFieldset
            acceptsOffers={values?.accepts_offers ?? ""}
            offerFloor={values?.offer_floor ?? ""}
            choiceField={field("accepts_offers")}
            floorField={field("offer_floor")}
          />
          <TextAreaField
            label={t("listings.form.descriptionLabel")}
            name="description"
            rows={8}
            maxLength={listingLimits.maxDescriptionLength}
            defaultValue={values?.description ?? ""}
            {...field("description")}
          />
          {stepButtons("price")}
        </section>
      </div>

      {/* Sections without a name (not regions): their headings say what they hold, and a field's label stays unique. */}
      <section {...stepProps("preview")}>
        {isHydrated ? stepHeading("preview") : null}
        {isHydrated && preview ? (
          <Suspense fallback={null}>
            <ListingFormPreview
              values={preview}
              onOpenStep={open}
              lead={draft ? t("listings.draft.previewLead") : undefined}
            />
          </Suspense>
        ) : null}
        {draft && !draft.isPaid ? (
          <ListingFormTierChoice tiers={draft.tiers} chosen={chosenTier} onChoose={setChosenTier} />
        ) : null}
        {draft?.isPaid ? <input type="hidden" name="tier" value={chosenTier} /> : null}
        <div className="flex flex-wrap items-center gap-4">
          {isHydrated ? (
            <Button type="button" variant="secondary" onClick={back}>
              {t("listings.steps.back")}
            </Button>
          ) : null}
          {isHydrated ? null : saveDraftButton}
          <Button
            type="submit"
            name={draft ? "intent" : undefined}
            value={draft ? listingDraftIntents.publish : undefined}
            disabled={isSubmitting || isUploading}
          >
            {submitButtonText}
          </Button>
          {isUploading ? <p className="text-sm text-ink-muted">{t("listings.form.waitingForUploads")}</p> : null}
        </div>
      </section>
    </Form>
  );
}
