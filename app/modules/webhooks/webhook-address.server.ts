// Whether an address may be registered as a webhook endpoint (docs/product/open-platform.md, Webhooks): the checks
// that can be made without a lookup, so a bad address is refused as it is typed. A name is only checked when a
// delivery resolves it: the outbound guard (fetchOutbound, ADR 078) refuses it then, and the delivery says why.
import { isIP } from "node:net";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { isAllowedHost } from "#app/modules/platform/outbound-fetch.server.ts";
import { isRefusedAddress } from "#app/modules/platform/refused-addresses.ts";

/**
 * Why `address` cannot be an endpoint, or null: `https:` only, no user name or password in it, and not an address
 * literal the guard refuses (`127.0.0.1`, `10.0.0.1`, `169.254.169.254`, `[::1]`…). A `host:port` in `allowedHosts`
 * (OUTBOUND_ALLOWED_HOSTS: a developer's local receiver) may be `http:` and private.
 */
export function webhookAddressProblem(address: string, allowedHosts: readonly string[]): MessageId | null {
  if (!URL.canParse(address)) return "webhooks.error.urlInvalid";
  const url = new URL(address);
  if (url.username || url.password) return "webhooks.error.urlCredentials";
  const isAllowed = isAllowedHost(url, allowedHosts);
  const isAllowedScheme = url.protocol === "https:" || (isAllowed && url.protocol === "http:");
  if (!isAllowedScheme) return "webhooks.error.httpsRequired";
  const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!isAllowed && isIP(literal) && isRefusedAddress(literal)) return "webhooks.error.refusedAddress";
  return null;
}
