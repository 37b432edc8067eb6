// The refusals of /account/webhooks (docs/product/open-platform.md, Webhooks), as AppErrors with message ids.
import { AppError } from "#app/lib/app-error.ts";

export const webhookFailures = {
  /** 'This webhook no longer exists.': someone else's endpoint is answered like one that is not there. */
  notFound: () => new AppError("not-found", "webhooks.error.notFound"),
  deliveryNotFound: () => new AppError("not-found", "webhooks.error.deliveryNotFound"),
  limitReached: () => new AppError("conflict", "webhooks.error.limitReached"),
  /** A test or a retry for an endpoint that is turned off. */
  disabled: () => new AppError("conflict", "webhooks.error.disabled"),
  /** 'Retry now' on a delivery that is not failed. */
  notFailed: () => new AppError("conflict", "webhooks.error.notFailed"),
};
