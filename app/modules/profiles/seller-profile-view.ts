// What /seller/{id} shows, in the page's words (docs/product/people-and-trust.md, "Seller profiles"): written by
// the loader, so that the browser gets the words and not the code or the e-mail address they are worked out from.
import { publicDisplayName } from "#app/modules/accounts/display-name.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { serializeJsonLd } from "#app/modules/listings/listing-structured-data.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { PublicReview } from "#app/modules/reviews/public-review.ts";
import type { SellerProfile } from "./get-seller-profile.server.ts";
import type { SellerTrust } from "./read-seller-trust.server.ts";
import { type SellerProfileQuery, sellerProfilePath } from "./seller-profile.schema.ts";
import { type ProfileRecordWords, profileRecordWords } from "./trust-words.ts";

/** The name a page shows of an account, in its language: never the e-mail; 'Former member' once deleted. */
export function shownName(
  account: { id: string; name: string | null; email: string; deletedAt: Date | null },
  { t }: Translator,
): string {
  return publicDisplayName(
    account,
    (tag) => t("accounts.displayName.anonymous", { tag }),
    t("accounts.displayName.formerMember"),
  );
}

/** Links to the neighbouring pages of a list; null where there is none. */
export interface PageLinks {
  previous: string | null;
  next: string | null;
}

export interface SellerProfileView {
  id: string;
  name: string;
  about: string;
  place: string | null;
  isEmailVerified: boolean;
  record: ProfileRecordWords;
  listings: ListingSummary[];
  listingPages: PageLinks;
  /** Shown by `ReviewItem` (app/components/reviews/review-item.tsx), in the page's words, as on a sale's page. */
  reviews: PublicReview[];
  reviewPages: PageLinks;
  /** ProfilePage JSON-LD, escaped for a script element. */
  structuredData: string;
  meta: { title: string; description: string; canonicalUrl: string };
}

export function canonicalSellerUrl(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/seller/${id}`;
}

/**
 * ProfilePage with its Person (schema.org), as search engines read a profile: the name, the about text and when
 * the account was made. No rating: review snippets are not given for a person.
 */
function profileStructuredData(account: SellerTrust, name: string, url: string): string {
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    dateCreated: account.createdAt.toISOString(),
    mainEntity: {
      "@type": "Person",
      name,
      identifier: account.id,
      ...(account.about.trim() ? { description: account.about.trim() } : {}),
    },
  });
}

export function sellerProfileView(
  profile: SellerProfile,
  page: SellerProfileQuery,
  baseUrl: string,
  translator: Translator,
): SellerProfileView {
  const { t } = translator;
  const { account } = profile;
  const name = shownName(account, translator);
  const canonicalUrl = canonicalSellerUrl(baseUrl, account.id);
  const pathAt = (query: SellerProfileQuery) => sellerProfilePath(account.id, query);
  return {
    id: account.id,
    name,
    about: account.about.trim(),
    place: account.publicPlace?.trim() || null,
    isEmailVerified: account.emailVerified,
    record: profileRecordWords(account, translator),
    listings: profile.listings.items,
    listingPages: {
      previous: page.listings > 1 ? pathAt({ ...page, listings: page.listings - 1 }) : null,
      next: profile.listings.hasMore ? pathAt({ ...page, listings: page.listings + 1 }) : null,
    },
    reviews: profile.reviews.reviews,
    reviewPages: {
      previous: page.reviews > 1 ? pathAt({ ...page, reviews: page.reviews - 1 }) : null,
      next: profile.reviews.hasNextPage ? pathAt({ ...page, reviews: page.reviews + 1 }) : null,
    },
    structuredData: profileStructuredData(account, name, canonicalUrl),
    meta: {
      title: t("profiles.profile.metaTitle", { name }),
      description: t("profiles.profile.metaDescription", { name }),
      canonicalUrl,
    },
  };
}
