// The camper details' form fields (docs/product/camper-details.md, Fields and ranges).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { english } from "#app/test/translator.tsx";
import { camperDetailsFormShape } from "./camper-details.schema.ts";
import {
  camperDetailFields,
  camperDetailLabel,
  camperDetailOptionLabel,
  camperDetailsFormValues,
  camperDetailsFromForm,
  camperDetailText,
  noCamperDetails,
  typedCamperDetails,
} from "./camper-details.ts";

const schema = z.object(camperDetailsFormShape);
/** Each field's message, in English (the schema answers with message ids). */
const fieldErrorsOf = (raw: Record<string, unknown>) => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(issuesOf(parsed.error).fieldErrors).map(([name, id]) => [name, english(String(id))]),
  );
};
const { t } = translatorFor("en-US");
const french = translatorFor("fr-CA").t;
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
    expect(camperDetailText(t, field("length_ft"), 21)).toBe("21 ft");
    expect(camperDetailText(t, field("solar_watts"), 1_200)).toBe("1,200 W");
    expect(camperDetailText(t, field("drivetrain"), "awd")).toBe("AWD");
    expect(camperDetailText(t, field("fridge"), true)).toBe("Yes");
    expect(camperDetailText(t, field("sleeps"), 4)).toBe("4 people");
    expect(camperDetailText(t, field("sleeps"), null)).toBeNull();
  });

  it("shows them in French on French pages, units as they are", () => {
    expect(camperDetailText(french, field("solar_watts"), 1_200)).toBe("1\u00a0200 W");
    expect(camperDetailText(french, field("sleeps"), 1)).toBe("1 personne");
    expect(camperDetailText(french, field("toilet"), "composting")).toBe("À compost");
    expect(camperDetailText(french, field("fridge"), false)).toBe("Non");
    expect(camperDetailLabel(french, field("battery_ah"))).toBe("Batterie auxiliaire");
  });
});

describe("the catalog's words for the fields", () => {
  it("say in English what the field table says: labels, options and each range's message", () => {
    for (const detail of camperDetailFields) {
      expect(camperDetailLabel(t, detail)).toBe(detail.label);
      if (detail.kind === "number") {
        const { min, max } = detail;
        expect(english(`camper-details.error.${detail.key}`)).toBe(
          `${detail.label} must be a whole number from ${formatWholeNumber(min)} to ${formatWholeNumber(max)}.`,
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
