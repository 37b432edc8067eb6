// docs/product/people-and-trust.md, "Public questions": asking, answering once, hiding, who reads what, and the mails.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountBlocks } from "#app/db/conversations-schema.ts";
import { favorites, listingQuestions, listings, outbox, user } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { answerQuestion } from "./answer-question.server.ts";
import { askQuestion } from "./ask-question.server.ts";
import { listListingQuestions } from "./list-listing-questions.server.ts";
import type { QuestionRateLimits } from "./question-rate-limits.server.ts";
import { setQuestionHidden } from "./set-question-hidden.server.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
const notifyOutbox = vi.fn<() => void>();

const people = {
  seller: testPeople.seller,
  asker: { id: "asker", email: "bea.asker@example.com", name: "Bea" },
  fan: { id: "fan", email: "fran.fan@example.com", name: "Fran", locale: "fr-CA" as const },
  quiet: { id: "quiet", email: "quinn@example.com", name: "Quinn", mailOff: ["questions" as const] },
  gone: { id: "gone", email: "gone@example.com", name: "Gus", deletedAt: new Date() },
  admin: testPeople.admin,
};
const asUser = (id: string) => ({ id, role: "user" as const });
const admin = { id: people.admin.id, role: "admin" as const };
let listingId: string;

beforeEach(async () => {
  notifyOutbox.mockClear();
  await insertPeople(database.db, people);
  listingId = await insertListingFixture(database.db, {
    userId: people.seller.id,
    title: "2019 Sprinter 144 high roof",
  });
});

const ask = (body: string, askerId: string = people.asker.id, limits?: QuestionRateLimits) =>
  inEnglishRejection(
    askQuestion({ db: database.db, baseUrl, notifyOutbox, listingId, askerId, body, askerIp: "198.51.100.7", limits }),
  );
const answer = (questionId: string, answerer: { id: string; role: "user" | "admin" }, body = "Yes, it does.") =>
  inEnglishRejection(answerQuestion({ db: database.db, baseUrl, notifyOutbox, questionId, answerer, body }));
const hide = (questionId: string, manager: { id: string; role: "user" | "admin" }, isHidden = true) =>
  inEnglishRejection(setQuestionHidden({ db: database.db, questionId, manager, isHidden }));
const read = (viewer: { id: string; role: "user" | "admin" } | null, limit = 20) =>
  listListingQuestions({ db: database.db, listingId, viewer, limit });
const mails = () => database.db.select().from(outbox).orderBy(outbox.id);

