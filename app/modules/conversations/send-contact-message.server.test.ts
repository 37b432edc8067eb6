import { beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, listings, type NewListing, outbox, user } from "#app/db/schema.ts";
import { type AppErrorCode, isAppError } from "#app/lib/app-error.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { canContactSeller } from "./can-contact-seller.server.ts";
import { type ContactMessageInput, contactMessageSchema } from "./contact-message.schema.ts";
import { type ContactRateLimits, sendContactMessage } from "./send-contact-message.server.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
let notifyOutbox: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  notifyOutbox = vi.fn<() => void>();
});

async function createSeller(id: string, email: string, extra: Partial<typeof user.$inferInsert> = {}) {
  await database.db.insert(user).values({ id, email, name: id, emailVerified: true, ...extra });
  return id;
}

async function createListing(overrides: Partial<NewListing> = {}): Promise<string> {
  const [row] = await database.db
    .insert(listings)
    .values(listingFixture({ title: "2019 Sprinter 144 high roof", ...overrides }))
    .returning({ id: listings.id });
  if (!row) throw new Error("no listing");
  return row.id;
}

type ListingMessage = ContactMessageInput & { listingId: string };

function buyerMessage(listingId: string, overrides: Record<string, unknown> = {}): ListingMessage {
  const message = contactMessageSchema.parse({
    firstName: "Bea",
    lastName: "Buyer",
    email: "bea.buyer@example.com",
    phone: "+1 (503) 555-0199",
    message: "Is the van still available?\nCould I see it on Saturday?",
    ...overrides,
  });
  return { ...message, listingId };
}

function send({ listingId, ...message }: ListingMessage, senderIp = "203.0.113.10", limits?: ContactRateLimits) {
  return sendContactMessage({ db: database.db, baseUrl, notifyOutbox, listingId, message, senderIp, limits });
}

/** 'sent' or 'ignored', or the failure as the contact panel names it. */
async function outcome(sending: ReturnType<typeof send>): Promise<string> {
  try {
    return (await sending).status;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const names: Partial<Record<AppErrorCode, string>> = {
      "not-found": "listing-not-found",
      conflict: "seller-unavailable",
      "rate-limited": "rate-limited",
    };
    return names[error.code] ?? error.code;
  }
}

async function counts() {
  const messages = await database.db.select().from(contactMessages);
  const mails = await database.db.select().from(outbox);
  return { messages: messages.length, mails: mails.length };
}

