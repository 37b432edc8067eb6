// docs/product/admin.md, "Audit log": every administrator's action is written in the same transaction as the change.
// The seller's 'Sale pending' page is also an administrator's (docs/product/making-the-deal.md, Sale pending): an
// administrator who extends or reopens someone else's pending sale — reopening lapses the buyer's accepted offer and
// mails the buyers who saved the camper — is audited as their sale of it is; the owner's own steps are not.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog } from "#app/db/admin-schema.ts";
import { listings } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { extendPendingSale } from "./extend-pending-sale.server.ts";
import { reopenSaleNow } from "./reopen-sale-now.server.ts";

const database = testDatabaseBed({ perTest: true });
const people = testPeople;
const admin = { id: people.admin.id, email: people.admin.email, role: "admin" as const };
const owner = { id: people.seller.id, email: people.seller.email, role: "user" as const };
let listingId = "";

beforeEach(async () => {
  await insertPeople(database.db, people);
  listingId = await insertListingFixture(database.db, {
    userId: people.seller.id,
    title: "Held Westfalia",
    salePendingUntil: new Date(Date.now() + 3 * dayMs),
  });
});

const auditEntries = () => database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, listingId));

describe("an administrator managing someone else's pending sale", () => {
  it("is audited when they extend it", async () => {
    await extendPendingSale({ db: database.db, listingId, actor: admin });
    expect(await auditEntries()).toMatchObject([
      {
        action: "listing.update",
        actorEmail: people.admin.email,
        details: { title: "Held Westfalia", changed: "sale pending extended", ownerEmail: people.seller.email },
      },
    ]);
  });

  it("is audited when they reopen it", async () => {
    await reopenSaleNow({ db: database.db, listingId, actor: admin, baseUrl: "http://roamstead.test" });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row?.salePendingUntil).toBeNull();
    expect(await auditEntries()).toMatchObject([
      { action: "listing.update", details: { title: "Held Westfalia", changed: "sale pending reopened" } },
    ]);
  });

  it("leaves the owner's own steps out of the audit log", async () => {
    await extendPendingSale({ db: database.db, listingId, actor: owner });
    await reopenSaleNow({ db: database.db, listingId, actor: owner, baseUrl: "http://roamstead.test" });
    expect(await auditEntries()).toEqual([]);
  });
});
