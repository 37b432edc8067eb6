// docs/product/people-and-trust.md, "Reply reminders": a seller whose buyer's first message is unanswered is
// reminded after 1 hour and after 24 hours, never more, never twice for one step, and not when it has no point.
import { eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { accountBlocks, conversations } from "#app/db/conversations-schema.ts";
import { listings, outbox, user } from "#app/db/schema.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
import { startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { replyReminderCron, replyReminderQueue, scheduleReplyReminders } from "./reply-reminder-schedule.server.ts";
import { replyToConversation } from "./reply-to-conversation.server.ts";
import { sendReplyReminders } from "./send-reply-reminders.server.ts";
import { askIfStillAvailable } from "./testing/first-message.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
const notifyOutbox = () => {};
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

const people = { seller: testPeople.seller, buyer: testPeople.buyer };
const listingTitle = "2019 Sprinter 144 high roof";
let listingId: string;

beforeEach(async () => {
  await insertPeople(database.db, people);
  listingId = await insertListingFixture(database.db, { userId: people.seller.id, title: listingTitle });
});

const start = (buyerId = people.buyer.id) => askIfStillAvailable({ db: database.db, baseUrl, buyerId, listingId });

/** A run as if it were `ms` after now (the buyer's message was written just before). */
const runAfter = (ms: number, batchSize?: number) =>
  sendReplyReminders({ db: database.db, baseUrl, now: new Date(Date.now() + ms), batchSize });

const reminders = () =>
  database.db.select().from(outbox).where(like(outbox.subject, "% is waiting for your answer about %"));

async function nudgesSent(conversationId: string) {
  const [row] = await database.db
    .select({ sent: conversations.replyNudgesSent })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.sent;
}

describe("reply reminders", () => {
  it("remind the seller 1 hour and 24 hours after the buyer's first message, and never a third time", async () => {
    const id = await start();
    expect(await runAfter(30 * minuteMs)).toBe(0);

    expect(await runAfter(61 * minuteMs)).toBe(1);
    const [first] = await reminders();
    expect(first).toMatchObject({
      recipient: people.seller.email,
      subject: `Bea is waiting for your answer about ${listingTitle}`,
    });
    expect(first?.text).toContain(
      `Bea wrote to you about "${listingTitle}" on Roamstead and has not had an answer yet.`,
    );
    expect(first?.text).toContain(`Answer Bea: ${baseUrl}/inbox/${id}`);
    expect(first?.text).toContain(
      `You get at most two of these reminders per conversation. To stop them, untick "Reminders to answer a buyer's first message" in your account settings: ${baseUrl}/account`,
    );
    expect(first?.text).not.toContain("Is it still available?");
    expect(first?.text).not.toContain(people.buyer.email);
    expect(await nudgesSent(id)).toBe(1);

    expect(await runAfter(2 * hourMs)).toBe(0);
    expect(await runAfter(25 * hourMs)).toBe(1);
    const second = (await reminders())[1];
    expect(second?.text).toContain(`Bea is still waiting for an answer to their message about "${listingTitle}"`);
    expect(await nudgesSent(id)).toBe(2);

    expect(await runAfter(72 * hourMs)).toBe(0);
    expect(await reminders()).toHaveLength(2);
  });

  it("are not sent once the seller answered, whatever the buyer writes next", async () => {
    const id = await start();
    await replyToConversation({
      db: database.db,
      baseUrl,
      notifyOutbox,
      conversationId: id,
      senderId: people.seller.id,
      message: "Yes, come by Saturday.",
    });
    await start();
    expect(await runAfter(2 * hourMs)).toBe(0);
    expect(await runAfter(25 * hourMs)).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("send only the second when the first is overdue past 24 hours (the server was down)", async () => {
    await start();
    expect(await runAfter(30 * hourMs)).toBe(1);
    expect(await runAfter(31 * hourMs)).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("Bea is still waiting for an answer");
  });

  it("are written in the seller's language", async () => {
    await database.db.update(user).set({ locale: "fr-CA" }).where(eq(user.id, people.seller.id));
    const id = await start();
    await runAfter(61 * minuteMs);
    const [mail] = await database.db.select().from(outbox).where(like(outbox.subject, "Bea attend votre réponse%"));
    expect(mail?.subject).toBe(`Bea attend votre réponse au sujet de ${listingTitle}`);
    expect(mail?.text).toContain(`${baseUrl}/fr/inbox/${id}`);
    expect(mail?.text).toContain(`${baseUrl}/fr/account`);
  });

  const cases: [string, (conversationId: string) => Promise<unknown>][] = [
    [
      "the seller turned reply reminders off",
      () =>
        database.db
          .update(user)
          .set({ mailOff: ["reply_nudges"] })
          .where(eq(user.id, people.seller.id)),
    ],
    [
      "the seller's account is deleted",
      () => database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, people.seller.id)),
    ],
    ["the seller is banned", () => database.db.update(user).set({ banned: true }).where(eq(user.id, people.seller.id))],
    [
      "the buyer's account is deleted",
      () => database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, people.buyer.id)),
    ],
    [
      "the listing is sold",
      () => database.db.update(listings).set({ soldAt: new Date(), isActive: false }).where(eq(listings.id, listingId)),
    ],
    ["the listing is deleted", () => database.db.delete(listings).where(eq(listings.id, listingId))],
    [
      "the seller blocked the buyer",
      () => database.db.insert(accountBlocks).values({ blockerId: people.seller.id, blockedId: people.buyer.id }),
    ],
    [
      "the buyer blocked the seller",
      () => database.db.insert(accountBlocks).values({ blockerId: people.buyer.id, blockedId: people.seller.id }),
    ],
  ];
  it.each(cases)("are not sent when %s, and the conversation leaves the queue", async (_, change) => {
    const id = await start();
    await change(id);
    expect(await runAfter(61 * minuteMs)).toBe(0);
    expect(await nudgesSent(id)).toBe(2);
    expect(await runAfter(25 * hourMs)).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("are not sent for a message from the anonymous contact form (the seller answers it by e-mail)", async () => {
    const [row] = await database.db
      .insert(conversations)
      .values({
        listingId,
        listingTitle,
        sellerId: people.seller.id,
        buyerName: "Vic Visitor",
        buyerEmail: "vic@example.com",
        firstBuyerMessageAt: new Date(),
      })
      .returning({ id: conversations.id });
    expect(await runAfter(61 * minuteMs)).toBe(0);
    expect(await nudgesSent(row?.id ?? "")).toBe(2);
  });

  it("go once each when two runs overlap, in batches", async () => {
    const buyers = ["b1", "b2", "b3", "b4", "b5"].map((id) => ({
      id,
      email: `${id}@example.com`,
      name: `Buyer ${id}`,
    }));
    await database.db.insert(user).values(buyers.map((buyer) => ({ ...buyer, emailVerified: true })));
    for (const buyer of buyers) await start(buyer.id);
    const counts = await Promise.all([runAfter(61 * minuteMs, 2), runAfter(61 * minuteMs, 2)]);
    expect(counts[0] + counts[1]).toBe(5);
    const second = await Promise.all([runAfter(25 * hourMs, 2), runAfter(25 * hourMs, 2)]);
    expect(second[0] + second[1]).toBe(5);
    const sent = await reminders();
    expect(sent).toHaveLength(10);
    for (const buyer of buyers) {
      expect(sent.filter((mail) => mail.subject.startsWith(`${buyer.name} is waiting`))).toHaveLength(2);
    }
  });
});

describe("the reminder schedule", () => {
  let jobs: JobQueue | undefined;
  afterAll(async () => {
    await jobs?.stop({ graceful: true });
  });

  it("registers a cron every minute whose worker writes the reminders due and wakes the mail worker", async () => {
    const logger = pino({ level: "silent" });
    jobs = await startJobQueue({ database, logger, isScheduling: false });
    const id = await start();
    await database.db
      .update(conversations)
      .set({ firstBuyerMessageAt: new Date(Date.now() - 2 * hourMs) })
      .where(eq(conversations.id, id));
    let notified = 0;
    await scheduleReplyReminders({
      jobs,
      db: database.db,
      baseUrl,
      logger,
      notifyOutbox: () => {
        notified += 1;
      },
    });
    expect(await jobs.getSchedules(replyReminderQueue)).toMatchObject([
      { name: replyReminderQueue, cron: replyReminderCron, timezone: "UTC" },
    ]);
    await jobs.send(replyReminderQueue, {});
    await expect.poll(async () => (await reminders()).length, { timeout: 15_000 }).toBe(1);
    expect(notified).toBe(1);
  });
});
