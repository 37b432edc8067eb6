// Days on market that survive a relist (docs/product/making-the-deal.md, "Days on market"): a listing published
// through any path counts from the first listing of the same camper, by VIN or by the same seller's make, model and
// year relisted within 30 days; the cards, the listing page and the sort 'Fewest days on market' read it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endedListings } from "#app/db/deal-schema.ts";
import { listings, type NewListing } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { payLocalCheckout } from "#app/modules/billing/local-checkout.server.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { createTestServices, testBaseUrl } from "#app/test/services.ts";
import { createListing } from "./create-listing.server.ts";
import { deleteListing } from "./delete-listing.server.ts";
import { getPublicListing } from "./get-public-listing.server.ts";
import { listingFormSchema } from "./listing.schema.ts";
import { listingFormValues } from "./listing-form-rules.ts";
import { payForListingDraft } from "./pay-for-listing-draft.server.ts";
import { saveListingDraft } from "./save-listing-draft.server.ts";
import { insertUser, paidListingSession } from "./testing/selling-fixture.ts";

let database: TestDatabase;
let services: AppServices;
const geocoder = fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } });

beforeAll(async () => {
  database = await createTestDatabase();
  services = { ...createTestServices(database), geocoder };
});
afterAll(() => database?.destroy());

const vin = "1FDXE4FS6ED000111";
const otherVin = "1FTBW3XM3HKA00222";
const ago = (days: number) => new Date(Date.now() - days * dayMs);

