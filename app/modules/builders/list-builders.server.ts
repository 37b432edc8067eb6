import { and, desc, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders } from "#app/db/schema.ts";
import { encodeListingCursor, type ListingCursor } from "#app/modules/search/listing-page.ts";
import { type BuilderCard, type BuilderPage, builderPageSize } from "./builder-summary.ts";
import { isPublicBuilder } from "./builder-visibility.server.ts";

export interface ListBuildersOptions {
  db: Database;
  /** Where the page starts (the previous page's last profile); absent for the first page. */
  cursor?: ListingCursor;
  pageSize?: number;
}

/** What every list of builder profiles reads: the id, the name, the place and the photos. */
export const builderListColumns = {
  id: builders.id,
  businessName: builders.businessName,
  location: builders.location,
  images: builders.imageUrls,
};

/** Newest first, the id settling ties. */
export const newestBuildersFirst = [desc(builders.createdAt), desc(builders.id)];

/** Whole microseconds since the epoch: the cursor's sort value (more precise than a JavaScript Date). */
const createdMicros = sql<number>`(extract(epoch from ${builders.createdAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * One page of public builder profiles, newest first (docs/product/builders.md, Builders directory: active,
 * unexpired, by created_at, 9 at a time), paged by keyset on (created_at, id) so scrolling neither repeats nor skips a profile when
 * one is added or expires meanwhile. A full page carries the cursor of the next; a short page none.
 */
export async function listBuilders({
  db,
  cursor,
  pageSize = builderPageSize,
}: ListBuildersOptions): Promise<BuilderPage> {
  const after = cursor
    ? sql`(${builders.createdAt}, ${builders.id}) < ('epoch'::timestamptz + ${cursor.sortValue}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      ...builderListColumns,
      website: builders.website,
      instagram: builders.instagram,
      sortValue: createdMicros,
    })
    .from(builders)
    .where(and(isPublicBuilder(), after))
    .orderBy(...newestBuildersFirst)
    .limit(pageSize);
  const last = rows.at(-1);
  return {
    builders: rows.map(({ sortValue: _, ...card }): BuilderCard => card),
    nextCursor:
      rows.length === pageSize && last ? encodeListingCursor({ sortValue: last.sortValue, id: last.id }) : null,
  };
}
