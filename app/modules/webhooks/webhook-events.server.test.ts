// The events (docs/product/open-platform.md, Webhooks; ADR 077): each change writes its event in its own transaction,
// for the endpoints of the account it concerns that asked for it, and nothing for everyone else; and the issue's own
// check, through the real worker: a listing published reaches a local receiver signed, and the signature verifies.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { offers } from "#app/db/deal-schema.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { replyToConversation } from "#app/modules/conversations/reply-to-conversation.server.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { createListing } from "#app/modules/listings/create-listing.server.ts";
import { listingFormSchema } from "#app/modules/listings/listing.schema.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { paidListingSession, uploadedMedia } from "#app/modules/listings/testing/selling-fixture.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import { acceptOffer } from "#app/modules/offers/accept-offer.server.ts";
import { counterOffer } from "#app/modules/offers/counter-offer.server.ts";
import { makeOffer } from "#app/modules/offers/make-offer.server.ts";
import { makeOfferSchema } from "#app/modules/offers/offer.schema.ts";
import { reopenSaleNow } from "#app/modules/offers/reopen-sale-now.server.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { createTestServices } from "#app/test/services.ts";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server.ts";
import { recordWebhookEvent } from "./record-webhook-event.server.ts";
import { sendTestWebhook } from "./send-test-webhook.server.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./testing/webhook-receiver.ts";
import { verifySignature } from "./verify-signature.ts";
import { type WebhookEvent, webhookEvents } from "./webhook-rules.ts";
import { startWebhookWorker, type WebhookWorker } from "./webhook-worker.server.ts";

const database = testDatabaseBed({ perTest: true });
const baseUrl = "http://roamstead.test";
const notifyOutbox = () => {};
const people = testPeople;
const seller = { id: people.seller.id, email: people.seller.email, role: "user" as const };
const geocoder = fakeGeocoder({ "portland, or": { latitude: 45.5152, longitude: -122.6784 } });
let services: AppServices;

beforeEach(async () => {
  await insertPeople(database.db, people);
  services = { ...createTestServices(database), geocoder };
});

/** An endpoint of `userId` for `events` (its address is never reached in these tests but the last). */
async function endpointOf(
  userId: string,
  events: readonly WebhookEvent[] = webhookEvents,
  url = "https://hooks.example.com/in",
) {
  return createWebhookEndpoint(database.db, { userId, url, events, allowedHosts: [] });
}

/** The events written for `userId`'s endpoints, oldest first, as their payloads. */
async function eventsFor(userId: string) {
  const rows = await database.db
    .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload, status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookDeliveries.createdAt);
  return rows.map((row) => {
    expect(row.status).toBe("pending");
    return row.payload as { type: WebhookEvent; test: boolean; data: Record<string, unknown> };
  });
}

const allDeliveries = () => database.db.select().from(webhookDeliveries);

/** The buyer's offer of `amount` on `listingId`, as stored. */
async function buyerOffers(listingId: string, amount: string, note = "") {
  const { conversationId } = await makeOffer({
    db: database.db,
    baseUrl,
    notifyOutbox,
    buyerId: people.buyer.id,
    listingId,
    input: makeOfferSchema.parse({ amount, note, open_days: "" }),
    senderIp: "198.51.100.22",
  });
  const [made] = await database.db.select().from(offers).where(eq(offers.conversationId, conversationId));
  if (!made) throw new Error("no offer");
  return made;
}

/** The listing form as the route's reader parses it. */
const listingInput = (more: Record<string, unknown> = {}) =>
  listingFormSchema.parse({
    vehicle_type: "van",
    make: "Ford",
    model: "Transit",
    year: "2021",
    price: "52000",
    mileage: "30000",
    location: "Portland, OR",
    description: "High roof, solar.",
    ...more,
  });

async function publishPaidListing(userId: string, email: string) {
  const { providerSessionId } = await paidListingSession(services, { id: userId, email }, "roam");
  return createListing({ db: database.db, geocoder, userId, providerSessionId, input: listingInput() });
}

