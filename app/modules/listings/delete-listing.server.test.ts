// deleteListing (the contract the admin area calls too) and the reminder schedule on the shared queue.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMediaTarget, listings, media, outbox } from "#app/db/schema.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { deleteListing } from "./delete-listing.server.ts";
import { expiryReminderCron, expiryReminderQueue, scheduleExpiryReminders } from "./expiry-reminder-schedule.server.ts";
import { listingMediaTarget } from "./listing-media.server.ts";
import { englishRejection } from "./testing/in-english.ts";
import { insertUser, recordingStorage, uploadedMedia } from "./testing/selling-fixture.ts";

let database: TestDatabase;
let ownerId: string;
let otherId: string;
let adminId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  [ownerId, otherId, adminId] = await Promise.all([
    insertUser(database.db, "owner@example.com"),
    insertUser(database.db, "other@example.com"),
    insertUser(database.db, "admin@example.com", "admin"),
  ]);
});
afterAll(() => database?.destroy());

async function listingWithMedia() {
  const [row] = await database.db
    .insert(listings)
    .values(listingFixture({ userId: ownerId }))
    .returning({ id: listings.id });
  const id = row?.id ?? "";
  const photo = await uploadedMedia(database.db, ownerId);
  const video = await uploadedMedia(database.db, ownerId, "video");
  const demo = await uploadedMedia(database.db, null);
  await database.db
    .update(media)
    .set({ attachedTo: listingMediaTarget(id) })
    .where(eq(media.id, photo.split("/")[2] ?? ""));
  await database.db
    .update(media)
    .set({ attachedTo: listingMediaTarget(id) })
    .where(eq(media.id, video.split("/")[2] ?? ""));
  await database.db
    .update(media)
    .set({ attachedTo: demoMediaTarget })
    .where(eq(media.id, demo.split("/")[2] ?? ""));
  await database.db
    .update(listings)
    .set({ images: [photo, demo], videoUrl: video })
    .where(eq(listings.id, id));
  return { id, photoId: photo.split("/")[2], videoId: video.split("/")[2], demoId: demo.split("/")[2] ?? "" };
}

describe("deleteListing", () => {
  it("refuses another user, and answers not-found for unknown or malformed ids", async () => {
    const storage = recordingStorage();
    const { id } = await listingWithMedia();
    expect(
      await englishRejection(
        deleteListing({
          baseUrl: "http://localhost:3000",
          db: database.db,
          storage,
          listingId: id,
          actor: { id: otherId, email: "other@example.com", role: "user" },
        }),
      ),
    ).toMatchObject({ code: "forbidden", message: "Failed to delete listing." });
    expect(await database.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(1);
    expect(storage.deletedKeys).toEqual([]);
    for (const listingId of ["00000000-0000-4000-8000-000000000000", "nope", ""]) {
      await expect(
        deleteListing({
          baseUrl: "http://localhost:3000",
          db: database.db,
          storage,
          listingId,
          actor: { id: ownerId, email: "owner@example.com", role: "user" },
        }),
      ).rejects.toMatchObject({ code: "not-found", status: 404 });
    }
  });

  it("deletes for the owner: the listing, its media rows and files; the shared demo photos stay", async () => {
    const storage = recordingStorage();
    const { id, photoId, videoId, demoId } = await listingWithMedia();
    await deleteListing({
      baseUrl: "http://localhost:3000",
      db: database.db,
      storage,
      listingId: id,
      actor: { id: ownerId, email: "owner@example.com", role: "user" },
    });
    expect(await database.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(media)
        .where(eq(media.attachedTo, listingMediaTarget(id))),
    ).toEqual([]);
    expect(await database.db.select().from(media).where(eq(media.id, demoId))).toHaveLength(1);
    expect(storage.deletedKeys).toEqual(
      expect.arrayContaining([`media/${photoId}/480.webp`, `media/${photoId}/1920.avif`, `media/${videoId}/video`]),
    );
    expect(storage.deletedKeys.some((key) => key.includes(demoId))).toBe(false);
  });

  it("deletes for an administrator, whoever owns the listing", async () => {
    const { id } = await listingWithMedia();
    await deleteListing({
      baseUrl: "http://localhost:3000",
      db: database.db,
      storage: recordingStorage(),
      listingId: id,
      actor: { id: adminId, email: "admin@example.com", role: "admin" },
    });
    expect(await database.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(0);
  });
});

describe("the reminder schedule", () => {
  let jobs: JobQueue | undefined;
  afterAll(async () => {
    await jobs?.stop({ graceful: true });
  });

  it("registers an hourly cron on the shared queue whose worker writes the reminders", async () => {
    const logger = pino({ level: "silent" });
    jobs = await startJobQueue({ database, logger, isScheduling: false });
    let notified = 0;
    await database.db
      .insert(listings)
      .values(listingFixture({ userId: ownerId, title: "Scheduled", expiresAt: new Date(Date.now() + 3 * dayMs) }));
    await scheduleExpiryReminders({
      jobs,
      db: database.db,
      baseUrl: testBaseUrl,
      logger,
      notifyOutbox: () => {
        notified += 1;
      },
    });
    const schedules = await jobs.getSchedules(expiryReminderQueue);
    expect(schedules).toMatchObject([{ name: expiryReminderQueue, cron: expiryReminderCron, timezone: "UTC" }]);
    await jobs.send(expiryReminderQueue, {});
    await expect
      .poll(async () => (await database.db.select().from(outbox)).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual([expect.stringContaining('"Scheduled"')]);
    expect(notified).toBe(1);
  });
});
