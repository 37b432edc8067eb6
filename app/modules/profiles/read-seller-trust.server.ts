import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accountTrustFigures } from "#app/db/people-schema.ts";
import { builders, listings, user } from "#app/db/schema.ts";
import { isCanonicalId } from "#app/lib/canonical-id.ts";
import { noTrustFigures, type TrustFigures } from "./trust-words.ts";

/** An account as its profile and trust line show it. Server-side: it holds the e-mail the shown name is checked against. */
export interface SellerTrust {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  about: string;
  publicPlace: string | null;
  deletedAt: Date | null;
  figures: TrustFigures;
}

/** Whose record: an account, the seller of a listing, or the owner of a builder profile (unvalidated ids). */
export type SellerTrustOf = { userId: string } | { listingId: string } | { builderId: string };

const trustColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  about: user.about,
  publicPlace: user.publicPlace,
  deletedAt: user.deletedAt,
  firstMessages: accountTrustFigures.firstMessages,
  replied: accountTrustFigures.replied,
  medianReplySeconds: accountTrustFigures.medianReplySeconds,
  soldCount: accountTrustFigures.soldCount,
  reviewCount: accountTrustFigures.reviewCount,
  ratingAverage: accountTrustFigures.ratingAverage,
};

/**
 * The account and its precomputed figures in one statement of primary-key lookups (ADR 065): the account's row,
 * its `account_trust_figures` row, and first the listing's or the builder profile's row when asked through one.
 * Null when there is no such account (or listing or profile, or one without an account).
 */
export async function readSellerTrust(db: Database, of: SellerTrustOf): Promise<SellerTrust | null> {
  const query = db
    .select(trustColumns)
    .from(user)
    .leftJoin(accountTrustFigures, eq(accountTrustFigures.userId, user.id))
    .$dynamic();
  if ("listingId" in of) {
    if (!isCanonicalId(of.listingId)) return null;
    query.innerJoin(listings, eq(listings.userId, user.id)).where(eq(listings.id, of.listingId));
  } else if ("builderId" in of) {
    if (!isCanonicalId(of.builderId)) return null;
    query.innerJoin(builders, eq(builders.userId, user.id)).where(eq(builders.id, of.builderId));
  } else {
    query.where(eq(user.id, of.userId));
  }
  const [row] = await query.limit(1);
  if (!row) return null;
  const { firstMessages, replied, medianReplySeconds, soldCount, reviewCount, ratingAverage, ...account } = row;
  return {
    ...account,
    figures:
      firstMessages === null
        ? noTrustFigures
        : {
            firstMessages,
            replied: replied ?? 0,
            medianReplySeconds,
            soldCount: soldCount ?? 0,
            reviewCount: reviewCount ?? 0,
            ratingAverage,
          },
  };
}
