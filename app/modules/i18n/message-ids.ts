// Every message id the app may ask for, from the English catalogs (the source of every text, ADR 056): a key
// missing from a catalog, or misspelled where it is used, fails the type check. One line per area of app/modules
// that has catalogs.
import type accounts from "#app/modules/accounts/messages/en-US.json";
import type admin from "#app/modules/admin/messages/en-US.json";
import type apiKeys from "#app/modules/api-keys/messages/en-US.json";
import type billing from "#app/modules/billing/messages/en-US.json";
import type blog from "#app/modules/blog/messages/en-US.json";
import type builders from "#app/modules/builders/messages/en-US.json";
import type camperDetails from "#app/modules/camper-details/messages/en-US.json";
import type conversations from "#app/modules/conversations/messages/en-US.json";
import type dealRating from "#app/modules/deal-rating/messages/en-US.json";
import type disclosure from "#app/modules/disclosure/messages/en-US.json";
import type documents from "#app/modules/documents/messages/en-US.json";
import type favorites from "#app/modules/favorites/messages/en-US.json";
import type feeds from "#app/modules/feeds/messages/en-US.json";
import type handover from "#app/modules/handover/messages/en-US.json";
import type imports from "#app/modules/imports/messages/en-US.json";
import type integrity from "#app/modules/integrity/messages/en-US.json";
import type landingPages from "#app/modules/landing-pages/messages/en-US.json";
import type listingStats from "#app/modules/listing-stats/messages/en-US.json";
import type listings from "#app/modules/listings/messages/en-US.json";
import type mail from "#app/modules/mail/messages/en-US.json";
import type map from "#app/modules/map/messages/en-US.json";
import type media from "#app/modules/media/messages/en-US.json";
import type moderation from "#app/modules/moderation/messages/en-US.json";
import type newsletter from "#app/modules/newsletter/messages/en-US.json";
import type offers from "#app/modules/offers/messages/en-US.json";
import type paperwork from "#app/modules/paperwork/messages/en-US.json";
import type payments from "#app/modules/payments/messages/en-US.json";
import type platform from "#app/modules/platform/messages/en-US.json";
import type profiles from "#app/modules/profiles/messages/en-US.json";
import type publicApi from "#app/modules/public-api/messages/en-US.json";
import type questions from "#app/modules/questions/messages/en-US.json";
import type reviews from "#app/modules/reviews/messages/en-US.json";
import type savedSearches from "#app/modules/saved-searches/messages/en-US.json";
import type search from "#app/modules/search/messages/en-US.json";
import type siteShell from "#app/modules/site-shell/messages/en-US.json";
import type sold from "#app/modules/sold/messages/en-US.json";
import type webhooks from "#app/modules/webhooks/messages/en-US.json";

type IdsOf<Area extends string, Catalog> = `${Area}.${Extract<keyof Catalog, string>}`;

export type MessageId =
  | IdsOf<"site-shell", typeof siteShell>
  | IdsOf<"landing-pages", typeof landingPages>
  | IdsOf<"moderation", typeof moderation>
  | IdsOf<"listings", typeof listings>
  | IdsOf<"search", typeof search>
  | IdsOf<"camper-details", typeof camperDetails>
  | IdsOf<"map", typeof map>
  | IdsOf<"deal-rating", typeof dealRating>
  | IdsOf<"accounts", typeof accounts>
  | IdsOf<"conversations", typeof conversations>
  | IdsOf<"newsletter", typeof newsletter>
  | IdsOf<"paperwork", typeof paperwork>
  | IdsOf<"documents", typeof documents>
  | IdsOf<"disclosure", typeof disclosure>
  | IdsOf<"billing", typeof billing>
  | IdsOf<"builders", typeof builders>
  | IdsOf<"blog", typeof blog>
  | IdsOf<"admin", typeof admin>
  | IdsOf<"listing-stats", typeof listingStats>
  | IdsOf<"media", typeof media>
  | IdsOf<"saved-searches", typeof savedSearches>
  | IdsOf<"favorites", typeof favorites>
  | IdsOf<"integrity", typeof integrity>
  | IdsOf<"platform", typeof platform>
  | IdsOf<"profiles", typeof profiles>
  | IdsOf<"reviews", typeof reviews>
  | IdsOf<"questions", typeof questions>
  | IdsOf<"feeds", typeof feeds>
  | IdsOf<"offers", typeof offers>
  | IdsOf<"sold", typeof sold>
  | IdsOf<"payments", typeof payments>
  | IdsOf<"handover", typeof handover>
  | IdsOf<"public-api", typeof publicApi>
  | IdsOf<"api-keys", typeof apiKeys>
  | IdsOf<"imports", typeof imports>
  | IdsOf<"webhooks", typeof webhooks>
  | IdsOf<"mail", typeof mail>;

/** The areas a page may name for its messages (a route's `handle.messages`). */
export type MessageArea = MessageId extends `${infer Area}.${string}` ? Area : never;

/** What fills a message's `{arguments}`. */
export type MessageValues = Record<string, string | number | Date>;