describe("listing events", () => {
  it("listing.published when a paid listing is created, with the listing's stable fields", async () => {
    await endpointOf(people.seller.id);
    const { listingId } = await publishPaidListing(people.seller.id, people.seller.email);
    expect(await eventsFor(people.seller.id)).toEqual([
      {
        id: expect.any(String),
        type: "listing.published",
        created: expect.any(String),
        test: false,
        data: {
          id: listingId,
          url: `/listing/${listingId}`,
          title: "2021 Ford Transit",
          status: "active",
          priceCents: 5_200_000,
          currency: "USD",
          stockNumber: null,
        },
      },
    ]);
  });

  it("writes nothing for an account without endpoints, for an endpoint that did not ask, nor for a change rolled back", async () => {
    await publishPaidListing(people.buyer.id, people.buyer.email);
    expect(await allDeliveries()).toEqual([]);

    await endpointOf(people.seller.id, ["listing.sold"]);
    await publishPaidListing(people.seller.id, people.seller.email);
    expect(await allDeliveries()).toEqual([]);

    await endpointOf(people.stranger.id, ["listing.published"]);
    const theirs = await uploadedMedia(database.db, people.buyer.id);
    const { providerSessionId } = await paidListingSession(services, people.stranger, "roam");
    const refused = createListing({
      db: database.db,
      geocoder,
      userId: people.stranger.id,
      providerSessionId,
      input: listingInput({ images: [theirs] }),
    });
    await expect(refused).rejects.toMatchObject({ code: "invalid" });
    expect(await allDeliveries()).toEqual([]);
  });

  it("listing.updated when the listing form is saved, listing.sold when it is marked sold", async () => {
    await endpointOf(people.seller.id, ["listing.updated", "listing.sold"]);
    const listingId = await insertListingFixture(database.db, { userId: people.seller.id, stockNumber: "B-12" });
    await updateListing({
      db: database.db,
      geocoder,
      listingId,
      actor: seller,
      input: listingInput({ price: "49000" }),
      baseUrl,
    });
    await markListingSold({ db: database.db, listingId, actor: seller, salePrice: null, baseUrl });
    const [updated, sold, ...more] = await eventsFor(people.seller.id);
    expect(more).toEqual([]);
    expect(updated).toMatchObject({
      type: "listing.updated",
      data: { id: listingId, status: "active", priceCents: 4_900_000, stockNumber: "B-12" },
    });
    expect(sold).toMatchObject({ type: "listing.sold", data: { id: listingId, status: "sold" } });
  });

  it("listing.updated when an accepted offer puts the listing on hold, and again when the sale reopens", async () => {
    await endpointOf(people.seller.id, ["listing.updated"]);
    await endpointOf(people.buyer.id, ["listing.updated"]);
    const listingId = await insertListingFixture(database.db, { userId: people.seller.id, priceCents: 6_500_000 });
    const made = await buyerOffers(listingId, "60,000");
    await acceptOffer({ db: database.db, baseUrl, notifyOutbox, offerId: made.id, userId: people.seller.id });
    await reopenSaleNow({ db: database.db, listingId, actor: seller, baseUrl });
    const told = await eventsFor(people.seller.id);
    expect(told.map(({ type, data }) => [type, data.id, data.status])).toEqual([
      ["listing.updated", listingId, "sale_pending"],
      ["listing.updated", listingId, "active"],
    ]);
    // The listing is the seller's: the buyer hears of the deal as the offer (offer.updated), not as the listing.
    expect(await eventsFor(people.buyer.id)).toEqual([]);
  });
});

describe("message.received", () => {
  it("is told to the recipient of each message, never to its sender", async () => {
    await endpointOf(people.seller.id, ["message.received"]);
    await endpointOf(people.buyer.id, ["message.received"]);
    const listingId = await insertListingFixture(database.db, { userId: people.seller.id });
    const { conversationId } = await startConversation({
      db: database.db,
      baseUrl,
      notifyOutbox,
      buyerId: people.buyer.id,
      listingId,
      message: "Is it still available?",
      senderIp: "198.51.100.21",
    });
    expect(await eventsFor(people.buyer.id)).toEqual([]);
    expect(await eventsFor(people.seller.id)).toMatchObject([
      {
        type: "message.received",
        data: { conversationId, listingId, senderRole: "buyer", senderName: "Bea", text: "Is it still available?" },
      },
    ]);

    await replyToConversation({
      db: database.db,
      baseUrl,
      notifyOutbox,
      conversationId,
      senderId: people.seller.id,
      message: "Yes, come and see it.",
    });
    expect(await eventsFor(people.buyer.id)).toMatchObject([
      {
        type: "message.received",
        data: { conversationId, senderRole: "seller", senderName: "Sam Seller", text: "Yes, come and see it." },
      },
    ]);
    expect(await eventsFor(people.seller.id)).toHaveLength(1);
  });
});

describe("offer.updated", () => {
  it("is told to both parties at each step: made, countered, accepted", async () => {
    await endpointOf(people.seller.id, ["offer.updated"]);
    await endpointOf(people.buyer.id, ["offer.updated", "message.received"]);
    const listingId = await insertListingFixture(database.db, { userId: people.seller.id, priceCents: 6_500_000 });
    const made = await buyerOffers(listingId, "58,000", "Cash.");
    const { conversationId } = made;
    const party = { db: database.db, baseUrl, notifyOutbox };
    const { counterOfferId } = await counterOffer({
      ...party,
      offerId: made.id,
      userId: people.seller.id,
      amountCents: 6_200_000,
      note: "",
    });
    await acceptOffer({ ...party, offerId: counterOfferId, userId: people.buyer.id });

    for (const userId of [people.seller.id, people.buyer.id]) {
      const told = await eventsFor(userId);
      // An offer's step is told as the offer, not as a message.
      expect(told.map((event) => event.type)).toEqual(["offer.updated", "offer.updated", "offer.updated"]);
      expect(told.map((event) => event.data.step)).toEqual(["made", "countered", "accepted"]);
      expect(told[0]?.data).toEqual({
        id: made.id,
        listingId,
        conversationId,
        status: "open",
        step: "made",
        madeBy: "buyer",
        amountCents: 5_800_000,
        currency: "USD",
        expiresAt: expect.any(String),
      });
      expect(told[1]?.data).toMatchObject({
        id: counterOfferId,
        status: "open",
        madeBy: "seller",
        amountCents: 6_200_000,
      });
      expect(told[2]?.data).toMatchObject({ id: counterOfferId, status: "accepted", step: "accepted" });
    }
  });
});

