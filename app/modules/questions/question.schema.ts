// The inputs of public questions (docs/product/people-and-trust.md, "Public questions"): each schema is the one
// the route reads its body or query with. Messages are ids (ADR 056); the limits' words name question-rules.ts.
import { idSchema } from "#app/lib/id-schema.ts";
import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { answerMaxLength, questionLengths } from "./question-rules.ts";

const questionRequired: MessageId = "questions.ask.required";
const answerRequired: MessageId = "questions.answer.required";

/** A buyer's question, POST /listing/{id}/questions: trimmed, then stored exactly as accepted (never cut). */
export const askQuestionSchema = z.object({
  question: z
    .string({ error: questionRequired })
    .trim()
    .min(1, { error: questionRequired })
    .min(questionLengths.min, { error: "questions.ask.tooShort" satisfies MessageId })
    .max(questionLengths.max, { error: "questions.ask.tooLong" satisfies MessageId })
    .refine(isStorableText, { error: "questions.ask.unsupported" satisfies MessageId }),
});

/** The seller's answer, POST /questions/{id}/answer. */
export const answerQuestionSchema = z.object({
  answer: z
    .string({ error: answerRequired })
    .trim()
    .min(1, { error: answerRequired })
    .max(answerMaxLength, { error: "questions.answer.tooLong" satisfies MessageId })
    .refine(isStorableText, { error: "questions.answer.unsupported" satisfies MessageId }),
});

/** 'Hide' or 'Show again', POST /questions/{id}/hide. */
export const questionVisibilitySchema = z.object({
  intent: z.enum(["hide", "show"], { error: "questions.hide.chooseAction" satisfies MessageId }),
});

/** A question's id as it appears in /questions/{id}/…; anything else is answered like an unknown one. */
export const questionIdSchema = idSchema("questions.error.notFound" satisfies MessageId);

/** The listing page's own link, `?questions=all`: every question (up to allQuestionsCount), not the newest few. */
export const listingQuestionsQuerySchema = z.object({
  questions: z.literal("all", { error: "questions.section.linkInvalid" satisfies MessageId }).optional(),
});
