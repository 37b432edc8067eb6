// Which answers a shared cache (a CDN, a proxy, the browser's back-forward cache on a shared machine)
// may keep: decided here, once, for every route of app/routes.ts (ADR 020). Anything that holds
// personal data is `Cache-Control: private, no-store`:
//   - every answer to a request with a signed-in session (its header, at least, names the user);
//   - every answer of a private route below, signed in or not (checkout, payment returns, account and
//     token pages, the owner's and the administrators' pages, JSON about the asker);
//   - every answer that sets a cookie (a sign-in, a sign-out, a verification link).
// Public routes for a visitor keep whatever the route says (the RSS feed's `public, max-age=300`); a public answer
// that says nothing is `Cache-Control: no-cache` with `Vary: Accept-Language, Cookie` (publicPageCaching).
// /media, /assets and the infinite-scroll JSON are Express handlers outside React Router, unaffected.
import type { MiddlewareFunction } from "react-router";
import { sessionStateOf } from "#app/modules/accounts/current-user.server.ts";

export const privateCacheControl = "private, no-store";

/**
 * A visitor's public answer whose route names no caching of its own. A page is made per request: its CSP nonce,
 * 'listed 2 hours ago', a listing sold a moment ago. So a shared cache (a CDN that keeps what is not marked) may
 * store it but must ask again before each use, and keys it by what also chooses the page: the language offer
 * (`Accept-Language`) and any cookie (a language chosen, a dismissed offer). `no-cache`, not `no-store`: the
 * browser's back-forward cache still keeps the page.
 */
export const publicPageCaching = { "Cache-Control": "no-cache", Vary: "Accept-Language, Cookie" } as const;

export type RoutePrivacy = "private" | "public";

/**
 * Every path of app/routes.ts (as written there; the index route is ""), classified. A test enumerates
 * app/routes.ts and fails for a path missing here, so a new route has to be classified to exist.
 */