describe("'Send a test event'", () => {
  it("writes a delivery of the event's sample, marked test", async () => {
    const { id: endpointId } = await endpointOf(people.seller.id, ["offer.updated"]);
    await sendTestWebhook(database.db, { userId: people.seller.id, endpointId, event: "offer.updated" });
    expect(await eventsFor(people.seller.id)).toMatchObject([
      { type: "offer.updated", test: true, data: { step: "made", status: "open" } },
    ]);
    await expect(
      sendTestWebhook(database.db, { userId: people.buyer.id, endpointId, event: "offer.updated" }),
    ).rejects.toMatchObject({ code: "not-found" });
    await expect(
      sendTestWebhook(database.db, { userId: people.seller.id, endpointId, event: "listing.sold" }),
    ).rejects.toMatchObject({ code: "invalid" });
  });
});

describe("the delivery worker", () => {
  let jobs: JobQueue | undefined;
  let worker: WebhookWorker | undefined;
  let receiver: WebhookReceiver | undefined;
  let slowReceiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await slowReceiver?.close();
    slowReceiver = undefined;
    await worker?.stop();
    await jobs?.stop({ graceful: true });
    await receiver?.close();
  });

  async function startWorker(env: { BASE_URL: string; OUTBOUND_ALLOWED_HOSTS: string[] }) {
    const logger = pino({ level: "silent" });
    jobs = await startJobQueue({ database, logger, isScheduling: false });
    worker = await startWebhookWorker({
      db: database.db,
      jobs,
      env,
      logger,
      notifyOutbox,
      tuning: { pollingIntervalSeconds: 0.5, sweepIntervalMs: 60_000, notifyDebounceMs: 10 },
    });
    return worker;
  }

  it("does not let a receiver that hangs hold up another account's deliveries, and sends it one at a time", async () => {
    slowReceiver = await startWebhookReceiver();
    slowReceiver.answerDelayMs = 8_000;
    receiver = await startWebhookReceiver();
    const env = { BASE_URL: "https://roamstead.example", OUTBOUND_ALLOWED_HOSTS: [slowReceiver.host, receiver.host] };
    const hooked = async (userId: string, { origin }: WebhookReceiver) =>
      createWebhookEndpoint(database.db, {
        userId,
        url: `${origin}/roamstead`,
        events: ["listing.sold"],
        allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
      });
    await hooked(people.seller.id, slowReceiver);
    await hooked(people.buyer.id, receiver);
    const sold = (userId: string) =>
      database.db.transaction((tx) =>
        recordWebhookEvent(tx, { userId, event: "listing.sold", data: { id: "listing-1", url: "/listing/listing-1" } }),
      );
    // The slow receiver's account has a backlog, all of it older than the other account's event.
    for (let event = 0; event < 12; event++) await sold(people.seller.id);

    const running = await startWorker(env);
    await slowReceiver.waitFor(1);
    const started = Date.now();
    await sold(people.buyer.id);
    running.notify();

    await receiver.waitFor(1, 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(slowReceiver.received).toHaveLength(1);
    expect(slowReceiver.mostAtOnce).toBe(1);
  });

  it("sends a published listing to a local receiver, signed with the endpoint's secret", async () => {
    receiver = await startWebhookReceiver();
    const env = { BASE_URL: "https://roamstead.example", OUTBOUND_ALLOWED_HOSTS: [receiver.host] };
    const running = await startWorker(env);
    const { id: endpointId } = await createWebhookEndpoint(database.db, {
      userId: people.seller.id,
      url: `${receiver.origin}/roamstead`,
      events: ["listing.published"],
      allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
    });

    const { listingId } = await publishPaidListing(people.seller.id, people.seller.email);
    running.notify();

    const [request] = await receiver.waitFor(1);
    const [endpoint] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    const body = request?.body ?? "";
    expect(request?.headers["roamstead-event"]).toBe("listing.published");
    expect(
      verifySignature({
        body,
        header: String(request?.headers["roamstead-signature"]),
        secret: endpoint?.signingSecret ?? "",
      }),
    ).toBe(true);
    expect(JSON.parse(body)).toMatchObject({
      type: "listing.published",
      test: false,
      data: { id: listingId, url: `https://roamstead.example/listing/${listingId}`, status: "active" },
    });
    await expect
      .poll(async () => (await allDeliveries()).map((delivery) => delivery.status), { timeout: 5_000 })
      .toEqual(["delivered"]);
  });
});
