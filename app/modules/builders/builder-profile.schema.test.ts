import { describe, expect, it } from "vitest";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { english } from "#app/test/translator.tsx";
import { builderFormSchema, normalizeInstagram, normalizeWebsite } from "./builder-profile.schema.ts";

const required = { businessName: "Trailhead Vans", description: "We build vans.", location: "Portland, OR" };

/** The form's problems in English (the schema's messages are message ids). */
function problems(posted: Record<string, unknown>) {
  const parsed = builderFormSchema.safeParse(posted);
  if (parsed.success) throw new Error("expected the form to be refused");
  const { formErrors, fieldErrors } = issuesOf(parsed.error);
  return {
    formErrors: formErrors.map((error) => english(error)),
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, english(error)])),
  };
}

describe("the builder form's fields", () => {
  it("makes a website an absolute http(s) URL and refuses other schemes", () => {
    expect(normalizeWebsite("trailhead.example")).toBe("https://trailhead.example/");
    expect(normalizeWebsite("http://trailhead.example/shop")).toBe("http://trailhead.example/shop");
    expect(normalizeWebsite("")).toBe("");
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("localhost")).toBeNull();
    expect(normalizeWebsite("https://user:pw@trailhead.example")).toBeNull();
  });

  it("reads an Instagram handle from @handle, handle or a profile link", () => {
    for (const typed of ["@trail.head_vans", "trail.head_vans", "https://www.instagram.com/trail.head_vans/?hl=en"]) {
      expect(normalizeInstagram(typed)).toBe("trail.head_vans");
    }
    expect(normalizeInstagram("not a handle")).toBeNull();
    expect(normalizeInstagram("")).toBe("");
  });

  it("answers missing required fields with one message and marks each field", () => {
    expect(problems({ businessName: "  ", description: "Vans" })).toEqual({
      formErrors: ["Please fill in all required fields."],
      fieldErrors: { businessName: "This field is required.", location: "This field is required." },
    });
  });

  it("reads fields left out as empty, and refuses a field of the wrong type with its message", () => {
    expect(builderFormSchema.parse(required)).toMatchObject({
      ...required,
      websiteUrl: "",
      instagram: "",
      email: "",
      photos: [],
      videoUrl: null,
    });
    expect(problems({ ...required, description: 5 }).fieldErrors).toEqual({
      description: expect.stringMatching(/expected string/),
    });
  });

  it("takes photos in order, ignores empty video inputs, and counts videos", () => {
    expect(builderFormSchema.parse({ ...required, photos: ["/media/a", "/media/b"], videoUrl: [""] })).toMatchObject({
      photos: ["/media/a", "/media/b"],
      videoUrl: null,
      websiteUrl: "",
      instagram: "",
      email: "",
    });
    expect(problems({ ...required, videoUrl: ["/media/v1/video", "/media/v2/video"] })).toEqual({
      formErrors: [],
      fieldErrors: { videoUrl: "You can only upload one video." },
    });
  });

  it("says a text is too long or not one line in the field's own words", () => {
    expect(problems({ ...required, businessName: "x".repeat(121) }).fieldErrors).toEqual({
      businessName: "Business Name must be at most 120 characters.",
    });
    expect(problems({ ...required, location: "Bend,\nOR" }).fieldErrors).toEqual({
      location: "Location must be one line.",
    });
  });
});
