// `?token=` of a link in a mail (newsletter confirmation, every unsubscribe link, a password reset), read
// through readQuery. A token is a credential checked by its use case, so an address without one it can
// read is the same as an unknown token: the page says the link is not valid (never a 5xx).
import { z } from "#app/lib/zod.ts";
import { readQuery } from "./read-input.server.ts";

/** Longer than any token we write (a UUID, better-auth's 24 to 32 characters). */
const maxTokenLength = 200;

const linkTokenQuerySchema = z.object({ token: z.string().max(maxTokenLength).optional() });

/** The link's token, or "" when the address carries none that could be one. */
export function linkToken(request: Request): string {
  const query = readQuery(request, linkTokenQuerySchema);
  return query.ok ? (query.data.token ?? "") : "";
}
