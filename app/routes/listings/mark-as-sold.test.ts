// Marking a listing sold, end to end through its route (docs/product/mark-as-sold.md): who may, the private sale
// price, the 'Sold' mails to favoriters, a sold listing refused for edit and renew, its page for 14 days then
// 410 Gone, and its leaving search at once.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offers } from "#app/db/deal-schema.ts";
import { adminAuditLog, conversations, favorites, listings, outbox, user } from "#app/db/schema.ts";
import { listFavorites } from "#app/modules/favorites/list-favorites.server.ts";
import { deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import { listingFormSchema } from "#app/modules/listings/listing.schema.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { previewListingRenewal, startListingRenewal } from "#app/modules/listings/renew-listing.server.ts";
import { englishOutcome, englishRejection } from "#app/modules/listings/testing/in-english.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import { updateListingText } from "#app/modules/listings/update-listing-text.server.ts";
import { answerFeaturedPage, answerListingSearch } from "#app/modules/search/listing-json-endpoints.server.ts";
import { listSoldPrices } from "#app/modules/sold/list-sold-prices.server.ts";
import type { TestAccount } from "#app/test/accounts.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { loader as detailLoader } from "./detail.tsx";
import { loader as editLoader } from "./edit-listing.tsx";
import { action as markAction, loader as markLoader } from "./mark-as-sold.tsx";
import { loader as submitLoader } from "./submit-listing.tsx";

/** A route's outcome with the message ids of its body in English (ADR 056): the tests compare the product's words. */
const settle = (run: () => unknown) => englishOutcome(settleOutcome(run));

/** The words of docs/product/mark-as-sold.md the pages answer with. */
const markAsSoldTexts = {
  invalidSalePrice: "Please enter the sale price in dollars, for example 45000 or 45,000.50, or leave it empty.",
  forbidden: "You can only mark your own listings as sold.",
  notFound: "This listing no longer exists.",
  alreadySold: "This listing is already marked as sold.",
  soldNoEdit: "This listing is sold and can no longer be changed.",
  soldNoRenew: "This listing is sold and can no longer be renewed.",
  publishNeedsPrice: "Enter the sale price to publish it, or untick 'Publish the sale price'.",
} as const;

const bed = routeTestBed({
  accounts: {
    owner: "owner@example.com",
    stranger: "stranger@example.com",
    admin: { email: "admin@example.com", role: "admin" },
    buyer: "buyer@example.com",
    quietBuyer: "quiet@example.com",
  },
});

const actor = (account: TestAccount, role: "user" | "admin" = "user"): ListingActor => ({ ...account, role });

async function insertListing(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await bed.db
    .insert(listings)
    .values(
      listingFixture({ userId: bed.accounts.owner.id, make: `Make${crypto.randomUUID().slice(0, 8)}`, ...overrides }),
    )
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

async function listingRow(id: string) {
  const [row] = await bed.db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new Error("gone");
  return row;
}

const markSold = (id: string, values: Record<string, string>, as: TestAccount = bed.accounts.owner, query = "") =>
  settle(() =>
    markAction(routeArgs(formRequest(`/mark-as-sold/${id}${query}`, values, as.cookie), bed.context, { id })),
  );

const openPage = (id: string, cookie?: string) =>
  settle(() => detailLoader(routeArgs(pageRequest(`/listing/${id}`, cookie), bed.context, { id })));

const soldMailsTo = (email: string) =>
  bed.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.subject, "Sold: %")));

