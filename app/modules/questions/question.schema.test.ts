// The question and answer fields (docs/product/people-and-trust.md, "Public questions"): trimmed, then kept as they
// are; too short, too long or unstorable refused with the field's words.
import { describe, expect, it } from "vitest";
import { inEnglish } from "#app/test/translator.tsx";
import { answerQuestionSchema, askQuestionSchema } from "./question.schema.ts";

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  inEnglish(result.error?.issues[0]?.message);

describe("a question", () => {
  it("is trimmed, and otherwise kept exactly (line breaks, any script)", () => {
    expect(askQuestionSchema.parse({ question: "  Est-ce que le chauffage\nfonctionne l’hiver ?  " })).toEqual({
      question: "Est-ce que le chauffage\nfonctionne l’hiver ?",
    });
  });

  it("is 10 to 1000 characters, and required", () => {
    expect(problem(askQuestionSchema.safeParse({ question: "   " }))).toBe("Please write your question.");
    expect(problem(askQuestionSchema.safeParse({}))).toBe("Please write your question.");
    expect(problem(askQuestionSchema.safeParse({ question: "Price?" }))).toBe("Please write at least 10 characters.");
    expect(askQuestionSchema.safeParse({ question: "x".repeat(1000) }).success).toBe(true);
    expect(problem(askQuestionSchema.safeParse({ question: "x".repeat(1001) }))).toBe(
      "Please use at most 1000 characters for your question.",
    );
    expect(problem(askQuestionSchema.safeParse({ question: "Is it \u0000 sold yet?" }))).toBe(
      "Please remove the unsupported characters from your question.",
    );
  });
});

describe("an answer", () => {
  it("is required and at most 2000 characters", () => {
    expect(problem(answerQuestionSchema.safeParse({ answer: "" }))).toBe("Please write your answer.");
    expect(answerQuestionSchema.parse({ answer: " Yes. " })).toEqual({ answer: "Yes." });
    expect(problem(answerQuestionSchema.safeParse({ answer: "x".repeat(2001) }))).toBe(
      "Please use at most 2000 characters for your answer.",
    );
  });
});