export const routePrivacy: Readonly<Record<string, RoutePrivacy>> = {
  "": "public",
  listings: "public",
  // A search's Atom feed (docs/product/open-platform.md, Atom feeds).
  "listings/feed.atom": "public",
  // The inventory import's template: the same file for everyone (docs/product/open-platform.md, Inventory import).
  "my-listings/import/template.csv": "public",
  // The public API's guide and reference (docs/product/open-platform.md, Public API).
  developers: "public",
  "campers/:type": "public",
  "campers/:type/:region": "public",
  "campers/make/:make": "public",
  featured: "public",
  about: "public",
  "off-grid-rating": "public",
  "buying-safely": "public",
  "checking-paperwork": "public",
  // The handover checklist of a state or province (docs/product/making-the-deal.md).
  handover: "public",
  "deal-rating": "public",
  sold: "public",
  "api/price-suggestion": "public",
  "api/vin-decode": "public",
  "sell-your-camper": "public",
  sell: "public",
  "builder-pricing": "public",
  "listing/:id": "public",
  "listings/:id": "public",
  blog: "public",
  "blog/rss.xml": "public",
  "map/basemap.svg": "public",
  "social/:kind/:file": "public",
  "blog/:slug": "public",
  builders: "public",
  "api/builders": "public",
  "robots.txt": "public",
  "sitemap.xml": "public",
  "sitemaps/:file": "public",
  "builder/:id": "public",
  "seller/:id": "public",
  // A public listing's PDF; the download says itself when it is private (a listing its owner alone sees).
  "documents/:id": "public",
  "thank-you": "public",
  "api/places": "public",
  healthz: "public",
  cancel: "public",
  "builder-cancel": "public",
  "*": "public",

  // Checkout and payment returns: the payer's order, session ids.
  "camper-checkout": "private",
  "builder-checkout": "private",
  success: "private",
  "builder-success": "private",
  "checkout/local/:sessionId": "private",
  "create-listing": "private",
  "api/stripe/webhook": "private",
  // Accounts: forms that echo the e-mail address, token links, better-auth's JSON about the session.
  "sign-in-camper": "private",
  "sign-in": "private",
  "custom-sign-up": "private",
  "sign-up": "private",
  "forgot-password": "private",
  "reset-password": "private",
  "sign-out": "private",
  "language-offer": "private",
  currency: "private",
  "api/auth/*": "private",
  // The owner's pages.
  dashboard: "private",
  // Account settings, the account's data and its deletion (docs/product/people-and-trust.md).
  account: "private",
  "account/export": "private",
  // The account's API keys, and a new key shown once (docs/product/open-platform.md, API keys).
  "account/api-keys": "private",
  // The account's webhooks: their signing secrets and delivery logs (docs/product/open-platform.md, Webhooks).
  "account/webhooks": "private",
  "account/delete": "private",
  "submit-listing": "private",
  "edit-listing/:id": "private",
  "my-listings": "private",
  "my-listings/:id/live": "private",
  // A seller's inventory imports (docs/product/open-platform.md, Inventory import).
  "my-listings/import": "private",
  "my-listings/import/:importId": "private",
  "delete-listing/:id": "private",
  "renew-listing/:id": "private",
  "mark-as-sold/:id": "private",
  "sale-pending/:id": "private",
  // A sale and its reviews before they are public, the reviewed person's reply form (docs/product/people-and-trust.md).
  "sale/:id": "private",
  // An accepted offer's bill of sale: the parties' names and price (docs/product/making-the-deal.md).
  "offers/:id/bill-of-sale": "private",
  "offers/:id/bill-of-sale.pdf": "private",
  "reviews/:id/reply": "private",
  "listing-documents/:id": "private",
  "submit-builder": "private",
  "submit-builder-form": "private",
  "my-builder-profile": "private",
  "builder/:id/delete": "private",
  "api/uploads": "private",
  "api/uploads/:id": "private",
  // What a visitor sends about themselves, and the newsletter's token links.
  "listing/:id/contact": "private",
  "listing/:id/offer": "private",
  // A question's refusal echoes what the asker typed; the seller's pages to answer and hide questions.
  "listing/:id/questions": "private",
  "questions/:id/answer": "private",
  "questions/:id/hide": "private",
  // A report names its reporter's standing (signed in or by address); docs/product/reports-and-moderation.md.
  "listing/:id/report": "private",
  "report-content/:kind/:id": "private",
  "api/newsletter": "private",
  "newsletter/unsubscribe": "private",
  "newsletter/confirm": "private",
  // A buyer's favorites and the price-drop mails' token link.
  favorites: "private",
  "price-drop-alerts/unsubscribe": "private",
  // A buyer's saved searches and their alert mails' token link.
  "saved-searches": "private",
  "saved-searches/unsubscribe": "private",
  // A saved search's Atom feed: its address is the buyer's secret.
  "feeds/:file": "private",
  // Conversations between a buyer and a seller.
  inbox: "private",
  "inbox/:id": "private",
  // An offer in a conversation, for its two parties (docs/product/making-the-deal.md).
  "offers/:id": "private",
  // Administrators, and the mailbox (reset links).
  admin: "private",
  "admin/newsletter": "private",
  "admin/newsletter.csv": "private",
  "admin/reports": "private",
  "admin/integrity": "private",
  "admin/content-reports": "private",
  "admin/blog/:slug?": "private",
  "admin/new-blog-post": "private",
  "dev/mailbox": "private",
};

/** The app/routes.ts path of React Router's matched pattern ("/dashboard" → "dashboard", "/" → ""). */
export function routePathOf(pattern: string): string {
  return pattern.replace(/^\/+/, "");
}

/** Whether the route is private; a path not in the table counts as private (fails closed). */
export function isPrivateRoute(pattern: string): boolean {
  return routePrivacy[routePathOf(pattern)] !== "public";
}

/** The response with `changes` made to its headers (a copy when they are immutable: Response.redirect). */
function withHeaders(response: Response, changes: (headers: Headers) => void): Response {
  try {
    changes(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    changes(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** `private, no-store`, whatever the response said before. */
const privateCaching = (headers: Headers) => headers.set("Cache-Control", privateCacheControl);

/** publicPageCaching, where the route said nothing of its own; a Vary it set is kept and added to. */
function defaultPublicCaching(headers: Headers): void {
  if (headers.has("Cache-Control")) return;
  headers.set("Cache-Control", publicPageCaching["Cache-Control"]);
  headers.append("Vary", publicPageCaching.Vary);
}

/**
 * Root middleware (app/root.tsx), outermost, so it has the last word on every page, data request and
 * resource route answer; it reads what `sessionMiddleware` found once the rest has run.
 */
export const privatePagesMiddleware: MiddlewareFunction<Response> = async ({ context, pattern }, next) => {
  const response = await next();
  // "unknown": the session lookup never finished (its failure is the answer): kept private too.
  const isPrivate =
    sessionStateOf(context) !== "signed-out" || isPrivateRoute(pattern) || response.headers.has("Set-Cookie");
  return withHeaders(response, isPrivate ? privateCaching : defaultPublicCaching);
};