async function seller(label: string) {
  const email = `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  return { id: await insertUser(database.db, email), email };
}

/** A camper of its own make each time, so tests never find each other's listings. */
const camper = (more: { make?: string; vin?: string } = {}) => ({
  make: more.make ?? `Make ${crypto.randomUUID().slice(0, 8)}`,
  model: "Transit 250",
  year: "2019",
  vin: more.vin ?? "",
});

/** An earlier listing of `owner`, first listed `firstListedDaysAgo` days ago. */
async function earlierListing(
  owner: { id: string },
  { make, model, year, vin }: ReturnType<typeof camper>,
  firstListedDaysAgo: number,
  more: Partial<NewListing> = {},
) {
  const [row] = await database.db
    .insert(listings)
    .values(
      listingFixture({
        userId: owner.id,
        make,
        model,
        year: Number(year),
        vin: vin || null,
        createdAt: ago(firstListedDaysAgo),
        firstListedAt: ago(firstListedDaysAgo),
        ...more,
      }),
    )
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** Publishes `owner`'s listing of the camper through the listing form and its paid checkout. */
async function publish(owner: { id: string; email: string }, listed: ReturnType<typeof camper>) {
  const { providerSessionId } = await paidListingSession(services, owner, "graze");
  const input = listingFormSchema.parse({
    vehicle_type: "van",
    ...listed,
    price: "52000",
    location: "Bend, OR",
    description: "Relisted.",
  });
  const { listingId } = await createListing({ db: database.db, geocoder, userId: owner.id, providerSessionId, input });
  return listingId;
}

async function listedDaysAgo(listingId: string) {
  return (await getPublicListing({ db: database.db, id: listingId }))?.listedDaysAgo;
}

const remove = (listingId: string, owner: { id: string; email: string }) =>
  deleteListing({
    baseUrl: "http://localhost:3000",
    db: database.db,
    storage: services.storage,
    listingId,
    actor: { ...owner, role: "user" },
  });

describe("days on market (docs/product/making-the-deal.md)", () => {
  it("counts a new camper from its publication: 'Listed today'", async () => {
    const owner = await seller("fresh");
    const listingId = await publish(owner, camper({ vin: "1FDXE4FS2ED000333" }));
    expect(await listedDaysAgo(listingId)).toBe(0);
  });

  it("keeps counting a camper relisted with the same VIN, after a deletion, by the same or another seller", async () => {
    const first = await seller("first");
    const listed = camper({ vin: otherVin });
    const earlier = await earlierListing(first, listed, 40);
    await remove(earlier.id, first);
    const [ended] = await database.db.select().from(endedListings).where(eq(endedListings.listingId, earlier.id));
    expect(ended).toMatchObject({ userId: first.id, vin: otherVin, firstListedAt: earlier.firstListedAt });

    const again = await publish(first, listed);
    expect(await listedDaysAgo(again)).toBe(40);
    // A dealer who took the camper over, with another make typed: the VIN says it is the same camper.
    const dealer = await seller("dealer");
    const byDealer = await publish(dealer, { ...camper(), vin: otherVin });
    expect(await listedDaysAgo(byDealer)).toBe(40);
  });

  it("keeps counting the same seller's make, model and year relisted within 30 days of a deletion or an expiry", async () => {
    const owner = await seller("relister");
    const deletedOne = camper();
    const deleted = await earlierListing(owner, deletedOne, 50);
    await remove(deleted.id, owner);
    // The make written another way is the same make.
    expect(await listedDaysAgo(await publish(owner, { ...deletedOne, make: deletedOne.make.toUpperCase() }))).toBe(50);

    const expiredOne = camper();
    await earlierListing(owner, expiredOne, 90, { expiresAt: ago(29) });
    expect(await listedDaysAgo(await publish(owner, expiredOne))).toBe(90);

    const soldOne = camper();
    await earlierListing(owner, soldOne, 35, { soldAt: ago(3), isActive: false });
    expect(await listedDaysAgo(await publish(owner, soldOne))).toBe(35);
  });

  it("starts again 31 days after the last listing ended, for another seller, and for a camper with another VIN", async () => {
    const owner = await seller("patient");
    const expiredOne = camper();
    await earlierListing(owner, expiredOne, 120, { expiresAt: ago(31) });
    expect(await listedDaysAgo(await publish(owner, expiredOne))).toBe(0);

    const deletedOne = camper();
    const deleted = await earlierListing(owner, deletedOne, 80);
    await remove(deleted.id, owner);
    await database.db
      .update(endedListings)
      .set({ endedAt: ago(31) })
      .where(eq(endedListings.listingId, deleted.id));
    expect(await listedDaysAgo(await publish(owner, deletedOne))).toBe(0);

    const liveOne = camper();
    await earlierListing(owner, liveOne, 20);
    const stranger = await seller("stranger");
    expect(await listedDaysAgo(await publish(stranger, liveOne))).toBe(0);
    // Two VINs, two campers, whatever their make, model and year.
    const withVin = camper({ vin });
    await earlierListing(owner, { ...withVin, vin: "3C6TRVDGXHE000444" }, 20);
    expect(await listedDaysAgo(await publish(owner, withVin))).toBe(0);
  });

  it("counts from the first of a chain of relists", async () => {
    const owner = await seller("chain");
    const listed = camper();
    const first = await earlierListing(owner, listed, 70);
    await remove(first.id, owner);
    const second = await publish(owner, listed);
    await remove(second, owner);
    expect(await listedDaysAgo(await publish(owner, listed))).toBe(70);
  });

  it("counts a draft published on its payment's return from the camper's first listing too", async () => {
    const owner = await seller("drafter");
    const listed = camper();
    await earlierListing(owner, listed, 12, { expiresAt: ago(1) });
    const values = listingFormValues({
      vehicle_type: "van",
      ...listed,
      price: "$52,500",
      location: "Bend, OR",
      description: "From a draft.",
    });
    const { draftId } = await saveListingDraft({
      db: database.db,
      userId: owner.id,
      draftId: null,
      tier: "graze",
      values,
    });
    const { redirectUrl } = await payForListingDraft({
      db: database.db,
      payments: services.payments,
      geocoder,
      user: owner,
      draftId,
      baseUrl: testBaseUrl,
    });
    await payLocalCheckout({
      db: database.db,
      sessionId: redirectUrl.replace("/checkout/local/", ""),
      userId: owner.id,
    });
    const [published] = await database.db.select().from(listings).where(eq(listings.description, "From a draft."));
    expect(await listedDaysAgo(published?.id ?? "")).toBe(12);
  });

  it("shows the days on the cards, and sorts 'Fewest days on market' by the camper's first listing, not the listing's", async () => {
    const owner = await seller("sorter");
    const make = `Sorted ${crypto.randomUUID().slice(0, 8)}`;
    await earlierListing(owner, camper({ make }), 2, { title: "posted 2 days ago" });
    await database.db
      .insert(listings)
      .values(
        listingFixture({ userId: owner.id, make, title: "relisted today", createdAt: ago(0), firstListedAt: ago(40) }),
      );
    const titles = async (sortBy: "days_asc" | "newest") =>
      (await searchListings({ db: database.db, geocoder, input: { make, sortBy }, pageSize: 12 })).listings.map(
        (card) => [card.title, card.listedDaysAgo],
      );
    expect(await titles("newest")).toEqual([
      ["relisted today", 40],
      ["posted 2 days ago", 2],
    ]);
    expect(await titles("days_asc")).toEqual([
      ["posted 2 days ago", 2],
      ["relisted today", 40],
    ]);
  });
});
