// attachMedia / deleteMediaOf / the daily clean-up: who may use which upload, and what is removed when.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoMediaTarget, media, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { createTestServices } from "#app/test/services.ts";
import { attachMedia, deleteMediaOf } from "./attach-media.server.ts";
import { cleanUnattachedMedia } from "./clean-unattached-media.server.ts";
import { mediaImageUrl, mediaVariantKey, mediaVideoKey, mediaVideoUrl } from "./media-urls.ts";
import { removeTestStorage } from "./testing/remove-test-storage.ts";

let database: TestDatabase;
let services: AppServices;
const target = "listing:5b0f0c8e-0000-4000-8000-000000000001";
const otherTarget = "listing:5b0f0c8e-0000-4000-8000-000000000002";

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  await database.db.insert(user).values([
    { id: "ann", email: "ann@example.com", name: "Ann", emailVerified: true },
    { id: "bob", email: "bob@example.com", name: "Bob", emailVerified: true },
  ]);
});
afterAll(async () => {
  await database?.destroy();
  await removeTestStorage(services?.storage);
});
beforeEach(async () => {
  await database.db.delete(media);
});

/** A stored photo or video row (with a file in the storage) owned by `ownerId`. */
async function uploaded(
  ownerId: string | null,
  kind: "image" | "video" = "image",
  extra: Partial<typeof media.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(media).values({
    id,
    ownerId,
    kind,
    contentType: kind === "image" ? "image/jpeg" : "video/mp4",
    byteSize: 10,
    width: kind === "image" ? 800 : null,
    height: kind === "image" ? 600 : null,
    videoState: kind === "video" ? "ready" : null,
    ...extra,
  });
  const key = kind === "image" ? mediaVariantKey(id, 480, "webp") : mediaVideoKey(id);
  await services.storage.put(key, Buffer.from("x"), "application/octet-stream");
  return id;
}

const rowsOf = (ids: string[]) =>
  database.db
    .select({ id: media.id, attachedTo: media.attachedTo, detachedAt: media.detachedAt })
    .from(media)
    .where(inArray(media.id, ids));

async function attach(options: Partial<Parameters<typeof attachMedia>[1]> = {}) {
  return database.db.transaction((tx) =>
    attachMedia(tx, { ownerId: "ann", target, imageUrls: [], videoUrl: null, ...options }),
  );
}

describe("attachMedia", () => {
  it("attaches the owner's unattached photos and video to the target", async () => {
    const [a, b, v] = [await uploaded("ann"), await uploaded("ann"), await uploaded("ann", "video")];
    await attach({ imageUrls: [mediaImageUrl(a), mediaImageUrl(b)], videoUrl: mediaVideoUrl(v) });
    for (const row of await rowsOf([a, b, v])) expect(row.attachedTo).toBe(target);
    // Saving again with the same media is fine.
    await attach({ imageUrls: [mediaImageUrl(b), mediaImageUrl(a)], videoUrl: mediaVideoUrl(v) });
  });

  it("refuses another user's upload (wrong owner) and changes nothing", async () => {
    const mine = await uploaded("ann");
    const theirs = await uploaded("bob");
    const attempt = attach({ imageUrls: [mediaImageUrl(mine), mediaImageUrl(theirs)] });
    await expect(attempt).rejects.toMatchObject({ code: "invalid", status: 400 });
    await expect(attempt).rejects.toThrow("media.attach.notYours");
    for (const row of await rowsOf([mine, theirs])) expect(row.attachedTo).toBeNull();
  });

  it("refuses media attached to something else, of the wrong kind, unknown, duplicated or not /media URLs", async () => {
    const elsewhere = await uploaded("ann", "image", { attachedTo: otherTarget });
    await expect(attach({ imageUrls: [mediaImageUrl(elsewhere)] })).rejects.toThrow("media.attach.usedElsewhere");
    const video = await uploaded("ann", "video");
    await expect(attach({ imageUrls: [mediaImageUrl(video)] })).rejects.toThrow("media.attach.notFound");
    const photo = await uploaded("ann");
    await expect(attach({ videoUrl: mediaVideoUrl(photo) })).rejects.toThrow("media.attach.notFound");
    await expect(attach({ imageUrls: [mediaImageUrl(randomUUID())] })).rejects.toThrow("media.attach.notFound");
    await expect(attach({ imageUrls: [mediaImageUrl(photo), mediaImageUrl(photo)] })).rejects.toThrow(
      "media.attach.duplicate",
    );
    for (const url of ["https://cdn.example.com/a.jpg", "/uploads/a.webp", `/media/${photo}/480.webp`, "/media/x"]) {
      await expect(attach({ imageUrls: [url] })).rejects.toThrow("media.attach.notUploaded");
    }
    await expect(attach({ videoUrl: mediaImageUrl(video) })).rejects.toThrow("media.attach.notUploaded");
  });

  it("detaches what the target no longer lists, marking it for the clean-up", async () => {
    const [keep, drop, video] = [await uploaded("ann"), await uploaded("ann"), await uploaded("ann", "video")];
    await attach({ imageUrls: [mediaImageUrl(keep), mediaImageUrl(drop)], videoUrl: mediaVideoUrl(video) });
    await attach({ imageUrls: [mediaImageUrl(keep)], videoUrl: null });
    const rows = new Map((await rowsOf([keep, drop, video])).map((row) => [row.id, row]));
    expect(rows.get(keep)).toMatchObject({ attachedTo: target, detachedAt: null });
    expect(rows.get(drop)?.attachedTo).toBeNull();
    expect(rows.get(drop)?.detachedAt).toBeInstanceOf(Date);
    expect(rows.get(video)?.attachedTo).toBeNull();
    // A detached upload of the same owner can be attached again (to this or another target).
    await attach({ target: otherTarget, imageUrls: [mediaImageUrl(drop)] });
    expect((await rowsOf([drop]))[0]).toMatchObject({ attachedTo: otherTarget, detachedAt: null });
  });

  it("lets anyone use the shared demo photos without taking them over", async () => {
    const demo = await uploaded(null, "image", { attachedTo: demoMediaTarget });
    await attach({ imageUrls: [mediaImageUrl(demo)] });
    await attach({ ownerId: "bob", target: otherTarget, imageUrls: [mediaImageUrl(demo)] });
    await attach({ imageUrls: [] });
    expect((await rowsOf([demo]))[0]?.attachedTo).toBe(demoMediaTarget);
    await expect(deleteMediaOf(database.db, services.storage, demoMediaTarget)).rejects.toThrow();
  });
});

