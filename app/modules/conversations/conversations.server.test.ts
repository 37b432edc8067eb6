// docs/product/conversations.md: starting, replying, the inbox, reading, unread, blocking, limits and mails.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import { listings, type NewListing, outbox, user } from "#app/db/schema.ts";
import { memberTag } from "#app/modules/accounts/display-name.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { appendMessage } from "./append-message.server.ts";
import { contactMessageSchema } from "./contact-message.schema.ts";
import { contactSeller } from "./contact-seller.server.ts";
import type { ConversationRateLimits } from "./conversation-rate-limits.server.ts";
import { countUnreadConversations } from "./count-unread-conversations.server.ts";
import { findPartyConversation } from "./find-party-conversation.server.ts";
import { listConversations } from "./list-conversations.server.ts";
import { listThreadMessages } from "./list-thread-messages.server.ts";
import { markConversationRead } from "./mark-conversation-read.server.ts";
import { replyToConversation } from "./reply-to-conversation.server.ts";
import { setAccountBlock } from "./set-account-block.server.ts";
import { startConversation } from "./start-conversation.server.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
const notifyOutbox = vi.fn<() => void>();

const people = testPeople;
let listingId: string;

beforeEach(async () => {
  notifyOutbox.mockClear();
  await insertPeople(database.db, people);
  listingId = await createListing();
});

const createListing = (overrides: Partial<NewListing> = {}) =>
  insertListingFixture(database.db, { userId: people.seller.id, title: "2019 Sprinter 144 high roof", ...overrides });

const start = (
  message = "Is it still available?",
  buyerId = people.buyer.id,
  limits?: ConversationRateLimits,
  senderIp = `198.51.100.${Object.keys(people).indexOf(buyerId) + 1}`,
) => startConversation({ db: database.db, baseUrl, notifyOutbox, buyerId, listingId, message, senderIp, limits });

const reply = (conversationId: string, senderId: string, message: string, limits?: ConversationRateLimits) =>
  replyToConversation({ db: database.db, baseUrl, notifyOutbox, conversationId, senderId, message, limits });

async function thread(conversationId: string, viewerId: string) {
  const conversation = await findPartyConversation(database.db, conversationId, viewerId);
  if (!conversation) return null;
  await markConversationRead(database.db, conversation);
  return { conversation, messages: await listThreadMessages(database.db, conversation.id, conversation.role) };
}

const unread = (userId: string) => countUnreadConversations(database.db, userId);
const mails = () => database.db.select().from(outbox).orderBy(outbox.id);

