import type { Database } from "#app/db/client.server.ts";
import { findListingSeller } from "./find-listing-seller.server.ts";

export interface CanContactSellerOptions {
  db: Database;
  listingId: string;
}

/** Whether the detail page should offer the contact form: the listing is public and its seller can get mail. */
export async function canContactSeller({ db, listingId }: CanContactSellerOptions): Promise<boolean> {
  return (await findListingSeller(db, listingId)).status === "found";
}
