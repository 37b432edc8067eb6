import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDrafts } from "#app/db/schema.ts";
import { tierOf } from "./create-listing.server.ts";
import { storedDraftValues } from "./listing-draft.ts";

export interface OwnListingDraft {
  id: string;
  /** The title typed, else year, make and model; empty when neither is typed (the page says 'Untitled draft'). */
  title: string;
  tierName: string;
  /** The cover photo's address, if one is uploaded. */
  cover: string | null;
  updatedAt: Date;
}

/** The user's drafts for My listings (docs/product/selling.md, My listings), the last saved first. */
export async function listListingDrafts(db: Database, userId: string): Promise<OwnListingDraft[]> {
  const rows = await db
    .select()
    .from(listingDrafts)
    .where(eq(listingDrafts.userId, userId))
    .orderBy(desc(listingDrafts.updatedAt));
  return rows.map((row) => {
    const values = storedDraftValues(row.values);
    const named = `${values.year} ${values.make} ${values.model}`.trim();
    return {
      id: row.id,
      title: values.title.trim() || named,
      tierName: tierOf(row.tier).name,
      cover: values.images[0] ?? null,
      updatedAt: row.updatedAt,
    };
  });
}
