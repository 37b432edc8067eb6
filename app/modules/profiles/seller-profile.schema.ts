// The seller profile's address (/seller/{id}): its id, and which page of its campers and of its reviews it shows.
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** An account id as better-auth makes them (letters and digits); anything else names no profile. */
const accountIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function isAccountId(value: string | undefined): value is string {
  return value !== undefined && accountIdPattern.test(value);
}

const invalidPage = "profiles.profile.invalidPage" satisfies MessageId;
const pageNumber = z.coerce.number(invalidPage).int(invalidPage).min(1, invalidPage).max(1000, invalidPage).default(1);

/** `?listings=2&reviews=3`: the page of campers and the page of reviews, each from 1. */
export const sellerProfileQuerySchema = z.object({ listings: pageNumber, reviews: pageNumber });

export type SellerProfileQuery = z.infer<typeof sellerProfileQuerySchema>;

/** The profile's address at these pages, the first ones left out. */
export function sellerProfilePath(id: string, { listings, reviews }: SellerProfileQuery): string {
  const query = new URLSearchParams();
  if (listings > 1) query.set("listings", String(listings));
  if (reviews > 1) query.set("reviews", String(reviews));
  const search = query.toString();
  return `/seller/${id}${search ? `?${search}` : ""}`;
}
