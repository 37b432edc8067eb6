const signInPaths = ["/sign-in-camper", "/sign-in", "/custom-sign-up", "/sign-up"];

/**
 * A redirect target from the query string, kept only when it is a path on this site (never another
 * host: "//evil.example", "https://…" and backslash tricks fall back), and never a sign-in page (no loops).
 */
export function safeRedirectTarget(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(target, "http://roamstead.invalid");
  } catch {
    return fallback;
  }
  if (url.host !== "roamstead.invalid") return fallback;
  if (signInPaths.includes(url.pathname.replace(/\/$/, "") || "/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const tierNames: Record<string, string> = { graze: "Graze", roam: "Roam", stampede: "Stampede" };

/** 'Sign In to Continue with {Tier}' when the target carries a listing tier (docs/product/accounts.md). */
export function tierInRedirect(target: string): string | undefined {
  const tier = new URL(target, "http://roamstead.invalid").searchParams.get("tier")?.toLowerCase();
  return tier ? tierNames[tier] : undefined;
}
