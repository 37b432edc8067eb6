// /robots.txt (docs/product/found-and-shared.md, "/robots.txt"): what crawlers leave alone. Rules match from the
// start of the path, so "/sign-in" also covers "/sign-in-camper" and "/saved-searches" its unsubscribe link; a
// `*` matches any run of characters (the report page of any listing). Public pages (/listing/{id},
// /builder/{id}, /campers/…, /blog…) must match none: app/routes/sitemaps/sitemaps.test.ts checks them.

/** The private and utility paths, grouped as the product doc names them. */
export const disallowedPaths: readonly string[] = [
  // accounts
  "/sign-in",
  "/sign-up",
  "/custom-sign-up",
  "/forgot-password",
  "/reset-password",
  "/sign-out",
  "/account",
  // the seller's and builder's pages, their forms and actions
  "/dashboard",
  "/my-listings",
  "/my-builder-profile",
  "/submit-listing",
  "/create-listing",
  "/edit-listing/",
  "/delete-listing/",
  "/renew-listing/",
  "/mark-as-sold/",
  "/submit-builder",
  "/builder/*/delete",
  // the buyer's own pages and the links of e-mails
  "/favorites",
  "/saved-searches",
  "/inbox",
  "/newsletter/",
  "/price-drop-alerts/",
  // reporting a listing, a review or a question, and the contact panel's page
  "/listing/*/report",
  "/report-content/",
  "/listing/*/contact",
  // a sale's page (its reviews before they are public) and the reply to a review
  "/sale/",
  "/reviews/",
  "/admin",
  // checkouts and their outcome pages
  "/camper-checkout",
  "/builder-checkout",
  "/checkout/",
  "/success",
  "/cancel",
  "/builder-success",
  "/builder-cancel",
  "/thank-you",
  "/api/",
  "/dev/",
];

/**
 * The file's text: every crawler, the disallowed paths and their French twins under /fr (docs/product/languages.md),
 * then the sitemap by absolute URL. Machine paths (`/api/`, `/dev/`) have no twin, but a `/fr` copy costs nothing.
 */
export function robotsTxt(baseUrl: string): string {
  const rules = [...disallowedPaths, ...disallowedPaths.map((path) => `/fr${path}`)]
    .map((path) => `Disallow: ${path}`)
    .join("\n");
  return `User-agent: *\n${rules}\n\nSitemap: ${baseUrl.replace(/\/$/, "")}/sitemap.xml\n`;
}
