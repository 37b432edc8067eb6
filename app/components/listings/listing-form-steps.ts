// The listing form's steps (docs/product/selling.md, Listing form, Steps): which fields each holds, the texts around
// them, and the form's values as the server would read them (the check itself: listing-form-check.ts).
import type { FieldErrors } from "#app/lib/form-reply.ts";
import { type CamperDetailFieldName, camperDetailFieldNames } from "#app/modules/camper-details/camper-details.ts";
import { type ListingFieldName, listingListFields, listingMessages } from "#app/modules/listings/listing-form-rules.ts";

export type ListingStepId = "photos" | "basics" | "details" | "price" | "preview";

export interface ListingStep {
  id: ListingStepId;
  name: string;
  /** 'Edit photos' on the preview; null for the preview itself. */
  editLabel: string | null;
  fields: readonly (ListingFieldName | CamperDetailFieldName)[];
}

export const listingSteps: readonly ListingStep[] = [
  { id: "photos", name: "Photos", editLabel: "Edit photos", fields: ["images", "video"] },
  {
    id: "basics",
    name: "Basics",
    editLabel: "Edit basics",
    fields: ["vehicle_type", "year", "make", "model", "title", "mileage", "location"],
  },
  { id: "details", name: "Camper details", editLabel: "Edit camper details", fields: camperDetailFieldNames },
  { id: "price", name: "Price & description", editLabel: "Edit price & description", fields: ["price", "description"] },
  { id: "preview", name: "Preview", editLabel: null, fields: [] },
];

export const listingStepTexts = {
  progress: (index: number, step: ListingStep) => `Step ${index + 1} of ${listingSteps.length} · ${step.name}`,
  stepsLabel: "Listing steps",
  next: "Next",
  back: "Back",
  fixBeforeNext: "Please correct the following before you go on.",
  fixBeforeSubmit: listingMessages.submitFailed,
  previewLead: "This is how buyers will see your listing. Check it, then submit.",
  noPhoto: "No photo yet",
  notStated: "N/A",
  draftSaved: "Draft saved",
  draftRestored: "Draft restored",
  draftDiscarded: "Draft discarded",
  discardDraft: "Discard draft",
} as const;

/** The id of a step's section, and of the in-page link to it without JavaScript. */
export const stepSectionId = (step: ListingStepId) => `listing-step-${step}`;

/** The id of a field's control, where the error summary links to. Photos and video: their step. */
export function listingFieldId(name: string): string {
  if (name === "images" || name === "video") return stepSectionId("photos");
  return `listing-field-${name}`;
}

/** The step a field is on (an unknown field: the first step). */
export function stepOfField(name: string): ListingStepId {
  return listingSteps.find((step) => (step.fields as readonly string[]).includes(name))?.id ?? "photos";
}

/** Fields in the order the steps show them, so that the first problem is the first one the seller meets. */
export function inStepOrder(errors: FieldErrors): [string, string][] {
  const order = listingSteps.flatMap((step) => step.fields as readonly string[]);
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}

/** The form's values as the server's reader sees them: the list fields as lists, the rest as text. */
export function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of listingListFields) values[name] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === "intent") continue;
    const list = values[name];
    if ((listingListFields as readonly string[]).includes(name) && Array.isArray(list)) list.push(value);
    else values[name] = value;
  }
  return values;
}