describe("a conversation between a signed-in buyer and a seller", () => {
  it("starts, continues the same conversation, and lets the seller reply; each side sees its unread", async () => {
    const { conversationId } = await start();
    expect(notifyOutbox).toHaveBeenCalledOnce();
    expect(await unread(people.seller.id)).toBe(1);
    expect(await unread(people.buyer.id)).toBe(0);

    // The panel again: the same conversation (one per buyer and listing).
    expect(await start("And does the heater work?")).toEqual({ conversationId });
    expect(await database.db.select().from(conversations)).toHaveLength(1);

    const [inbox] = await listConversations(database.db, people.seller.id);
    expect(inbox).toMatchObject({
      id: conversationId,
      listingId,
      listingTitle: "2019 Sprinter 144 high roof",
      role: "seller",
      otherName: "Bea",
      excerpt: "And does the heater work?",
      isUnread: true,
      isAnsweredByEmail: false,
    });

    const seen = await thread(conversationId, people.seller.id);
    expect(seen?.messages.map((message) => [message.isMine, message.body])).toEqual([
      [false, "Is it still available?"],
      [false, "And does the heater work?"],
    ]);
    expect(await unread(people.seller.id)).toBe(0);

    await reply(conversationId, people.seller.id, "Yes, and yes. Come by Saturday?");
    expect(await unread(people.buyer.id)).toBe(1);
    expect(await unread(people.seller.id)).toBe(0);
    const [buyerInbox] = await listConversations(database.db, people.buyer.id);
    expect(buyerInbox).toMatchObject({ otherName: "Sam Seller", role: "buyer", isUnread: true });
    const buyerView = await thread(conversationId, people.buyer.id);
    expect(buyerView?.messages.at(-1)).toMatchObject({ isMine: false, body: "Yes, and yes. Come by Saturday?" });
    expect(await unread(people.buyer.id)).toBe(0);
  });

  it("stores the body exactly as accepted, line breaks included", async () => {
    const body = "Hi!\n\n  Two questions:\n- mileage?\n- title clean?";
    const { conversationId } = await start(body);
    const [stored] = await database.db.select().from(conversationMessages);
    expect(stored?.body).toBe(body);
    expect(stored?.conversationId).toBe(conversationId);
  });

  it("mails the other party a link to the thread, without either address, a Reply-To or the message", async () => {
    const { conversationId } = await start("Call me at 503 555 0199 or bea.private@example.com");
    await reply(conversationId, people.seller.id, "Let's keep it here, please.");
    const [toSeller, toBuyer] = await mails();
    expect(toSeller).toMatchObject({
      recipient: people.seller.email,
      replyTo: null,
      subject: "New message from Bea about 2019 Sprinter 144 high roof",
    });
    expect(toBuyer).toMatchObject({
      recipient: people.buyer.email,
      replyTo: null,
      subject: "New message from Sam Seller about 2019 Sprinter 144 high roof",
    });
    for (const mail of [toSeller, toBuyer]) {
      for (const part of [mail?.text, mail?.html]) {
        expect(part).toContain(`${baseUrl}/inbox/${conversationId}`);
        expect(part).not.toContain(people.seller.email);
        expect(part).not.toContain(people.buyer.email);
        expect(part).not.toContain("bea.private@example.com");
        expect(part).not.toContain("555 0199");
        expect(part).not.toContain("keep it here");
      }
    }
  });

  it("never names a party by the start of their e-mail address, which sign-up stored as the name", async () => {
    for (const person of [people.seller, people.buyer]) {
      await database.db
        .update(user)
        .set({ name: person.email.split("@")[0] })
        .where(eq(user.id, person.id));
    }
    const buyerShown = `Roamstead member ${memberTag(people.buyer.id)}`;
    const sellerShown = `Roamstead member ${memberTag(people.seller.id)}`;
    const { conversationId } = await start();
    await reply(conversationId, people.seller.id, "Yes, it is.");
    expect(await listConversations(database.db, people.seller.id)).toMatchObject([{ otherName: buyerShown }]);
    expect(await listConversations(database.db, people.buyer.id)).toMatchObject([{ otherName: sellerShown }]);
    expect((await thread(conversationId, people.seller.id))?.conversation).toMatchObject({
      otherName: buyerShown,
      myName: sellerShown,
    });
    const [toSeller, toBuyer] = await mails();
    expect(toSeller?.subject).toBe(`New message from ${buyerShown} about 2019 Sprinter 144 high roof`);
    expect(toBuyer?.subject).toBe(`New message from ${sellerShown} about 2019 Sprinter 144 high roof`);
    for (const part of [toSeller?.text, toSeller?.html, toBuyer?.text, toBuyer?.html]) {
      expect(part).not.toContain("bea.buyer");
      expect(part).not.toContain("sam.seller");
    }
  });

  it("shows only the recipient a safety notice, and only for what the message matched", async () => {
    const { conversationId } = await start("Text me on WhatsApp please");
    await reply(conversationId, people.seller.id, "Send a deposit by Western Union to hold it.");
    const seller = await thread(conversationId, people.seller.id);
    expect(seller?.messages.map((message) => message.scamSignals)).toEqual([["off-site-contact"], []]);
    const buyer = await thread(conversationId, people.buyer.id);
    expect(buyer?.messages.map((message) => message.scamSignals)).toEqual([
      [],
      ["wire-transfer", "deposit-before-viewing"],
    ]);
    // Moving off the site counts only in the first message.
    await reply(conversationId, people.buyer.id, "Or WhatsApp me then.");
    const later = await thread(conversationId, people.seller.id);
    expect(later?.messages.at(-1)?.scamSignals).toEqual([]);
  });
});

