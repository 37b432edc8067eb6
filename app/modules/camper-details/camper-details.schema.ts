// The "Camper details" fields of the listing form as zod parses them (docs/product/camper-details.md):
// built from camperDetailFields, so the ranges and messages are the form's own. Apart from
// camper-details.ts so that the pages that only show details do not load zod's parsers for them.
import { z } from "#app/lib/zod.ts";
import {
  type CamperDetailFieldName,
  type ChoiceDetailField,
  camperDetailFields,
  choiceDetailMessage,
  detailUnitsFieldName,
  type NumberDetailField,
  numberDetailMessage,
} from "./camper-details.ts";
import { readTypedNumber, readUnitSystem, toStoredValue, type UnitSystem } from "./detail-units.ts";

const typedText = (value: unknown) => (typeof value === "string" ? value.replace(/\p{Cc}/gu, " ").trim() : "");

/** A number field's value with the units the form says it was typed in (`withDetailUnits` pairs them). */
interface TypedNumber {
  typed: unknown;
  system: UnitSystem;
}

const numberFields = camperDetailFields.filter(
  (field): field is typeof field & NumberDetailField => field.kind === "number",
);

/**
 * The form's values with each number field paired with the units of the form's hidden `detail_units` field, for
 * the schema's object to parse: each field then converts what was typed to the stored unit on its own, and answers
 * in the typed unit, whatever the other fields hold. A post without the field is in the stored units.
 */
export function withDetailUnits(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const values = raw as Record<string, unknown>;
  const system = readUnitSystem(values[detailUnitsFieldName]);
  const paired = numberFields.map((field): [string, TypedNumber] => [
    field.name,
    { typed: values[field.name], system },
  ]);
  return { ...values, ...Object.fromEntries(paired) };
}

const isTypedNumber = (value: unknown): value is TypedNumber =>
  typeof value === "object" && value !== null && "system" in value;

/** Converted to the stored unit, then checked against the stored range (the listings table's). */
function numberDetail(field: NumberDetailField) {
  return z.preprocess(
    (value): TypedNumber => (isTypedNumber(value) ? value : { typed: value, system: "us" }),
    z.custom<TypedNumber>().transform(({ typed, system }, context) => {
      const text = typedText(typed);
      if (text === "") return null;
      const number = readTypedNumber(field, text, system);
      const stored = Number.isNaN(number) ? Number.NaN : toStoredValue(field, number, system);
      if (stored >= field.min && stored <= field.max) return stored;
      context.addIssue({ code: "custom", message: numberDetailMessage(field, system) });
      return z.NEVER;
    }),
  );
}

function choiceDetail(field: ChoiceDetailField) {
  const values = field.options.map((option) => option.value);
  return z.preprocess(
    typedText,
    z.string().transform((typed, context) => {
      if (typed === "") return null;
      if (values.includes(typed)) return typed;
      context.addIssue({ code: "custom", message: choiceDetailMessage(field) });
      return z.NEVER;
    }),
  );
}

/**
 * The "Camper details" fields of the listing form, by form name; every one may be left empty. The object they are
 * spread into is parsed after `withDetailUnits`, or reads every number in the stored units.
 */
export const camperDetailsFormShape = Object.fromEntries(
  camperDetailFields.map((field) => [field.name, field.kind === "number" ? numberDetail(field) : choiceDetail(field)]),
) as unknown as Record<CamperDetailFieldName, z.ZodType<number | string | null, unknown>>;
