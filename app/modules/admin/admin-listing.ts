// A listing as the admin page shows it, and how its card reads (browser-safe, pure).
import type { ListingTierId } from "#app/db/schema.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { formatAdminDate } from "./admin-dates.ts";

/** Admin cards show the description cut to this many characters (docs/product/admin.md, Listings). */
export const adminDescriptionLength = 100;

/**
 * A listing as the admin page shows it: its card (`image` a `/media/<id>` base URL or any other image
 * URL, `isFeatured` true while featured right now) and what moderation needs.
 */
export interface AdminListing extends ListingSummary {
  tier: ListingTierId;
  /** Already cut to {@link adminDescriptionLength} characters (with an ellipsis when cut). */
  description: string;
  ownerEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
  isExpired: boolean;
  isActive: boolean;
  isApproved: boolean;
  /** When the running feature ends; null while open-ended or not featured. */
  featuredUntil: Date | null;
  /** When the owner marked it sold (docs/product/sell-and-talk-safely.md). */
  soldAt: Date | null;
  /** Why moderation keeps it out of public view (docs/product/reports-and-moderation.md). */
  moderationState: "under_review" | "hidden" | null;
}

/** The first `length` characters (never half an emoji), with '…' when something was cut. */
export function truncateDescription(description: string, length = adminDescriptionLength): string {
  const characters = Array.from(description.trim());
  if (characters.length <= length) return characters.join("");
  return `${characters.slice(0, length).join("").trimEnd()}…`;
}

export type BadgeTone = "warning" | "muted" | "featured";

export interface ListingBadge {
  label: string;
  tone: BadgeTone;
}

/**
 * The card's status badges (docs/product/admin.md, Listings), in the translator's language: 'Sold', else 'Expired'
 * (past expires_at) or 'Inactive' (not active and not expired); 'Under review' (hidden by reports) or 'Hidden' (by
 * an administrator), else 'Unapproved'; and 'Featured until {date}' or 'Featured' (open-ended).
 */
export function listingBadges(
  listing: Pick<
    AdminListing,
    "isExpired" | "isActive" | "isApproved" | "isFeatured" | "featuredUntil" | "soldAt" | "moderationState"
  >,
  { t, locale }: Translator,
): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (listing.soldAt) badges.push({ label: t("admin.badge.sold"), tone: "muted" });
  else if (listing.isExpired) badges.push({ label: t("admin.badge.expired"), tone: "warning" });
  else if (!listing.isActive) badges.push({ label: t("admin.badge.inactive"), tone: "muted" });
  if (listing.moderationState === "under_review") badges.push({ label: t("admin.badge.underReview"), tone: "warning" });
  else if (listing.moderationState === "hidden") badges.push({ label: t("admin.badge.hidden"), tone: "warning" });
  else if (!listing.isApproved) badges.push({ label: t("admin.badge.unapproved"), tone: "warning" });
  // A sold listing is never shown as featured (docs/product/mark-as-sold.md), whatever its flag still says.
  if (listing.isFeatured && !listing.soldAt) {
    badges.push({
      label: listing.featuredUntil
        ? t("admin.badge.featuredUntil", { date: formatAdminDate(listing.featuredUntil, locale, "long") })
        : t("admin.badge.featured"),
      tone: "featured",
    });
  }
  return badges;
}

/** A `/media/<id>` base URL names no file itself: cards use its 480-pixel WebP variant. */
export function thumbnailUrl(image: string): string {
  return /^\/media\/[^/]+$/.test(image) ? `${image}/480.webp` : image;
}