describe("who can read and write a conversation", () => {
  it("answers only the two parties; a stranger, an administrator and any bad id get the same nothing", async () => {
    const { conversationId } = await start();
    expect(await thread(conversationId, people.buyer.id)).not.toBeNull();
    expect(await thread(conversationId, people.seller.id)).not.toBeNull();
    for (const id of [people.stranger.id, people.admin.id]) {
      expect(await findPartyConversation(database.db, conversationId, id)).toBeNull();
      await expect(inEnglishRejection(reply(conversationId, id, "hello"))).rejects.toMatchObject({
        code: "not-found",
        message: "This conversation does not exist.",
      });
      await expect(
        inEnglishRejection(setAccountBlock({ db: database.db, conversationId, userId: id, isBlocked: true })),
      ).rejects.toMatchObject({ code: "not-found" });
      expect(await listConversations(database.db, id)).toEqual([]);
    }
    for (const bad of ["42", "", "00000000-0000-4000-8000-000000000000", `${conversationId}'`, null, 7]) {
      expect(await findPartyConversation(database.db, bad, people.buyer.id)).toBeNull();
    }
  });

  it("only public listings with a seller who can receive messages; never one's own listing", async () => {
    listingId = await createListing({ isActive: false });
    await expect(inEnglishRejection(start())).rejects.toMatchObject({
      code: "not-found",
      message: "This listing is not available.",
    });
    listingId = await createListing({ userId: null });
    await expect(inEnglishRejection(start())).rejects.toMatchObject({
      code: "conflict",
      message: "This seller cannot receive messages right now.",
    });
    listingId = await createListing();
    await expect(inEnglishRejection(start("Mine", people.seller.id))).rejects.toMatchObject({
      code: "forbidden",
      message: "This is your own listing. Messages from buyers about it are in your Inbox.",
    });
    expect(await database.db.select().from(conversations)).toEqual([]);
  });

  it("keeps replies working after the listing stopped being public", async () => {
    const { conversationId } = await start();
    await database.db.update(listings).set({ isActive: false, soldAt: new Date() });
    await reply(conversationId, people.seller.id, "Sorry, it just sold.");
    await reply(conversationId, people.buyer.id, "Congratulations!");
    expect((await thread(conversationId, people.buyer.id))?.messages).toHaveLength(3);
  });
});

describe("blocking", () => {
  it("stops the blocked account from writing in any conversation or starting one, until unblocked", async () => {
    const { conversationId } = await start();
    const blocked = await setAccountBlock({
      db: database.db,
      conversationId,
      userId: people.seller.id,
      isBlocked: true,
    });
    expect(blocked).toMatchObject({ hasBlocked: true, otherName: "Bea" });
    // Twice is fine.
    await setAccountBlock({ db: database.db, conversationId, userId: people.seller.id, isBlocked: true });

    await expect(inEnglishRejection(reply(conversationId, people.buyer.id, "Hello?"))).rejects.toMatchObject({
      code: "forbidden",
      message: "This member is not accepting messages from you.",
    });
    await expect(inEnglishRejection(start("Hello again"))).rejects.toMatchObject({
      message: "This member is not accepting messages from you.",
    });
    listingId = await createListing({ title: "Another camper" });
    await expect(inEnglishRejection(start("About your other camper"))).rejects.toMatchObject({
      message: "This member is not accepting messages from you.",
    });
    // The blocker cannot write either while blocking; each side sees its own state.
    await expect(inEnglishRejection(reply(conversationId, people.seller.id, "Hi"))).rejects.toMatchObject({
      message: "You have blocked this member. Unblock them to send a message.",
    });
    expect(await findPartyConversation(database.db, conversationId, people.buyer.id)).toMatchObject({
      isBlockedBy: true,
      hasBlocked: false,
    });

    await setAccountBlock({ db: database.db, conversationId, userId: people.seller.id, isBlocked: false });
    await reply(conversationId, people.buyer.id, "Hello?");
    expect(await database.db.select().from(conversationMessages)).toHaveLength(2);
  });
});

