// 'Download my data' and 'Delete my account' through the real app (docs/product/people-and-trust.md, "Account
// settings" and "Deleting an account"): the export holds the account's listing, messages and favourite and no one
// else's address; a wrong password deletes nothing; the deletion signs out for good, takes the listings out of their
// pages, search and the sitemap, and leaves the other party's conversation readable with 'Former member', the
// reviews and the sale; the last administrator cannot delete their account.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  favorites,
  listingDrafts,
  listingQuestions,
  listingSales,
  listings,
  media,
  newsletterSubscribers,
  outbox,
  reviews,
  user,
} from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { deletedAccountEmail } from "#app/modules/accounts/delete-account.server.ts";
import { replyToConversation } from "#app/modules/conversations/reply-to-conversation.server.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { listingMediaTarget } from "#app/modules/listings/listing-media.server.ts";
import { uploadedMedia } from "#app/modules/listings/testing/selling-fixture.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const password = "correct horse battery";

const bed = routeTestBed({
  accounts: {
    sam: "sam.seller@example.com",
    bea: "bea.buyer@example.com",
    ada: { email: "ada.admin@example.com", role: "admin" },
    cy: "cy.twice@example.com",
  },
});
let app: AppRequestHandler;
let samListing = "";
let beaListing = "";
let conversationId = "";

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  const { sam, bea } = bed.accounts;
  await bed.db.update(user).set({ name: "Sam Seller" }).where(eq(user.id, sam.id));
  await bed.db.update(user).set({ name: "Bea Buyer" }).where(eq(user.id, bea.id));
  const photo = await uploadedMedia(bed.db, sam.id);
  samListing = await insertListingFixture(bed.db, { userId: sam.id, title: "Sam's Westfalia", images: [photo] });
  await bed.db
    .update(media)
    .set({ attachedTo: listingMediaTarget(samListing) })
    .where(eq(media.id, photo.split("/")[2] ?? ""));
  beaListing = await insertListingFixture(bed.db, { userId: bea.id, title: "Bea's Sprinter" });
  const send = { db: bed.db, baseUrl: testBaseUrl, notifyOutbox: () => {} };
  ({ conversationId } = await startConversation({
    ...send,
    buyerId: bea.id,
    listingId: samListing,
    message: "Is the Westfalia still for sale?",
    senderIp: "198.51.100.7",
  }));
  await replyToConversation({ ...send, conversationId, senderId: sam.id, message: "It is! Come and see it Sunday." });
  await bed.db.insert(favorites).values({ userId: sam.id, listingId: beaListing });
  await bed.db.insert(listingDrafts).values({ userId: sam.id, tier: "roam", values: { title: "Unfinished" } });
  await bed.db
    .insert(listingQuestions)
    .values({ listingId: beaListing, askerId: sam.id, body: "Any rust underneath?" });
  const closesAt = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  const [sale] = await bed.db
    .insert(listingSales)
    .values({
      listingId: samListing,
      listingTitle: "Sam's Westfalia",
      sellerId: sam.id,
      buyerId: bea.id,
      conversationId,
      confirmedAt: new Date(),
      reviewsCloseAt: closesAt,
    })
    .returning({ id: listingSales.id });
  const published = { saleId: sale?.id ?? "", communication: 5, handover: 5, publishedAt: new Date() };
  await bed.db.insert(reviews).values([
    { ...published, authorId: bea.id, subjectId: sam.id, authorRole: "buyer", accuracy: 5, body: "Just as described." },
    { ...published, authorId: sam.id, subjectId: bea.id, authorRole: "seller", body: "Paid on time, friendly." },
  ]);
  await bed.db.insert(newsletterSubscribers).values({
    email: sam.email,
    unsubscribeToken: "sam-newsletter-token",
    confirmedAt: new Date(),
  });
});

function get(path: string, cookie?: string): Promise<Response> {
  return app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
}

