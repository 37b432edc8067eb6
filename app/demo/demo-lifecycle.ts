// Tier terms from docs/product/selling.md, applied to made-up listings so that their dates tell a consistent
// story: when each was paid for, how often it was renewed, whether its feature window still runs.
import type { ListingTierId } from "#app/db/schema.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";

const dayMs = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

/** Calendar months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface DemoLifecycle {
  tier: ListingTierId;
  createdAt: Date;
  expiresAt: Date;
  isApproved: boolean;
  isActive: boolean;
  isFeatured: boolean;
  featuredUntil: Date | null;
  renewalCount: number;
}

export interface DemoLifecycleOptions {
  tier: ListingTierId;
  createdAt: Date;
  now: Date;
  /** Renew (pay the tier again) until the listing runs past `now`, as an active seller would. */
  keepRenewed: boolean;
}

/** Dates and flags of a listing paid for at `createdAt` on `tier`, as seen at `now`. */
export function demoLifecycle({ tier, createdAt, now, keepRenewed }: DemoLifecycleOptions): DemoLifecycle {
  const terms = listingTiers[tier];
  let renewalCount = 0;
  let expiresAt = addMonths(createdAt, terms.months);
  while (keepRenewed && expiresAt <= now) {
    renewalCount++;
    expiresAt = addMonths(createdAt, terms.months * (renewalCount + 1));
  }
  const isFeatured = terms.featuredDays > 0;
  return {
    tier,
    createdAt,
    expiresAt,
    isApproved: true,
    isActive: true,
    isFeatured,
    featuredUntil: isFeatured ? addDays(createdAt, terms.featuredDays) : null,
    renewalCount,
  };
}
