// Every price change recorded in the edit's transaction, the listing's latest drop, and the price-drop mails
// to the buyers who saved it (docs/product/buyers-come-back.md, "Price history and price drops").
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingPriceChanges, listings, outbox, user } from "#app/db/schema.ts";
import { addFavorite } from "#app/modules/favorites/add-favorite.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { listingFormSchema } from "./listing.schema.ts";
import type { ListingActor } from "./listing-actor.ts";
import { insertUser } from "./testing/selling-fixture.ts";
import { updateListing } from "./update-listing.server.ts";

let database: TestDatabase;
let seller: ListingActor;
let admin: ListingActor;
const geocoder = fakeGeocoder({ "portland, or": { latitude: 45.5152, longitude: -122.6784 } });

beforeAll(async () => {
  database = await createTestDatabase();
  seller = { id: await insertUser(database.db, "seller@example.com"), email: "seller@example.com", role: "user" };
  admin = {
    id: await insertUser(database.db, "admin@example.com", "admin"),
    email: "admin@example.com",
    role: "admin",
  };
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  await database.db.delete(outbox);
});

async function insertListing(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await database.db
    .insert(listings)
    .values(listingFixture({ userId: seller.id, title: "Sprinter 144", priceCents: 6_500_000, ...overrides }))
    .returning({ id: listings.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

const formAt = (dollars: number) =>
  listingFormSchema.parse({
    vehicle_type: "van",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: "2019",
    title: "Sprinter 144",
    price: String(dollars),
    mileage: "",
    location: "Portland, OR",
    description: "Solar and a fixed bed.",
  });

let notified = 0;
const edit = (listingId: string, dollars: number, actor = seller) =>
  updateListing({
    db: database.db,
    geocoder,
    listingId,
    actor,
    input: formAt(dollars),
    baseUrl: testBaseUrl,
    notifyOutbox: () => {
      notified += 1;
    },
  });

async function changesOf(listingId: string) {
  return database.db
    .select({ oldPriceCents: listingPriceChanges.oldPriceCents, newPriceCents: listingPriceChanges.newPriceCents })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.listingId, listingId))
    .orderBy(asc(listingPriceChanges.id));
}

async function dropOf(listingId: string) {
  const [row] = await database.db
    .select({ at: listings.lastPriceDropAt, cents: listings.lastPriceDropCents })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

const buyer = async (name: string, priceDropAlerts = true) => {
  const email = `${name}@example.com`;
  const id = await insertUser(database.db, email);
  await database.db.update(user).set({ priceDropAlerts }).where(eq(user.id, id));
  const [row] = await database.db.select({ token: user.priceDropUnsubscribeToken }).from(user).where(eq(user.id, id));
  return { id, email, token: row?.token ?? "" };
};

describe("recording price changes", () => {
  it("records each change with old and new price; a drop sets the latest drop, a rise clears it, no change records nothing", async () => {
    const listingId = await insertListing();
    await edit(listingId, 65_000);
    expect(await changesOf(listingId)).toEqual([]);

    await edit(listingId, 60_000);
    expect(await dropOf(listingId)).toEqual({ at: expect.any(Date), cents: 500_000 });

    await edit(listingId, 62_000, admin);
    expect(await dropOf(listingId)).toEqual({ at: null, cents: null });

    await edit(listingId, 55_000);
    expect(await changesOf(listingId)).toEqual([
      { oldPriceCents: 6_500_000, newPriceCents: 6_000_000 },
      { oldPriceCents: 6_000_000, newPriceCents: 6_200_000 },
      { oldPriceCents: 6_200_000, newPriceCents: 5_500_000 },
    ]);
    expect(await dropOf(listingId)).toMatchObject({ cents: 700_000 });
  });
});

describe("price-drop mails", () => {
  it("on a drop, mails each favoriter once, only with the preference on, never the seller, with a one-click unsubscribe", async () => {
    const listingId = await insertListing();
    const keen = await buyer("keen");
    const quiet = await buyer("quiet", false);
    await buyer("unrelated");
    for (const userId of [keen.id, quiet.id, seller.id]) await addFavorite({ db: database.db, userId, listingId });
    notified = 0;

    await edit(listingId, 60_000);
    const mails = await database.db.select().from(outbox);
    expect(mails.map((mail) => mail.recipient)).toEqual([keen.email]);
    const [mail] = mails;
    const unsubscribeUrl = `${testBaseUrl}/price-drop-alerts/unsubscribe?token=${keen.token}`;
    expect(mail).toMatchObject({ subject: "Price drop: Sprinter 144", listUnsubscribeUrl: unsubscribeUrl });
    expect(mail?.text).toContain(`${testBaseUrl}/listing/${listingId}`);
    expect(mail?.text).toContain("dropped from US$65,000 to US$60,000");
    expect(mail?.text).toContain("To stop these emails");
    expect(mail?.html).toContain("$60,000");
    expect(notified).toBe(1);

    // A rise, and an edit that keeps the price, mail nobody.
    await edit(listingId, 61_000);
    await edit(listingId, 61_000);
    expect(await database.db.$count(outbox)).toBe(1);
  });

  it("mails nobody about a listing that is not public", async () => {
    const listingId = await insertListing({ title: "Hidden van" });
    const keen = await buyer("keen-hidden");
    await addFavorite({ db: database.db, userId: keen.id, listingId });
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    notified = 0;
    await edit(listingId, 50_000);
    expect(await database.db.$count(outbox)).toBe(0);
    expect(await changesOf(listingId)).toHaveLength(1);
    expect(notified).toBe(0);
  });
});
