// The seller's 'Sale pending' page (docs/product/making-the-deal.md, Sale pending): what its buttons post, parsed by
// the server and named by the form. Its message is an id of the offers catalogs (ADR 056).
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** 'Extend by 7 days' (once) or 'Reopen now'. */
export const salePendingIntents = ["extend", "reopen"] as const;
export type SalePendingIntent = (typeof salePendingIntents)[number];

export const salePendingFormSchema = z.object({
  intent: z.enum(salePendingIntents, { error: "offers.pending.unknownIntent" satisfies MessageId }),
});
