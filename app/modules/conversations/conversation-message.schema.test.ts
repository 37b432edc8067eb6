import { describe, expect, it } from "vitest";
import { startConversationSchema, threadActionSchema } from "./conversation-message.schema.ts";

// docs/product/conversations.md: one message field, ≤ 5000 characters, never cut.
const listingId = "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21";

describe("conversation message schemas", () => {
  it("keeps the body as typed apart from the surrounding spaces, up to 5000 characters", () => {
    const body = "Line one\n\n  line two";
    expect(startConversationSchema.parse({ listingId, message: `  ${body}\n` })).toEqual({ listingId, message: body });
    expect(startConversationSchema.parse({ listingId, message: "x".repeat(5000), inPlace: "1" }).inPlace).toBe("1");
  });

  it("refuses an empty or over-long message, a NUL character and a bad listing id, each with its message", () => {
    const messageOf = (input: unknown) => startConversationSchema.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ listingId, message: "  " })).toBe("Please enter a message.");
    expect(messageOf({ listingId, message: "x".repeat(5001) })).toBe(
      "Please use at most 5000 characters for your message.",
    );
    expect(messageOf({ listingId, message: "a\u0000b" })).toBe(
      "Please remove the unsupported characters from your message.",
    );
    expect(messageOf({ listingId: "42", message: "Hi" })).toBe("This listing is not available.");
  });

  it("takes a thread's three forms and nothing else", () => {
    expect(threadActionSchema.parse({ intent: "reply", message: "Thanks" })).toEqual({
      intent: "reply",
      message: "Thanks",
    });
    expect(threadActionSchema.parse({ intent: "block" })).toEqual({ intent: "block" });
    expect(threadActionSchema.safeParse({ intent: "delete" }).error?.issues[0]?.message).toBe(
      "Please choose what to do.",
    );
  });
});
