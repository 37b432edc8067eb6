import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingDraft, listingDrafts } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { listingIdSchema } from "./listing-id.ts";

/**
 * The draft `draftId` of `userId`, locked for the caller's transaction when `forUpdate`. Someone else's draft is
 * answered like one that does not exist: 'This draft no longer exists.' (AppError `not-found`), so a draft's id tells
 * a stranger nothing (docs/product/selling.md, Draft).
 */
export async function findOwnListingDraft(
  db: Database,
  { draftId, userId, forUpdate = false }: { draftId: string; userId: string; forUpdate?: boolean },
): Promise<ListingDraft> {
  if (!listingIdSchema.safeParse(draftId).success) throw listingDraftNotFound();
  const query = db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw listingDraftNotFound();
  return row;
}

export const listingDraftNotFound = () => new AppError("not-found", "listings.draft.notFound");