describe("limits", () => {
  const tight: ConversationRateLimits = {
    startPerSender: { limit: 2, windowSeconds: 600 },
    startPerAddress: { limit: 20, windowSeconds: 600 },
    replyPerSender: { limit: 3, windowSeconds: 600 },
    replyPerConversation: { limit: 20, windowSeconds: 3600 },
  };

  it("limits new conversations per sender and replies per sender, with the seconds to wait", async () => {
    const other = await createListing({ title: "Second" });
    const third = await createListing({ title: "Third" });
    await start("one", people.buyer.id, tight);
    listingId = other;
    const { conversationId } = await start("two", people.buyer.id, tight);
    listingId = third;
    await expect(inEnglishRejection(start("three", people.buyer.id, tight))).rejects.toMatchObject({
      code: "rate-limited",
      message: "You have sent too many messages. Please try again later.",
      retryAfterSeconds: expect.any(Number),
    });
    // Continuing a conversation counts as a reply, under its own limit.
    listingId = other;
    await start("two again", people.buyer.id, tight);
    await reply(conversationId, people.buyer.id, "r1", tight);
    await reply(conversationId, people.buyer.id, "r2", tight);
    await expect(inEnglishRejection(reply(conversationId, people.buyer.id, "r3", tight))).rejects.toMatchObject({
      code: "rate-limited",
    });
    // The other side has its own count.
    await reply(conversationId, people.seller.id, "answer", tight);
  });

  it("limits new conversations per client address, whichever accounts start them", async () => {
    const perAddress = { ...tight, startPerAddress: { limit: 2, windowSeconds: 600 } };
    await start("hello", people.buyer.id, perAddress, "2001:db8:7::1");
    await start("hello", people.stranger.id, perAddress, "2001:db8:7::2");
    await expect(
      inEnglishRejection(start("hello", people.admin.id, perAddress, "2001:db8:7::3")),
    ).rejects.toMatchObject({
      code: "rate-limited",
    });
    await start("hello", people.admin.id, perAddress, "2001:db8:8::3");
  });

  it("limits one sender's messages within one conversation, the sender's other conversations untouched", async () => {
    const perThread: ConversationRateLimits = {
      ...tight,
      replyPerSender: { limit: 30, windowSeconds: 600 },
      replyPerConversation: { limit: 2, windowSeconds: 3600 },
    };
    const { conversationId } = await start("hello", people.buyer.id, perThread);
    await reply(conversationId, people.buyer.id, "r1", perThread);
    await reply(conversationId, people.buyer.id, "r2", perThread);
    await expect(inEnglishRejection(reply(conversationId, people.buyer.id, "r3", perThread))).rejects.toMatchObject({
      code: "rate-limited",
    });
    // From the listing's panel it is the same conversation, and the same count.
    await expect(inEnglishRejection(start("again", people.buyer.id, perThread))).rejects.toMatchObject({
      code: "rate-limited",
    });
    listingId = await createListing({ title: "Second" });
    await start("hello", people.buyer.id, perThread);
  });

  it("keeps a listing's contact open to the next buyer after 20 hostile messages from several addresses", async () => {
    // The defaults, as docs/product/conversations.md and contact-and-newsletter.md state them.
    const contact = (senderIp: string, email = "flood@example.com") =>
      contactSeller({
        db: database.db,
        baseUrl,
        notifyOutbox,
        listingId,
        sender: {
          kind: "visitor",
          message: contactMessageSchema.parse({ firstName: "Flo", email, message: "Spam" }),
        },
        senderIp,
      });
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      for (let sent = 0; sent < 5; sent++) await contact(address);
    }
    // A single sender flooding is still stopped.
    await expect(inEnglishRejection(contact("203.0.113.1"))).rejects.toMatchObject({ code: "rate-limited" });

    // The 21st buyer reaches the seller, without an account and signed in.
    await contact("198.51.100.77", "real.buyer@example.com");
    const { conversationId } = await start("Is it still available?");
    expect(await unread(people.seller.id)).toBe(22);
    const toSeller = (await mails()).filter((mail) => mail.recipient === people.seller.email);
    expect(toSeller).toHaveLength(22);
    expect(toSeller.map((mail) => mail.replyTo)).toContain("real.buyer@example.com");
    const seen = await thread(conversationId, people.seller.id);
    expect(seen?.messages.map((message) => message.body)).toEqual(["Is it still available?"]);
  });
});

