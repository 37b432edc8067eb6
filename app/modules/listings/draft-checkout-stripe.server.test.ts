// A draft's checkouts with Stripe (docs/product/selling.md, Draft; ADR 075), the real SDK against the fake Stripe API:
// paying for a draft again hands out its Checkout Session, another tier expires the old one at Stripe first, and a
// session the seller paid before the change publishes the draft instead of a second charge being opened.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { listingDrafts, listings } from "#app/db/schema.ts";
import { handleStripeEvent } from "#app/modules/billing/handle-stripe-event.server.ts";
import { listUnusedListingPayments } from "#app/modules/billing/list-unused-listing-payments.server.ts";
import { stripeTestBed } from "#app/modules/billing/testing/stripe-test-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { listingFormValues } from "./listing-form-rules.ts";
import { payForListingDraft } from "./pay-for-listing-draft.server.ts";
import { saveListingDraft } from "./save-listing-draft.server.ts";

const bed = stripeTestBed();
const geocoder = fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } });
const seller = { id: "buyer", email: "bea@example.com" };
const values = listingFormValues({
  vehicle_type: "van",
  year: "2019",
  make: "Ford",
  model: "Transit",
  price: "52500",
  location: "Bend, OR",
  description: "A van.",
});

const saveDraft = (tier: "graze" | "roam", draftId: string | null = null) =>
  saveListingDraft({ db: bed.database.db, userId: seller.id, draftId, tier, values });
const pay = (draftId: string) =>
  payForListingDraft({
    db: bed.database.db,
    payments: bed.payments,
    geocoder,
    user: seller,
    draftId,
    baseUrl: testBaseUrl,
  });
const sessionsOpened = () =>
  bed.fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/checkout/sessions").length;
const providerIdOf = (redirectUrl: string) => redirectUrl.replace("https://checkout.stripe.test/c/pay/", "");

async function cleanSlate() {
  await bed.database.db.delete(listings);
  await bed.database.db.delete(listingDrafts);
}

describe("a draft's Stripe checkout", () => {
  it("is handed out again while its tier and price hold: one Checkout Session", async () => {
    await cleanSlate();
    const { draftId } = await saveDraft("roam");
    const before = sessionsOpened();
    const first = await pay(draftId);
    expect(await pay(draftId)).toEqual(first);
    expect(sessionsOpened()).toBe(before + 1);
  });

  it("for another tier, expires the old session at Stripe first; that session's events publish nothing", async () => {
    await cleanSlate();
    const { draftId } = await saveDraft("graze");
    const old = providerIdOf((await pay(draftId)).redirectUrl);
    await saveDraft("roam", draftId);
    const replacement = providerIdOf((await pay(draftId)).redirectUrl);
    expect(replacement).not.toBe(old);
    expect(bed.fake.sessions.get(old)?.status).toBe("expired");
    expect(await bed.sessionRow(old)).toMatchObject({ status: "expired" });
    const logger = pino({ level: "silent" });
    const event = { id: "evt_old", type: "checkout.session.expired", objectId: old };
    await handleStripeEvent({ db: bed.database.db, payments: bed.payments, event, logger });
    expect(await bed.database.db.select().from(listings)).toEqual([]);

    bed.fake.pay(replacement);
    const paid = { id: "evt_new", type: "checkout.session.completed", objectId: replacement };
    await handleStripeEvent({ db: bed.database.db, payments: bed.payments, event: paid, logger });
    expect(await bed.database.db.select().from(listings)).toMatchObject([{ tier: "roam" }]);
  });

  it("paid by the seller before a change, publishes the draft at the tier paid instead of opening another", async () => {
    await cleanSlate();
    const unusedBefore = (await listUnusedListingPayments(bed.database.db, seller.id)).length;
    const { draftId } = await saveDraft("graze");
    const paidFirst = providerIdOf((await pay(draftId)).redirectUrl);
    // Paid on Stripe's page; its webhook has not arrived yet.
    bed.fake.pay(paidFirst);
    await saveDraft("roam", draftId);
    const before = sessionsOpened();
    const published = await pay(draftId);
    expect(published.listingId).toBeDefined();
    expect(sessionsOpened()).toBe(before);
    expect(await bed.database.db.select().from(listings)).toMatchObject([{ id: published.listingId, tier: "graze" }]);
    // The webhook, late, changes nothing.
    const event = { id: "evt_late", type: "checkout.session.completed", objectId: paidFirst };
    await handleStripeEvent({ db: bed.database.db, payments: bed.payments, event, logger: pino({ level: "silent" }) });
    expect(await bed.database.db.select().from(listings)).toHaveLength(1);
    expect(await listUnusedListingPayments(bed.database.db, seller.id)).toHaveLength(unusedBefore);
  });
});
