// The bill of sale of an accepted offer (docs/product/making-the-deal.md, "Bill of sale and handover"), through its
// page and its PDF: only the offer's two parties, only once it is accepted, both names as typed, read back from the
// PDF's text.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { insertOfferFixture } from "#app/modules/handover/testing/offer-fixture.ts";
import { pdfText } from "#app/modules/handover/testing/pdf-text.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { loader as pageLoader } from "./bill-of-sale.tsx";
import { action as pdfAction, loader as pdfLoader } from "./bill-of-sale-pdf.ts";

const bed = routeTestBed({
  accounts: {
    seller: "seller@example.com",
    buyer: "buyer@example.com",
    stranger: "stranger@example.com",
    admin: { email: "admin@example.com", role: "admin" },
  },
});

const vin = "1FTFW1ET5DFC10312";
let listingId = "";
let acceptedOffer = "";

beforeAll(async () => {
  const { seller, buyer } = bed.accounts;
  await bed.db.update(user).set({ name: "Dana W." }).where(eq(user.id, seller.id));
  await bed.db.update(user).set({ name: "Sam", publicPlace: "Denver, CO" }).where(eq(user.id, buyer.id));
  listingId = await insertListingFixture(bed.db, {
    userId: seller.id,
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: 2019,
    vin,
    mileage: 48_000,
  });
  await bed.db
    .update(listings)
    .set({ salePendingUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(listings.id, listingId));
  acceptedOffer = await insertOfferFixture(bed.db, { listingId, sellerId: seller.id, buyerId: buyer.id });
});

const pagePath = (offerId: string) => `/offers/${offerId}/bill-of-sale`;
const openPage = (offerId: string, cookie?: string, path = pagePath(offerId)) =>
  settle(() => pageLoader(routeArgs(pageRequest(path, cookie), bed.context, { id: offerId })));
const download = (offerId: string, names: Record<string, string>, cookie?: string, path = `${pagePath(offerId)}.pdf`) =>
  pdfAction(routeArgs(formRequest(path, names, cookie), bed.context, { id: offerId })) as Promise<Response>;

const typedNames = { sellerName: "Dana Émilie Whitfield", buyerName: "Samuel O’Brien-Côté" };

describe("the bill of sale page", () => {
  it("shows either party the camper, the price and both names to type, filled with the names shown on Roamstead", async () => {
    for (const party of [bed.accounts.seller, bed.accounts.buyer]) {
      const page = await openPage(acceptedOffer, party.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        state: "ready",
        metaTitle: "Bill of sale: 2019 Mercedes-Benz Sprinter 144 | Roamstead",
        deal: {
          facts: [
            { label: "Camper", value: "2019 Mercedes-Benz Sprinter 144" },
            { label: "VIN", value: vin },
            { label: "Odometer", value: "48,000\u00a0mi" },
            { label: "Price", value: "US$61,500" },
          ],
          sellerName: "Dana W.",
          buyerName: "Sam",
          // The buyer's profile place says where the camper will be registered.
          checklist: { href: "/handover?region=CO", text: "Handover checklist in Colorado" },
        },
      });
    }
  });

  it("is the 404 of an unknown offer to anyone else, administrators included, and asks a visitor to sign in", async () => {
    expect((await openPage(acceptedOffer, bed.accounts.stranger.cookie)).status).toBe(404);
    expect((await openPage(acceptedOffer, bed.accounts.admin.cookie)).status).toBe(404);
    expect((await openPage("not-an-id", bed.accounts.buyer.cookie)).status).toBe(404);
    const visitor = await openPage(acceptedOffer);
    expect(visitor.location).toBe(`/sign-in-camper?redirect=${encodeURIComponent(pagePath(acceptedOffer))}`);
  });

  it("says there is no bill of sale (409) for an offer that is open, declined or whose pending sale reopened", async () => {
    const { seller, buyer } = bed.accounts;
    for (const status of ["open", "declined", "lapsed", "expired"] as const) {
      const otherListing = await insertListingFixture(bed.db, { userId: seller.id });
      const offerId = await insertOfferFixture(bed.db, {
        listingId: otherListing,
        sellerId: seller.id,
        buyerId: buyer.id,
        status,
      });
      const page = await openPage(offerId, buyer.cookie);
      expect(page.status, status).toBe(409);
      expect(page.body).toMatchObject({ state: "notAccepted", deal: null });
      const refused = await download(offerId, typedNames, seller.cookie);
      expect(refused.status, status).toBe(409);
      expect(await refused.text()).toMatch(/^A bill of sale is made from an accepted offer\./);
    }
  });
});

