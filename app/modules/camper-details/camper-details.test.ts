// The camper details' form fields (docs/product/camper-details.md, Fields and ranges).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { formatLocaleNumber } from "#app/modules/listings/locale-format.ts";
import { english } from "#app/test/translator.tsx";
import { camperDetailsFormShape, withDetailUnits } from "./camper-details.schema.ts";
import {
  type CamperDetailsFormValues,
  camperDetailFields,
  camperDetailLabel,
  camperDetailOptionLabel,
  camperDetailsFormValues,
  camperDetailsFromForm,
  camperDetailText,
  camperDetailUnitLabel,
  formValueInUnits,
  type NumberDetailField,
  noCamperDetails,
  typedCamperDetails,
} from "./camper-details.ts";
import { isConverted, toShownValue } from "./detail-units.ts";

const schema = z.object(camperDetailsFormShape);
/** Each field's message, in English (the schema answers with message ids). */
const fieldErrorsOf = (raw: Record<string, unknown>) => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(issuesOf(parsed.error).fieldErrors).map(([name, id]) => [name, english(String(id))]),
  );
};
/** The listing form's way: each number read in the units of the form's hidden `detail_units` field. */
const unitSchema = z.preprocess(withDetailUnits, schema);
/** Each field's message, in English, for a form typed in metric units. */
const metricErrorsOf = (raw: Record<string, unknown>) => {
  const parsed = unitSchema.safeParse({ ...raw, detail_units: "metric" });
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(issuesOf(parsed.error).fieldErrors).map(([name, id]) => [name, english(String(id))]),
  );
};
const englishPage = translatorFor("en-US");
const frenchPage = translatorFor("fr-CA");
const { t } = englishPage;
const french = frenchPage.t;
const field = (name: string) => {
  const found = camperDetailFields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("the camper details' fields", () => {
  it("reads every detail left empty (or not sent) as not stated", () => {
    const parsed = schema.parse({ sleeps: "", drivetrain: "  ", fridge: "" });
    expect(camperDetailsFromForm(parsed)).toEqual(noCamperDetails);
  });

  it("answers each number outside its range with the field's message", () => {
    const messages = {
      sleeps: "Sleeps must be a whole number from 1 to 12.",
      seatbelts: "Seatbelts must be a whole number from 1 to 12.",
      length_ft: "Length must be a whole number from 10 to 45.",
      interior_height_in: "Interior height must be a whole number from 40 to 90.",
      solar_watts: "Solar must be a whole number from 0 to 5,000.",
      battery_ah: "House battery must be a whole number from 0 to 2,000.",
      inverter_watts: "Inverter must be a whole number from 0 to 10,000.",
      fresh_water_gal: "Fresh water must be a whole number from 0 to 300.",
      grey_water_gal: "Grey water must be a whole number from 0 to 300.",
    };
    for (const [name, message] of Object.entries(messages)) {
      const { min, max } = field(name) as { min: number; max: number };
      expect(fieldErrorsOf({ [name]: String(max + 1) })).toEqual({ [name]: message });
      expect(fieldErrorsOf({ [name]: String(min - 1) })).toEqual({ [name]: message });
      expect(fieldErrorsOf({ [name]: "2.5" })).toEqual({ [name]: message });
      expect(fieldErrorsOf({ [name]: "lots" })).toEqual({ [name]: message });
      expect(fieldErrorsOf({ [name]: String(min) })).toEqual({});
      expect(fieldErrorsOf({ [name]: String(max) })).toEqual({});
    }
    expect(schema.parse({ solar_watts: "1,200" }).solar_watts).toBe(1_200);
  });

  it("answers a choice it does not know with the choices", () => {
    expect(fieldErrorsOf({ drivetrain: "6x6" })).toEqual({ drivetrain: "Choose drivetrain: 2WD, 4x4 or AWD." });
    expect(fieldErrorsOf({ toilet: "bucket" })).toEqual({
      toilet: "Choose toilet: None, Cassette, Composting, Black tank or Portable.",
    });
    expect(fieldErrorsOf({ fridge: "maybe" })).toEqual({ fridge: "Choose fridge: Yes or No." });
  });

  it("stores yes and no as booleans, and shows them back as the form's choices", () => {
    const details = camperDetailsFromForm(schema.parse({ air_conditioning: "yes", fridge: "no", sleeps: "4" }));
    expect(details).toEqual({ ...noCamperDetails, hasAirConditioning: true, hasFridge: false, sleeps: 4 });
    expect(camperDetailsFormValues(details)).toMatchObject({ air_conditioning: "yes", fridge: "no", sleeps: "4" });
  });

  it("echoes what was typed, capped, and shows stated details with their units", () => {
    expect(typedCamperDetails({ sleeps: "99", toilet: "x".repeat(100) })).toMatchObject({
      sleeps: "99",
      toilet: "x".repeat(40),
      length_ft: "",
    });
    expect(camperDetailText(englishPage, field("length_ft"), 21)).toBe("21 ft");
    expect(camperDetailText(englishPage, field("interior_height_in"), 75)).toBe("75 in");
    expect(camperDetailText(englishPage, field("fresh_water_gal"), 40)).toBe("40 gal");
    expect(camperDetailText(englishPage, field("solar_watts"), 1_200)).toBe("1,200 W");
    expect(camperDetailText(englishPage, field("drivetrain"), "awd")).toBe("AWD");
    expect(camperDetailText(englishPage, field("fridge"), true)).toBe("Yes");
    expect(camperDetailText(englishPage, field("sleeps"), 4)).toBe("4 people");
    expect(camperDetailText(englishPage, field("sleeps"), null)).toBeNull();
  });

  it("shows them in French on French pages, length, height and water in metric", () => {
    expect(camperDetailText(frenchPage, field("length_ft"), 24)).toBe("7,3 m");
    expect(camperDetailText(frenchPage, field("length_ft"), 23)).toBe("7,0 m");
    expect(camperDetailText(frenchPage, field("interior_height_in"), 75)).toBe("191 cm");
    expect(camperDetailText(frenchPage, field("fresh_water_gal"), 40)).toBe("151 L");
    expect(camperDetailText(frenchPage, field("grey_water_gal"), 300)).toBe("1\u00a0136 L");
    expect(camperDetailText(frenchPage, field("solar_watts"), 1_200)).toBe("1\u00a0200 W");
    expect(camperDetailText(frenchPage, field("sleeps"), 1)).toBe("1 personne");
    expect(camperDetailText(frenchPage, field("toilet"), "composting")).toBe("À compost");
    expect(camperDetailText(frenchPage, field("fridge"), false)).toBe("Non");
    expect(camperDetailLabel(french, field("battery_ah"))).toBe("Batterie auxiliaire");
  });
});

describe("the details typed in metric units (a French page's form)", () => {
  it("stores metres, centimetres and litres in feet, inches and gallons, with a decimal comma or point", () => {
    const typed = { length_ft: "7,3", interior_height_in: "183", fresh_water_gal: "151", grey_water_gal: "75.5" };
    expect(unitSchema.parse({ ...typed, detail_units: "metric" })).toMatchObject({
      length_ft: 24,
      interior_height_in: 72,
      fresh_water_gal: 40,
      grey_water_gal: 20,
    });
    expect(
      unitSchema.parse({ length_ft: "7.3", sleeps: "4", solar_watts: "1 200", detail_units: "metric" }),
    ).toMatchObject({ length_ft: 24, sleeps: 4, solar_watts: 1_200 });
  });

  it("reads the stored units without the hidden field, or with any other value", () => {
    expect(unitSchema.parse({ length_ft: "24" })).toMatchObject({ length_ft: 24 });
    expect(unitSchema.parse({ length_ft: "24", detail_units: "us" })).toMatchObject({ length_ft: 24 });
    expect(unitSchema.safeParse({ length_ft: "7,3", detail_units: "furlongs" }).success).toBe(false);
  });

  it("checks the stored range and answers in the unit typed", () => {
    expect(metricErrorsOf({ length_ft: "14" })).toEqual({
      length_ft: "Length must be a number from 3 to 13.7 meters.",
    });
    expect(metricErrorsOf({ length_ft: "2,5" })).toEqual({
      length_ft: "Length must be a number from 3 to 13.7 meters.",
    });
    expect(metricErrorsOf({ length_ft: "sept" })).toEqual({
      length_ft: "Length must be a number from 3 to 13.7 meters.",
    });
    expect(metricErrorsOf({ length_ft: "3", interior_height_in: "229", fresh_water_gal: "1 136" })).toEqual({});
    expect(metricErrorsOf({ interior_height_in: "250" })).toEqual({
      interior_height_in: "Interior height must be a number from 102 to 229 centimeters.",
    });
    expect(metricErrorsOf({ grey_water_gal: "1200" })).toEqual({
      grey_water_gal: "Grey water must be a number from 0 to 1,136 liters.",
    });
    // People and watts have one unit in every language: whole numbers, as ever.
    expect(metricErrorsOf({ sleeps: "2,5" })).toEqual({ sleeps: "Sleeps must be a whole number from 1 to 12." });
  });

  it("shows a stored value in the page's units, and a value typed in the other language's back in its own", () => {
    const stored = camperDetailsFormValues({ ...noCamperDetails, lengthFeet: 24, interiorHeightInches: 72, sleeps: 4 });
    const length = field("length_ft") as NumberDetailField;
    const height = field("interior_height_in") as NumberDetailField;
    expect(formValueInUnits(stored, length, "metric", "fr-CA")).toBe("7,3");
    expect(formValueInUnits(stored, height, "metric", "fr-CA")).toBe("183");
    expect(formValueInUnits(stored, field("sleeps") as NumberDetailField, "metric", "fr-CA")).toBe("4");
    expect(formValueInUnits(stored, length, "us", "en-US")).toBe("24");
    const frenchDraft = { ...typedCamperDetails({ length_ft: "7,3", detail_units: "metric" }) };
    expect(formValueInUnits(frenchDraft, length, "us", "en-US")).toBe("24");
    expect(formValueInUnits(frenchDraft, length, "metric", "fr-CA")).toBe("7,3");
    const mistyped: CamperDetailsFormValues = { ...frenchDraft, length_ft: "sept mètres" };
    expect(formValueInUnits(mistyped, length, "us", "en-US")).toBe("sept mètres");
  });
});

describe("the catalog's words for the fields", () => {
  it("name each unit in English as the field table does", () => {
    for (const detail of camperDetailFields) {
      if (detail.kind === "number") expect(camperDetailUnitLabel(t, detail, "us")).toBe(detail.unitLabel);
    }
  });

  it("write out each metric range as the conversions give it, in English and in French", () => {
    const number = (locale: string) => new Intl.NumberFormat(locale).format;
    for (const detail of camperDetailFields) {
      if (detail.kind !== "number" || !isConverted(detail, "metric")) continue;
      const min = toShownValue(detail, detail.min, "metric");
      const max = toShownValue(detail, detail.max, "metric");
      const [en, fr] = [number("en-US"), number("fr-CA")];
      expect(english(`camper-details.error.metric.${detail.key}`)).toBe(
        `${detail.label} must be a number from ${en(min)} to ${en(max)} ${camperDetailUnitLabel(t, detail, "metric")}.`,
      );
      const frenchUnit = camperDetailUnitLabel(french, detail, "metric");
      expect(french(`camper-details.error.metric.${detail.key}` as MessageId)).toBe(
        `${camperDetailLabel(french, detail)} : entrez un nombre de ${fr(min)} à ${fr(max)} ${frenchUnit}.`,
      );
    }
  });

  it("say in English what the field table says: labels, options and each range's message", () => {
    for (const detail of camperDetailFields) {
      expect(camperDetailLabel(t, detail)).toBe(detail.label);
      if (detail.kind === "number") {
        const { min, max } = detail;
        expect(english(`camper-details.error.${detail.key}`)).toBe(
          `${detail.label} must be a whole number from ${formatLocaleNumber(min, "en-US")} to ${formatLocaleNumber(max, "en-US")}.`,
        );
      } else {
        const labels = detail.options.map((option) => option.label);
        for (const option of detail.options)
          expect(camperDetailOptionLabel(t, detail, option.value)).toBe(option.label);
        expect(english(`camper-details.error.${detail.key}`)).toBe(
          `Choose ${detail.label.toLowerCase()}: ${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}.`,
        );
      }
    }
  });
});
