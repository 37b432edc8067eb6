// The browser's side of carried actions: a random token in an HttpOnly cookie for an hour; the database keeps
// only its SHA-256 hash.
import { createHash, randomBytes } from "node:crypto";

export const carriedCookieName = "carried_actions";
export const carriedMaxAgeSeconds = 60 * 60;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newCarriedToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOfCarriedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The request's carried-actions token, when it carries one that could be ours. */
export function carriedTokenOf(cookieHeader: string | null | undefined): string | null {
  const pair = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${carriedCookieName}=`));
  const value = pair?.slice(carriedCookieName.length + 1) ?? "";
  return tokenPattern.test(value) ? value : null;
}

function attributes(baseUrl: string, maxAge: number): string {
  const secure = new URL(baseUrl).protocol === "https:" ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function carriedCookie(token: string, baseUrl: string): string {
  return `${carriedCookieName}=${token}; ${attributes(baseUrl, carriedMaxAgeSeconds)}`;
}

export function clearedCarriedCookie(baseUrl: string): string {
  return `${carriedCookieName}=; ${attributes(baseUrl, 0)}`;
}
