// POST /listing/{id}/contact through the route module: the contact panel's one action, for a visitor and for a
// signed-in buyer, before JavaScript (303 or the page with the refusal) and with it (`inPlace=1`: the reply).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { conversations } from "#app/db/conversations-schema.ts";
import { contactMessages, listings, outbox, rateLimitHits } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { listConversations } from "#app/modules/conversations/list-conversations.server.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/contact-seller";
import { action, loader } from "./contact-seller.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed({ accounts: { seller: "sam@example.com", buyer: "bea.account@example.com" } });
let ownedId: string;
let unownedId: string;
const missingId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  const rows = await bed.db
    .insert(listings)
    .values([listingFixture({ userId: bed.accounts.seller.id }), listingFixture({ userId: null })])
    .returning({ id: listings.id });
  [ownedId, unownedId] = rows.map((row) => row.id) as [string, string];
});
beforeEach(async () => {
  await bed.db.delete(rateLimitHits);
  await bed.db.delete(contactMessages);
  await bed.db.delete(conversations);
  await bed.db.delete(outbox);
});

const pathOf = (listingId: string) => `/listing/${listingId}/contact`;

const visitorBody = {
  firstName: "Bea",
  lastName: "Buyer",
  email: "bea@example.com",
  phone: "",
  message: "Is it still for sale?",
};

/** The action's outcome for a request sent from `ip` (the header Express sets). */
function send(request: Request, listingId: string, ip = "203.0.113.5") {
  request.headers.set(clientIpHeader, ip);
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context, { id: listingId })));
}

/** The panel's fetcher: the form with `inPlace=1`. */
const postInPlace = (listingId: string, body: Record<string, string>, cookie?: string, ip?: string) =>
  send(formRequest(pathOf(listingId), { ...body, inPlace: "1" }, cookie), listingId, ip);
/** The form before JavaScript. */
const postForm = (listingId: string, body: Record<string, string>, cookie?: string) =>
  send(formRequest(pathOf(listingId), body, cookie), listingId);
const postJson = (listingId: string, body: unknown, ip?: string) =>
  send(jsonRequest(pathOf(listingId), body), listingId, ip);
const postRaw = (body: string, contentType: string) =>
  send(
    new Request(`${baseUrl}${pathOf(ownedId)}`, { method: "POST", headers: { "content-type": contentType }, body }),
    ownedId,
  );
const open = (listingId: string, cookie?: string) =>
  settle(() =>
    loader(routeArgs<Route.LoaderArgs>(pageRequest(pathOf(listingId), cookie), bed.context, { id: listingId })),
  );

describe("contacting a seller from a listing reaches the seller's inbox", () => {
  it("a visitor: the message, its conversation answered by e-mail, and the mail with the visitor as Reply-To", async () => {
    expect(await postInPlace(ownedId, visitorBody)).toMatchObject({
      status: 200,
      body: { ok: true, message: "✅ Your message has been sent!" },
    });
    const [mail] = await bed.db.select().from(outbox);
    expect(mail).toMatchObject({ recipient: "sam@example.com", replyTo: "bea@example.com" });
    const inbox = await listConversations(bed.db, bed.accounts.seller.id);
    expect(inbox).toMatchObject([
      { otherName: "Bea Buyer", excerpt: "Is it still for sale?", isAnsweredByEmail: true, isUnread: true },
    ]);
    // Before JavaScript: back to the listing, whose panel says it was sent.
    expect(await postForm(ownedId, visitorBody)).toMatchObject({
      status: 303,
      location: `/listing/${ownedId}?sent=1#contact`,
    });
    expect(await bed.db.select().from(contactMessages)).toHaveLength(2);
  });

  it("a signed-in buyer: their conversation, a link to it, and the seller mailed a link without Reply-To", async () => {
    const { cookie } = bed.accounts.buyer;
    const sent = await postInPlace(ownedId, { message: "Is it still for sale?" }, cookie);
    expect(sent).toMatchObject({
      status: 200,
      body: { ok: true, message: "✅ Your message has been sent!", conversationId: expect.any(String) },
    });
    const { conversationId } = sent.body as { conversationId: string };
    const inbox = await listConversations(bed.db, bed.accounts.seller.id);
    expect(inbox).toMatchObject([{ id: conversationId, excerpt: "Is it still for sale?", isAnsweredByEmail: false }]);
    const [mail] = await bed.db.select().from(outbox);
    expect(mail).toMatchObject({ recipient: "sam@example.com", replyTo: null });
    // Before JavaScript: on to the conversation, the same one (one per listing and buyer).
    expect(await postForm(ownedId, { message: "And the mileage?" }, cookie)).toMatchObject({
      status: 303,
      location: `/inbox/${conversationId}`,
    });
    expect(await listConversations(bed.db, bed.accounts.seller.id)).toMatchObject([
      { id: conversationId, excerpt: "And the mileage?" },
    ]);
    // Visitor fields a signed-in buyer's browser may still send are not theirs to give: the account speaks.
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses the seller's own listing, by the failure's code (403) and its words", async () => {
    expect(await postInPlace(ownedId, { message: "Hi" }, bed.accounts.seller.cookie)).toMatchObject({
      status: 403,
      body: { ok: false, message: "This is your own listing. Messages from buyers about it are in your Inbox." },
    });
  });
});

