// An administrator's edits and deletions through the owner's pages are audit-logged like /admin's
// actions, in the transaction that makes the change; the owner's own changes are not admin actions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, listings } from "#app/db/schema.ts";
import { deleteListingAsAdmin } from "#app/modules/admin/delete-listing-as-admin.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { deleteListing } from "./delete-listing.server.ts";
import { listingFormSchema } from "./listing.schema.ts";
import type { ListingActor } from "./listing-actor.ts";
import { insertUser, recordingStorage } from "./testing/selling-fixture.ts";
import { updateListing } from "./update-listing.server.ts";
import { updateListingText } from "./update-listing-text.server.ts";

let database: TestDatabase;
let owner: ListingActor;
let admin: ListingActor;
const geocoder = fakeGeocoder({ "portland, or": { latitude: 45.5152, longitude: -122.6784 } });
// No such user: the audit entry's foreign key fails, as any failure to write it would.
const ghostAdmin: ListingActor = { id: "no-such-admin", email: "ghost@example.com", role: "admin" };

beforeAll(async () => {
  database = await createTestDatabase();
  owner = { id: await insertUser(database.db, "owner@example.com"), email: "owner@example.com", role: "user" };
  admin = {
    id: await insertUser(database.db, "admin@example.com", "admin"),
    email: "admin@example.com",
    role: "admin",
  };
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  await database.db.delete(adminAuditLog);
});

async function insertListing(userId: string, title = "Sprinter 144") {
  const [row] = await database.db
    .insert(listings)
    .values(listingFixture({ userId, title, description: "Original words." }))
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** The full listing form as the route's reader parses it. */
const fullForm = (title: string) =>
  listingFormSchema.parse({
    vehicle_type: "van",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: "2019",
    title,
    price: "60000",
    mileage: "",
    location: "Portland, OR",
    description: "Edited words.",
  });

const entries = () => database.db.select().from(adminAuditLog);

describe("an administrator changing someone else's listing", () => {
  it("logs the full edit, the quick edit and the deletion, with the listing's title and owner", async () => {
    const listing = await insertListing(owner.id);
    await updateListing({
      db: database.db,
      baseUrl: testBaseUrl,
      geocoder,
      listingId: listing.id,
      actor: admin,
      input: fullForm("Fixed"),
    });
    await updateListingText({
      db: database.db,
      listingId: listing.id,
      actor: admin,
      input: { title: "Fixed again", description: "Better words." },
    });
    await deleteListing({
      baseUrl: "http://localhost:3000",
      db: database.db,
      storage: recordingStorage(),
      listingId: listing.id,
      actor: admin,
    });
    const logged = await entries();
    expect(logged.map((entry) => entry.action)).toEqual(["listing.update", "listing.update", "listing.delete"]);
    const owned = { ownerId: owner.id, ownerEmail: "owner@example.com" };
    expect(logged).toMatchObject([
      {
        actorId: admin.id,
        actorEmail: "admin@example.com",
        targetType: "listing",
        targetId: listing.id,
        details: { title: "Fixed", changed: "all details", ...owned },
      },
      { targetId: listing.id, details: { title: "Fixed again", changed: "title and description", ...owned } },
      { targetId: listing.id, details: { title: "Fixed again", ...owned } },
    ]);
  });

  it("changes nothing when the audit entry cannot be written", async () => {
    const listing = await insertListing(owner.id, "Untouched");
    await expect(
      updateListing({
        db: database.db,
        baseUrl: testBaseUrl,
        geocoder,
        listingId: listing.id,
        actor: ghostAdmin,
        input: fullForm("Changed"),
      }),
    ).rejects.toThrow();
    await expect(
      updateListingText({
        db: database.db,
        listingId: listing.id,
        actor: ghostAdmin,
        input: { title: "Changed", description: "Changed." },
      }),
    ).rejects.toThrow();
    await expect(
      deleteListing({
        baseUrl: "http://localhost:3000",
        db: database.db,
        storage: recordingStorage(),
        listingId: listing.id,
        actor: ghostAdmin,
      }),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ title: "Untouched", description: "Original words.", mileage: 48_000 });
    expect(await entries()).toEqual([]);
  });
});

describe("changes that are not an administrator acting for an owner", () => {
  it("logs nothing for the owner, nor for an administrator's own listing through the owner pages", async () => {
    const mine = await insertListing(owner.id);
    await updateListing({
      db: database.db,
      baseUrl: testBaseUrl,
      geocoder,
      listingId: mine.id,
      actor: owner,
      input: fullForm("Mine"),
    });
    await updateListingText({
      db: database.db,
      listingId: mine.id,
      actor: owner,
      input: { title: "Mine", description: "Mine." },
    });
    await deleteListing({
      baseUrl: "http://localhost:3000",
      db: database.db,
      storage: recordingStorage(),
      listingId: mine.id,
      actor: owner,
    });
    const adminsOwn = await insertListing(admin.id);
    await updateListing({
      db: database.db,
      baseUrl: testBaseUrl,
      geocoder,
      listingId: adminsOwn.id,
      actor: admin,
      input: fullForm("Own"),
    });
    await deleteListing({
      baseUrl: "http://localhost:3000",
      db: database.db,
      storage: recordingStorage(),
      listingId: adminsOwn.id,
      actor: admin,
    });
    expect(await entries()).toEqual([]);
  });

  it("/admin's delete logs exactly one entry, for the administrator's own listing too", async () => {
    for (const ownerId of [owner.id, admin.id]) {
      const listing = await insertListing(ownerId);
      const actor = { id: admin.id, email: admin.email };
      await deleteListingAsAdmin({
        baseUrl: "http://localhost:3000",
        db: database.db,
        storage: recordingStorage(),
        actor,
        listingId: listing.id,
      });
      expect(await database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, listing.id))).toHaveLength(
        1,
      );
    }
    await expect(
      deleteListingAsAdmin({
        baseUrl: "http://localhost:3000",
        db: database.db,
        storage: recordingStorage(),
        actor: { id: admin.id, email: admin.email },
        listingId: "00000000-0000-4000-8000-000000000000",
      }),
    ).rejects.toMatchObject({ code: "not-found" });
    expect(await entries()).toHaveLength(2);
  });
});
