// The better-auth endpoints Roamstead uses, in one table (docs/product/accounts.md, "better-auth
// endpoints"). `/api/auth/*` answers every other method and path with 404 before better-auth sees it:
// session listing and revocation, profile, e-mail and password changes, account deletion, social
// sign-in, the admin plugin's endpoints and whatever a future version adds are not part of the product.
// (/account changes the e-mail and the password through `auth.api` on the server, after its own checks of the
// current password: never over HTTP.)

/** Where better-auth's handler is mounted (app/routes.ts). */
export const authBasePath = "/api/auth";

export interface UsedAuthEndpoint {
  method: "GET" | "POST";
  /** The path after {@link authBasePath}; `:token` stands for one path segment. */
  path: string;
  /** Who calls it. */
  usedBy: string;
}

export const usedAuthEndpoints: readonly UsedAuthEndpoint[] = [
  { method: "POST", path: "/sign-in/email", usedBy: "the sign-in form" },
  { method: "POST", path: "/sign-up/email", usedBy: "the sign-up form" },
  { method: "POST", path: "/sign-out", usedBy: "the header's Sign Out button" },
  { method: "POST", path: "/request-password-reset", usedBy: "the forgot-password form" },
  { method: "POST", path: "/reset-password", usedBy: "the reset-password form" },
  { method: "POST", path: "/send-verification-email", usedBy: "the sign-in form's 'Resend confirmation e-mail'" },
  { method: "GET", path: "/verify-email", usedBy: "the link in the confirmation mail" },
  { method: "GET", path: "/reset-password/:token", usedBy: "the link in the reset mail" },
  { method: "GET", path: "/get-session", usedBy: "API clients asking who is signed in" },
];

const matchers = usedAuthEndpoints.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:[a-z]+/g, "[^/]+")}$`),
}));

/**
 * The endpoint a request to `/api/auth/*` reaches, or null when the product does not use it. The path
 * is compared as sent (no decoding, exact case, no trailing slash), so no spelling of an unused
 * endpoint gets through; HEAD counts as GET.
 */
export function usedAuthEndpointOf(method: string, pathname: string): UsedAuthEndpoint | null {
  if (!pathname.startsWith(`${authBasePath}/`)) return null;
  const path = pathname.slice(authBasePath.length);
  const asMethod = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return (
    matchers.find((matcher) => matcher.endpoint.method === asMethod && matcher.pattern.test(path))?.endpoint ?? null
  );
}
