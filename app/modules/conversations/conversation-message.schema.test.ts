import { describe, expect, it } from "vitest";
import { english } from "#app/test/translator.tsx";
import { startConversationSchema, threadActionSchema } from "./conversation-message.schema.ts";

// docs/product/conversations.md: one message field, ≤ 5000 characters, never cut.

describe("conversation message schemas", () => {
  it("keeps the body as typed apart from the surrounding spaces, up to 5000 characters", () => {
    const body = "Line one\n\n  line two";
    expect(startConversationSchema.parse({ message: `  ${body}\n` })).toEqual({ message: body });
    expect(startConversationSchema.parse({ message: "x".repeat(5000) }).message).toHaveLength(5000);
  });

  it("refuses an empty or over-long message and a NUL character, each with its message", () => {
    const messageOf = (input: unknown) =>
      english(startConversationSchema.safeParse(input).error?.issues[0]?.message ?? "");
    expect(messageOf({ message: "  " })).toBe("Please enter a message.");
    expect(messageOf({ message: "x".repeat(5001) })).toBe("Please use at most 5000 characters for your message.");
    expect(messageOf({ message: "a\u0000b" })).toBe("Please remove the unsupported characters from your message.");
  });

  it("takes a thread's three forms and nothing else", () => {
    expect(threadActionSchema.parse({ intent: "reply", message: "Thanks" })).toEqual({
      intent: "reply",
      message: "Thanks",
    });
    expect(threadActionSchema.parse({ intent: "block" })).toEqual({ intent: "block" });
    expect(english(threadActionSchema.safeParse({ intent: "delete" }).error?.issues[0]?.message ?? "")).toBe(
      "Please choose what to do.",
    );
  });
});
