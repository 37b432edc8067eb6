// The query parameters each GET address reads (docs/decisions/038-one-query-reader-one-service-policy.md), for the
// query fuzz (queries.spec.ts). Every route of app/routes.ts and every Express endpoint has a row, checked by the
// spec against those files (and against the schemas a route file passes to readQuery), so a new route or a new
// parameter cannot be left out. Where a schema is browser-safe and exported, its names are read from it.
import { adminListingsQuerySchema } from "../../app/modules/admin/admin-listings.schema.ts";
import { newsletterSubscribersQuerySchema } from "../../app/modules/admin/newsletter-subscribers.schema.ts";
import { apiKeysQuerySchema } from "../../app/modules/api-keys/api-key.schema.ts";
import { priceSuggestionSchema } from "../../app/modules/deal-rating/price-suggestion.schema.ts";
import { listingsFeedQueryShape } from "../../app/modules/feeds/listings-feed-query.ts";
import { handoverQuerySchema } from "../../app/modules/handover/handover-query.schema.ts";
import { integrityQueueQuerySchema } from "../../app/modules/integrity/integrity-queue.schema.ts";
import { uploadQuerySchema } from "../../app/modules/media/upload-query.schema.ts";
import { reportQueueQuerySchema } from "../../app/modules/moderation/report-queue.schema.ts";
import { paymentCalculatorQuerySchema } from "../../app/modules/payments/payment-calculator.schema.ts";
import { sellerProfileQuerySchema } from "../../app/modules/profiles/seller-profile.schema.ts";
import { pageLimitShape } from "../../app/modules/public-api/page-limit.ts";
import { listingQuestionsQuerySchema } from "../../app/modules/questions/question.schema.ts";
import { contentReportQueueQuerySchema } from "../../app/modules/reviews/content-report-queue.schema.ts";
import { listingPageQuerySchema } from "../../app/modules/search/listing-cursor.schema.ts";
import { pageSizeShape, searchParamAliases, searchParamNames } from "../../app/modules/search/parse-search-params.ts";
import { soldPricesQuerySchema } from "../../app/modules/sold/sold-prices.schema.ts";
import { webhooksQuerySchema } from "../../app/modules/webhooks/webhook.schema.ts";
import type { Identity } from "./cases.ts";

export interface QueryRow {
  /** The parameters the address reads; [] when it reads none (junk ones must still not hurt it). */
  params: readonly string[];
  /** Who asks: a page behind sign-in is fuzzed as the demo seller, the admin's pages as the admin. */
  as?: Identity;
  /** A path to send instead of the pattern filled (a splat, a page whose address must exist to read its query). */
  path?: string;
  /** Why it reads no query of its own although it has one (for the source check). */
  note?: string;
}

/** The names of a zod object's fields, through refinements and transforms. */
export function shapeKeys(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown } } } | undefined;
  while (current && !current.shape && current._zod?.def?.in) current = current._zod.def.in as typeof current;
  return current?.shape ? Object.keys(current.shape) : [];
}

const cursor = shapeKeys(listingPageQuerySchema);
/** The search's own names and their aliases (`sort`, `type`). */
const search = [...searchParamNames, ...Object.keys(searchParamAliases)];
const token = ["token"];
const returnTo = ["returnTo"];
/** A listing's page: all its questions, the notice after asking one (read by the page itself), the payment calculator. */
const listingPage = [...shapeKeys(listingQuestionsQuerySchema), "asked", ...shapeKeys(paymentCalculatorQuerySchema)];

