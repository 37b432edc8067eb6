// A listing form posted while signed out (docs/product/selling.md, Listing form): the action refuses it
// with 'You must be signed in.' and the page shows the form again as typed, instead of the sign-in
// redirect that a signed-out visit to the page gets (which would lose what the seller typed).
import { and, eq } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { listings, paymentSessions } from "#app/db/schema.ts";
import { isCanonicalId } from "#app/lib/canonical-id.ts";
import { type ListingTier, listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { isProviderSessionId } from "#app/modules/billing/payment-session-key.server.ts";

const refusedSignedOutPost = createContext(false);

/** Called by the action that refused a signed-out post, for the loaders that run after it in the same request. */
export function rememberSignedOutPost(context: Readonly<RouterContextProvider>): void {
  context.set(refusedSignedOutPost, true);
}

export interface SignedOutSubmissionTierOptions {
  db: Database;
  context: Readonly<RouterContextProvider>;
  /** From the page's address: `?session_id=` (a new listing) or `?edit=` (an existing one). */
  providerSessionId: string | undefined;
  editId: string | undefined;
}

/**
 * The tier whose form to show again after this request's action refused a signed-out post: the
 * listing's or the checkout's (both ids are the seller's own links; the tier is all that is read).
 * Null when no such post was refused, or the address names no listing or listing checkout.
 */
export async function signedOutSubmissionTier({
  db,
  context,
  providerSessionId,
  editId,
}: SignedOutSubmissionTierOptions): Promise<ListingTier | null> {
  if (!context.get(refusedSignedOutPost)) return null;
  const rows = editId
    ? isCanonicalId(editId)
      ? await db.select({ tier: listings.tier }).from(listings).where(eq(listings.id, editId))
      : []
    : isProviderSessionId(providerSessionId)
      ? await db
          .select({ tier: paymentSessions.tier })
          .from(paymentSessions)
          .where(and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.kind, "listing")))
      : [];
  const tierId = parseTierId(rows[0]?.tier);
  return tierId ? listingTiers[tierId] : null;
}
