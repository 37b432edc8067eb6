// The listing form's steps (docs/product/selling.md, Listing form, Steps): which fields each holds, their names (ids
// of the listings catalogs, ADR 056), and the form's values as the server would read them (the check itself:
// listing-form-check.ts).
import type { FieldErrors } from "#app/lib/form-reply.ts";
import { type CamperDetailFieldName, camperDetailFieldNames } from "#app/modules/camper-details/camper-details.ts";
import { type DisclosureFieldName, disclosureFieldNames } from "#app/modules/disclosure/disclosure-fields.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type ListingFieldName, listingListFields } from "#app/modules/listings/listing-form-rules.ts";

export type ListingStepId = "photos" | "basics" | "details" | "disclosure" | "price" | "preview";

export interface ListingStep {
  id: ListingStepId;
  name: MessageId;
  /** 'Edit photos' on the preview; null for the preview itself. */
  editLabel: MessageId | null;
  fields: readonly (ListingFieldName | CamperDetailFieldName | DisclosureFieldName)[];
}

export const listingSteps: readonly ListingStep[] = [
  { id: "photos", name: "listings.steps.photos", editLabel: "listings.steps.photos.edit", fields: ["images", "video"] },
  {
    id: "basics",
    name: "listings.steps.basics",
    editLabel: "listings.steps.basics.edit",
    fields: ["vehicle_type", "vin", "year", "make", "model", "title", "mileage", "mileage_unit", "location"],
  },
  {
    id: "details",
    name: "listings.steps.details",
    editLabel: "listings.steps.details.edit",
    fields: camperDetailFieldNames,
  },
  {
    id: "disclosure",
    name: "listings.steps.disclosure",
    editLabel: "listings.steps.disclosure.edit",
    fields: disclosureFieldNames,
  },
  {
    id: "price",
    name: "listings.steps.price",
    editLabel: "listings.steps.price.edit",
    fields: ["price", "currency", "accepts_offers", "offer_floor", "description"],
  },
  { id: "preview", name: "listings.steps.preview", editLabel: null, fields: [] },
];

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
