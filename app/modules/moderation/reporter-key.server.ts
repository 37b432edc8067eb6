import { createHmac } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";

/**
 * Who reports, as `listing_reports.reporter_key` stores it (docs/product/reports-and-moderation.md, Who is a
 * reporter): `user:{id}` for a signed-in visitor; otherwise `ip:` and a keyed hash of the client address (an IPv6
 * address by its /64), so
 * the address itself is never stored and nobody without the server's secret can tell it from the key.
 */
export function reporterKeyOf({
  userId,
  clientIp,
  secret,
}: {
  userId: string | null;
  clientIp: string;
  secret: string;
}): string {
  if (userId) return `user:${userId}`;
  // An IPv6 subscriber holds a whole /64: keyed by any one address, one person could report a listing again and again.
  const address = clientAddressKey(clientIp);
  const hash = createHmac("sha256", secret).update(`listing-reporter\u0000${address}`).digest("base64url");
  return `ip:${hash}`;
}

/** The reporter of a request: the signed-in user, or the client address Express put in its header. */
export async function currentReporter(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ key: string; userId: string | null }> {
  const user = await getCurrentUser(request, context);
  const userId = user?.id ?? null;
  // The secret that signs sessions: configured, or made once per data directory (auth-secret.server.ts).
  const { secret } = getServices(context).auth.options;
  if (!secret) throw new Error("The auth service has no secret");
  return { userId, key: reporterKeyOf({ userId, clientIp: request.headers.get(clientIpHeader) ?? "unknown", secret }) };
}
