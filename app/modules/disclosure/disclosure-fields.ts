// What a seller discloses beyond the camper's details (docs/product/vin-and-paperwork.md, Paperwork, and
// docs/product/condition.md): the title and its liens, and the condition. Browser-safe and without zod: the listing
// form's "Paperwork and condition" step reads its fields from here, the server parses every submission with
// disclosure.schema.ts built from the same fields, and the listing page shows the values through the same labels.
// Everything is optional; a field the seller left empty is null, "not stated", never "no".
import {
  type ConditionState,
  conditionStates,
  type ListingCondition,
  type ListingPaperwork,
  lienStates,
  retitledAnswers,
  titleStatuses,
} from "#app/db/disclosure-vocabulary.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

type Both = ListingPaperwork & ListingCondition;
/** The stored disclosure, paperwork and condition together (the listings table's columns of these names). */
export type ListingDisclosure = { [K in keyof Both]: Both[K] };
export type DisclosureKey = keyof ListingDisclosure;

interface FieldBase<K extends DisclosureKey> {
  key: K;
  /** The form field's name. */
  name: string;
}

/** One of a list of answers; a yes-or-no answer is stored as a boolean. */
export interface ChoiceDisclosureField<K extends DisclosureKey = DisclosureKey> extends FieldBase<K> {
  kind: "choice" | "yesNo";
  values: readonly string[];
}

/** A month and year, stored as the month's first day. */
export interface MonthDisclosureField<K extends DisclosureKey = DisclosureKey> extends FieldBase<K> {
  kind: "month";
}

/** A state or province, by its postal code. */
export interface RegionDisclosureField<K extends DisclosureKey = DisclosureKey> extends FieldBase<K> {
  kind: "region";
}

/** The seller's own words. */
export interface TextDisclosureField<K extends DisclosureKey = DisclosureKey> extends FieldBase<K> {
  kind: "text";
  maxLength: number;
}

export type DisclosureField =
  | ChoiceDisclosureField
  | MonthDisclosureField
  | RegionDisclosureField
  | TextDisclosureField;

const yesNo = ["yes", "no"] as const;
const condition = <K extends DisclosureKey, N extends string>(key: K, name: N) =>
  ({ key, name, kind: "choice", values: conditionStates }) as const;

/** The paperwork fields, in the form's order. */
export const paperworkFields = [
  { key: "titleStatus", name: "title_status", kind: "choice", values: titleStatuses },
  { key: "titleRegion", name: "title_region", kind: "region" },
  { key: "retitled", name: "retitled", kind: "choice", values: retitledAnswers },
  { key: "lien", name: "lien", kind: "choice", values: lienStates },
  { key: "sellerIsTitledOwner", name: "titled_owner", kind: "yesNo", values: yesNo },
] as const satisfies readonly DisclosureField[];

/** The most the known issues may hold. */
export const maxKnownIssuesLength = 2_000;

/** The condition fields, in the form's order. */
export const conditionFields = [
  { key: "roofResealedOn", name: "roof_resealed", kind: "month" },
  condition("waterDamage", "water_damage"),
  condition("softFloor", "soft_floor"),
  condition("rust", "rust"),
  condition("accidentHistory", "accident_history"),
  condition("mechanicalIssues", "mechanical_issues"),
  { key: "appliancesTestedOn", name: "appliances_tested", kind: "month" },
  { key: "lastServiceOn", name: "last_service", kind: "month" },
  { key: "isSmokeFree", name: "smoke_free", kind: "yesNo", values: yesNo },
  { key: "hasHadPets", name: "pets", kind: "yesNo", values: yesNo },
  { key: "knownIssues", name: "known_issues", kind: "text", maxLength: maxKnownIssuesLength },
] as const satisfies readonly DisclosureField[];

export const disclosureFields: readonly DisclosureField[] = [...paperworkFields, ...conditionFields];

export type DisclosureFieldName = (typeof paperworkFields)[number]["name"] | (typeof conditionFields)[number]["name"];

export const disclosureFieldNames = disclosureFields.map((field) => field.name) as DisclosureFieldName[];

/** The disclosure's form values by form name ("" when not stated). */
export type DisclosureFormValues = Record<DisclosureFieldName, string>;

/** A field's label in the page's language: "Title status". */
export const disclosureLabelId = (field: Pick<DisclosureField, "key">): MessageId =>
  `disclosure.label.${field.key}` as MessageId;

/** A choice's answer in the page's language: "Past, repaired", "Yes, paid off at sale". */
export function disclosureOptionId(field: Pick<DisclosureField, "key">, value: string): MessageId {
  if ((conditionStates as readonly string[]).includes(value) && field.key !== "titleStatus") {
    return `disclosure.condition.${value}` as MessageId;
  }
  return `disclosure.option.${field.key}.${value}` as MessageId;
}

/** The message for a value the field does not take. */
export function disclosureMessageId(field: DisclosureField): MessageId {
  if (field.kind === "month") return "disclosure.error.month";
  if (field.kind === "text") return "disclosure.error.knownIssuesLength";
  if (field.kind === "region") return "disclosure.error.region";
  return "disclosure.error.choice";
}

/** "2024-05-01" (stored) → "2024-05" (the month field's value). */
export const monthFieldValue = (stored: string) => stored.slice(0, 7);

/**
 * What a seller typed in a month field as the stored first day: "2024-05" (what a month control sends), "2024/5",
 * "05/2024"; null when it is no month, before 1950 or after `today`'s month.
 */
export function readTypedMonth(typed: string, today = new Date()): string | null {
  const text = typed.trim();
  const yearFirst = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
  const monthFirst = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  const [year, month] = yearFirst
    ? [Number(yearFirst[1]), Number(yearFirst[2])]
    : monthFirst
      ? [Number(monthFirst[2]), Number(monthFirst[1])]
      : [Number.NaN, Number.NaN];
  if (!(month >= 1 && month <= 12 && year >= 1950)) return null;
  const latest = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + month - 1 > latest) return null;
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

/** The stored disclosure as the form's values (strings by form name; empty when not stated). */
export function disclosureFormValues(disclosure: ListingDisclosure): DisclosureFormValues {
  const entries = disclosureFields.map((field) => {
    const value = disclosure[field.key];
    if (value === null) return [field.name, ""];
    if (typeof value === "boolean") return [field.name, value ? "yes" : "no"];
    return [field.name, field.kind === "month" ? monthFieldValue(value) : value];
  });
  return Object.fromEntries(entries) as DisclosureFormValues;
}

/** A submission's disclosure as typed, to show the form again or keep a draft. */
export function typedDisclosure(raw: Record<string, unknown>): DisclosureFormValues {
  const typed = (field: DisclosureField) => {
    const value = raw[field.name];
    // The known issues are kept whole (the post's size is capped), so that what is too long is shown and refused.
    if (typeof value !== "string") return "";
    return field.kind === "text" ? value : value.slice(0, 40);
  };
  return Object.fromEntries(disclosureFields.map((field) => [field.name, typed(field)])) as DisclosureFormValues;
}

/** Nothing disclosed: a listing made before disclosure existed, or whose seller filled none in. */
export const noDisclosure = Object.fromEntries(
  disclosureFields.map((field) => [field.key, null]),
) as unknown as ListingDisclosure;

/** A condition that was or is there: worth a buyer's attention on the page. */
export const isDisclosedDamage = (state: ConditionState | null) => state === "present" || state === "past_repaired";
