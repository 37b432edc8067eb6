import { describe, expect, it } from "vitest";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { noCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { noDisclosure } from "#app/modules/disclosure/disclosure-fields.ts";
import { english } from "#app/test/translator.tsx";
import { tierOf } from "./create-listing.server.ts";
import { listingFormSchema, listingTextSchema } from "./listing.schema.ts";
import {
  listingFormValues,
  listingMessages,
  parseMileage,
  parsePriceCents,
  parseYear,
  priceFieldValue,
  tierMediaErrors,
} from "./listing-form-rules.ts";
import { englishRejection, inEnglish } from "./testing/in-english.ts";

const image = (n: number) => `/media/00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const video = (n: number) => `${image(n)}/video`;

/** What the route's reader makes of a submission: the parsed listing, or one message per field (in English). */
function parseListingForm(raw: Record<string, unknown>) {
  const parsed = listingFormSchema.safeParse(raw);
  return parsed.success
    ? { success: true as const, data: parsed.data }
    : { success: false as const, errors: inEnglish(issuesOf(parsed.error).fieldErrors) };
}

const filled = {
  vehicle_type: "van",
  make: "Mercedes-Benz",
  model: "Sprinter 144",
  year: "2019",
  title: "",
  price: "65,000",
  mileage: "48,000",
  location: "Portland, OR",
  description: "Solar and a heater.",
  images: [image(1), image(2)],
  video: [video(3)],
};

describe("the listing form (docs/product/selling.md, Listing form)", () => {
  it("parses a filled form: price as a decimal in cents, mileage and year as integers", () => {
    const parsed = parseListingForm({ ...filled, price: "$65,000.5", sleeps: "4", drivetrain: "4x4", fridge: "yes" });
    expect(parsed).toEqual({
      success: true,
      data: {
        vehicleType: "van",
        vin: null,
        make: "Mercedes-Benz",
        model: "Sprinter 144",
        year: 2019,
        title: "",
        priceCents: 6_500_050,
        currency: null,
        mileage: 48_000,
        mileageUnit: "mi",
        location: "Portland, OR",
        description: "Solar and a heater.",
        images: [image(1), image(2)],
        videos: [video(3)],
        details: { ...noCamperDetails, sleeps: 4, drivetrain: "4x4", hasFridge: true },
        disclosure: noDisclosure,
        acceptsOffers: true,
        offerFloorCents: null,
      },
    });
  });

  it("asks for each of vehicle_type, make, model, price, location and description by its label as the form shows it, after trimming", () => {
    const blank = {
      ...filled,
      vehicle_type: " ",
      make: "  ",
      model: "\t",
      price: " ",
      location: "",
      description: " \n ",
    };
    const parsed = parseListingForm(blank);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors).toEqual({
      vehicle_type: "Please fill in the Vehicle type field.",
      make: "Please fill in the Make field.",
      model: "Please fill in the Model field.",
      price: "Please fill in the Price field.",
      location: "Please fill in the Location field.",
      description: "Please fill in the Description field.",
    });
    // Missing fields (an API caller, a tampered form) are blank fields.
    const missing = parseListingForm({});
    expect(missing.success ? {} : missing.errors).toMatchObject({
      vehicle_type: english(listingMessages.required("vehicle_type")),
      price: english(listingMessages.required("price")),
      year: "Please fill in the Year field.",
    });
    // Mileage is not required: empty is null (docs/product/selling.md, Listing form).
    expect(missing.success ? {} : missing.errors).not.toHaveProperty("mileage");
  });

  it("takes an empty mileage as unknown (null), and refuses one that is not a whole number of miles", () => {
    for (const mileage of ["", "  ", undefined]) {
      const parsed = parseListingForm({ ...filled, mileage });
      expect(parsed.success && parsed.data.mileage).toBeNull();
    }
    const refused = (mileage: string) => {
      const parsed = parseListingForm({ ...filled, mileage });
      return parsed.success ? null : parsed.errors.mileage;
    };
    expect(refused("-5")).toBe("The mileage cannot be negative.");
    expect(refused("-1,000")).toBe("The mileage cannot be negative.");
    expect(refused("10,000,001")).toBe("Please enter a mileage of at most 10,000,000 miles.");
    for (const mileage of ["many", "12.5", "48k", "1e5"]) {
      expect(refused(mileage)).toBe("Please enter the mileage as a whole number of miles, or leave it empty.");
    }
    expect(refused("0")).toBeNull();
  });

  it("refuses an unknown vehicle type, a price, mileage or year that is not a number in range", () => {
    const parsed = parseListingForm({
      ...filled,
      vehicle_type: "boat",
      price: "about 40k",
      mileage: "12.5",
      year: "1850",
    });
    expect(parsed.success ? {} : parsed.errors).toEqual({
      vehicle_type: "Choose a vehicle type: van, skoolie, RV or overlander.",
      price: "Please enter the price in dollars, for example 45000 or 45,000.50.",
      mileage: "Please enter the mileage as a whole number of miles, or leave it empty.",
      year: `Please enter a year from 1900 to ${new Date().getUTCFullYear() + 1}.`,
    });
    expect(parsePriceCents("45000")).toBe(4_500_000);
    expect(parsePriceCents("45,000.50")).toBe(4_500_050);
    expect(parsePriceCents("0.99")).toBe(99);
    // The French way: spaces between thousands, a comma before the cents.
    expect(parsePriceCents("45 000,50 $")).toBe(4_500_050);
    expect(parsePriceCents("45\u00a0000")).toBe(4_500_000);
    expect(parsePriceCents("45,000")).toBe(4_500_000);
    for (const price of ["-5", "1.234", "1e5", "abc", "", "20000000.01", "99999999999999999999"]) {
      expect(parsePriceCents(price)).toBeNull();
    }
    expect(parseMileage("0")).toBe(0);
    expect(parseMileage("120,500")).toBe(120_500);
    for (const miles of ["-1", "1.5", "many", "10000001"]) expect(parseMileage(miles)).toBeNull();
    expect(parseYear("1900")).toBe(1900);
    expect(parseYear(String(new Date().getUTCFullYear() + 1))).not.toBeNull();
    for (const year of ["1899", String(new Date().getUTCFullYear() + 2), "19", "2019.0", "twenty"]) {
      expect(parseYear(year)).toBeNull();
    }
  });

  it("applies the tier's limits: photos up to 10, 30 or 50; one video, none on graze", () => {
    const photos = (count: number) => Array.from({ length: count }, (_, index) => image(index + 1));
    for (const tier of [listingTiers.graze, listingTiers.roam, listingTiers.stampede]) {
      expect(tierMediaErrors({ images: photos(tier.maxImages), videos: [] }, tier)).toEqual({});
      expect(
        inEnglish(tierMediaErrors({ images: photos(tier.maxImages + 1), videos: [] }, tier), tier.maxImages),
      ).toEqual({
        images: `Upload up to ${tier.maxImages} images`,
      });
    }
    expect(inEnglish(tierMediaErrors({ images: [], videos: [video(3)] }, listingTiers.graze))).toEqual({
      video: "Video not allowed for Graze tier",
    });
    expect(tierMediaErrors({ images: [], videos: [video(3)] }, listingTiers.roam)).toEqual({});
    // More than one video is refused by the form itself, whatever the tier.
    const twoVideos = parseListingForm({ ...filled, video: [video(3), video(4)] });
    expect(twoVideos.success ? {} : twoVideos.errors).toEqual({ video: "You can only upload one video." });
    // A single image or video posted as a plain string is a list of one.
    const single = parseListingForm({ ...filled, images: image(9), video: video(8) });
    expect(single.success && single.data.images).toEqual([image(9)]);
  });

  it("caps the title and long texts", () => {
    const parsed = parseListingForm({
      ...filled,
      title: "t".repeat(121),
      make: "m".repeat(81),
      description: "d".repeat(10_001),
    });
    expect(parsed.success ? {} : parsed.errors).toEqual({
      title: "The title must be 120 characters or fewer.",
      make: "The make must be 80 characters or fewer.",
      description: "The description must be 10,000 characters or fewer.",
    });
  });

  it("keeps line breaks in the description and drops other control characters", () => {
    const parsed = parseListingForm({ ...filled, description: "Line one\r\nLine\u0000 two", make: "Ford\u0007" });
    expect(parsed.success && parsed.data.description).toBe("Line one\nLine two");
    expect(parsed.success && parsed.data.make).toBe("Ford");
  });

  it("echoes the form as typed, and shows a stored price as the field holds it", () => {
    const typed = listingFormValues({ ...filled, price: "65,000", video: [], sleeps: "99", toilet: "bucket" });
    expect(typed.details).toMatchObject({ sleeps: "99", toilet: "bucket", length_ft: "" });
    expect({ ...typed, details: undefined, disclosure: undefined }).toEqual({
      vehicle_type: "van",
      vin: "",
      make: "Mercedes-Benz",
      model: "Sprinter 144",
      year: "2019",
      title: "",
      price: "65,000",
      currency: "",
      mileage: "48,000",
      mileage_unit: "",
      location: "Portland, OR",
      description: "Solar and a heater.",
      images: [image(1), image(2)],
      video: null,
      accepts_offers: "",
      offer_floor: "",
      details: undefined,
    });
    expect(priceFieldValue(6_500_000)).toBe("65000");
    expect(priceFieldValue(6_500_050)).toBe("65000.50");
  });

  it("knows the tier only from a known tier id: 'Tier information is missing.' otherwise", async () => {
    expect(tierOf("roam")).toBe(listingTiers.roam);
    for (const tier of [null, undefined, "", "roamstead", "gold"]) {
      expect(await englishRejection(Promise.resolve().then(() => tierOf(tier)))).toMatchObject({
        code: "invalid",
        message: "Tier information is missing.",
      });
    }
  });
});

describe("the quick edit (title and description)", () => {
  it("requires both", () => {
    expect(listingTextSchema.parse({ title: " New title ", description: "Better words" })).toEqual({
      title: "New title",
      description: "Better words",
    });
    const blank = listingTextSchema.safeParse({ title: " ", description: "" });
    expect(blank.success ? {} : inEnglish(issuesOf(blank.error).fieldErrors)).toEqual({
      title: "Please fill in the Title field.",
      description: "Please fill in the Description field.",
    });
  });
});

describe("the texts of docs/product/selling.md", () => {
  it("are word for word", () => {
    const { required, imageLimit, invalidYear, tooLong, ...plain } = listingMessages;
    expect(inEnglish(plain)).toMatchObject({
      signedOut: "You must be signed in.",
      tierMissing: "Tier information is missing.",
      missingSessionOrEdit: "Missing Stripe session ID or edit ID.",
      paymentNotVerified: "Could not verify your payment. Redirecting...",
      sessionUsed: "This session has already been used.",
      submitFailed: "There was a problem submitting your listing.",
      noPermission: "You do not have permission to edit this listing.",
      notAuthorized: "You are not authorized to edit this listing.",
      confirmDelete: "Are you sure you want to delete this listing?",
      submitted: "Your listing was successfully submitted!",
    });
  });
});
