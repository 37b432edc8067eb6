import { z } from "zod";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import { type StartCheckoutOptions, type StartedCheckout, startCheckout } from "./start-checkout.server.ts";

/** The checkout buttons' forms (camper checkout, builder pricing) have no fields: what to buy is in the address. */
export const checkoutFormSchema = z.object({});

/**
 * Starts a checkout from a page's form. Its AppError keeps its code and says why in the page's words:
 * 'Something went wrong with checkout: {reason}'.
 */
export async function startPageCheckout(options: StartCheckoutOptions): Promise<StartedCheckout> {
  try {
    return await startCheckout(options);
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(error.code, `Something went wrong with checkout: ${error.message}`, {
      cause: error,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
}