describe("marking a listing sold (docs/product/mark-as-sold.md)", () => {
  it("lets the owner mark it sold with a private sale price, back where they came from with the notice", async () => {
    const listing = await insertListing({ title: "Sold van with price" });
    const page = await settle(() =>
      markLoader(
        routeArgs(
          pageRequest(`/mark-as-sold/${listing.id}?returnTo=/dashboard`, bed.accounts.owner.cookie),
          bed.context,
          {
            id: listing.id,
          },
        ),
      ),
    );
    expect(page).toMatchObject({
      status: 200,
      body: { listing: { title: "Sold van with price" }, returnTo: "/dashboard" },
    });

    const answer = await markSold(listing.id, { sale_price: "$45,000.50" }, bed.accounts.owner, "?returnTo=/dashboard");
    expect(answer).toMatchObject({ status: 303, location: "/dashboard?sold=1" });
    const sold = await listingRow(listing.id);
    expect(sold).toMatchObject({ isActive: false, soldPriceCents: 4_500_050 });
    expect(sold.soldAt).toBeInstanceOf(Date);
  });

  it("takes no sale price as none, and sends an unknown returnTo to My Listings", async () => {
    const listing = await insertListing();
    expect(
      await markSold(listing.id, { sale_price: " " }, bed.accounts.owner, "?returnTo=https://evil.test"),
    ).toMatchObject({
      status: 303,
      location: "/my-listings?sold=1",
    });
    expect(await listingRow(listing.id)).toMatchObject({ isActive: false, soldPriceCents: null });
  });

  it("refuses a sale price that is not dollars, or above the listing form's limit, and keeps what was typed", async () => {
    const listing = await insertListing();
    for (const typed of ["abc", "12.345", "-5", "20000000.01"]) {
      const answer = await markSold(listing.id, { sale_price: typed });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          ok: false,
          fieldErrors: { sale_price: markAsSoldTexts.invalidSalePrice },
          values: { sale_price: typed },
        },
      });
    }
    expect((await listingRow(listing.id)).soldAt).toBeNull();
  });

  it("refuses someone else, lets an administrator (audited), and refuses marking it sold again", async () => {
    const listing = await insertListing({ title: "Contested van" });
    expect(await markSold(listing.id, {}, bed.accounts.stranger)).toMatchObject({
      status: 403,
      body: { message: markAsSoldTexts.forbidden },
    });
    const strangerPage = await settle(() =>
      markLoader(
        routeArgs(pageRequest(`/mark-as-sold/${listing.id}`, bed.accounts.stranger.cookie), bed.context, {
          id: listing.id,
        }),
      ),
    );
    expect(strangerPage).toMatchObject({ status: 403, body: { error: markAsSoldTexts.forbidden } });

    expect(await markSold(listing.id, {}, bed.accounts.admin)).toMatchObject({ status: 303 });
    const [entry] = await bed.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, listing.id));
    expect(entry).toMatchObject({ action: "listing.update", details: { changed: "sold", title: "Contested van" } });

    expect(await markSold(listing.id, {}, bed.accounts.owner)).toMatchObject({
      status: 409,
      body: { message: markAsSoldTexts.alreadySold },
    });
    const again = await settle(() =>
      markLoader(
        routeArgs(pageRequest(`/mark-as-sold/${listing.id}`, bed.accounts.owner.cookie), bed.context, {
          id: listing.id,
        }),
      ),
    );
    expect(again).toMatchObject({ status: 409, body: { listing: null, error: markAsSoldTexts.alreadySold } });
  });

  it("answers unknown and malformed ids with 404, and a signed-out post with 401", async () => {
    const unknown = crypto.randomUUID();
    expect(await markSold(unknown, {})).toMatchObject({ status: 404, body: { message: markAsSoldTexts.notFound } });
    expect(await markSold("not-a-uuid", {})).toMatchObject({ status: 404 });
    const listing = await insertListing();
    const signedOut = await settle(() =>
      markAction(routeArgs(formRequest(`/mark-as-sold/${listing.id}`, {}), bed.context, { id: listing.id })),
    );
    expect(signedOut).toMatchObject({ status: 401 });
  });

  it("mails 'Sold' to the buyers who saved it with the price-drop preference on, never the seller", async () => {
    const listing = await insertListing({ title: "Much loved van" });
    const { buyer, quietBuyer, owner } = bed.accounts;
    await bed.db.update(user).set({ priceDropAlerts: false }).where(eq(user.id, quietBuyer.id));
    await bed.db
      .insert(favorites)
      .values([buyer, quietBuyer, owner].map((account) => ({ userId: account.id, listingId: listing.id })));

    expect(await markSold(listing.id, { sale_price: "61000" })).toMatchObject({ status: 303 });
    const [mail, ...more] = await soldMailsTo(buyer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Sold: Much loved van");
    expect(mail?.text).toContain('"Much loved van" has been sold, so it is no longer for sale on Roamstead.');
    expect(mail?.text).toContain(`See similar campers: ${testBaseUrl}/listings?vehicleType=van&make=${listing.make}`);
    expect(mail?.listUnsubscribeUrl).toMatch(/\/price-drop-alerts\/unsubscribe\?token=/);
    // Private: the sale price is in no mail.
    expect(mail?.text).not.toContain("61,000");
    expect(await soldMailsTo(quietBuyer.email)).toEqual([]);
    expect(await soldMailsTo(owner.email)).toEqual([]);

    const [saved] = await listFavorites({ db: bed.db, userId: buyer.id });
    expect(saved).toMatchObject({ isAvailable: false, isSold: true, listing: { id: listing.id } });
  });

  it("keeps a sold listing sold: edit, quick edit and renew are refused on the server; delete still works", async () => {
    const listing = await insertListing({ location: "Portland, OR" });
    await markSold(listing.id, {});
    const owner = actor(bed.accounts.owner);
    const conflict = (message: string) => ({ code: "conflict", message });

    expect(
      await englishRejection(
        updateListingText({
          db: bed.db,
          listingId: listing.id,
          actor: owner,
          input: { title: "New", description: "New" },
        }),
      ),
    ).toMatchObject(conflict(markAsSoldTexts.soldNoEdit));
    const input = listingFormSchema.parse({
      vehicle_type: "van",
      make: listing.make,
      model: "Sprinter 144",
      year: "2019",
      price: "1000",
      location: "Portland, OR",
      description: "Cheaper now.",
    });
    expect(
      await englishRejection(
        updateListing({
          db: bed.db,
          geocoder: bed.services.geocoder,
          listingId: listing.id,
          actor: owner,
          input,
          baseUrl: testBaseUrl,
        }),
      ),
    ).toMatchObject(conflict(markAsSoldTexts.soldNoEdit));
    expect((await listingRow(listing.id)).priceCents).toBe(listing.priceCents);

    const cookie = bed.accounts.owner.cookie;
    const quickEdit = await settle(() =>
      editLoader(routeArgs(pageRequest(`/edit-listing/${listing.id}`, cookie), bed.context, { id: listing.id })),
    );
    expect(quickEdit).toMatchObject({ status: 409, body: { refusal: markAsSoldTexts.soldNoEdit } });
    const fullForm = await settle(() =>
      submitLoader(routeArgs(pageRequest(`/submit-listing?edit=${listing.id}`, cookie), bed.context)),
    );
    expect(fullForm).toMatchObject({ status: 409, body: { message: markAsSoldTexts.soldNoEdit } });

    expect(
      await englishRejection(previewListingRenewal({ db: bed.db, listingId: listing.id, userId: owner.id })),
    ).toMatchObject(conflict(markAsSoldTexts.soldNoRenew));
    expect(
      await englishRejection(
        startListingRenewal({
          db: bed.db,
          payments: bed.services.payments,
          user: owner,
          listingId: listing.id,
          baseUrl: testBaseUrl,
        }),
      ),
    ).toMatchObject(conflict(markAsSoldTexts.soldNoRenew));

    await deleteListing({
      baseUrl: "http://localhost:3000",
      db: bed.db,
      storage: bed.services.storage,
      listingId: listing.id,
      actor: owner,
    });
    expect(await bed.db.select().from(listings).where(eq(listings.id, listing.id))).toEqual([]);
  });

  it("takes the listing out of search, the JSON pages and /featured at once", async () => {
    const listing = await insertListing({ isFeatured: true, featuredUntil: null });
    const params = new URLSearchParams({ make: listing.make });
    const found = async () => {
      const search = (await answerListingSearch(bed.services, params)).body as { listings: { id: string }[] };
      const featured = (await answerFeaturedPage(bed.services, new URLSearchParams())).body as {
        listings: { id: string }[];
      };
      return [search, featured].map((page) => page.listings.some((card) => card.id === listing.id));
    };
    expect(await found()).toEqual([true, true]);
    await markSold(listing.id, {});
    expect(await found()).toEqual([false, false]);
  });
});