describe("asking a question under a listing", () => {
  it("stores it exactly as accepted, with its scam signals, and mails the seller a link", async () => {
    const body = "Does the heater work below freezing?\n\nI could pay by Western Union — text me at 555-123-4567.";
    const { questionId } = await ask(body);
    const [stored] = await database.db.select().from(listingQuestions);
    expect(stored).toMatchObject({ id: questionId, body, askerId: "asker", answerBody: null, hiddenAt: null });
    // Every question is a first word to the seller: moving off the site counts.
    expect(stored?.scamSignals).toEqual(["wire-transfer", "off-site-contact"]);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      recipient: "sam.seller@example.com",
      subject: "New question about 2019 Sprinter 144 high roof",
      replyTo: null,
    });
    expect(mail?.text).toContain("Bea asked a public question");
    expect(mail?.text).toContain(`${baseUrl}/questions/${questionId}/answer`);
    // Like a new message's mail: not the text itself.
    expect(mail?.text).not.toContain("Western Union");
    expect(notifyOutbox).toHaveBeenCalledOnce();
  });

  it("does not mail a seller who turned question mail off", async () => {
    await database.db
      .update(user)
      .set({ mailOff: ["questions"] })
      .where(eq(user.id, people.seller.id));
    await ask("Is the awning included in the price?");
    expect(await database.db.select().from(listingQuestions)).toHaveLength(1);
    expect(await mails()).toEqual([]);
  });

  it("refuses the seller, a listing that is not public, blocks, and accounts that may not ask", async () => {
    await expect(ask("Is the awning included?", people.seller.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "This is your own listing: buyers ask, you answer.",
    });
    await database.db.insert(accountBlocks).values({ blockerId: people.seller.id, blockedId: people.asker.id });
    await expect(ask("Is the awning included?")).rejects.toMatchObject({
      code: "forbidden",
      message: "This seller is not accepting questions from you.",
    });
    await database.db.insert(accountBlocks).values({ blockerId: people.fan.id, blockedId: people.seller.id });
    await expect(ask("Is the awning included?", people.fan.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "You have blocked this seller. Unblock them to ask a question.",
    });
    await expect(ask("Is the awning included?", people.gone.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "Your account cannot ask questions.",
    });
    await database.db.update(user).set({ banned: true }).where(eq(user.id, people.quiet.id));
    await expect(ask("Is the awning included?", people.quiet.id)).rejects.toMatchObject({ code: "forbidden" });
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    await expect(ask("Is the awning included?", people.admin.id)).rejects.toMatchObject({
      code: "not-found",
      message: "This listing is not available.",
    });
    expect(await database.db.select().from(listingQuestions)).toEqual([]);
  });

  it("refuses a banned seller's listing", async () => {
    await database.db.update(user).set({ banned: true }).where(eq(user.id, people.seller.id));
    await expect(ask("Is the awning included?")).rejects.toMatchObject({
      code: "conflict",
      message: "This seller cannot receive questions right now.",
    });
  });

  it("limits the asker's own questions", async () => {
    const limits: QuestionRateLimits = {
      askPerAsker: { limit: 10, windowSeconds: 600 },
      askPerAskerOnListing: { limit: 1, windowSeconds: 3600 },
      askPerAddress: { limit: 10, windowSeconds: 600 },
    };
    await ask("Is the awning included?", people.asker.id, limits);
    await expect(ask("And the bike rack?", people.asker.id, limits)).rejects.toMatchObject({
      code: "rate-limited",
      message: "You have asked too many questions. Please try again later.",
      retryAfterSeconds: expect.any(Number),
    });
    // Another buyer is not held back by it.
    await ask("Is the bike rack included?", people.fan.id, limits);
    expect(await database.db.select().from(listingQuestions)).toHaveLength(2);
  });
});

describe("answering", () => {
  it("is the seller's (or an administrator's), once", async () => {
    const { questionId } = await ask("Is the awning included?");
    await expect(answer(questionId, asUser(people.fan.id))).rejects.toMatchObject({
      code: "forbidden",
      message: "Only the seller of this camper can answer or hide its questions.",
    });
    await answer(questionId, asUser(people.seller.id), "Yes, and the bike rack too.");
    await expect(answer(questionId, asUser(people.seller.id), "Changed my mind")).rejects.toMatchObject({
      code: "conflict",
      message: "This question has already been answered. An answer cannot be changed.",
    });
    await expect(answer(questionId, admin)).rejects.toMatchObject({ code: "conflict" });
    const [stored] = await database.db.select().from(listingQuestions);
    expect(stored).toMatchObject({ answerBody: "Yes, and the bike rack too.", answeredAt: expect.any(Date) });

    const second = await ask("Does it have a spare tire?", people.fan.id);
    await answer(second.questionId, admin, "It does.");
  });

  it("mails the asker and every favouriter once, in their language; never the seller, the deleted or those who opted out", async () => {
    const { questionId } = await ask("Is the awning included?");
    await database.db
      .insert(favorites)
      .values(["seller", "asker", "fan", "quiet", "gone"].map((userId) => ({ userId, listingId })));
    await database.db.delete(outbox);
    await answer(questionId, asUser(people.seller.id));
    const sent = await mails();
    expect(sent.map((mail) => mail.recipient).sort()).toEqual(["bea.asker@example.com", "fran.fan@example.com"]);
    const toAsker = sent.find((mail) => mail.recipient === "bea.asker@example.com");
    expect(toAsker?.subject).toBe("The seller answered your question about 2019 Sprinter 144 high roof");
    expect(toAsker?.text).toContain(`${baseUrl}/listing/${listingId}#questions`);
    const toFan = sent.find((mail) => mail.recipient === "fran.fan@example.com");
    expect(toFan?.subject).toBe("Une question sur 2019 Sprinter 144 high roof a reçu une réponse");
    expect(toFan?.text).toContain(`${baseUrl}/fr/listing/${listingId}#questions`);
    expect(toFan?.html).toContain('<html lang="fr-CA">');
  });

  it("refuses a hidden question, and a listing buyers cannot open", async () => {
    const { questionId } = await ask("Is the awning included?");
    await hide(questionId, asUser(people.seller.id));
    await expect(answer(questionId, asUser(people.seller.id))).rejects.toMatchObject({
      code: "conflict",
      message: "This question is hidden. Show it again before answering it.",
    });
    await hide(questionId, asUser(people.seller.id), false);
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    await expect(answer(questionId, asUser(people.seller.id))).rejects.toMatchObject({
      code: "conflict",
      message: "This camper is not for sale now: its questions cannot be answered.",
    });
  });

  it("refuses a question removed or hidden while the answer was on its way, storing and mailing nothing", async () => {
    const { questionId } = await ask("Is the awning included?");
    await database.db.delete(outbox);
    /** The database, where `meanwhile` happens just before the answer's transaction starts. */
    const racing = (meanwhile: Partial<typeof listingQuestions.$inferInsert>) =>
      new Proxy(database.db, {
        get(target, key, receiver) {
          if (key !== "transaction") return Reflect.get(target, key, receiver);
          return async (...args: Parameters<typeof target.transaction>) => {
            await target.update(listingQuestions).set(meanwhile).where(eq(listingQuestions.id, questionId));
            return target.transaction(...args);
          };
        },
      });
    const answerOn = (db: typeof database.db) =>
      inEnglishRejection(
        answerQuestion({ db, baseUrl, notifyOutbox, questionId, answerer: asUser(people.seller.id), body: "Yes." }),
      );
    await expect(answerOn(racing({ hiddenAt: new Date() }))).rejects.toMatchObject({
      code: "conflict",
      message: "This question is hidden. Show it again before answering it.",
    });
    await hide(questionId, asUser(people.seller.id), false);
    await expect(answerOn(racing({ removedAt: new Date() }))).rejects.toMatchObject({
      code: "not-found",
      message: "This question does not exist.",
    });
    const [stored] = await database.db.select().from(listingQuestions);
    expect(stored).toMatchObject({ answerBody: null, answeredAt: null });
    expect(await mails()).toEqual([]);
  });
});

