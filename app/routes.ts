import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every screen and resource route at its one canonical path; second addresses are in `aliases` below. */
const screens = [
  index("routes/home.tsx"),
  route("listings", "routes/search/search.tsx"),
  route("campers/:type", "routes/landing-pages/type.tsx"),
  route("campers/:type/:region", "routes/landing-pages/type-in-region.tsx"),
  route("campers/make/:make", "routes/landing-pages/make.tsx"),
  route("featured", "routes/search/featured.tsx"),
  route("off-grid-rating", "routes/camper-details/off-grid-rating.tsx"),
  route("deal-rating", "routes/deal-rating/deal-rating.tsx"),
  route("api/price-suggestion", "routes/api/price-suggestion.ts"),
  route("api/vin-decode", "routes/api/vin-decode.ts"),
  route("about", "routes/about.tsx"),
  route("sell-your-camper", "routes/billing/choose-tier.tsx"),
  route("camper-checkout", "routes/billing/camper-checkout.tsx"),
  route("success", "routes/billing/payment-success.tsx"),
  route("cancel", "routes/billing/payment-canceled.tsx"),
  route("builder-pricing", "routes/billing/builder-pricing.tsx"),
  route("builder-checkout", "routes/billing/builder-checkout.tsx"),
  route("sign-in-camper", "routes/accounts/sign-in.tsx"),
  route("custom-sign-up", "routes/accounts/sign-up.tsx"),
  route("forgot-password", "routes/accounts/forgot-password.tsx"),
  route("reset-password", "routes/accounts/reset-password.tsx"),
  route("sign-out", "routes/accounts/sign-out.ts"),
  route("language-offer", "routes/i18n/language-offer.ts"),
  route("currency", "routes/currencies/choose-currency.ts"),
  route("dashboard", "routes/dashboard.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("api/places", "routes/api/places.ts"),
  route("dev/mailbox", "routes/mail/dev-mailbox.tsx"),
  route("listing/:id", "routes/listings/detail.tsx"),
  route("listing/:id/report", "routes/moderation/report-listing.tsx"),
  route("listing/:id/contact", "routes/conversations/contact-seller.tsx"),
  route("buying-safely", "routes/moderation/buying-safely.tsx"),
  route("checking-paperwork", "routes/paperwork/checking-paperwork.tsx"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("checkout/local/:sessionId", "routes/billing/local-checkout.tsx"),
  route("admin", "routes/admin/dashboard.tsx"),
  route("admin/newsletter", "routes/admin/newsletter.tsx"),
  route("admin/reports", "routes/admin/reports.tsx"),
  route("admin/integrity", "routes/admin/integrity.tsx"),
  route("admin/newsletter.csv", "routes/admin/newsletter-csv.ts"),
  route("blog", "routes/blog/list.tsx"),
  route("blog/rss.xml", "routes/blog/rss.xml.ts"),
  route("blog/:slug", "routes/blog/post.tsx"),
  route("admin/blog/:slug?", "routes/admin/blog-editor.tsx"),
  route("builders", "routes/builders/directory.tsx"),
  route("api/builders", "routes/api/builders.ts"),
  route("builder/:id", "routes/builders/profile.tsx"),
  route("builder/:id/delete", "routes/builders/delete.tsx"),
  route("submit-builder", "routes/builders/submit.tsx"),
  route("my-builder-profile", "routes/builders/my-profile.tsx"),
  route("submit-listing", "routes/listings/submit-listing.tsx"),
  route("edit-listing/:id", "routes/listings/edit-listing.tsx"),
  route("my-listings", "routes/listings/my-listings.tsx"),
  route("my-listings/:id/live", "routes/listings/listing-live.tsx"),
  route("delete-listing/:id", "routes/listings/delete-listing.tsx"),
  route("renew-listing/:id", "routes/listings/renew-listing.tsx"),
  route("mark-as-sold/:id", "routes/listings/mark-as-sold.tsx"),
  route("listing-documents/:id", "routes/documents/listing-documents.tsx"),
  route("documents/:id", "routes/documents/download-document.ts"),
  route("api/uploads", "routes/api/uploads.ts"),
  route("api/uploads/:id", "routes/api/upload-status.ts"),
  route("map/basemap.svg", "routes/map/basemap.svg.ts"),
  route("social/:kind/:file", "routes/social-images/image.ts"),
  route("favorites", "routes/favorites/favorites.tsx"),
  route("price-drop-alerts/unsubscribe", "routes/favorites/price-drop-unsubscribe.tsx"),
  route("robots.txt", "routes/sitemaps/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemaps/sitemap.xml.ts"),
  route("sitemaps/:file", "routes/sitemaps/sitemap-file.ts"),
  route("saved-searches", "routes/saved-searches/saved-searches.tsx"),
  route("saved-searches/unsubscribe", "routes/saved-searches/unsubscribe.tsx"),
  route("inbox", "routes/conversations/inbox.tsx"),
  route("inbox/:id", "routes/conversations/thread.tsx"),
] satisfies RouteConfig;

/**
 * Every legacy or second address, in one table (docs/product/site-shell.md, "Legacy URL aliases").
 * An entry with `id` serves the screen at `of` from the same module under its own route id (the module
 * may word itself by the path it was reached at); an entry with `redirect` is a module that only sends
 * the visitor on to `of`.
 */
const aliases: readonly ({ path: string; of: string } & ({ id: string } | { redirect: string }))[] = [
  { path: "sign-in", of: "sign-in-camper", id: "routes/accounts/sign-in-alias" },
  { path: "sign-up", of: "custom-sign-up", id: "routes/accounts/sign-up-alias" },
  { path: "listings/:id", of: "listing/:id", id: "routes/listings/detail-alias" },
  { path: "sell", of: "sell-your-camper", id: "routes/billing/choose-tier-sell" },
  { path: "builder-success", of: "success", id: "routes/billing/builder-success" },
  { path: "builder-cancel", of: "cancel", id: "routes/billing/builder-cancel" },
  { path: "admin/new-blog-post", of: "admin/blog/:slug?", id: "routes/admin/new-blog-post" },
  { path: "create-listing", of: "camper-checkout", redirect: "routes/listings/create-listing.tsx" },
  { path: "submit-builder-form", of: "submit-builder", redirect: "routes/builders/submit-builder-form.ts" },
  { path: "thank-you", of: "builders", redirect: "routes/builders/thank-you.ts" },
];

function fileOf(path: string): string {
  const screen = screens.find((entry) => entry.path === path);
  if (!screen) throw new Error(`app/routes.ts: the alias target "${path}" is not a route`);
  return screen.file;
}

export default [
  ...screens,
  ...aliases.map((alias) =>
    "redirect" in alias ? route(alias.path, alias.redirect) : route(alias.path, fileOf(alias.of), { id: alias.id }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