describe("a sold listing's page (docs/product/mark-as-sold.md)", () => {
  it("shows 'Sold' to everyone for 14 days, then answers 410 Gone to visitors; owner and admin keep it", async () => {
    const listing = await insertListing({ vehicleType: "skoolie" });
    await markSold(listing.id, { sale_price: "30000" });

    const visitor = await openPage(listing.id);
    expect(visitor.status).toBe(200);
    const body = visitor.body as { listing: Record<string, unknown>; canContactSeller: boolean };
    expect(body.listing).toMatchObject({ isPublic: false });
    expect(body.listing.soldAt).toBeInstanceOf(Date);
    expect(body.canContactSeller).toBe(false);
    // The sale price goes nowhere near the page.
    expect(JSON.stringify(body)).not.toMatch(/3000000|soldPrice/);

    await bed.db
      .update(listings)
      .set({ soldAt: new Date(Date.now() - 15 * dayMs) })
      .where(eq(listings.id, listing.id));
    expect(await openPage(listing.id)).toMatchObject({
      status: 410,
      body: { gone: { similarPath: `/listings?vehicleType=skoolie&make=${listing.make}` } },
    });
    expect(await openPage(listing.id, bed.accounts.owner.cookie)).toMatchObject({ status: 200 });
    expect(await openPage(listing.id, bed.accounts.admin.cookie)).toMatchObject({ status: 200 });
    expect(await openPage(listing.id, bed.accounts.stranger.cookie)).toMatchObject({ status: 410 });
  });

  it("stays 404 for unknown ids and for a listing that was not public when sold", async () => {
    expect(await openPage(crypto.randomUUID())).toMatchObject({ status: 404 });
    const expired = await insertListing({ expiresAt: new Date(Date.now() - 30 * dayMs) });
    await markSold(expired.id, {});
    expect(await openPage(expired.id)).toMatchObject({ status: 404 });
    await bed.db
      .update(listings)
      .set({ soldAt: new Date(Date.now() - 20 * dayMs) })
      .where(eq(listings.id, expired.id));
    expect(await openPage(expired.id)).toMatchObject({ status: 404 });
  });

  it("closes the page to visitors when the 14 days end, even while the visitors' view is remembered", async () => {
    const listing = await insertListing();
    await markSold(listing.id, {});
    // Sold 14 days ago less a moment: the remembered view must end when the window does, with no write between.
    await bed.db
      .update(listings)
      .set({ soldAt: new Date(Date.now() - 14 * dayMs + 1_500) })
      .where(eq(listings.id, listing.id));
    expect(await openPage(listing.id)).toMatchObject({ status: 200 });
    expect(await openPage(listing.id)).toMatchObject({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await openPage(listing.id)).toMatchObject({ status: 410 });
  });
});

describe("publishing the sale price (docs/product/making-the-deal.md, Sold prices)", () => {
  const onSoldPage = async (make: string) =>
    (await listSoldPrices({ db: bed.db, filters: { make } })).cards.map((card) => card.soldPriceCents);

  it("keeps the price private unless the owner ticks 'Publish the sale price'", async () => {
    const kept = await insertListing();
    expect(await markSold(kept.id, { sale_price: "41000" })).toMatchObject({ status: 303 });
    expect(await listingRow(kept.id)).toMatchObject({ soldPriceCents: 4_100_000, soldPriceIsPublic: false });
    expect(await onSoldPage(kept.make)).toEqual([]);

    const published = await insertListing();
    expect(await markSold(published.id, { sale_price: "$43,500", publish_price: "1" })).toMatchObject({ status: 303 });
    expect(await listingRow(published.id)).toMatchObject({ soldPriceCents: 4_350_000, soldPriceIsPublic: true });
    expect(await onSoldPage(published.make)).toEqual([4_350_000]);
  });

  it("refuses to publish without a sale price, keeping what was typed; the listing stays for sale", async () => {
    const listing = await insertListing();
    const answer = await markSold(listing.id, { sale_price: " ", publish_price: "1" });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fieldErrors: { publish_price: markAsSoldTexts.publishNeedsPrice },
        values: { publish_price: "1" },
      },
    });
    expect(await listingRow(listing.id)).toMatchObject({ soldAt: null, isActive: true, soldPriceIsPublic: false });
  });

  it("fills in the accepted offer's amount and buyer, and ends the pending sale when marked sold", async () => {
    const listing = await insertListing({ currency: "CAD", askingPriceCents: 6_900_000 });
    const { owner, buyer } = bed.accounts;
    const [conversation] = await bed.db
      .insert(conversations)
      .values({
        listingId: listing.id,
        listingTitle: listing.title,
        sellerId: owner.id,
        buyerId: buyer.id,
        buyerName: "Buyer",
      })
      .returning();
    await bed.db.insert(offers).values({
      conversationId: conversation?.id ?? "",
      listingId: listing.id,
      buyerId: buyer.id,
      sellerId: owner.id,
      madeBy: "buyer",
      amountCents: 6_450_050,
      currency: "CAD",
      status: "accepted",
      expiresAt: new Date(Date.now() + dayMs),
      decidedAt: new Date(),
    });
    await bed.db
      .update(listings)
      .set({ salePendingUntil: new Date(Date.now() + 7 * dayMs) })
      .where(eq(listings.id, listing.id));

    const page = await settle(() =>
      markLoader(routeArgs(pageRequest(`/mark-as-sold/${listing.id}`, owner.cookie), bed.context, { id: listing.id })),
    );
    expect(page).toMatchObject({
      status: 200,
      body: {
        listing: { currency: "CAD" },
        buyers: [{ id: buyer.id }],
        fromOffer: { salePrice: "64500.50", buyerId: buyer.id },
      },
    });
    expect((page.body as { fromOffer: { note: string } }).fromOffer.note).toMatch(
      /^Filled in from the offer you accepted: CA\$64,500\.50\.$/,
    );

    expect(await markSold(listing.id, { sale_price: "64500.50", buyer: buyer.id, publish_price: "1" })).toMatchObject({
      status: 303,
    });
    expect(await listingRow(listing.id)).toMatchObject({
      salePendingUntil: null,
      soldPriceCents: 6_450_050,
      soldPriceIsPublic: true,
    });
    const [sold] = (await listSoldPrices({ db: bed.db, filters: { make: listing.make } })).cards;
    expect(sold).toMatchObject({ soldPriceCents: 6_450_050, currency: "CAD" });
  });
});
