// The seller's listings and drafts an inventory file's stock numbers name, with where their photos came from: what
// plan-import-row.server.ts compares each row with.
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDrafts, listings, type PhotoFetchStatus, photoFetches } from "#app/db/schema.ts";
import { listingFormValuesOf } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { mediaImageUrl } from "#app/modules/media/media-urls.ts";
import type { ImportTarget } from "./plan-import-row.server.ts";

/** The seller's listing (else draft) of each stock number that has one. */
export async function loadImportTargets(
  db: Database,
  userId: string,
  stockNumbers: readonly string[],
): Promise<Map<string, ImportTarget>> {
  const targets = new Map<string, Omit<ImportTarget, "photosFrom" | "photosComing"> & { images: string[] }>();
  if (stockNumbers.length === 0) return new Map();
  const listingRows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.stockNumber, [...stockNumbers])));
  for (const row of listingRows) {
    if (!row.stockNumber) continue;
    const values = listingFormValuesOf(row);
    targets.set(row.stockNumber, {
      kind: "listing",
      id: row.id,
      tier: row.tier,
      isSold: row.soldAt !== null,
      values,
      images: row.images,
    });
  }
  const draftRows = await db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.userId, userId), inArray(listingDrafts.stockNumber, [...stockNumbers])));
  for (const row of draftRows) {
    // A listing made from a draft takes its stock number; a draft left with the same one is not the import's.
    if (!row.stockNumber || targets.has(row.stockNumber)) continue;
    const values = storedDraftValues(row.values);
    targets.set(row.stockNumber, {
      kind: "draft",
      id: row.id,
      tier: row.tier,
      isSold: false,
      values,
      images: values.images,
    });
  }

  const sets = await photoSetsOf(db, [...targets.values()]);
  return new Map(
    [...targets].map(([stockNumber, { images, ...target }]) => {
      const latest = sets.get(target.id)?.at(-1) ?? [];
      const urls = latest.length > 0 ? latest.map((photo) => photo.url) : null;
      const isInPlace =
        latest.every((photo) => photo.status === "fetched") &&
        isSameList(
          latest.map((photo) => (photo.mediaId ? mediaImageUrl(photo.mediaId) : "")),
          images,
        );
      const isComing = latest.some((photo) => photo.status === "waiting");
      return [stockNumber, { ...target, photosFrom: isInPlace ? urls : null, photosComing: isComing ? urls : null }];
    }),
  );
}

interface FetchedPhoto {
  url: string;
  status: PhotoFetchStatus;
  mediaId: string | null;
}

/** Each target's photo sets (one per import row that named photos for it), oldest first, each in photo order. */
async function photoSetsOf(
  db: Database,
  targets: readonly Pick<ImportTarget, "kind" | "id">[],
): Promise<Map<string, FetchedPhoto[][]>> {
  const ids = (kind: ImportTarget["kind"]) => targets.filter((target) => target.kind === kind).map(({ id }) => id);
  const [listingIds, draftIds] = [ids("listing"), ids("draft")];
  if (listingIds.length === 0 && draftIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(photoFetches)
    .where(
      and(
        isNotNull(photoFetches.importId),
        or(
          listingIds.length > 0 ? inArray(photoFetches.listingId, listingIds) : undefined,
          draftIds.length > 0 ? inArray(photoFetches.draftId, draftIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(photoFetches.createdAt), asc(photoFetches.position));
  const sets = new Map<string, Map<string, FetchedPhoto[]>>();
  for (const row of rows) {
    const target = row.listingId ?? row.draftId ?? "";
    const bySet = sets.get(target) ?? new Map<string, FetchedPhoto[]>();
    sets.set(target, bySet);
    // A set's photos are written together, so the map's order is the order the sets were made in.
    const key = `${row.importId}:${row.rowNumber}`;
    const set = bySet.get(key) ?? [];
    bySet.set(key, set);
    set.push({ url: row.url, status: row.status, mediaId: row.mediaId });
  }
  return new Map([...sets].map(([target, bySet]) => [target, [...bySet.values()]]));
}

const isSameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
