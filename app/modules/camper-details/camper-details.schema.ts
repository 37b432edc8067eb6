// The "Camper details" fields of the listing form as zod parses them (docs/product/camper-details.md):
// built from camperDetailFields, so the ranges and messages are the form's own. Apart from
// camper-details.ts so that the pages that only show details do not load zod's parsers for them.
import { z } from "#app/lib/zod.ts";
import {
  type CamperDetailFieldName,
  type ChoiceDetailField,
  camperDetailFields,
  choiceDetailMessage,
  type NumberDetailField,
  numberDetailMessage,
} from "./camper-details.ts";

const typedText = (value: unknown) => (typeof value === "string" ? value.replace(/\p{Cc}/gu, " ").trim() : "");

function numberDetail(field: NumberDetailField) {
  return z.preprocess(
    typedText,
    z.string().transform((typed, context) => {
      if (typed === "") return null;
      const cleaned = typed.replace(/[,\s]/g, "");
      const value = /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
      if (value >= field.min && value <= field.max) return value;
      context.addIssue({ code: "custom", message: numberDetailMessage(field) });
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

/** The "Camper details" fields of the listing form, by form name; every one may be left empty. */
export const camperDetailsFormShape = Object.fromEntries(
  camperDetailFields.map((field) => [field.name, field.kind === "number" ? numberDetail(field) : choiceDetail(field)]),
) as unknown as Record<CamperDetailFieldName, z.ZodType<number | string | null, unknown>>;
