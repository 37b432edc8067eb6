// Delivering webhooks (docs/product/open-platform.md, Webhooks; ADR 077): signed so the receiver can verify, retried
// with backoff, given up after 7 attempts, the endpoint turned off with a mail to its owner, and the outbound guard at
// registration and at delivery (no loopback, private or metadata address, no redirect followed); one attempt at a
// time per endpoint, endpoints swept in turn, at most 1,000 waiting per endpoint, and finished ones kept 30 days.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, user, webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server.ts";
import { deliverWebhook } from "./deliver-webhook.server.ts";
import { readDeliveryFailure } from "./delivery-failure.ts";
import { listDueWebhookDeliveries } from "./list-due-webhook-deliveries.server.ts";
import { enableWebhookEndpoint } from "./manage-webhook-endpoint.server.ts";
import { recordWebhookEvent } from "./record-webhook-event.server.ts";
import { removeOldWebhookDeliveries } from "./remove-old-webhook-deliveries.server.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./testing/webhook-receiver.ts";
import { verifySignature } from "./verify-signature.ts";
import { maxWaitingDeliveries, type WebhookEvent } from "./webhook-rules.ts";

const database = testDatabaseBed();
const baseUrl = "https://roamstead.example";
let receiver: WebhookReceiver;
/** A server the guard must never reach: not an allowed host. */
let elsewhere: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  elsewhere = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await elsewhere.close();
});

const allowedHosts = () => [receiver.host];

