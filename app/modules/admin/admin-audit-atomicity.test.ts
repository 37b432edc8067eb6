// Every admin change and its audit entry commit together: when the entry cannot be written, the change is undone.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, listings } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { createTestServices } from "#app/test/services.ts";
import { deleteListingAsAdmin } from "./delete-listing-as-admin.server.ts";
import { setListingFeatured } from "./set-listing-featured.server.ts";

const database = testDatabaseBed();

// No such user: the audit entry's foreign key fails, as any failure to write it would.
const ghost = { id: "no-such-user", email: "ghost@example.com" };

async function insertListing() {
  const [row] = await database.db.insert(listings).values(listingFixture()).returning({ id: listings.id });
  if (!row) throw new Error("no listing");
  return row.id;
}

describe("audit entry and change in one transaction", () => {
  it("leaves the listing unfeatured when the feature's audit entry fails", async () => {
    const id = await insertListing();
    await expect(
      setListingFeatured({ db: database.db, actor: ghost, listingId: id, isFeatured: true }),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ isFeatured: false });
    expect(await database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("keeps the listing when the deletion's audit entry fails", async () => {
    const id = await insertListing();
    const { storage } = createTestServices(database);
    await expect(
      deleteListingAsAdmin({ baseUrl: "http://localhost:3000", db: database.db, storage, actor: ghost, listingId: id }),
    ).rejects.toThrow();
    expect(await database.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(1);
    expect(await database.db.select().from(adminAuditLog)).toHaveLength(0);
  });
});
