import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { type ListingActor, mayChangeListing } from "#app/modules/listings/listing-actor.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { salePendingFailures } from "./sale-pending-failures.ts";

/**
 * The listing whose pending sale `actor` manages. With `forUpdate` (an extension, a reopening) its row stays locked
 * until the transaction ends, so those, a sale and the reopening job never cross. Throws AppError `not-found`,
 * `forbidden` (neither its owner nor an administrator) or `conflict` (no sale pending).
 */
export async function findPendingListing(
  db: Database,
  listingId: string,
  actor: ListingActor,
  { forUpdate = false } = {},
) {
  if (!listingIdSchema.safeParse(listingId).success) throw salePendingFailures.notFound();
  const query = db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      userId: listings.userId,
      salePendingUntil: listings.salePendingUntil,
      salePendingExtended: listings.salePendingExtended,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw salePendingFailures.notFound();
  if (!mayChangeListing(actor, row.userId)) throw salePendingFailures.forbidden();
  const { salePendingUntil, ...rest } = row;
  if (salePendingUntil === null) throw salePendingFailures.notPending();
  return { ...rest, title: listingDisplayTitle(row), salePendingUntil };
}
