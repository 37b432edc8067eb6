// `/handover?region=XX` (docs/product/making-the-deal.md, "Bill of sale and handover"): the state or province whose
// checklist the page shows, by its postal code in either case; none, the visitor's own if known. Shared by the
// page's GET form and its loader.
import { z } from "#app/lib/zod.ts";
import { regions } from "#app/modules/geo/regions.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

const regionCodes = regions.map((region) => region.code) as [string, ...string[]];

export const handoverQuerySchema = z.object({
  region: z
    .preprocess(
      (value) => (typeof value === "string" ? value.toUpperCase() : value),
      z.enum(regionCodes, { error: "handover.checklist.unknownRegion" satisfies MessageId }),
    )
    .optional(),
});
