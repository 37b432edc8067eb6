// Offers through the real app, as a browser without JavaScript uses them (docs/product/making-the-deal.md, "Offers"):
// the listing's terms and its 'Make an offer' link, the offer page and its post, the thread's steps and panel, the
// seller's counter and the buyer's accept on /offers/{id}, a refusal shown with what was typed, and the same in French.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { conversations } from "#app/db/conversations-schema.ts";
import { offers } from "#app/db/deal-schema.ts";
import { listings, outbox, rateLimitHits, user } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { readableTexts } from "#app/test/readable-text.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({ accounts: { seller: "sam@example.com", buyer: "bea.buyer@example.com" } });
let app: AppRequestHandler;
let listingId = "";

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  await bed.db.update(user).set({ name: "Sam Seller" }).where(eq(user.id, bed.accounts.seller.id));
  await bed.db.update(user).set({ name: "Bea" }).where(eq(user.id, bed.accounts.buyer.id));
});
beforeEach(async () => {
  await bed.db.delete(conversations);
  await bed.db.delete(outbox);
  await bed.db.delete(rateLimitHits);
  await bed.db.delete(listings);
  listingId = await insertListingFixture(bed.db, {
    userId: bed.accounts.seller.id,
    title: "Westfalia 1987",
    priceCents: 3_200_000,
  });
});

async function get(path: string, cookie?: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function post(path: string, fields: Record<string, string>, cookie: string) {
  const response = await app.handle(
    new Request(`${testBaseUrl}${path}`, {
      method: "POST",
      headers: { origin: testBaseUrl, cookie, [clientIpHeader]: "198.51.100.40" },
      body: new URLSearchParams(fields),
    }),
  );
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

const openOfferId = async () => {
  const [row] = await bed.db.select({ id: offers.id }).from(offers).where(eq(offers.status, "open"));
  if (!row) throw new Error("no open offer");
  return row.id;
};

describe("an offer, from the listing to the accepted deal", () => {
  it("the listing says 'Open to offers' and links a buyer to 'Make an offer'; not its owner", async () => {
    const buyerView = await get(`/listing/${listingId}`, bed.accounts.buyer.cookie);
    expect(buyerView.html).toContain(">Open to offers<");
    expect(buyerView.html).toContain(`href="/listing/${listingId}/offer"`);
    const ownerView = await get(`/listing/${listingId}`, bed.accounts.seller.cookie);
    expect(ownerView.html).toContain(">Open to offers<");
    expect(ownerView.html).not.toContain(`href="/listing/${listingId}/offer"`);

    await bed.db.update(listings).set({ acceptsOffers: false }).where(eq(listings.id, listingId));
    const firm = await get(`/listing/${listingId}`, bed.accounts.buyer.cookie);
    expect(firm.html).toContain(">Firm price<");
    expect(firm.html).not.toContain(`href="/listing/${listingId}/offer"`);
    const firmPage = await get(`/listing/${listingId}/offer`, bed.accounts.buyer.cookie);
    expect(firmPage.html).toContain("The seller&#x27;s price is firm: this listing takes no offers.");
    expect(firmPage.html).not.toContain(">Send offer<");
  });

  it("a visitor is sent to sign in first, and comes back to the offer page", async () => {
    const visitor = await get(`/listing/${listingId}/offer`);
    expect(visitor.status).toBe(302);
    expect(decodeURIComponent(visitor.location ?? "")).toContain(`/listing/${listingId}/offer`);
  });

  it("buyer offers, seller counters, buyer accepts: each step in the thread; the listing is pending", async () => {
    const form = await get(`/listing/${listingId}/offer`, bed.accounts.buyer.cookie);
    expect(form.status).toBe(200);
    expect(form.html).toContain("<title>Make an offer | Roamstead</title>");
    expect(form.html).toContain(">Your offer, in US dollars<");
    expect(form.html).toContain("The asking price is US$32,000.");
    expect(form.html).toContain(">Send offer<");

    const sent = await post(
      `/listing/${listingId}/offer`,
      { amount: "28,500", note: "Cash on pickup.", open_days: "3" },
      bed.accounts.buyer.cookie,
    );
    expect(sent.status).toBe(303);
    const threadPath = sent.location?.replace(/#offer$/, "") ?? "";
    expect(threadPath).toMatch(/^\/inbox\/[0-9a-f-]{36}$/);

    const sellerThread = await get(threadPath, bed.accounts.seller.cookie);
    expect(sellerThread.html).toContain("Bea offered US$28,500.");
    expect(sellerThread.html).toContain("Cash on pickup.");
    expect(sellerThread.html).toContain(">Accept offer<");
    expect(sellerThread.html).toContain(">Make a counter-offer<");
    const offerId = await openOfferId();
    expect(sellerThread.html).toContain(`action="/offers/${offerId}"`);
    // The inbox tells the step too.
    expect((await get("/inbox", bed.accounts.seller.cookie)).html).toContain("Bea offered US$28,500. Cash on pickup.");

    // A counter below the offer is refused, the page showing the reason and what was typed.
    const refused = await post(
      `/offers/${offerId}`,
      { intent: "counter", amount: "27000", note: "" },
      bed.accounts.seller.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("A counter-offer must be above the offer");
    expect(refused.html).toContain('value="27000"');

    const countered = await post(
      `/offers/${offerId}`,
      { intent: "counter", amount: "30000", note: "Meet me at 30." },
      bed.accounts.seller.cookie,
    );
    expect(countered).toMatchObject({ status: 303, location: `${threadPath}#offer` });

    const buyerThread = await get(threadPath, bed.accounts.buyer.cookie);
    expect(buyerThread.html).toContain("You offered US$28,500.");
    expect(buyerThread.html).toContain("Sam Seller made a counter-offer of US$30,000.");
    expect(buyerThread.html).toContain(">Accept counter-offer<");
    const counterId = await openOfferId();
    const accepted = await post(`/offers/${counterId}`, { intent: "accept" }, bed.accounts.buyer.cookie);
    expect(accepted.status).toBe(303);

    const done = await get(threadPath, bed.accounts.seller.cookie);
    expect(done.html).toContain("Bea accepted the offer of US$30,000.");
    expect(done.html).toContain("Offer accepted: US$30,000.");
    const listingPage = await get(`/listing/${listingId}`, bed.accounts.buyer.cookie);
    expect(listingPage.html).toContain("Sale pending");
    expect(listingPage.html).not.toContain(`href="/listing/${listingId}/offer"`);
  });

  it("the offer page and its thread in French", async () => {
    const form = await get(`/fr/listing/${listingId}/offer`, bed.accounts.buyer.cookie);
    expect(form.html).toContain("<title>Faire une offre | Roamstead</title>");
    expect(form.html).toContain(">Votre offre, en dollars américains<");
    expect(form.html).toContain(`action="/fr/listing/${listingId}/offer"`);
    const sent = await post(
      `/fr/listing/${listingId}/offer`,
      { amount: "28 500", note: "", open_days: "2" },
      bed.accounts.buyer.cookie,
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/fr\/inbox\//);
    const thread = await get(sent.location?.replace(/#offer$/, "") ?? "", bed.accounts.seller.cookie);
    expect(thread.html).toMatch(/Bea a offert 28\s500\s\$\sUS\./u);
    expect(thread.html).toContain(">Accepter l’offre<");
    expect(readableTexts(thread.html).filter((text) => /\boffers\.[a-z]/.test(text))).toEqual([]);
  });
});