function postForm(path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return app.handle(
    new Request(`${testBaseUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: testBaseUrl,
        [clientIpHeader]: "203.0.113.20",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
  );
}

describe("the settings page", () => {
  it("shows every section as a form of its own, in English and in French", async () => {
    const html = await (await get("/account", bed.accounts.sam.cookie)).text();
    for (const heading of [
      "Public profile",
      "E-mails",
      "E-mail address",
      "Password",
      "Your data",
      "Delete your account",
    ])
      expect(html).toContain(`>${heading}</h2>`);
    for (const intent of ["profile", "mail", "language", "email", "password"])
      expect(html).toContain(`name="intent" value="${intent}"`);
    expect(html).toContain('value="Sam Seller"');
    expect(html).toContain('name="mailOn" checked="" value="new_messages"');
    expect(html).toContain("are always sent.");
    expect(html).toContain('href="/account/export"');
    expect(html).toContain('href="/account/delete"');
    const french = await (await get("/fr/account", bed.accounts.sam.cookie)).text();
    expect(french).toContain(">Paramètres du compte</h1>");
    expect(french).toContain('href="/fr/account/export"');
  });
});

describe("downloading my data", () => {
  it("is a JSON file of the account's listing, messages and favourite, with nobody else's address, never cached", async () => {
    const response = await get("/account/export", bed.accounts.sam.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="roamstead-data-${today}.json"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: "sam.seller@example.com", displayName: "Sam Seller" });
    expect(data.listings).toEqual([
      expect.objectContaining({ id: samListing, title: "Sam's Westfalia", images: [expect.stringMatching(/^http/)] }),
    ]);
    expect(data.listingDrafts).toEqual([expect.objectContaining({ values: { title: "Unfinished" } })]);
    expect(data.favorites).toEqual([expect.objectContaining({ listingId: beaListing, title: "Bea's Sprinter" })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        yourRole: "seller",
        otherParty: "Bea Buyer",
        messages: [
          expect.objectContaining({ from: "Bea Buyer", body: "Is the Westfalia still for sale?" }),
          expect.objectContaining({ from: "you", body: "It is! Come and see it Sunday." }),
        ],
      }),
    ]);
    expect(data.sales).toEqual([expect.objectContaining({ yourRole: "seller", otherParty: "Bea Buyer" })]);
    expect(data.reviews.received).toEqual([
      expect.objectContaining({ body: "Just as described.", person: "Bea Buyer" }),
    ]);
    expect(data.reviews.written).toEqual([expect.objectContaining({ body: "Paid on time, friendly." })]);
    expect(data.questions.asked).toEqual([expect.objectContaining({ question: "Any rust underneath?" })]);
    expect(text).not.toContain(bed.accounts.bea.email);
    expect(text).not.toContain(bed.accounts.ada.email);
  });

  it("is only for the signed in", async () => {
    const response = await get("/account/export");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-in-camper?redirect=%2Faccount%2Fexport");
  });
});

describe("deleting my account", () => {
  it("explains what goes and what stays", async () => {
    const response = await get("/account/delete", bed.accounts.sam.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Delete your account");
    expect(html).toContain("who see you as Former member");
  });

  it("refuses a wrong password with its message and deletes nothing", async () => {
    const response = await postForm("/account/delete", { password: "not the password" }, bed.accounts.sam.cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That is not your current password.");
    expect((await get(`/listing/${samListing}`)).status).toBe(200);
    expect(await (await get("/listings")).text()).toContain("Sam&#x27;s Westfalia");
    expect((await get("/dashboard", bed.accounts.sam.cookie)).status).toBe(200);
  });

  it("refuses the last administrator", async () => {
    const response = await postForm("/account/delete", { password }, bed.accounts.ada.cookie);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("You are the only administrator");
    expect((await get("/dashboard", bed.accounts.ada.cookie)).status).toBe(200);
  });

  it("deletes, signs out and lands on the home page, which says so", async () => {
    const { sam } = bed.accounts;
    await bed.db
      .insert(outbox)
      .values({ recipient: sam.email, subject: "A pending alert", text: "t", html: "h", reason: "r" });
    const response = await postForm("/account/delete", { password }, sam.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/?account=deleted");
    expect(response.headers.getSetCookie().join(";")).toMatch(/session_token=;/);
    const home = await get("/?account=deleted");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Your account has been deleted.");
    expect(html).not.toContain('id="search-results"');
  });

  it("cannot sign in afterwards: the old session is gone and the sign-in answers as for a wrong password", async () => {
    const { sam } = bed.accounts;
    const dashboard = await get("/dashboard", sam.cookie);
    expect(dashboard.status).toBe(302);
    const signIn = await postForm("/sign-in-camper", { intent: "sign-in", email: sam.email, password });
    expect(signIn.status).toBe(401);
    expect(await signIn.text()).toContain("Invalid email or password");
    expect((await postForm("/sign-in-camper", { email: deletedAccountEmail(sam.id), password })).status).toBe(401);
  });

  it("takes the listing off its page, search and the sitemap, with its photos", async () => {
    expect((await get(`/listing/${samListing}`)).status).toBe(404);
    expect(await (await get("/listings")).text()).not.toContain("Sam&#x27;s Westfalia");
    const sitemap = await (await get("/sitemaps/listings-1.xml")).text();
    expect(sitemap).toContain(beaListing);
    expect(sitemap).not.toContain(samListing);
    expect(await bed.db.select().from(listings).where(eq(listings.id, samListing))).toEqual([]);
    expect(
      await bed.db
        .select()
        .from(media)
        .where(eq(media.attachedTo, listingMediaTarget(samListing))),
    ).toEqual([]);
  });

  it("keeps the conversation for the other party, with 'Former member' and no reply box", async () => {
    const { bea } = bed.accounts;
    const thread = await get(`/inbox/${conversationId}`, bea.cookie);
    expect(thread.status).toBe(200);
    const html = await thread.text();
    expect(html).toContain("with Former member");
    expect(html).toContain("It is! Come and see it Sunday.");
    expect(html).toContain("This member deleted their account.");
    expect(html).not.toContain('name="message"');
    expect(html).not.toContain("Sam Seller");
    const reply = await postForm(`/inbox/${conversationId}`, { intent: "reply", message: "Hello?" }, bea.cookie);
    expect(reply.status).toBe(409);
    expect(await (await get("/inbox", bea.cookie)).text()).toContain("with Former member");
  });

  it("keeps the reviews and the sale, and nothing personal on the account; its mail stops", async () => {
    const { sam } = bed.accounts;
    expect(await bed.db.select().from(reviews)).toHaveLength(2);
    expect(await bed.db.select().from(listingSales)).toEqual([expect.objectContaining({ listingId: null })]);
    expect(await bed.db.select().from(listingQuestions)).toHaveLength(1);
    const [row] = await bed.db.select().from(user).where(eq(user.id, sam.id));
    expect(row).toMatchObject({
      name: "",
      email: deletedAccountEmail(sam.id),
      about: "",
      publicPlace: null,
      priceDropAlerts: false,
      deletedAt: expect.any(Date),
    });
    expect(row?.mailOff).toHaveLength(6);
    expect(await bed.db.select().from(favorites).where(eq(favorites.userId, sam.id))).toEqual([]);
    expect(await bed.db.select().from(listingDrafts).where(eq(listingDrafts.userId, sam.id))).toEqual([]);
    expect(await bed.db.select().from(newsletterSubscribers)).toEqual([]);
    const pending = await bed.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, sam.email), eq(outbox.status, "pending")));
    expect(pending).toEqual([]);
  });

  it("answers a second click sent with the first as the first: deleted, signed out, on the home page", async () => {
    const { cy } = bed.accounts;
    const twice = await Promise.all([
      postForm("/account/delete", { password }, cy.cookie),
      postForm("/account/delete", { password }, cy.cookie),
    ]);
    for (const response of twice) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/?account=deleted");
    }
    expect((await get("/account", cy.cookie)).status).toBe(302);
  });
});
