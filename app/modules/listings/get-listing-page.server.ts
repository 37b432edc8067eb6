// What the listing page shows: the listing and whether its seller can be written to. Visitors' views
// of a listing on the embedded database are remembered while the process has written nothing (the cache's
// `listingPages`, which follows every write) and no time limit of the listing or its seller has passed, so a
// committed change (a listing edited, a seller banned) shows at once and the page otherwise costs no
// query (ADR 022). Signed-in viewers, and every viewer on a database server, read it each time.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, user } from "#app/db/schema.ts";
import { canContactSeller } from "#app/modules/conversations/can-contact-seller.server.ts";
import { type ListingDocuments, readListingDocuments } from "#app/modules/documents/read-listing-documents.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { type ListingQuestions, listListingQuestions } from "#app/modules/questions/list-listing-questions.server.ts";
import { listingPageQuestionCount } from "#app/modules/questions/question-rules.ts";
import { getPublicListing, type PublicListing } from "./get-public-listing.server.ts";
import { listPriceHistory, type PriceHistory } from "./list-price-history.server.ts";
import { listingIdSchema } from "./listing-id.ts";
import { soldPageClosesAt } from "./sold-listing-page.server.ts";

export interface GetListingPageOptions {
  db: Database;
  /** Where visitors' views are kept (services.cache). */
  cache: VersionedCache;
  /** Unvalidated input (a URL segment); anything that is not a UUID finds nothing. */
  id: string;
  /** The signed-in visitor (the owner and administrators also see a listing that is not public). */
  viewer: { id: string; role: "user" | "admin" } | null;
}

export interface ListingPage {
  listing: PublicListing;
  /** The listing is public and its seller can get mail (the contact form is offered). */
  canContactSeller: boolean;
  /** 'Listed at $A', then each price change (docs/product/buyers-come-back.md). */
  priceHistory: PriceHistory;
  /** Its inspection reports and build documents, and 'Inspected {Month YYYY}' (docs/product/listing-documents.md). */
  documents: ListingDocuments;
  /** The newest public questions, and for the seller and administrators also those hidden (people-and-trust.md). */
  questions: ListingQuestions;
}

/** The listing page's data, or null when the listing is missing or the viewer may not see it. */
export async function getListingPage({ db, cache, id, viewer }: GetListingPageOptions): Promise<ListingPage | null> {
  // A malformed id names no listing (and would make PostgreSQL raise an error).
  if (!listingIdSchema.safeParse(id).success) return null;
  if (viewer) return readListingPage(db, id, viewer);
  return cache.listingPages.remember(id, () => readListingPage(db, id, null), {
    keptUntil: () => validUntil(db, id),
  });
}

async function readListingPage(
  db: Database,
  id: string,
  viewer: GetListingPageOptions["viewer"],
): Promise<ListingPage | null> {
  const listing = await getPublicListing({ db, id, viewer });
  if (!listing) return null;
  const [canContact, priceHistory, documents, questions] = await Promise.all([
    listing.isPublic ? canContactSeller({ db, listingId: listing.id }) : false,
    listPriceHistory({
      db,
      listing: { ...listing, askingPrice: { cents: listing.askingPriceCents, currency: listing.currency } },
    }),
    readListingDocuments(db, listing.id),
    listListingQuestions({ db, listingId: listing.id, viewer, limit: listingPageQuestionCount }),
  ]);
  return { listing, canContactSeller: canContact, priceHistory, documents, questions };
}

/**
 * The next moment the view may change by the clock alone: the listing expires, its feature window
 * ends, its seller's ban runs out, its 'Sold' page closes (docs/product/mark-as-sold.md). Times already past
 * change nothing any more; the cache's own age limit bounds the rest.
 */
async function validUntil(db: Database, id: string): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .select({
      expiresAt: listings.expiresAt,
      featuredUntil: listings.featuredUntil,
      soldAt: listings.soldAt,
      banExpires: user.banExpires,
    })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userId))
    .where(eq(listings.id, id))
    .limit(1);
  const soldPageCloses = row?.soldAt ? soldPageClosesAt(row.soldAt) : undefined;
  const moments = [row?.expiresAt, row?.featuredUntil, soldPageCloses, row?.banExpires]
    .map((moment) => moment?.getTime())
    .filter((time): time is number => time !== undefined && time > now);
  return Math.min(...moments);
}
