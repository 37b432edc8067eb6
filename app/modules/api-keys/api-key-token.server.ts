// An API key's secret: 256 random bits after a prefix that says what it is (secret scanners and people recognise
// `rsk_`), kept only as its SHA-256 (docs/product/open-platform.md, API keys).
import { createHash, randomBytes } from "node:crypto";

const keyPrefix = "rsk_";

/** How many characters of a key its owner sees again, to tell their keys apart. */
const shownPrefixLength = keyPrefix.length + 6;

export interface NewApiKeyToken {
  /** The key, shown once. */
  token: string;
  tokenPrefix: string;
  tokenHash: string;
}

export function newApiKeyToken(): NewApiKeyToken {
  const token = `${keyPrefix}${randomBytes(32).toString("base64url")}`;
  return { token, tokenPrefix: token.slice(0, shownPrefixLength), tokenHash: hashApiKeyToken(token) };
}

export function hashApiKeyToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A bearer token that can be a key at all (checked before any lookup). */
export function looksLikeApiKeyToken(token: string): boolean {
  return /^rsk_[A-Za-z0-9_-]{43}$/.test(token);
}
