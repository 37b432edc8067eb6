// The one policy for outside services (docs/decisions/038-one-query-reader-one-service-policy.md): an
// adapter for a service we do not run (the geocoder today; the next one the same way) answers "no such
// thing" as a value (null) and fails with `serviceUnavailable`, one AppError `bad-gateway` (502) naming
// the service. Nothing between the adapter and the route translates it again: a form shows it on its
// field and keeps what was typed, a JSON endpoint answers 502, and a page that would rather show a
// notice than fail (search, map) reads it through `serviceNotice`.
import { AppError, isAppError, type OutsideService } from "./app-error.ts";

/** The failure of an outside service: it could not be asked, or gave no usable answer. */
export function serviceUnavailable(service: OutsideService, message: string, options: { cause?: unknown } = {}) {
  return new AppError("bad-gateway", message, { service, cause: options.cause });
}

/** Whether `error` is the failure of that outside service (not "not found", not a fault of ours). */
export function isServiceUnavailable(error: unknown, service: OutsideService): error is AppError {
  return isAppError(error, "bad-gateway") && error.service === service;
}

/** For a page that shows a notice instead of failing: the service failure's message; anything else is thrown on. */
export function serviceNotice(error: unknown, service: OutsideService): string {
  if (isServiceUnavailable(error, service)) return error.message;
  throw error;
}
