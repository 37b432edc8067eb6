import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { SingleFlight } from "#app/lib/single-flight.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { mediaVariantKey, parseMediaImageUrl, variantWidthFor } from "#app/modules/media/media-urls.ts";
import { readSocialCard } from "./read-social-card.server.ts";
import { renderSocialImage } from "./render-social-image.server.ts";
import { type SocialCard, type SocialImageKind, socialCardVersion } from "./social-image-card.ts";

export interface GetSocialImageOptions {
  db: Database;
  storage: MediaStorage;
  /** Each drawing is logged ('share image drawn', with its time): what the images cost, and how often. */
  logger: Logger;
  kind: SocialImageKind;
  /** Unvalidated input (a URL segment). */
  id: string;
}

export interface SocialImage {
  bytes: Buffer;
  /** Names what the image shows: the `v` of its address in the page's og:image. */
  version: string;
}

/** Images being made now, by storage key: a burst of first requests (a link just shared) makes one. */
const drawing = new WeakMap<MediaStorage, SingleFlight<string, Buffer>>();
/** At most this many images are drawn at once; each holds a decoded photo (~10 MB) while it is drawn. */
const maxRenders = 2;
let rendering = 0;
const waiting: (() => void)[] = [];

/**
 * The share image of a public page, or null when the page is not public (docs/product/found-and-shared.md,
 * "Social images"). Kept in the media storage under a key naming what it shows, so it is drawn once, and
 * again only when the title, price, place or photo changes.
 */
export async function getSocialImage({
  db,
  storage,
  logger,
  kind,
  id,
}: GetSocialImageOptions): Promise<SocialImage | null> {
  const card = await readSocialCard({ db, kind, id });
  if (!card) return null;
  const version = socialCardVersion(card);
  // The id is in its one spelling (readSocialCard finds no other, app/lib/canonical-id.ts): one file per image.
  const key = `social/${kind}/${version}-${id}.jpg`;
  const stored = await storage.read(key);
  if (stored) return { bytes: await readAll(stored), version };

  let ofStorage = drawing.get(storage);
  if (!ofStorage) {
    ofStorage = new SingleFlight();
    drawing.set(storage, ofStorage);
  }
  return { bytes: await ofStorage.run(key, () => drawAndStore({ db, storage, logger, card, key })), version };
}

async function drawAndStore({
  db,
  storage,
  logger,
  card,
  key,
}: {
  db: Database;
  storage: MediaStorage;
  logger: Logger;
  card: SocialCard;
  key: string;
}): Promise<Buffer> {
  await takeRenderSlot();
  try {
    const started = performance.now();
    const photo = card.photo ? await readPhoto(db, storage, card.photo) : null;
    const bytes = await renderSocialImage({ card, photo });
    await storage.put(key, bytes, "image/jpeg");
    logger.info({ image: key, ms: Math.round(performance.now() - started) }, "share image drawn");
    return bytes;
  } finally {
    releaseRenderSlot();
  }
}

/** The largest stored WebP of an uploaded photo; null for anything else (the image is then drawn without it). */
async function readPhoto(db: Database, storage: MediaStorage, photoUrl: string): Promise<Buffer | null> {
  const mediaId = parseMediaImageUrl(photoUrl);
  if (!mediaId) return null;
  const [row] = await db
    .select({ width: media.width })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.kind, "image")))
    .limit(1);
  if (!row?.width) return null;
  const stream = await storage.read(mediaVariantKey(mediaId, variantWidthFor(1920, row.width), "webp"));
  return stream ? readAll(stream) : null;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function takeRenderSlot(): Promise<void> {
  if (rendering < maxRenders) {
    rendering += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function releaseRenderSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else rendering -= 1;
}
