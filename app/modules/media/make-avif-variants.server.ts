import { buffer } from "node:stream/consumers";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaVariantKey, variantPlan } from "./media-urls.ts";
import { makeAvifVariants } from "./process-image.server.ts";

export interface MakeAvifVariantsForOptions {
  db: Database;
  storage: MediaStorage;
  mediaId: string;
}

export type MakeAvifVariantsResult = "made" | "already-made" | "not-found";

/**
 * The background half of a photo upload: AVIF variants from the largest WebP variant, stored, then
 * marked ready, so `.avif` URLs stop redirecting to `.webp`. Safe to run twice.
 */
export async function makeAvifVariantsFor({
  db,
  storage,
  mediaId,
}: MakeAvifVariantsForOptions): Promise<MakeAvifVariantsResult> {
  const [row] = await db
    .select({ kind: media.kind, width: media.width, avifReadyAt: media.avifReadyAt })
    .from(media)
    .where(eq(media.id, mediaId));
  if (row?.kind !== "image" || !row.width) return "not-found";
  if (row.avifReadyAt) return "already-made";
  const largest = variantPlan(row.width).at(-1);
  if (!largest) return "not-found";
  const source = await storage.read(mediaVariantKey(mediaId, largest.slot, "webp"));
  // Deleted meanwhile (clean-up, or its listing went): nothing to do.
  if (!source) return "not-found";
  const variants = await makeAvifVariants(await buffer(source), row.width);
  for (const variant of variants) {
    await storage.put(mediaVariantKey(mediaId, variant.slot, "avif"), variant.bytes, "image/avif");
  }
  const marked = await db
    .update(media)
    .set({ avifReadyAt: new Date() })
    .where(and(eq(media.id, mediaId), isNull(media.avifReadyAt)))
    .returning({ id: media.id });
  return marked.length > 0 ? "made" : "already-made";
}
