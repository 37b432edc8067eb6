// The favorites' use cases (docs/product/buyers-come-back.md, "Favorites").

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { dayMs, insertListingFixture, type listingFixture } from "#app/test/listing-fixture.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { addFavorite } from "./add-favorite.server.ts";
import { countListingSavers } from "./count-listing-savers.server.ts";
import { listFavoriteListingIds } from "./list-favorite-listing-ids.server.ts";
import { listFavorites } from "./list-favorites.server.ts";
import { removeFavorite } from "./remove-favorite.server.ts";

let database: TestDatabase;
let sellerId: string;
let otherSellerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  [sellerId, otherSellerId] = await Promise.all([
    insertUser(database.db, "seller@example.com"),
    insertUser(database.db, "other-seller@example.com"),
  ]);
});
afterAll(() => database?.destroy());

const insertListing = (overrides: Parameters<typeof listingFixture>[0] = {}) =>
  insertListingFixture(database.db, { userId: sellerId, ...overrides });

const buyer = (name: string) => insertUser(database.db, `${name}-${crypto.randomUUID()}@example.com`);
const notAvailable = { code: "not-found", message: "This camper is no longer available." };

describe("adding and removing a favorite", () => {
  it("saves a public listing once, however often it is added", async () => {
    const userId = await buyer("twice");
    const listingId = await insertListing();
    await addFavorite({ db: database.db, userId, listingId });
    await addFavorite({ db: database.db, userId, listingId });
    expect(await listFavoriteListingIds(database.db, userId)).toEqual([listingId]);
  });

  it("refuses a listing that is not public, and an unknown or malformed id, with 404", async () => {
    const userId = await buyer("refused");
    const inactive = await insertListing({ isActive: false });
    const expired = await insertListing({ expiresAt: new Date(Date.now() - dayMs) });
    const unapproved = await insertListing({ isApproved: false });
    for (const listingId of [inactive, expired, unapproved, crypto.randomUUID(), "not-a-uuid"]) {
      await expect(inEnglishRejection(addFavorite({ db: database.db, userId, listingId }))).rejects.toMatchObject(
        notAvailable,
      );
    }
    expect(await listFavoriteListingIds(database.db, userId)).toEqual([]);
  });

  it("removes only the account's own favorite, whatever the listing's state; removing twice is fine", async () => {
    const [userId, otherId] = await Promise.all([buyer("remover"), buyer("bystander")]);
    const listingId = await insertListing();
    await addFavorite({ db: database.db, userId, listingId });
    await addFavorite({ db: database.db, userId: otherId, listingId });
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    await removeFavorite({ db: database.db, userId, listingId });
    await removeFavorite({ db: database.db, userId, listingId });
    expect(await listFavoriteListingIds(database.db, userId)).toEqual([]);
    expect(await listFavoriteListingIds(database.db, otherId)).toEqual([listingId]);
    await expect(
      inEnglishRejection(removeFavorite({ db: database.db, userId, listingId: "junk" })),
    ).rejects.toMatchObject(notAvailable);
  });
});

describe("listing the account's favorites", () => {
  it("lists cards newest first; a listing no longer public stays, marked and without its price", async () => {
    const userId = await buyer("lister");
    const first = await insertListing({ title: "First saved" });
    const second = await insertListing({ title: "Second saved" });
    await addFavorite({ db: database.db, userId, listingId: first });
    await addFavorite({ db: database.db, userId, listingId: second });
    // The same transaction time would tie: the order is by the time each was saved.
    await database.executeSql("update favorites set created_at = now() - interval '1 hour' where listing_id = $1", [
      first,
    ]);
    await database.executeSql("update listings set is_active = false where id = $1", [first]);

    const items = await listFavorites({ db: database.db, userId });
    expect(items.map((item) => [item.listing.title, item.isAvailable])).toEqual([
      ["Second saved", true],
      ["First saved", false],
    ]);
    expect(items[0]?.listing).toMatchObject({ priceCents: 6_500_000, location: "Portland, OR" });
    expect(items[1]?.listing).not.toHaveProperty("priceCents");
    expect(await listFavoriteListingIds(database.db, userId)).toEqual([second, first]);
  });
});

describe("'Saved by N buyers'", () => {
  it("counts the savers of each of the seller's listings in one grouped query, and only the seller's", async () => {
    const mine = await insertListing({ userId: otherSellerId, title: "Counted" });
    const alsoMine = await insertListing({ userId: otherSellerId, title: "Counted once" });
    const unsaved = await insertListing({ userId: otherSellerId, title: "Nobody's" });
    const someoneElses = await insertListing({ title: "Not the seller's" });
    const savers = await Promise.all([buyer("a"), buyer("b"), buyer("c")]);
    for (const userId of savers) {
      await addFavorite({ db: database.db, userId, listingId: mine });
      await addFavorite({ db: database.db, userId, listingId: someoneElses });
    }
    await addFavorite({ db: database.db, userId: savers[0] ?? "", listingId: alsoMine });

    const counts = await countListingSavers(database.db, otherSellerId);
    expect(counts).toEqual({ [mine]: 3, [alsoMine]: 1 });
    expect(counts[unsaved]).toBeUndefined();
  });
});
