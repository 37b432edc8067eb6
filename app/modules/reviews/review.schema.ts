// The forms of /sale/{id} and /reviews/{id}/reply (docs/product/people-and-trust.md, "Sales and reviews"), shared by
// the pages and their actions. Messages are ids of this area's catalogs (ADR 056). Browser-safe.

import type { SaleParty } from "#app/db/people-schema.ts";
import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { reviewBodyMaxLength, reviewBodyMinLength, reviewReplyMaxLength, textLength } from "./review-rules.ts";

const ratingRequired = "reviews.review.ratingRequired" satisfies MessageId;

/** 1 to 5 stars, as a radio group posts it. */
const rating = z.preprocess(
  (value) => (typeof value === "string" && /^[1-5]$/.test(value) ? Number(value) : undefined),
  z.number({ error: ratingRequired }).int().min(1).max(5),
);

/** A review's text: stored as written, without the spaces around it. */
const reviewBody = z
  .string({ error: "reviews.review.bodyTooShort" satisfies MessageId })
  .trim()
  .refine((text) => textLength(text) >= reviewBodyMinLength, {
    error: "reviews.review.bodyTooShort" satisfies MessageId,
  })
  .refine((text) => textLength(text) <= reviewBodyMaxLength, {
    error: "reviews.review.bodyTooLong" satisfies MessageId,
  })
  .refine(isStorableText, { error: "reviews.review.bodyUnsupported" satisfies MessageId });

/**
 * What a party writes: the buyer rates the accuracy of the listing too; a seller's form has no such field (the use
 * case asks it of the buyer and ignores it from the seller).
 */
export const reviewFormSchema = z.object({
  accuracy: rating.optional(),
  communication: rating,
  handover: rating,
  body: reviewBody,
});
export type ReviewInput = z.output<typeof reviewFormSchema>;

/** The forms of /sale/{id} for one party: the buyer's 'I bought this' and 'This wasn't me', and each one's review. */
export function saleActionSchemaFor(role: SaleParty) {
  const review = role === "buyer" ? reviewFormSchema.extend({ accuracy: rating }) : reviewFormSchema;
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("confirm") }),
      z.object({ intent: z.literal("decline") }),
      review.extend({ intent: z.literal("review") }),
    ],
    { error: "reviews.sale.chooseAction" satisfies MessageId },
  );
}

const replyRequired = "reviews.reply.required" satisfies MessageId;

/** The reviewed person's one reply. */
export const reviewReplySchema = z.object({
  body: z
    .string({ error: replyRequired })
    .trim()
    .min(1, { error: replyRequired })
    .refine((text) => textLength(text) <= reviewReplyMaxLength, {
      error: "reviews.reply.tooLong" satisfies MessageId,
    })
    .refine(isStorableText, { error: "reviews.reply.unsupported" satisfies MessageId }),
});
