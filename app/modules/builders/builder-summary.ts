// What builder cards and pages show; browser-safe and without zod (no owner, payment or moderation state). The
// cards' schema, which the browser checks fetched pages with, is in builder-page.schema.ts.
import type { z } from "zod";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { builderCardSchema, builderPageSchema } from "./builder-page.schema.ts";

/** A card on /builders: the photos feed the card's lightbox, the first one is the card's image. */
export type BuilderCard = z.infer<typeof builderCardSchema>;

export type BuilderPage = z.infer<typeof builderPageSchema>;

/** Profiles per request on /builders (docs/product/builders.md, Builders directory); a shorter page is the last. */
export const builderPageSize = 9;

/**
 * The business name, or 'Unnamed Builder' in the page's language (`t`, the page's or the request's translator).
 * Without `t` (the social images, which stay in English) the English words.
 */
export function builderDisplayName(businessName: string, t?: Translator["t"]): string {
  return businessName.trim() || (t ? t("builders.unnamed") : "Unnamed Builder");
}