async function owner(locale: "en-US" | "fr-CA" = "en-US") {
  const email = `hooks-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const id = await insertUser(database.db, email);
  await database.db.update(user).set({ locale }).where(eq(user.id, id));
  return { id, email };
}

/** An endpoint at the test receiver, through the page's use case. */
async function endpointAtReceiver(userId: string, events: WebhookEvent[] = ["listing.sold"], path = "/hooks") {
  const { id } = await createWebhookEndpoint(database.db, {
    userId,
    url: `${receiver.origin}${path}`,
    events,
    allowedHosts: allowedHosts(),
  });
  return id;
}

/** An endpoint stored as it is, past the page's checks (as if the address had changed meaning since). */
async function storedEndpoint(userId: string, url: string) {
  const [row] = await database.db
    .insert(webhookEndpoints)
    .values({ userId, url, events: ["listing.sold"], signingSecret: "whsec_test" })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error("no endpoint");
  return row.id;
}

const soldData = { id: "listing-1", url: "/listing/listing-1", title: "Westy", status: "sold" };

async function recordSold(userId: string): Promise<string> {
  await database.db.transaction((tx) => recordWebhookEvent(tx, { userId, event: "listing.sold", data: soldData }));
  const [row] = await database.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(sql`${webhookDeliveries.createdAt} desc`)
    .limit(1);
  if (!row) throw new Error("no delivery written");
  return row.id;
}

const deliver = (deliveryId: string) =>
  deliverWebhook({ db: database.db, deliveryId, baseUrl, allowedHosts: allowedHosts() });

async function deliveryRow(id: string) {
  const [row] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new Error("no delivery");
  return row;
}

async function endpointRow(id: string) {
  const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw new Error("no endpoint");
  return row;
}

/** As if the time to its next attempt had gone by. */
const makeDue = (id: string) =>
  database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(webhookDeliveries.id, id));

/** Seconds from the last attempt to the next one. */
async function delayAfterLastAttempt(id: string): Promise<number> {
  const row = await deliveryRow(id);
  if (!row.lastAttemptAt) throw new Error("never attempted");
  return Math.round((row.nextAttemptAt.getTime() - row.lastAttemptAt.getTime()) / 1000);
}

const mailsTo = (email: string) =>
  database.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.recipient, email));

describe("a delivery", () => {
  it("is a signed JSON POST the receiver verifies with the endpoint's signing secret", async () => {
    const seller = await owner();
    const endpointId = await endpointAtReceiver(seller.id);
    const deliveryId = await recordSold(seller.id);
    const before = receiver.received.length;

    expect(await deliver(deliveryId)).toEqual({ outcome: "delivered", isEndpointDisabled: false });

    const [request] = receiver.received.slice(before);
    const { signingSecret } = await endpointRow(endpointId);
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(request).toMatchObject({
      method: "POST",
      path: "/hooks",
      headers: {
        "content-type": "application/json",
        "user-agent": "Roamstead-Webhooks/1",
        "roamstead-event": "listing.sold",
        "roamstead-delivery": deliveryId,
        "roamstead-signature": expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
      },
    });
    const header = String(request?.headers["roamstead-signature"]);
    const body = request?.body ?? "";
    expect(verifySignature({ body, header, secret: signingSecret })).toBe(true);
    expect(verifySignature({ body, header, secret: "whsec_someone-else" })).toBe(false);
    expect(verifySignature({ body: body.replace("Westy", "Westfalia"), header, secret: signingSecret })).toBe(false);
    expect(JSON.parse(body)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "listing.sold",
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      test: false,
      data: { ...soldData, url: "https://roamstead.example/listing/listing-1" },
    });
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
      lastResponse: "answer 200",
      deliveredAt: expect.any(Date),
    });
  });

  it("that fails is tried again after 1 minute, then 5 minutes, and delivered once the receiver answers 2xx", async () => {
    const seller = await owner();
    const endpointId = await endpointAtReceiver(seller.id);
    const deliveryId = await recordSold(seller.id);
    const before = receiver.received.length;
    receiver.answers.push(500, 503);

    expect((await deliver(deliveryId)).outcome).toBe("retrying");
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 500,
      lastResponse: "answer 500",
    });
    expect(await delayAfterLastAttempt(deliveryId)).toBe(60);
    expect((await endpointRow(endpointId)).consecutiveFailures).toBe(1);
    // Not due yet: nothing is sent.
    expect((await deliver(deliveryId)).outcome).toBe("skipped");
    expect(receiver.received.length - before).toBe(1);

    await makeDue(deliveryId);
    expect((await deliver(deliveryId)).outcome).toBe("retrying");
    expect(await delayAfterLastAttempt(deliveryId)).toBe(5 * 60);
    expect((await endpointRow(endpointId)).consecutiveFailures).toBe(2);

    await makeDue(deliveryId);
    expect((await deliver(deliveryId)).outcome).toBe("delivered");
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200 });
    expect((await endpointRow(endpointId)).consecutiveFailures).toBe(0);
    const sent = receiver.received.slice(before);
    expect(sent).toHaveLength(3);
    // The same event each time: the receiver de-duplicates by its id and the delivery's.
    expect(new Set(sent.map((request) => JSON.parse(request.body).id)).size).toBe(1);
    expect(new Set(sent.map((request) => request.headers["roamstead-delivery"]))).toEqual(new Set([deliveryId]));
  });

  it("failing 7 times over about 34 hours is given up, the endpoint turned off and its owner mailed in their language", async () => {
    const seller = await owner("fr-CA");
    const endpointId = await endpointAtReceiver(seller.id);
    const deliveryId = await recordSold(seller.id);
    const waiting = await recordSold(seller.id);
    receiver.answers.push(...Array<number>(7).fill(500));

    const delays: number[] = [];
    for (let attempt = 1; attempt < 7; attempt++) {
      expect((await deliver(deliveryId)).outcome).toBe("retrying");
      delays.push(await delayAfterLastAttempt(deliveryId));
      await makeDue(deliveryId);
    }
    expect(delays).toEqual([60, 300, 1800, 7200, 28_800, 86_400]);
    expect(await deliver(deliveryId)).toEqual({ outcome: "failed", isEndpointDisabled: true });

    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "failed", attempts: 7, lastStatusCode: 500 });
    expect(await endpointRow(endpointId)).toMatchObject({
      disabledAt: expect.any(Date),
      disabledReason: "failing",
      consecutiveFailures: 7,
    });
    // What was still waiting is not sent to an endpoint that is off.
    expect(await deliveryRow(waiting)).toMatchObject({ status: "failed", attempts: 0, lastResponse: "disabled" });
    const [mail, ...more] = await mailsTo(seller.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Votre webhook a été désactivé");
    expect(mail?.text).toContain(`${receiver.origin}/hooks`);
    expect(mail?.text).toContain("Aucune livraison n’a réussi depuis plus d’une journée.");
    expect(mail?.text).toContain("/fr/account/webhooks");

    // Off: no event is written for it; enabled again, they are.
    const written = (userId: string) =>
      database.db.transaction((tx) => recordWebhookEvent(tx, { userId, event: "listing.sold", data: soldData }));
    expect(await written(seller.id)).toBe(0);
    await enableWebhookEndpoint(database.db, { userId: seller.id, endpointId });
    expect(await endpointRow(endpointId)).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
    expect(await written(seller.id)).toBe(1);
  });

  it("given up does not turn the endpoint off while other deliveries to it succeed", async () => {
    const seller = await owner();
    const endpointId = await endpointAtReceiver(seller.id);
    const failing = await recordSold(seller.id);
    receiver.answers.push(500);
    expect((await deliver(failing)).outcome).toBe("retrying");
    expect((await deliver(await recordSold(seller.id))).outcome).toBe("delivered");

    await database.db.update(webhookDeliveries).set({ attempts: 6 }).where(eq(webhookDeliveries.id, failing));
    await makeDue(failing);
    receiver.answers.push(500);
    expect(await deliver(failing)).toEqual({ outcome: "failed", isEndpointDisabled: false });
    expect((await endpointRow(endpointId)).disabledAt).toBeNull();
    expect(await mailsTo(seller.email)).toEqual([]);
  });
});

describe("an endpoint's state", () => {
  it("keeps when a delivery to it last succeeded, which giving up reads instead of its deliveries", async () => {
    const seller = await owner();
    const endpointId = await endpointAtReceiver(seller.id);
    const delivered = await recordSold(seller.id);
    expect((await deliver(delivered)).outcome).toBe("delivered");
    const { deliveredAt } = await deliveryRow(delivered);
    expect((await endpointRow(endpointId)).lastDeliveredAt).toEqual(deliveredAt);

    // An answer since the event is enough, even once that delivery is no longer kept.
    const failing = await recordSold(seller.id);
    await database.db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, delivered));
    await database.db
      .update(webhookEndpoints)
      .set({ lastDeliveredAt: sql`now() + interval '1 minute'` })
      .where(eq(webhookEndpoints.id, endpointId));
    await database.db.update(webhookDeliveries).set({ attempts: 6 }).where(eq(webhookDeliveries.id, failing));
    receiver.answers.push(500);
    expect(await deliver(failing)).toEqual({ outcome: "failed", isEndpointDisabled: false });
    expect((await endpointRow(endpointId)).disabledAt).toBeNull();
  });
});

describe("one endpoint among many", () => {
  /** Another receiver's endpoint, for another account. */
  async function otherEndpoint(other: WebhookReceiver) {
    const seller = await owner();
    const { id } = await createWebhookEndpoint(database.db, {
      userId: seller.id,
      url: `${other.origin}/hooks`,
      events: ["listing.sold"],
      allowedHosts: [other.host],
    });
    return { seller, endpointId: id };
  }

  it("has one attempt under way at a time: a slow one holds up its own deliveries, never another's", async () => {
    const slow = await startWebhookReceiver();
    try {
      slow.answerDelayMs = 1_500;
      const a = await otherEndpoint(slow);
      const first = await recordSold(a.seller.id);
      const second = await recordSold(a.seller.id);
      const b = await owner();
      await endpointAtReceiver(b.id);
      const elsewhereDelivery = await recordSold(b.id);
      const hosts = [slow.host, receiver.host];
      const attempt = (deliveryId: string) =>
        deliverWebhook({ db: database.db, deliveryId, baseUrl, allowedHosts: hosts });

      const slowAttempt = attempt(first);
      await slow.waitFor(1);
      // The endpoint is busy: its next delivery waits for its turn, due still; another endpoint's goes out at once.
      expect((await attempt(second)).outcome).toBe("skipped");
      expect(await deliveryRow(second)).toMatchObject({ status: "pending", attempts: 0 });
      const started = Date.now();
      expect((await attempt(elsewhereDelivery)).outcome).toBe("delivered");
      expect(Date.now() - started).toBeLessThan(1_000);

      expect((await slowAttempt).outcome).toBe("delivered");
      slow.answerDelayMs = 0;
      expect((await attempt(second)).outcome).toBe("delivered");
      expect(slow.mostAtOnce).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it("is swept in turn: each endpoint's longest-waiting due delivery, the one waiting longest first, none of a busy endpoint", async () => {
    await database.db.delete(webhookDeliveries);
    const busy = await owner();
    const busyEndpoint = await storedEndpoint(busy.id, "https://busy.example.com/hooks");
    const busyOnes = [await recordSold(busy.id), await recordSold(busy.id), await recordSold(busy.id)];
    const quiet = await owner();
    await storedEndpoint(quiet.id, "https://quiet.example.com/hooks");
    const quietOne = await recordSold(quiet.id);

    expect(await listDueWebhookDeliveries(database.db, 10)).toEqual([busyOnes[0], quietOne]);
    expect(await listDueWebhookDeliveries(database.db, 1)).toEqual([busyOnes[0]]);
    await database.db
      .update(webhookEndpoints)
      .set({ attemptLeaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(webhookEndpoints.id, busyEndpoint));
    expect(await listDueWebhookDeliveries(database.db, 10)).toEqual([quietOne]);
    // A lease run out (its attempt died with its process) frees the endpoint.
    await database.db
      .update(webhookEndpoints)
      .set({ attemptLeaseUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, busyEndpoint));
    expect(await listDueWebhookDeliveries(database.db, 10)).toEqual([busyOnes[0], quietOne]);
    await database.db.delete(webhookDeliveries);
  });

  it("queues at most 1,000 deliveries for an endpoint: past them, an event's delivery is failed at once, and says why", async () => {
    const seller = await owner();
    const endpointId = await storedEndpoint(seller.id, "https://down.example.com/hooks");
    const waiting = Array.from({ length: maxWaitingDeliveries }, () => ({
      endpointId,
      eventId: crypto.randomUUID(),
      event: "listing.sold" as const,
      payload: {},
    }));
    await database.db.insert(webhookDeliveries).values(waiting);
    const overflow = await recordSold(seller.id);
    expect(await deliveryRow(overflow)).toMatchObject({ status: "failed", attempts: 0, lastResponse: "backlog" });
    expect(readDeliveryFailure("backlog")).toEqual({ words: "webhooks.log.error.backlog", detail: null });

    // One fewer waiting: the next event waits its turn again.
    await database.db
      .update(webhookDeliveries)
      .set({ status: "delivered" })
      .where(eq(webhookDeliveries.eventId, waiting[0]?.eventId ?? ""));
    expect(await deliveryRow(await recordSold(seller.id))).toMatchObject({ status: "pending" });
  });
});

describe("the daily clean-up", () => {
  it("deletes the deliveries delivered or failed more than 30 days ago, and keeps the rest", async () => {
    const seller = await owner();
    const endpointId = await storedEndpoint(seller.id, "https://kept.example.com/hooks");
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const row = (status: "pending" | "delivered" | "failed", createdAt: Date, lastAttemptAt: Date | null) => ({
      endpointId,
      eventId: crypto.randomUUID(),
      event: "listing.sold" as const,
      payload: { text: "a message someone wrote" },
      status,
      createdAt,
      lastAttemptAt,
    });
    const rows = await database.db
      .insert(webhookDeliveries)
      .values([
        row("delivered", daysAgo(31), daysAgo(31)),
        row("failed", daysAgo(40), daysAgo(38)),
        row("failed", daysAgo(45), null),
        row("delivered", daysAgo(29), daysAgo(29)),
        // Retried by hand lately: its last attempt counts.
        row("failed", daysAgo(60), daysAgo(2)),
        // Still waiting, however old.
        row("pending", daysAgo(90), daysAgo(1)),
      ])
      .returning({ id: webhookDeliveries.id });
    const ids = rows.map((each) => each.id);

    expect(await removeOldWebhookDeliveries(database.db)).toBe(3);
    const left = await database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(new Set(left.map((each) => each.id))).toEqual(new Set(ids.slice(3)));
  });
});

describe("at once", () => {
  it("attempts a delivery once however many workers take it at the same time (PostgreSQL: skip locked)", async () => {
    const seller = await owner();
    await endpointAtReceiver(seller.id);
    const deliveryId = await recordSold(seller.id);
    const before = receiver.received.length;
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => deliver(deliveryId)));
    expect(outcomes.map((attempt) => attempt.outcome).sort()).toEqual([
      "delivered",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
    ]);
    expect(receiver.received.length - before).toBe(1);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("attempts one delivery of an endpoint at a time however many workers take its deliveries at once (PostgreSQL: its row's lock)", async () => {
    const slow = await startWebhookReceiver();
    try {
      slow.answerDelayMs = 300;
      const seller = await owner();
      await createWebhookEndpoint(database.db, {
        userId: seller.id,
        url: `${slow.origin}/hooks`,
        events: ["listing.sold"],
        allowedHosts: [slow.host],
      });
      const deliveryIds: string[] = [];
      for (let event = 0; event < 6; event++) deliveryIds.push(await recordSold(seller.id));
      const outcomes = await Promise.all(
        deliveryIds.map((deliveryId) =>
          deliverWebhook({ db: database.db, deliveryId, baseUrl, allowedHosts: [slow.host] }),
        ),
      );
      expect(outcomes.map((attempt) => attempt.outcome).sort()).toEqual([
        "delivered",
        "skipped",
        "skipped",
        "skipped",
        "skipped",
        "skipped",
      ]);
      expect(slow.received).toHaveLength(1);
      expect(slow.mostAtOnce).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it("never lets an account have more than 5 endpoints, however many are added at once", async () => {
    const seller = await owner();
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) =>
        createWebhookEndpoint(database.db, {
          userId: seller.id,
          url: `https://hooks.example.com/${n}`,
          events: ["listing.sold"],
          allowedHosts: [],
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(5);
    expect(attempts.filter((attempt) => attempt.status === "rejected").map((attempt) => attempt.reason)).toEqual(
      Array(3).fill(expect.objectContaining({ code: "conflict" })),
    );
    const stored = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, seller.id));
    expect(stored).toHaveLength(5);
  });
});