describe("the bill of sale PDF", () => {
  it("holds the VIN, the price and both names as typed, for the buyer and for the seller", async () => {
    for (const party of [bed.accounts.buyer, bed.accounts.seller]) {
      const response = await download(acceptedOffer, typedNames, party.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="bill-of-sale-2019-mercedes-benz-sprinter-144\.pdf"/,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      for (const expected of [
        "Bill of Sale",
        "Seller: Dana Émilie Whitfield",
        "Buyer: Samuel O’Brien-Côté",
        "Year: 2019",
        "Make: Mercedes-Benz",
        "Model: Sprinter 144",
        `VIN: ${vin}`,
        "Odometer: 48,000\u00a0mi",
        "US$61,500 (US dollars)",
        "Seller's signature",
        "Buyer's signature",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/sold as is, where is, with no warranty/);
      expect(text).toMatch(/^Date: [A-Z][a-z]+ \d{1,2}, \d{4}$/m);
    }
  });

  it("is written in French from the French page", async () => {
    const response = await download(
      acceptedOffer,
      typedNames,
      bed.accounts.buyer.cookie,
      `/fr${pagePath(acceptedOffer)}.pdf`,
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="acte-de-vente-2019-mercedes-benz-sprinter-144\.pdf"/,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      "Acte de vente",
      "Vendeur : Dana Émilie Whitfield",
      `NIV : ${vin}`,
      "61\u00a0500\u00a0$\u00a0US (dollars américains)",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is refused to anyone else (404), for a name it cannot write (400), and answers a GET with 405", async () => {
    expect((await download(acceptedOffer, typedNames, bed.accounts.stranger.cookie)).status).toBe(404);
    expect((await download(acceptedOffer, typedNames, bed.accounts.admin.cookie)).status).toBe(404);
    const unwritable = await download(
      acceptedOffer,
      { ...typedNames, buyerName: "Nguyễn Văn An" },
      bed.accounts.buyer.cookie,
    );
    expect(unwritable.status).toBe(400);
    expect(await unwritable.text()).toContain(
      "Buyer's full name: Write this name in Latin letters: the bill of sale's font cannot write some of its characters.",
    );
    const missing = await download(acceptedOffer, { sellerName: "Dana" }, bed.accounts.buyer.cookie);
    expect(missing.status).toBe(400);
    const visitor = await settle(() => download(acceptedOffer, typedNames));
    expect(visitor.location).toBe(`/sign-in-camper?redirect=${encodeURIComponent(pagePath(acceptedOffer))}`);
    const get = pdfLoader(
      routeArgs(pageRequest(`${pagePath(acceptedOffer)}.pdf`, bed.accounts.buyer.cookie), bed.context),
    );
    expect((get as Response).status).toBe(405);
  });

  it("still comes from an accepted offer once the seller marked the listing sold", async () => {
    await bed.db
      .update(listings)
      .set({ salePendingUntil: null, soldAt: new Date(), isActive: false, soldPriceCents: 6_150_000 })
      .where(eq(listings.id, listingId));
    const response = await download(acceptedOffer, typedNames, bed.accounts.seller.cookie);
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(`VIN: ${vin}`);
  });
});