describe("who reads which questions", () => {
  it("lists newest first, and says when there are more", async () => {
    for (const body of ["First question here", "Second question here", "Third question here"]) {
      await ask(body, people.fan.id);
    }
    const { questions, hasMore } = await read(null, 2);
    expect(questions.map((question) => question.body)).toEqual(["Third question here", "Second question here"]);
    expect(hasMore).toBe(true);
    expect((await read(null, 3)).hasMore).toBe(false);
  });

  it("hides a hidden question from the public, not from the seller or an administrator; removed ones only administrators see", async () => {
    const kept = await ask("Is the awning included?");
    const hidden = await ask("Can you hold it for me until June?", people.fan.id);
    const removed = await ask("Send me your bank details please", people.quiet.id);
    await expect(hide(hidden.questionId, asUser(people.asker.id))).rejects.toMatchObject({ code: "forbidden" });
    await hide(hidden.questionId, asUser(people.seller.id));
    await hide(hidden.questionId, asUser(people.seller.id));
    await database.db
      .update(listingQuestions)
      .set({ removedAt: new Date() })
      .where(eq(listingQuestions.id, removed.questionId));

    const ids = async (viewer: Parameters<typeof read>[0]) =>
      (await read(viewer)).questions.map(({ id, isHidden, isRemoved }) => ({ id, isHidden, isRemoved }));
    const shown = { id: kept.questionId, isHidden: false, isRemoved: false };
    const markedHidden = { id: hidden.questionId, isHidden: true, isRemoved: false };
    expect(await ids(null)).toEqual([shown]);
    expect(await ids(asUser(people.asker.id))).toEqual([shown]);
    expect(await ids(asUser(people.seller.id))).toEqual([markedHidden, shown]);
    expect(await ids(admin)).toEqual([
      { id: removed.questionId, isHidden: false, isRemoved: true },
      markedHidden,
      shown,
    ]);
    // The seller no longer reaches a removed question; 'Show again' brings a hidden one back for everyone.
    await expect(hide(removed.questionId, asUser(people.seller.id), false)).rejects.toMatchObject({
      code: "not-found",
    });
    await hide(hidden.questionId, asUser(people.seller.id), false);
    expect(await ids(null)).toHaveLength(2);
  });
});
