// Requests this server makes to addresses its users give it (an import's photo URLs, a webhook's endpoint): the one
// way out, guarded so a user cannot make the server reach what only it can reach — its own loopback, the private
// network, a cloud's metadata service (169.254.169.254). Every hop of a redirect is checked again, and the connection is
// made to the very address that was checked (the lookup is the check), so a name that resolves to a public address
// once and to a private one the next time (DNS rebinding) gets nowhere. See docs/decisions/078-outbound-address-guard.md.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isRefusedAddress } from "./refused-addresses.ts";

export interface OutboundLimits {
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** The most the answer's body may hold; a longer one fails the request. */
  maxBytes: number;
  /** How many redirects a GET follows (a POST follows none: its 3xx is its answer). */
  maxRedirects: number;
  /** `https:` only for webhooks; photos may come over `http:` too. */
  allowedSchemes: readonly ("http:" | "https:")[];
}

export interface OutboundRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string | Buffer;
  limits: OutboundLimits;
  /**
   * `host:port` names reached although their address is refused, over either scheme (OUTBOUND_ALLOWED_HOSTS: a local
   * receiver while developing, and tests).
   */
  allowedHosts?: readonly string[];
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
}

/** Why an address was not even tried. */
export type OutboundRefusal = "invalid-url" | "scheme" | "credentials" | "address";

/** Why a request that was tried failed. */
export type OutboundFailure = "timeout" | "too-large" | "too-many-redirects" | "network";

/** The address (or a redirect's) is one this server does not reach; `url` is the refused one. */
export class OutboundRefused extends Error {
  readonly reason: OutboundRefusal;
  readonly url: string;
  constructor(reason: OutboundRefusal, url: string) {
    super(`outbound request refused (${reason}): ${url}`);
    this.name = "OutboundRefused";
    this.reason = reason;
    this.url = url;
  }
}

export class OutboundFailed extends Error {
  readonly reason: OutboundFailure;
  constructor(reason: OutboundFailure, message: string) {
    super(message);
    this.name = "OutboundFailed";
    this.reason = reason;
  }
}

/** Fetches `address` under the guard and the limits; throws OutboundRefused or OutboundFailed. */
export async function fetchOutbound(address: string, request: OutboundRequest): Promise<OutboundResponse> {
  const deadline = Date.now() + request.limits.timeoutMs;
  let url = checkedUrl(address, request);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, request, deadline);
    const location = response.headers.location;
    const isRedirect = response.status >= 300 && response.status < 400 && location !== undefined;
    if (!isRedirect || (request.method ?? "GET") !== "GET") return response;
    if (redirects >= request.limits.maxRedirects) {
      throw new OutboundFailed("too-many-redirects", `more than ${request.limits.maxRedirects} redirects`);
    }
    url = checkedUrl(new URL(location, url).href, request);
  }
}

function checkedUrl(address: string, request: OutboundRequest): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefused("invalid-url", address);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundRefused("scheme", address);
  if (url.username || url.password) throw new OutboundRefused("credentials", address);
  const isAllowed = isAllowedHost(url, request.allowedHosts);
  if (!isAllowed && !request.limits.allowedSchemes.includes(url.protocol)) {
    throw new OutboundRefused("scheme", address);
  }
  const literal = hostAddress(url);
  if (isIP(literal) && !isAllowed && isRefusedAddress(literal)) throw new OutboundRefused("address", address);
  return url;
}

/** The URL's host without IPv6's brackets. */
function hostAddress(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Whether `host:port` is named in the allowance (the port always: one local receiver, not the whole host). */
export function isAllowedHost(url: URL, allowedHosts: readonly string[] = []): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowedHosts.includes(`${url.hostname}:${port}`);
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** A resolver that refuses a name if any of its addresses is refused, and answers only with checked addresses. */
function guardedLookup(url: URL, isAllowedHost: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!isAllowedHost && addresses.some((entry) => isRefusedAddress(entry.address))) {
        return callback(new OutboundRefused("address", url.href), []);
      }
      const [first] = addresses;
      if (!first) return callback(new OutboundFailed("network", `${hostname} has no address`), []);
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(url: URL, request: OutboundRequest, deadline: number): Promise<OutboundResponse> {
  const remainingMs = deadline - Date.now();
  if (remainingMs <= 0) return Promise.reject(new OutboundFailed("timeout", "the request took too long"));
  const { maxBytes } = request.limits;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: request.method ?? "GET",
      headers: request.headers,
      lookup: guardedLookup(url, isAllowedHost(url, request.allowedHosts)) as never,
      // A fresh connection per request: a pooled socket was checked for another host.
      agent: false,
      signal: AbortSignal.timeout(remainingMs),
    });
    const fail = (error: unknown) => {
      outgoing.destroy();
      if (error instanceof OutboundRefused || error instanceof OutboundFailed) return reject(error);
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        return reject(new OutboundFailed("timeout", "the request took too long"));
      }
      reject(new OutboundFailed("network", error instanceof Error ? error.message : String(error)));
    };
    outgoing.on("error", fail);
    outgoing.on("response", (incoming) => {
      const declared = Number(incoming.headers["content-length"]);
      if (declared > maxBytes) return fail(new OutboundFailed("too-large", `the answer is over ${maxBytes} bytes`));
      const chunks: Buffer[] = [];
      let received = 0;
      incoming.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) return fail(new OutboundFailed("too-large", `the answer is over ${maxBytes} bytes`));
        chunks.push(chunk);
      });
      incoming.on("error", fail);
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          url: url.href,
        }),
      );
    });
    outgoing.end(request.body);
  });
}