export const queryRows: Record<string, QueryRow> = {
  "/": { params: search },
  "/listings": { params: [...search, "view", "pin"] },
  "/listings/feed.atom": { params: [...search, ...Object.keys(listingsFeedQueryShape)] },
  "/feeds/:file": { params: [], path: `/feeds/${"x".repeat(43)}.atom` },
  "/campers/:type": { params: cursor, path: "/campers/vans" },
  "/campers/:type/:region": { params: cursor, path: "/campers/vans/colorado" },
  "/campers/make/:make": { params: cursor, path: "/campers/make/ford" },
  "/featured": { params: cursor },
  "/off-grid-rating": { params: [] },
  "/deal-rating": { params: [] },
  "/sold": { params: shapeKeys(soldPricesQuerySchema) },
  "/developers": { params: [] },
  "/api/price-suggestion": { params: shapeKeys(priceSuggestionSchema) },
  "/api/vin-decode": { params: ["vin", "year"] },
  "/about": { params: [] },
  "/sell-your-camper": { params: [] },
  "/camper-checkout": { params: ["tier", "redirected"], as: "seller" },
  "/success": { params: ["session_id"], as: "seller" },
  "/cancel": { params: [] },
  "/builder-pricing": { params: [] },
  "/builder-checkout": { params: ["tier"], as: "seller" },
  "/sign-in-camper": { params: ["redirect", "redirectTo"] },
  "/custom-sign-up": { params: ["redirect", "redirectTo"] },
  "/forgot-password": { params: ["redirect", "redirectTo"], note: "read by its POST" },
  "/reset-password": { params: ["token", "error", "redirect", "redirectTo"] },
  "/sign-out": { params: [] },
  "/language-offer": { params: [] },
  "/currency": { params: [] },
  "/dashboard": { params: ["deleted", "sold"], as: "seller" },
  "/account": { params: ["saved", "error"], as: "seller" },
  "/account/export": { params: [], as: "seller" },
  "/account/api-keys": { params: shapeKeys(apiKeysQuerySchema), as: "seller" },
  "/account/webhooks": { params: shapeKeys(webhooksQuerySchema), as: "seller" },
  "/account/delete": { params: [], as: "seller" },
  "/api/auth/*": { params: ["callbackURL", "token"], path: "/api/auth/verify-email", note: "better-auth's own" },
  "/healthz": { params: [] },
  "/api/places": { params: ["q"] },
  "/dev/mailbox": { params: [], as: "admin" },
  "/listing/:id": { params: listingPage },
  "/listing/:id/report": { params: ["reported"] },
  "/listing/:id/contact": { params: ["next"], note: "read by its POST" },
  "/listing/:id/offer": { params: [], as: "seller" },
  "/offers/:id": { params: [], as: "seller" },
  "/listing/:id/questions": { params: [] },
  "/questions/:id/answer": { params: [], as: "seller" },
  "/questions/:id/hide": { params: [], as: "seller" },
  "/buying-safely": { params: [] },
  "/checking-paperwork": { params: [] },
  "/handover": { params: shapeKeys(handoverQuerySchema) },
  "/offers/:id/bill-of-sale": { params: [], as: "seller" },
  "/offers/:id/bill-of-sale.pdf": { params: [], as: "seller" },
  "/api/newsletter": { params: [] },
  "/newsletter/unsubscribe": { params: token },
  "/newsletter/confirm": { params: token },
  "/api/stripe/webhook": { params: [] },
  "/checkout/local/:sessionId": { params: [], as: "seller" },
  "/admin": { params: shapeKeys(adminListingsQuerySchema), as: "admin" },
  "/admin/newsletter": { params: shapeKeys(newsletterSubscribersQuerySchema), as: "admin" },
  "/admin/reports": { params: shapeKeys(reportQueueQuerySchema), as: "admin" },
  "/admin/integrity": { params: shapeKeys(integrityQueueQuerySchema), as: "admin" },
  "/admin/content-reports": { params: shapeKeys(contentReportQueueQuerySchema), as: "admin" },
  "/admin/newsletter.csv": { params: shapeKeys(newsletterSubscribersQuerySchema), as: "admin" },
  "/blog": { params: ["older", "newer"] },
  "/blog/rss.xml": { params: [] },
  "/blog/:slug": { params: [] },
  "/admin/blog/:slug?": { params: ["deleted"], as: "admin" },
  "/builders": { params: [...cursor, "deleted"] },
  "/api/builders": { params: cursor },
  "/builder/:id": { params: [] },
  "/seller/:id": { params: shapeKeys(sellerProfileQuerySchema) },
  "/builder/:id/delete": { params: [], as: "seller" },
  "/submit-builder": { params: ["edit", "session_id"], as: "seller" },
  "/my-builder-profile": { params: [], as: "seller" },
  "/submit-listing": { params: ["edit", "session_id", "tier", "draft", "saved", "canceled"], as: "seller" },
  "/edit-listing/:id": { params: [], as: "seller" },
  "/my-listings": { params: ["renewed", "updated", "deleted", "sold", "draftDeleted"], as: "seller" },
  "/delete-listing/:id": { params: returnTo, as: "seller" },
  "/renew-listing/:id": { params: [], as: "seller" },
  "/my-listings/:id/live": { params: [], as: "seller" },
  "/my-listings/import": { params: [], as: "seller" },
  "/my-listings/import/template.csv": { params: [] },
  "/my-listings/import/:importId": { params: [], as: "seller" },
  "/mark-as-sold/:id": { params: returnTo, as: "seller" },
  "/sale-pending/:id": { params: [], as: "seller" },
  "/sale/:id": { params: ["done"], as: "seller" },
  "/reviews/:id/reply": { params: ["replied"], as: "seller" },
  "/report-content/:kind/:id": { params: ["reported"] },
  "/listing-documents/:id": { params: ["done"], as: "seller" },
  "/documents/:id": { params: [] },
  "/api/uploads": { params: shapeKeys(uploadQuerySchema), as: "seller", note: "read by its POST" },
  "/api/uploads/:id": { params: [], as: "seller" },
  "/map/basemap.svg": { params: ["detail", "v"] },
  "/social/:kind/:file": { params: ["v"] },
  "/favorites": { params: [], as: "seller" },
  "/price-drop-alerts/unsubscribe": { params: token },
  "/robots.txt": { params: [] },
  "/sitemap.xml": { params: [] },
  "/sitemaps/:file": { params: [] },
  "/saved-searches": { params: [], as: "seller" },
  "/saved-searches/unsubscribe": { params: token },
  "/inbox": { params: [], as: "seller" },
  "/inbox/:id": { params: ["sent"], as: "seller" },
  "/sign-in": { params: ["redirect", "redirectTo"] },
  "/sign-up": { params: ["redirect", "redirectTo"] },
  "/listings/:id": { params: listingPage },
  "/sell": { params: [] },
  "/builder-success": { params: ["session_id"], as: "seller" },
  "/builder-cancel": { params: [] },
  "/admin/new-blog-post": { params: ["deleted"], as: "admin" },
  "/create-listing": { params: ["tier"], as: "seller" },
  "/submit-builder-form": { params: [] },
  "/thank-you": { params: [] },
  "/*": { params: [], path: "/no-such-page" },
  "/media/:id/:file": { params: [] },
  "/media/:id": { params: [] },
  "/api/listings": { params: [...search, ...Object.keys(pageSizeShape)] },
  "/api/listings/count": { params: search },
  "/api/featured": { params: cursor },
  "/api/campers": { params: [...cursor, "type", "region", "make"] },
  "/api/v1/listings": { params: [...search, ...Object.keys(pageLimitShape)] },
  "/api/v1/listings/:id": { params: [] },
  "/api/v1/builders": { params: [...cursor, ...Object.keys(pageLimitShape)] },
  "/api/v1/builders/:id": { params: [] },
  "/api/v1/sold": { params: [...shapeKeys(soldPricesQuerySchema), ...Object.keys(pageLimitShape)] },
  "/api/v1/openapi.json": { params: [] },
  "/api/v1/my/listings": { params: ["stockNumber"] },
  "/api/v1/my/listings/:id": { params: [] },
  "/api/v1/my/photos": { params: [] },
};