describe("the anonymous contact form in the seller's inbox", () => {
  it("appears as a conversation answered by e-mail, readable by the seller only, without a second mail", async () => {
    await contactSeller({
      db: database.db,
      baseUrl,
      notifyOutbox,
      listingId,
      sender: {
        kind: "visitor",
        message: contactMessageSchema.parse({
          firstName: "Carl",
          lastName: "Camper",
          email: "carl@example.com",
          phone: "+1 503 555 0100",
          message: "Is the price firm?",
        }),
      },
      senderIp: "203.0.113.7",
    });
    expect(await mails()).toHaveLength(1);
    expect(await unread(people.seller.id)).toBe(1);
    const [item] = await listConversations(database.db, people.seller.id);
    expect(item).toMatchObject({ otherName: "Carl Camper", isAnsweredByEmail: true, excerpt: "Is the price firm?" });
    const seen = await thread(item?.id ?? "", people.seller.id);
    expect(seen?.conversation).toMatchObject({
      otherId: null,
      buyerEmail: "carl@example.com",
      buyerPhone: "+1 503 555 0100",
    });
    expect(await unread(people.seller.id)).toBe(0);
    await expect(inEnglishRejection(reply(item?.id ?? "", people.seller.id, "Yes"))).rejects.toMatchObject({
      code: "conflict",
      message: "This buyer wrote without an account: please answer them by e-mail.",
    });
    await expect(
      inEnglishRejection(
        setAccountBlock({ db: database.db, conversationId: item?.id ?? "", userId: people.seller.id, isBlocked: true }),
      ),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await findPartyConversation(database.db, item?.id, people.buyer.id)).toBeNull();
  });
});

describe("messages sent at the same moment", () => {
  it.runIf(isPostgresRun)(
    "a message whose transaction began before the other side's reply still shows unread to them (PostgreSQL race)",
    async () => {
      const { conversationId } = await start();
      await database.db.transaction(async (tx) => {
        // The buyer's transaction has begun (its now() is fixed) when the seller's reply commits.
        await tx.execute(sql`select now()`);
        await reply(conversationId, people.seller.id, "Yes, it is.");
        await appendMessage({
          tx,
          baseUrl,
          conversationId,
          listingTitle: "2019 Sprinter 144 high roof",
          senderRole: "buyer",
          senderName: "Bea",
          body: "Great, can I see it Saturday?",
          isFirstMessage: false,
          recipient: { email: people.seller.email, locale: "en-US" },
        });
      });
      expect(await unread(people.seller.id)).toBe(1);
      const seen = await thread(conversationId, people.seller.id);
      expect(seen?.messages.map((message) => message.body)).toEqual([
        "Is it still available?",
        "Yes, it is.",
        "Great, can I see it Saturday?",
      ]);
    },
  );
});
