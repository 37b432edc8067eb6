import { describe, expect, it } from "vitest";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { listingFormSchema } from "./listing.schema.ts";
import { listingFormValues } from "./listing-form-rules.ts";
import { inEnglish } from "./testing/in-english.ts";

const filled = {
  vehicle_type: "van",
  make: "Mercedes-Benz",
  model: "Sprinter 2500",
  year: "2014",
  title: "",
  price: "65,000",
  mileage: "48,000",
  location: "Portland, OR",
  description: "Solar and a heater.",
  images: [],
};

function vinOf(typed: string) {
  const parsed = listingFormSchema.safeParse({ ...filled, vin: typed });
  return parsed.success ? { vin: parsed.data.vin } : { error: inEnglish(issuesOf(parsed.error).fieldErrors).vin };
}

describe("the listing form's VIN (docs/product/vin-and-paperwork.md)", () => {
  it("is optional: left empty, the listing has none", () => {
    expect(vinOf("")).toEqual({ vin: null });
    expect(listingFormSchema.parse(filled).vin).toBeNull();
  });

  it("is kept the standard way: no spaces or dashes, capitals", () => {
    expect(vinOf(" wd3pe8cc4e5-812345 ")).toEqual({ vin: "WD3PE8CC4E5812345" });
  });

  it("names what is wrong with a VIN that is not well formed", () => {
    expect(vinOf("WD3PE8CC5E5812345")).toEqual({ error: "The VIN's check digit does not match: please check it." });
    expect(vinOf("WD3PE8CC4E581234")).toEqual({ error: "A VIN has 17 letters and digits: please check it." });
    expect(vinOf("WD3PE8CO4E5812345")).toEqual({
      error: "A VIN never contains the letters I, O or Q (they would be read as 1 and 0): please check it.",
    });
    expect(vinOf("WD3PE8CC4E58123.5")).toEqual({ error: "A VIN has only letters and digits: please check it." });
  });

  it("comes back as typed in a refused form", () => {
    expect(listingFormValues({ ...filled, vin: "wd3pe8cc5e5812345" }).vin).toBe("wd3pe8cc5e5812345");
  });
});