describe("the address guard", () => {
  const refusal = async (url: string) => {
    const seller = await owner();
    const failure = await inEnglishRejection(
      createWebhookEndpoint(database.db, { userId: seller.id, url, events: ["listing.sold"], allowedHosts: [] }),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "invalid" });
    return (failure as { fieldErrors: Record<string, string> }).fieldErrors.url;
  };

  it("requires https: at registration, but for an allowed local receiver", async () => {
    expect(await refusal("http://hooks.example.com/roamstead")).toBe("The address must start with https://.");
    expect(await refusal("ftp://hooks.example.com/")).toBe("The address must start with https://.");
    expect(await refusal("https://user:secret@hooks.example.com/")).toBe(
      "An address may not hold a user name or password.",
    );
    const seller = await owner();
    const added = (url: string, hosts: string[] = []) =>
      createWebhookEndpoint(database.db, { userId: seller.id, url, events: ["listing.sold"], allowedHosts: hosts });
    const addedOne = { id: expect.any(String), signingSecret: expect.stringMatching(/^whsec_/) };
    await expect(added("https://hooks.example.com/roamstead")).resolves.toEqual(addedOne);
    await expect(added(`${receiver.origin}/hooks`, allowedHosts())).resolves.toEqual(addedOne);
  });

  it("refuses loopback, private, link-local and IPv6 loopback addresses at registration", async () => {
    const refused =
      "This address leads to a private, local or reserved network, which Roamstead does not reach. Use a public address.";
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://10.0.0.8/hooks",
      "https://10.255.1.2:8443/hooks",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/hooks",
      "https://[::ffff:127.0.0.1]/hooks",
      "https://0x7f000001/hooks",
    ]) {
      expect(await refusal(url), url).toBe(refused);
    }
  });

  it("refuses them at delivery too, at once and without retry, and turns the endpoint off", async () => {
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://10.0.0.8/hooks",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/hooks",
      `${elsewhere.origin}/hooks`,
    ]) {
      const seller = await owner();
      const endpointId = await storedEndpoint(seller.id, url);
      const deliveryId = await recordSold(seller.id);
      expect(await deliver(deliveryId), url).toEqual({ outcome: "failed", isEndpointDisabled: true });
      const reason = url.startsWith("http:") ? "scheme" : "address";
      expect(await deliveryRow(deliveryId), url).toMatchObject({
        status: "failed",
        attempts: 1,
        lastStatusCode: null,
        lastResponse: reason,
      });
      expect(await endpointRow(endpointId)).toMatchObject({ disabledReason: "refused" });
      expect((await mailsTo(seller.email)).map((mail) => mail.subject)).toEqual(["Your webhook was turned off"]);
    }
    expect(elsewhere.received).toEqual([]);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    const seller = await owner();
    await endpointAtReceiver(seller.id);
    for (const location of [`${elsewhere.origin}/hooks`, "http://169.254.169.254/latest/meta-data/"]) {
      const deliveryId = await recordSold(seller.id);
      receiver.answers.push({ status: 307, headers: { location } });
      expect((await deliver(deliveryId)).outcome).toBe("retrying");
      expect(await deliveryRow(deliveryId)).toMatchObject({ status: "pending", lastStatusCode: 307 });
    }
    expect(elsewhere.received).toEqual([]);
  });
});
