import { describe, expect, it } from "vitest";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { english, inEnglish } from "#app/test/translator.tsx";
import { contactMessageSchema, contactSellerInput } from "./contact-message.schema.ts";

const valid = { firstName: "Bea", email: "bea@example.com", message: "Still for sale?" };

function errorsOf(input: unknown) {
  const parsed = contactMessageSchema.safeParse(input);
  return parsed.success ? {} : inEnglish(issuesOf(parsed.error).fieldErrors);
}

describe("contactMessageSchema", () => {
  it("takes the contact form's JSON, trims it, and fills the optional fields with empty text", () => {
    expect(contactMessageSchema.parse({ ...valid, firstName: "  Bea ", lastName: null })).toEqual({
      ...valid,
      lastName: "",
      phone: "",
    });
    expect(contactMessageSchema.parse({ ...valid, lastName: "Buyer", phone: "+1 (503) 555-0199 x12" })).toMatchObject({
      lastName: "Buyer",
      phone: "+1 (503) 555-0199 x12",
    });
  });

  it("refuses a NUL character in the message, which the database cannot store, with a message", () => {
    expect(errorsOf({ ...valid, message: "Still\u0000 for sale?" })).toEqual({
      message: "Please remove the unsupported characters from your message.",
    });
  });

  it("requires first name, a valid e-mail and a message, each with its own message", () => {
    expect(errorsOf({})).toEqual({
      firstName: "Please enter your first name.",
      email: "Please enter your email address.",
      message: "Please enter a message.",
    });
    expect(errorsOf({ ...valid, firstName: "   ", email: "not-an-email", message: " \n " })).toEqual({
      firstName: "Please enter your first name.",
      email: "Please enter a valid email address.",
      message: "Please enter a message.",
    });
  });

  it("refuses over-long fields, line breaks in names and letters in phone numbers", () => {
    expect(Object.keys(errorsOf({ ...valid, message: "x".repeat(5001) }))).toEqual(["message"]);
    expect(Object.keys(errorsOf({ ...valid, firstName: "Bea\r\nBcc: x@example.com" }))).toEqual(["firstName"]);
    expect(Object.keys(errorsOf({ ...valid, phone: "call me maybe" }))).toEqual(["phone"]);
    expect(Object.keys(errorsOf({ ...valid, email: 42 }))).toEqual(["email"]);
  });

  it("reads the panel's post by who is asking: a signed-in buyer's message alone, a visitor's contact form", () => {
    expect(contactSellerInput("buyer-1").schema.parse({ ...valid, message: " Hi " })).toEqual({
      kind: "account",
      buyerId: "buyer-1",
      message: "Hi",
    });
    expect(contactSellerInput(null).schema.parse(valid)).toEqual({
      kind: "visitor",
      message: { ...valid, lastName: "", phone: "" },
    });
    expect(english(contactSellerInput(null).invalidMessage ?? "")).toBe("Please check the highlighted fields.");
  });
});
