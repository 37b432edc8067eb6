// The camper details' form fields (docs/product/camper-details.md, Fields and ranges).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { camperDetailsFormShape } from "./camper-details.schema.ts";
import {
  camperDetailFields,
  camperDetailsFormValues,
  camperDetailsFromForm,
  camperDetailText,
  noCamperDetails,
  typedCamperDetails,
} from "./camper-details.ts";

const schema = z.object(camperDetailsFormShape);
const fieldErrorsOf = (raw: Record<string, unknown>) => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? {} : issuesOf(parsed.error).fieldErrors;
};
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
    expect(camperDetailText(field("length_ft"), 21)).toBe("21 ft");
    expect(camperDetailText(field("solar_watts"), 1_200)).toBe("1,200 W");
    expect(camperDetailText(field("drivetrain"), "awd")).toBe("AWD");
    expect(camperDetailText(field("fridge"), true)).toBe("Yes");
    expect(camperDetailText(field("sleeps"), null)).toBeNull();
  });
});
