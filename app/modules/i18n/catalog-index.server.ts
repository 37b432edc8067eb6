// Every area's catalogs, imported by name (ADR 056): the server, its tests and the scripts Node runs without Vite
// load them from here. A test checks this list against the catalog files, so an area added without a line fails.

import accountsEnglish from "#app/modules/accounts/messages/en-US.json" with { type: "json" };
import accountsFrench from "#app/modules/accounts/messages/fr-CA.json" with { type: "json" };
import adminEnglish from "#app/modules/admin/messages/en-US.json" with { type: "json" };
import adminFrench from "#app/modules/admin/messages/fr-CA.json" with { type: "json" };
import apiKeysEnglish from "#app/modules/api-keys/messages/en-US.json" with { type: "json" };
import apiKeysFrench from "#app/modules/api-keys/messages/fr-CA.json" with { type: "json" };
import billingEnglish from "#app/modules/billing/messages/en-US.json" with { type: "json" };
import billingFrench from "#app/modules/billing/messages/fr-CA.json" with { type: "json" };
import blogEnglish from "#app/modules/blog/messages/en-US.json" with { type: "json" };
import blogFrench from "#app/modules/blog/messages/fr-CA.json" with { type: "json" };
import buildersEnglish from "#app/modules/builders/messages/en-US.json" with { type: "json" };
import buildersFrench from "#app/modules/builders/messages/fr-CA.json" with { type: "json" };
import camperDetailsEnglish from "#app/modules/camper-details/messages/en-US.json" with { type: "json" };
import camperDetailsFrench from "#app/modules/camper-details/messages/fr-CA.json" with { type: "json" };
import conversationsEnglish from "#app/modules/conversations/messages/en-US.json" with { type: "json" };
import conversationsFrench from "#app/modules/conversations/messages/fr-CA.json" with { type: "json" };
import dealRatingEnglish from "#app/modules/deal-rating/messages/en-US.json" with { type: "json" };
import dealRatingFrench from "#app/modules/deal-rating/messages/fr-CA.json" with { type: "json" };
import disclosureEnglish from "#app/modules/disclosure/messages/en-US.json" with { type: "json" };
import disclosureFrench from "#app/modules/disclosure/messages/fr-CA.json" with { type: "json" };
import documentsEnglish from "#app/modules/documents/messages/en-US.json" with { type: "json" };
import documentsFrench from "#app/modules/documents/messages/fr-CA.json" with { type: "json" };
import favoritesEnglish from "#app/modules/favorites/messages/en-US.json" with { type: "json" };
import favoritesFrench from "#app/modules/favorites/messages/fr-CA.json" with { type: "json" };
import feedsEnglish from "#app/modules/feeds/messages/en-US.json" with { type: "json" };
import feedsFrench from "#app/modules/feeds/messages/fr-CA.json" with { type: "json" };
import handoverEnglish from "#app/modules/handover/messages/en-US.json" with { type: "json" };
import handoverFrench from "#app/modules/handover/messages/fr-CA.json" with { type: "json" };
import importsEnglish from "#app/modules/imports/messages/en-US.json" with { type: "json" };
import importsFrench from "#app/modules/imports/messages/fr-CA.json" with { type: "json" };
import integrityEnglish from "#app/modules/integrity/messages/en-US.json" with { type: "json" };
import integrityFrench from "#app/modules/integrity/messages/fr-CA.json" with { type: "json" };
import landingPagesEnglish from "#app/modules/landing-pages/messages/en-US.json" with { type: "json" };
import landingPagesFrench from "#app/modules/landing-pages/messages/fr-CA.json" with { type: "json" };
import listingStatsEnglish from "#app/modules/listing-stats/messages/en-US.json" with { type: "json" };
import listingStatsFrench from "#app/modules/listing-stats/messages/fr-CA.json" with { type: "json" };
import listingsEnglish from "#app/modules/listings/messages/en-US.json" with { type: "json" };
import listingsFrench from "#app/modules/listings/messages/fr-CA.json" with { type: "json" };
import mailEnglish from "#app/modules/mail/messages/en-US.json" with { type: "json" };
import mailFrench from "#app/modules/mail/messages/fr-CA.json" with { type: "json" };
import mapEnglish from "#app/modules/map/messages/en-US.json" with { type: "json" };
import mapFrench from "#app/modules/map/messages/fr-CA.json" with { type: "json" };
import mediaEnglish from "#app/modules/media/messages/en-US.json" with { type: "json" };
import mediaFrench from "#app/modules/media/messages/fr-CA.json" with { type: "json" };
import moderationEnglish from "#app/modules/moderation/messages/en-US.json" with { type: "json" };
import moderationFrench from "#app/modules/moderation/messages/fr-CA.json" with { type: "json" };
import newsletterEnglish from "#app/modules/newsletter/messages/en-US.json" with { type: "json" };
import newsletterFrench from "#app/modules/newsletter/messages/fr-CA.json" with { type: "json" };
import offersEnglish from "#app/modules/offers/messages/en-US.json" with { type: "json" };
import offersFrench from "#app/modules/offers/messages/fr-CA.json" with { type: "json" };
import paperworkEnglish from "#app/modules/paperwork/messages/en-US.json" with { type: "json" };
import paperworkFrench from "#app/modules/paperwork/messages/fr-CA.json" with { type: "json" };
import paymentsEnglish from "#app/modules/payments/messages/en-US.json" with { type: "json" };
import paymentsFrench from "#app/modules/payments/messages/fr-CA.json" with { type: "json" };
import platformEnglish from "#app/modules/platform/messages/en-US.json" with { type: "json" };
import platformFrench from "#app/modules/platform/messages/fr-CA.json" with { type: "json" };
import profilesEnglish from "#app/modules/profiles/messages/en-US.json" with { type: "json" };
import profilesFrench from "#app/modules/profiles/messages/fr-CA.json" with { type: "json" };
import publicApiEnglish from "#app/modules/public-api/messages/en-US.json" with { type: "json" };
import publicApiFrench from "#app/modules/public-api/messages/fr-CA.json" with { type: "json" };
import questionsEnglish from "#app/modules/questions/messages/en-US.json" with { type: "json" };
import questionsFrench from "#app/modules/questions/messages/fr-CA.json" with { type: "json" };
import reviewsEnglish from "#app/modules/reviews/messages/en-US.json" with { type: "json" };
import reviewsFrench from "#app/modules/reviews/messages/fr-CA.json" with { type: "json" };
import savedSearchesEnglish from "#app/modules/saved-searches/messages/en-US.json" with { type: "json" };
import savedSearchesFrench from "#app/modules/saved-searches/messages/fr-CA.json" with { type: "json" };
import searchEnglish from "#app/modules/search/messages/en-US.json" with { type: "json" };
import searchFrench from "#app/modules/search/messages/fr-CA.json" with { type: "json" };
import siteShellEnglish from "#app/modules/site-shell/messages/en-US.json" with { type: "json" };
import siteShellFrench from "#app/modules/site-shell/messages/fr-CA.json" with { type: "json" };
import soldEnglish from "#app/modules/sold/messages/en-US.json" with { type: "json" };
import soldFrench from "#app/modules/sold/messages/fr-CA.json" with { type: "json" };
import webhooksEnglish from "#app/modules/webhooks/messages/en-US.json" with { type: "json" };
import webhooksFrench from "#app/modules/webhooks/messages/fr-CA.json" with { type: "json" };
import type { Catalog } from "./compiled-catalog.server.ts";
import type { Locale } from "./locales.ts";

