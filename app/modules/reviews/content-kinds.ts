// What /report-content/{kind}/{id} reports besides listings (docs/product/people-and-trust.md, "Reports of reviews
// and questions"). Browser-safe.
import { z } from "#app/lib/zod.ts";

export const contentKinds = ["review", "question"] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentKindSchema = z.enum(contentKinds);
