// One of the caller's listings or drafts as `/api/v1/my/listings` answers it (docs/product/open-platform.md, Managing
// listings through the API): what it is, where it stands, and its form values, which a PATCH takes back as they are.
import type { Listing, ListingDraft, ListingTierId } from "#app/db/schema.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { listingFormValuesOf } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { type ApiListingValues, flatListingValues } from "./api-listing-values.ts";

/**
 * Where a listing stands: `draft` (waiting for its tier to be paid), `active`, `pending` (an accepted offer holds it),
 * `sold`, `expired`, or `hidden` (out of public view: moderation, or not approved).
 */
export const myListingStatuses = ["draft", "active", "pending", "sold", "expired", "hidden"] as const;
export type MyListingStatus = (typeof myListingStatuses)[number];

export interface MyListingView {
  id: string;
  kind: "listing" | "draft";
  status: MyListingStatus;
  stockNumber: string | null;
  tier: ListingTierId;
  /** The listing's public page; null for a draft. */
  url: string | null;
  createdAt: string;
  updatedAt: string;
  /** When a listing stops being shown unless renewed; null for a draft. */
  expiresAt: string | null;
  values: ApiListingValues;
}

export function listingStatus(row: Listing, now = new Date()): MyListingStatus {
  if (row.soldAt !== null) return "sold";
  if (row.salePendingUntil !== null) return "pending";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.moderationState !== null || !row.isActive || !row.isApproved) return "hidden";
  return "active";
}

export function listingView(row: Listing, baseUrl: string): MyListingView {
  return {
    id: row.id,
    kind: "listing",
    status: listingStatus(row),
    stockNumber: row.stockNumber,
    tier: row.tier,
    url: absoluteUrl(baseUrl, `/listing/${row.id}`),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    values: flatListingValues(listingFormValuesOf(row)),
  };
}

export function draftView(row: ListingDraft): MyListingView {
  return {
    id: row.id,
    kind: "draft",
    status: "draft",
    stockNumber: row.stockNumber,
    tier: row.tier,
    url: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: null,
    values: flatListingValues(storedDraftValues(row.values)),
  };
}
