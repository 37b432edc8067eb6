import { z } from "zod";
import { currencies } from "./currencies.ts";

/** The footer's currency switch: the currency, and the page to come back to (checked by safeRedirectTarget). */
export const chooseCurrencySchema = z.object({
  currency: z.enum(currencies),
  redirectTo: z.string().max(2048).optional(),
});
