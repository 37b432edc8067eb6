// The mail choices of an account (docs/product/people-and-trust.md, "Account settings") in the mails that existed
// before them: new messages, saved-search alerts and expiry reminders are not written for an account that turned
// their kind off, nor for a deleted account; the other kinds still reach it.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { OptionalMailKind } from "#app/db/mail-preference-vocabulary.ts";
import { listings, outbox, savedSearchMatches, user } from "#app/db/schema.ts";
import { appendMessage } from "#app/modules/conversations/append-message.server.ts";
import { replyToConversation } from "#app/modules/conversations/reply-to-conversation.server.ts";
import { askIfStillAvailable } from "#app/modules/conversations/testing/first-message.ts";
import { sendExpiryReminders } from "#app/modules/listings/send-expiry-reminders.server.ts";
import { mailSavedSearchMatches } from "#app/modules/saved-searches/mail-saved-search-matches.server.ts";
import { matchNewListings } from "#app/modules/saved-searches/match-new-listings.server.ts";
import { saveSearch } from "#app/modules/saved-searches/save-search.server.ts";
import { hasAlertWork } from "#app/modules/saved-searches/saved-search-alerts-schedule.server.ts";
import { testGeocoder } from "#app/modules/saved-searches/testing/saved-search-fixture.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, insertListingFixture, listingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
const notifyOutbox = () => {};

const people = { seller: testPeople.seller, buyer: testPeople.buyer };

beforeEach(async () => {
  await insertPeople(database.db, people);
});

const turnOff = (userId: string, ...kinds: OptionalMailKind[]) =>
  database.db.update(user).set({ mailOff: kinds }).where(eq(user.id, userId));
const deleteAccount = (userId: string) =>
  database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, userId));
const mailsTo = async (email: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.recipient, email))).map((mail) => mail.subject);

const insertListing = (expiresInDays = 30) =>
  insertListingFixture(database.db, {
    userId: people.seller.id,
    title: "2019 Sprinter 144 high roof",
    expiresAt: new Date(Date.now() + expiresInDays * dayMs),
  });

describe("new messages ('new_messages')", () => {
  const write = async () =>
    askIfStillAvailable({ db: database.db, baseUrl, buyerId: people.buyer.id, listingId: await insertListing() });
  const answer = (conversationId: string) =>
    replyToConversation({
      db: database.db,
      baseUrl,
      notifyOutbox,
      conversationId,
      senderId: people.seller.id,
      message: "Yes, it is.",
    });

  it("are not mailed to a seller who turned them off; the buyer still hears of the answer", async () => {
    await turnOff(people.seller.id, "new_messages");
    const conversationId = await write();
    expect(await mailsTo(people.seller.email)).toEqual([]);
    await answer(conversationId);
    expect(await mailsTo(people.buyer.email)).toEqual([
      "New message from Sam Seller about 2019 Sprinter 144 high roof",
    ]);
  });

  it("still go to an account that turned other kinds off", async () => {
    await turnOff(people.seller.id, "reply_nudges", "saved_search_alerts", "expiry_reminders");
    await write();
    expect(await mailsTo(people.seller.email)).toEqual(["New message from Bea about 2019 Sprinter 144 high roof"]);
  });

  it("are never mailed to a deleted account, even one deleted while the answer was on its way", async () => {
    const conversationId = await write();
    await deleteAccount(people.buyer.id);
    await database.db.transaction((tx) =>
      appendMessage({
        tx,
        baseUrl,
        conversationId,
        listingTitle: "2019 Sprinter 144 high roof",
        senderRole: "seller",
        senderName: people.seller.name,
        body: "Yes, it is.",
        isFirstMessage: false,
        recipient: { email: people.buyer.email, locale: "en-US" },
      }),
    );
    expect(await mailsTo(people.buyer.email)).toEqual([]);
  });
});

describe("saved-search alerts ('saved_search_alerts')", () => {
  const geocoder = testGeocoder();

  async function matchOneListing() {
    await saveSearch({
      db: database.db,
      geocoder,
      userId: people.buyer.id,
      name: "Vans",
      frequency: "instant",
      query: "",
    });
    await database.db.insert(listings).values(listingFixture({ userId: people.seller.id, alertsMatchedAt: null }));
    await matchNewListings({ db: database.db });
  }

  it("are not mailed to a buyer who turned them off, and the match is not left waiting", async () => {
    await turnOff(people.buyer.id, "saved_search_alerts");
    await matchOneListing();
    expect(await mailSavedSearchMatches({ db: database.db, baseUrl, kind: "instant" })).toBe(0);
    expect(await mailsTo(people.buyer.email)).toEqual([]);
    expect((await database.db.select().from(savedSearchMatches))[0]?.mailedAt).toBeInstanceOf(Date);
    expect(await hasAlertWork(database.db)).toBe(false);
  });

  it("are mailed otherwise, and never to a deleted account", async () => {
    await matchOneListing();
    expect(await mailSavedSearchMatches({ db: database.db, baseUrl, kind: "instant" })).toBe(1);
    await deleteAccount(people.buyer.id);
    await database.db.insert(listings).values(listingFixture({ userId: people.seller.id, alertsMatchedAt: null }));
    await matchNewListings({ db: database.db });
    expect(await mailSavedSearchMatches({ db: database.db, baseUrl, kind: "instant" })).toBe(0);
    expect(await mailsTo(people.buyer.email)).toEqual(['New camper for your search "Vans"']);
  });
});

describe("expiry reminders ('expiry_reminders')", () => {
  it("are not mailed to an owner who turned them off, nor to a deleted account, and are otherwise", async () => {
    await insertListing(3);
    await turnOff(people.seller.id, "expiry_reminders");
    expect(await sendExpiryReminders({ db: database.db, baseUrl })).toBe(0);
    await deleteAccount(people.seller.id);
    await turnOff(people.seller.id);
    expect(await sendExpiryReminders({ db: database.db, baseUrl })).toBe(0);
    await database.db.update(user).set({ deletedAt: null }).where(eq(user.id, people.seller.id));
    expect(await sendExpiryReminders({ db: database.db, baseUrl })).toBe(1);
    expect(await mailsTo(people.seller.email)).toEqual([expect.stringContaining('"2019 Sprinter 144 high roof"')]);
  });
});
