import type { Request } from "express";

/**
 * The first of `offered` (best first: Brotli before gzip, which browsers list first with the same weight) that the
 * request accepts. A request without Accept-Encoding gets none: HTTP would allow any coding, but such a client (a
 * script, a load generator) expects the plain bytes, as the compression middleware gives it.
 */
export function acceptedEncoding<Encoding extends string>(
  req: Request,
  offered: readonly Encoding[],
): Encoding | undefined {
  if (req.headers["accept-encoding"] === undefined) return undefined;
  return offered.find((encoding) => req.acceptsEncodings(encoding) === encoding);
}