describe("deleteMediaOf", () => {
  it("removes the target's rows and files, and nothing else", async () => {
    const [photo, video, other] = [await uploaded("ann"), await uploaded("ann", "video"), await uploaded("ann")];
    await attach({ imageUrls: [mediaImageUrl(photo)], videoUrl: mediaVideoUrl(video) });
    await attach({ target: otherTarget, imageUrls: [mediaImageUrl(other)] });
    expect(await deleteMediaOf(database.db, services.storage, target)).toBe(2);
    expect(await rowsOf([photo, video, other])).toHaveLength(1);
    expect(await services.storage.stat(mediaVariantKey(photo, 480, "webp"))).toBeNull();
    expect(await services.storage.stat(mediaVideoKey(video))).toBeNull();
    expect(await services.storage.stat(mediaVariantKey(other, 480, "webp"))).not.toBeNull();
  });
});

describe("cleanUnattachedMedia", () => {
  it("deletes uploads unattached for longer than the cut-off, keeping attached, demo and recent ones", async () => {
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const neverAttached = await uploaded("ann", "image", { createdAt: dayAgo });
    const detachedLongAgo = await uploaded("ann", "video", { createdAt: dayAgo, detachedAt: dayAgo });
    const detachedJustNow = await uploaded("ann", "image", { createdAt: dayAgo, detachedAt: new Date() });
    const attached = await uploaded("ann", "image", { createdAt: dayAgo, attachedTo: target });
    const demo = await uploaded(null, "image", { createdAt: dayAgo, attachedTo: demoMediaTarget });
    const fresh = await uploaded("ann");
    const result = await cleanUnattachedMedia({
      db: database.db,
      storage: services.storage,
      olderThan: new Date(Date.now() - 24 * 60 * 60 * 1000),
      batchSize: 1,
    });
    expect(result.media).toBe(2);
    const left = (await rowsOf([neverAttached, detachedLongAgo, detachedJustNow, attached, demo, fresh])).map(
      (row) => row.id,
    );
    expect(left.sort()).toEqual([detachedJustNow, attached, demo, fresh].sort());
    expect(await services.storage.stat(mediaVariantKey(neverAttached, 480, "webp"))).toBeNull();
    expect(await services.storage.stat(mediaVideoKey(detachedLongAgo))).toBeNull();
    const [still] = await database.db.select().from(media).where(eq(media.id, fresh));
    expect(still).toBeDefined();
  });
});