describe("'Sign in' in a visitor's panel (?next=sign-in)", () => {
  it("goes to sign-in and back to the listing, carrying what was written, and sends nothing", async () => {
    const request = formRequest(`${pathOf(ownedId)}?next=sign-in`, {
      message: "  Does it have a heater?  ",
      inPlace: "1",
    });
    const result = await send(request, ownedId);
    expect(result).toMatchObject({
      status: 303,
      location: `/sign-in-camper?redirect=${encodeURIComponent(`/listing/${ownedId}#contact`)}`,
    });
    expect(result.headers.get("set-cookie")).toMatch(/^carried_actions=[\w-]{43}; Path=\/; Max-Age=3600; HttpOnly/);
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
    expect(await bed.db.select().from(conversations)).toHaveLength(0);
  });

  it("sends an account that is already signed in straight back to the panel, carrying nothing", async () => {
    const request = formRequest(`${pathOf(ownedId)}?next=sign-in`, { message: "Hi" }, bed.accounts.buyer.cookie);
    const result = await send(request, ownedId);
    expect(result).toMatchObject({ status: 303, location: `/listing/${ownedId}#contact` });
    expect(result.headers.get("set-cookie")).toBeNull();
  });

  it("carries nothing when nothing was written, and still refuses an over-long message with its words", async () => {
    const empty = await send(formRequest(`${pathOf(ownedId)}?next=sign-in`, { message: " " }), ownedId);
    expect(empty).toMatchObject({ status: 303 });
    expect(empty.headers.get("set-cookie")).toBeNull();
    const tooLong = await send(formRequest(`${pathOf(ownedId)}?next=sign-in`, { message: "x".repeat(5001) }), ownedId);
    expect(tooLong).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { message: "Please use at most 5000 characters for your message." } },
    });
    expect((await send(formRequest(`${pathOf(ownedId)}?next=later`, visitorBody), ownedId)).status).toBe(400);
  });
});

describe("POST /listing/{id}/contact refusals", () => {
  it("answers bad input with 400, a message per field and what was typed, before JavaScript too", async () => {
    for (const post of [postInPlace, postForm]) {
      const invalid = await post(ownedId, { firstName: " ", email: "nope" });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        ok: false,
        message: "Please check the highlighted fields.",
        fieldErrors: {
          firstName: "Please enter your first name.",
          email: "Please enter a valid email address.",
          message: "Please enter a message.",
        },
        values: { firstName: " ", email: "nope" },
      });
    }
    expect(await postInPlace(ownedId, { message: " " }, bed.accounts.buyer.cookie)).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { message: "Please enter a message." } },
    });
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses a body it cannot read with a 4xx and a message, never a server error", async () => {
    for (const [body, contentType, status] of [
      ["{not json", "application/json", 400],
      ["[1,2]", "application/json", 400],
      ["", "application/json", 400],
      ["hello", "text/plain", 415],
      ["", "", 415],
    ] as const) {
      const refused = await postRaw(body, contentType);
      expect(refused.status, `${contentType}: ${body}`).toBe(status);
      expect(refused.body).toMatchObject({ ok: false, message: expect.any(String) });
    }
    const tooLarge = await postJson(ownedId, { ...visitorBody, message: "x".repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("connection")).toBe("close");
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers a NUL character in a field with 400 and that field's message", async () => {
    const refused = await postJson(ownedId, { ...visitorBody, lastName: "Buy\u0000er" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { lastName: expect.stringMatching(/^Please remove the unsupported characters from /) },
    });
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("stores a lone surrogate as U+FFFD, the rest of the text kept", async () => {
    const sent = await postJson(ownedId, { ...visitorBody, firstName: "café\udc00 please", message: "Hi\ud800 there" });
    expect(sent.status).toBe(303);
    const [stored] = await bed.db.select().from(contactMessages);
    expect(stored).toMatchObject({ firstName: "café\ufffd please", message: "Hi\ufffd there" });
  });

  it("answers 404 for a listing that is not public or a bad id, and 409 when nobody can receive the message", async () => {
    for (const listingId of [missingId, "42"]) {
      expect(await postInPlace(listingId, visitorBody)).toMatchObject({
        status: 404,
        body: { ok: false, message: "This listing is not available." },
      });
    }
    expect(await postForm(unownedId, visitorBody)).toMatchObject({
      status: 409,
      body: { ok: false, message: "This seller cannot receive messages right now.", values: visitorBody },
    });
  });

  it("answers a filled honeypot with the same success, and sends nothing", async () => {
    expect(await postInPlace(ownedId, { ...visitorBody, website: "spam" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "✅ Your message has been sent!" },
    });
    expect(await postForm(ownedId, { ...visitorBody, website: "spam" })).toMatchObject({
      status: 303,
      location: `/listing/${ownedId}?sent=1#contact`,
    });
    expect(await bed.db.select().from(outbox)).toHaveLength(0);
  });

  it("answers 429 with Retry-After after 5 messages from one address in 10 minutes", async () => {
    for (let n = 0; n < 5; n++)
      expect((await postInPlace(ownedId, visitorBody, undefined, "198.51.100.7")).status).toBe(200);
    const limited = await postInPlace(ownedId, visitorBody, undefined, "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      ok: false,
      message: "You have sent too many messages. Please try again later.",
    });
    expect((await postInPlace(ownedId, visitorBody, undefined, "198.51.100.8")).status).toBe(200);
  });
});

describe("GET /listing/{id}/contact", () => {
  it("shows the panel for a public listing, says when nobody can receive messages, and 404s the rest", async () => {
    expect(await open(ownedId)).toMatchObject({
      status: 200,
      body: { listingId: ownedId, canContactSeller: true, isOwnListing: false },
    });
    expect(await open(ownedId, bed.accounts.seller.cookie)).toMatchObject({ body: { isOwnListing: true } });
    expect(await open(unownedId)).toMatchObject({ status: 200, body: { canContactSeller: false } });
    expect((await open(missingId)).status).toBe(404);
    expect((await open("42")).status).toBe(404);
  });
});
