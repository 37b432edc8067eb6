// How the owner's pages describe a listing's state (docs/product/selling.md, My listings). Browser-safe.

import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ListingSummary } from "./listing-summary.ts";

export type OwnListingStatus =
  | "Active"
  | "Expired"
  | "Inactive"
  | "Awaiting approval"
  | "Sold"
  | "Under review"
  | "Hidden";

/** Each state as the owner's pages word it. */
export const ownListingStatusMessages: Record<OwnListingStatus, MessageId> = {
  Active: "listings.own.status.active",
  Expired: "listings.own.status.expired",
  Inactive: "listings.own.status.inactive",
  "Awaiting approval": "listings.own.status.awaitingApproval",
  Sold: "listings.own.status.sold",
  "Under review": "listings.own.status.underReview",
  Hidden: "listings.own.status.hidden",
};

export interface OwnListingState {
  expiresAt: Date | string;
  isActive: boolean;
  isApproved: boolean;
  /** When the owner marked it sold (docs/product/sell-and-talk-safely.md). */
  soldAt: Date | string | null;
  /** Why moderation took it out of public view: reports hid it automatically, or an administrator did. */
  moderationState: "under_review" | "hidden" | null;
  /** Featured now (the card's badge); `featuredUntil` tells until when. */
  isFeatured: boolean;
  featuredUntil: Date | string | null;
}

/** One of the owner's listings as their pages show it: its card, its state, tier and renewals. */
export interface OwnListingItem extends ListingSummary, OwnListingState {
  /** The tier's name as the pages show it ('Roam'). */
  tierName: string;
  renewalCount: number;
  /** Held from search by the integrity checks until an administrator decides (docs/product/integrity-checks.md). */
  isHeldByChecks?: boolean;
}

/**
 * 'Sold' once marked sold; 'Under review' or 'Hidden' while moderation keeps it out of public view; then
 * 'Expired' when expires_at is past, 'Inactive' when not active and not expired.
 */
export function ownListingStatus(listing: OwnListingState, now: Date = new Date()): OwnListingStatus {
  if (listing.soldAt !== null) return "Sold";
  if (listing.moderationState === "under_review") return "Under review";
  if (listing.moderationState === "hidden") return "Hidden";
  if (new Date(listing.expiresAt).getTime() <= now.getTime()) return "Expired";
  if (!listing.isActive) return "Inactive";
  if (!listing.isApproved) return "Awaiting approval";
  return "Active";
}

/** Featured now: open-ended ('always'), until a date, or not at all (never once sold, docs/product/mark-as-sold.md). */
export function featuredWindow(listing: OwnListingState, now: Date = new Date()): "open-ended" | Date | null {
  if (!listing.isFeatured || listing.soldAt !== null) return null;
  if (listing.featuredUntil === null) return "open-ended";
  const until = new Date(listing.featuredUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/** Days before expiry from which the owner is reminded and the Renew button is offered first. */
export const renewalReminderDays = 7;

export function isExpiringSoon(listing: Pick<OwnListingState, "expiresAt">, now: Date = new Date()): boolean {
  const left = new Date(listing.expiresAt).getTime() - now.getTime();
  return left <= renewalReminderDays * 24 * 60 * 60 * 1000;
}

/** "Jun 3, 2026" ("3 juin 2026"): dates on the owner's pages in the page's locale, the same on the server and in the browser. */
export function formatListingDate(date: Date | string, locale: Locale): string {
  return formatLocaleDate(date, locale, "medium");
}
