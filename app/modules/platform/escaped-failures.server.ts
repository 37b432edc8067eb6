// The safety net of the one way out. A route translates the failures it expects through
// `failureReply`; an AppError or a lost database connection that escapes a loader or action instead
// still answers with its own status (a 503 with Retry-After for the database, never a bare 500):
// React Router reports it to `handleError`, which notes it here, and the root middleware below
// gives the response that status. Expected refusals (a 405 for a POST to a page without an action,
// a 404) are not logged as errors.
import { isRouteErrorResponse, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isAppError } from "#app/lib/app-error.ts";
import { getRequestInfo } from "#app/lib/context.server.ts";
import { toAppError } from "./reply.server.ts";

/** Called by `handleError`: whether the error is an expected failure, noted for the response. */
export function noteEscapedFailure(error: unknown, context: Readonly<RouterContextProvider> | undefined): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500;
  let failure: ReturnType<typeof toAppError>;
  try {
    failure = toAppError(error);
  } catch {
    return false;
  }
  if (context) getRequestInfo(context).escapedFailure = failure;
  return isAppError(failure) && failure.status < 500;
}

/** Gives a response rendered for an escaped failure the failure's status and Retry-After. */
export const escapedFailureMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const failure = getRequestInfo(context).escapedFailure;
  if (!failure || response.status !== 500) return response;
  const headers = new Headers(response.headers);
  if (failure.retryAfterSeconds !== undefined) headers.set("Retry-After", String(failure.retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: failure.status, statusText: "", headers });
};
