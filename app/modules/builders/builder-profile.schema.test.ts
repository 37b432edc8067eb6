import { describe, expect, it } from "vitest";
import {
  builderFormValues,
  normalizeInstagram,
  normalizeWebsite,
  parseBuilderProfile,
} from "./builder-profile.schema.ts";

describe("the builder form's fields", () => {
  it("refuses a NUL character (which PostgreSQL cannot store) in the description with a message", () => {
    const form = new FormData();
    form.set("businessName", "Trailhead Vans");
    form.set("description", "We build vans.\u0000");
    form.set("location", "Portland, OR");
    const parsed = parseBuilderProfile(builderFormValues(form));
    expect(parsed).toEqual({
      success: false,
      message: "Please remove the unsupported characters from Description.",
      fieldErrors: { description: "Please remove the unsupported characters from Description." },
    });
  });

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
    const form = new FormData();
    form.set("businessName", "  ");
    form.set("description", "Vans");
    const parsed = parseBuilderProfile(builderFormValues(form));
    expect(parsed).toEqual({
      success: false,
      message: "Please fill in all required fields.",
      fieldErrors: { businessName: "This field is required.", location: "This field is required." },
    });
  });

  it("takes photos in order, ignores empty video inputs, and counts videos", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ businessName: "A", description: "B", location: "Bend, OR" })) {
      form.set(name, value);
    }
    form.append("photos", "/media/a");
    form.append("photos", "/media/b");
    form.append("videoUrl", "");
    expect(parseBuilderProfile(builderFormValues(form))).toMatchObject({
      success: true,
      data: { photos: ["/media/a", "/media/b"], videoUrl: null, websiteUrl: "", instagram: "", email: "" },
    });
    form.append("videoUrl", "/media/v1/video");
    form.append("videoUrl", "/media/v2/video");
    expect(parseBuilderProfile(builderFormValues(form))).toMatchObject({
      success: false,
      message: "You can only upload one video.",
    });
  });
});
