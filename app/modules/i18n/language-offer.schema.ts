import { z } from "zod";

/** 'No thanks' on the language offer: the page to come back to (checked by safeRedirectTarget). */
export const dismissLanguageOfferSchema = z.object({ redirectTo: z.string().max(2048).optional() });