describe("sendContactMessage", () => {
  it("stores the message and queues one mail to the seller with the buyer as Reply-To", async () => {
    await createSeller("other", "other.seller@example.com");
    const sellerId = await createSeller("seller", "sam.seller@example.com");
    const listingId = await createListing({ userId: sellerId });

    const result = await send(buyerMessage(listingId));

    expect(result.status).toBe("sent");
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      listingId,
      firstName: "Bea",
      lastName: "Buyer",
      email: "bea.buyer@example.com",
      phone: "+1 (503) 555-0199",
      message: "Is the van still available?\nCould I see it on Saturday?",
      senderIp: "203.0.113.10",
    });
    expect(result).toEqual({ status: "sent", contactMessageId: stored?.id });

    const mails = await database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      recipient: "sam.seller@example.com",
      replyTo: "bea.buyer@example.com",
      subject: "New message about your 2019 Sprinter 144 high roof",
      status: "pending",
      listUnsubscribeUrl: null,
    });
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain("Bea Buyer");
      expect(part).toContain("bea.buyer@example.com");
      expect(part).toContain("+1 (503) 555-0199");
      expect(part).toContain("Is the van still available?");
      expect(part).toContain("Could I see it on Saturday?");
      expect(part).toContain(`${baseUrl}/listing/${listingId}`);
      expect(part).toContain("You received this e-mail because");
      // Nobody else's address, not even the seller's own, is in the body.
      expect(part).not.toContain("other.seller@example.com");
      expect(part).not.toContain("sam.seller@example.com");
    }
    expect(notifyOutbox).toHaveBeenCalledOnce();
  });

  it("escapes the buyer's text in the HTML part and keeps the subject on one line", async () => {
    const listingId = await createListing({
      userId: await createSeller("seller", "sam@example.com"),
      title: "Skoolie\nBcc: victim@example.com",
    });
    await send(buyerMessage(listingId, { firstName: "<b>Eve</b>", message: '<script>alert("x")</script>' }));
    const [mail] = await database.db.select().from(outbox);
    expect(mail?.subject).toBe("New message about your Skoolie Bcc: victim@example.com");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
    expect(mail?.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
  });

  it("stores neither the message nor the mail when the transaction fails", async () => {
    // An address the outbox refuses: the mail insert fails after the message insert, inside one transaction.
    const listingId = await createListing({ userId: await createSeller("seller", "not-an-address") });
    await expect(inEnglishRejection(send(buyerMessage(listingId)))).rejects.toThrow(/Refusing to enqueue mail/);
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
    expect(notifyOutbox).not.toHaveBeenCalled();
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const listingId = await createListing({ userId: await createSeller("seller", "sam@example.com") });
    expect(await send(buyerMessage(listingId, { website: "https://spam.example" }))).toEqual({ status: "ignored" });
    expect(await send(buyerMessage(listingId, { website: ["x"] }))).toEqual({ status: "ignored" });
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
    expect(notifyOutbox).not.toHaveBeenCalled();
    // An empty honeypot is a person.
    expect((await send(buyerMessage(listingId, { website: "" }))).status).toBe("sent");
  });

  it("only public listings with a seller who can get mail can be messaged", async () => {
    const sellerId = await createSeller("seller", "sam@example.com");
    const past = new Date(Date.now() - dayMs);
    const cases: [string, Partial<NewListing>, string][] = [
      ["expired", { userId: sellerId, expiresAt: past }, "listing-not-found"],
      ["inactive", { userId: sellerId, isActive: false }, "listing-not-found"],
      ["unapproved", { userId: sellerId, isApproved: false }, "listing-not-found"],
      ["unowned", { userId: null }, "seller-unavailable"],
      ["banned", { userId: await createSeller("banned", "b@example.com", { banned: true }) }, "seller-unavailable"],
      [
        "ban running",
        {
          userId: await createSeller("b2", "b2@example.com", {
            banned: true,
            banExpires: new Date(Date.now() + dayMs),
          }),
        },
        "seller-unavailable",
      ],
      ["ban over", { userId: await createSeller("b3", "b3@example.com", { banned: true, banExpires: past }) }, "sent"],
      ["public", { userId: sellerId }, "sent"],
    ];
    for (const [index, [label, overrides, expected]] of cases.entries()) {
      const listingId = await createListing(overrides);
      expect(await outcome(send(buyerMessage(listingId), `198.51.100.${index}`)), label).toBe(expected);
      expect(await canContactSeller({ db: database.db, listingId }), label).toBe(expected === "sent");
    }
    expect(await outcome(send(buyerMessage("00000000-0000-4000-8000-000000000000")))).toBe("listing-not-found");
    expect(await counts()).toEqual({ messages: 2, mails: 2 });
  });

  it("limits messages per sender address, and per sender address and listing, never per listing alone", async () => {
    const sellerId = await createSeller("seller", "sam@example.com");
    const first = await createListing({ userId: sellerId });
    const second = await createListing({ userId: sellerId });
    const limits: ContactRateLimits = {
      perAddress: { limit: 3, windowSeconds: 600 },
      perAddressAndListing: { limit: 2, windowSeconds: 86_400 },
    };

    expect((await send(buyerMessage(first), "203.0.113.1", limits)).status).toBe("sent");
    expect((await send(buyerMessage(first), "203.0.113.1", limits)).status).toBe("sent");
    await expect(inEnglishRejection(send(buyerMessage(first), "203.0.113.1", limits))).rejects.toMatchObject({
      code: "rate-limited",
      message: "You have sent too many messages. Please try again later.",
      retryAfterSeconds: expect.any(Number),
    });
    // The refused attempt counted: the address has had its 3.
    expect(await outcome(send(buyerMessage(second), "203.0.113.1", limits))).toBe("rate-limited");

    // Others are not held back by what that sender did; an IPv6 sender is counted by its /64.
    expect((await send(buyerMessage(first), "203.0.113.2", limits)).status).toBe("sent");
    expect((await send(buyerMessage(first), "2001:db8:1:2::a", limits)).status).toBe("sent");
    expect((await send(buyerMessage(first), "2001:db8:1:2::b", limits)).status).toBe("sent");
    expect(await outcome(send(buyerMessage(first), "2001:db8:1:2:ffff::1", limits))).toBe("rate-limited");
    expect((await send(buyerMessage(first), "2001:db8:1:3::a", limits)).status).toBe("sent");

    expect(await counts()).toEqual({ messages: 6, mails: 6 });
  });

  it.runIf(isPostgresRun)("accepts exactly the limit of 10 concurrent sends from one address", async () => {
    const sellerId = await createSeller("seller", "sam@example.com");
    const listingIds = await Promise.all(Array.from({ length: 10 }, () => createListing({ userId: sellerId })));
    const statuses = await Promise.all(
      listingIds.map((listingId) => outcome(send(buyerMessage(listingId), "203.0.113.99"))),
    );
    expect(statuses.filter((status) => status === "sent")).toHaveLength(5);
    expect(statuses.filter((status) => status === "rate-limited")).toHaveLength(5);
    expect(await counts()).toEqual({ messages: 5, mails: 5 });
  });
});