/** Each area's catalog in each locale. */
export const catalogsByArea: Readonly<Record<string, Readonly<Record<Locale, Catalog>>>> = {
  accounts: { "en-US": accountsEnglish, "fr-CA": accountsFrench },
  admin: { "en-US": adminEnglish, "fr-CA": adminFrench },
  billing: { "en-US": billingEnglish, "fr-CA": billingFrench },
  blog: { "en-US": blogEnglish, "fr-CA": blogFrench },
  builders: { "en-US": buildersEnglish, "fr-CA": buildersFrench },
  "camper-details": { "en-US": camperDetailsEnglish, "fr-CA": camperDetailsFrench },
  conversations: { "en-US": conversationsEnglish, "fr-CA": conversationsFrench },
  "deal-rating": { "en-US": dealRatingEnglish, "fr-CA": dealRatingFrench },
  documents: { "en-US": documentsEnglish, "fr-CA": documentsFrench },
  disclosure: { "en-US": disclosureEnglish, "fr-CA": disclosureFrench },
  favorites: { "en-US": favoritesEnglish, "fr-CA": favoritesFrench },
  integrity: { "en-US": integrityEnglish, "fr-CA": integrityFrench },
  "landing-pages": { "en-US": landingPagesEnglish, "fr-CA": landingPagesFrench },
  "listing-stats": { "en-US": listingStatsEnglish, "fr-CA": listingStatsFrench },
  listings: { "en-US": listingsEnglish, "fr-CA": listingsFrench },
  mail: { "en-US": mailEnglish, "fr-CA": mailFrench },
  map: { "en-US": mapEnglish, "fr-CA": mapFrench },
  media: { "en-US": mediaEnglish, "fr-CA": mediaFrench },
  moderation: { "en-US": moderationEnglish, "fr-CA": moderationFrench },
  newsletter: { "en-US": newsletterEnglish, "fr-CA": newsletterFrench },
  paperwork: { "en-US": paperworkEnglish, "fr-CA": paperworkFrench },
  platform: { "en-US": platformEnglish, "fr-CA": platformFrench },
  profiles: { "en-US": profilesEnglish, "fr-CA": profilesFrench },
  reviews: { "en-US": reviewsEnglish, "fr-CA": reviewsFrench },
  questions: { "en-US": questionsEnglish, "fr-CA": questionsFrench },
  feeds: { "en-US": feedsEnglish, "fr-CA": feedsFrench },
  offers: { "en-US": offersEnglish, "fr-CA": offersFrench },
  sold: { "en-US": soldEnglish, "fr-CA": soldFrench },
  payments: { "en-US": paymentsEnglish, "fr-CA": paymentsFrench },
  handover: { "en-US": handoverEnglish, "fr-CA": handoverFrench },
  "public-api": { "en-US": publicApiEnglish, "fr-CA": publicApiFrench },
  "api-keys": { "en-US": apiKeysEnglish, "fr-CA": apiKeysFrench },
  imports: { "en-US": importsEnglish, "fr-CA": importsFrench },
  webhooks: { "en-US": webhooksEnglish, "fr-CA": webhooksFrench },
  "saved-searches": { "en-US": savedSearchesEnglish, "fr-CA": savedSearchesFrench },
  search: { "en-US": searchEnglish, "fr-CA": searchFrench },
  "site-shell": { "en-US": siteShellEnglish, "fr-CA": siteShellFrench },
};
