import { z } from "#app/lib/zod.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { safeRedirectTarget } from "./safe-redirect.ts";

// `redirectTo` is another name for it (docs/product/accounts.md): links to /my-listings and /submit-builder use it.
const redirectQuerySchema = z.object({ redirect: z.string().optional(), redirectTo: z.string().optional() });

/**
 * Where the account pages (sign-in, sign-up, forgot and reset password) send the visitor once they are in:
 * `?redirect=` (or `?redirectTo=`) when it is a safe path on this site, else `fallback`.
 */
export function redirectTargetOf(request: Request, fallback: string): string {
  const query = readQuery(request, redirectQuerySchema);
  return safeRedirectTarget(query.ok ? (query.data.redirect ?? query.data.redirectTo) : undefined, fallback);
}
