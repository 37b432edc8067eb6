// POST /api/send-message through the route module: JSON answers, form posts sent back to the listing.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, listings, outbox, rateLimitWindows, user } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, jsonRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import type { Route } from "./+types/send-message";
import { action, loader } from "./send-message.ts";

const bed = routeTestBed();
let ownedId: string;
let unownedId: string;

beforeAll(async () => {
  await bed.db.insert(user).values({ id: "seller", email: "sam@example.com", name: "Sam", emailVerified: true });
  const rows = await bed.db
    .insert(listings)
    .values([listingFixture({ userId: "seller" }), listingFixture({ userId: null })])
    .returning({ id: listings.id });
  [ownedId, unownedId] = rows.map((row) => row.id) as [string, string];
});
beforeEach(async () => {
  await bed.db.delete(rateLimitWindows);
  await bed.db.delete(contactMessages);
  await bed.db.delete(outbox);
});

const path = "/api/send-message";

const specBody = (listingId: string) => ({
  listingId,
  firstName: "Bea",
  lastName: "Buyer",
  email: "bea@example.com",
  phone: "",
  message: "Is it still for sale?",
});

/** The action's outcome for a request sent from `ip` (the header Express sets). */
function send(request: Request, ip = "203.0.113.5") {
  request.headers.set(clientIpHeader, ip);
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
}

const postJson = (body: unknown, ip?: string) => send(jsonRequest(path, body), ip);
const postForm = (body: Record<string, string>) => send(formRequest(path, body));
const postRaw = (body: string, contentType: string) =>
  send(new Request(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": contentType }, body }));

describe("POST /api/send-message", () => {
  it("takes the contact form's JSON and answers ok with the success text", async () => {
    expect(await postJson(specBody(ownedId))).toMatchObject({
      status: 200,
      body: { ok: true, message: "✅ Your message has been sent!" },
    });
    const [mail] = await bed.db.select().from(outbox);
    expect(mail).toMatchObject({ recipient: "sam@example.com", replyTo: "bea@example.com" });
  });

  it("answers bad input with 400 and a message per field, and stores nothing", async () => {
    const invalid = await postJson({ listingId: ownedId, firstName: " ", email: "nope" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      ok: false,
      message: "Please check the highlighted fields.",
      fieldErrors: {
        firstName: "Please enter your first name.",
        email: "Please enter a valid email address.",
        message: "Please enter a message.",
      },
      values: { listingId: ownedId, firstName: " ", email: "nope" },
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
    const tooLarge = await postJson({ ...specBody(ownedId), message: "x".repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("connection")).toBe("close");
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers a NUL character in a field with 400 and that field's message", async () => {
    const refused = await postJson({ ...specBody(ownedId), lastName: "Buy\u0000er" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { lastName: expect.stringMatching(/^Please remove the unsupported characters from /) },
    });
    expect(await bed.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("stores a lone surrogate as U+FFFD, the rest of the text kept", async () => {
    const sent = await postJson({ ...specBody(ownedId), firstName: "café\udc00 please", message: "Hi\ud800 there" });
    expect(sent.status).toBe(200);
    const [stored] = await bed.db.select().from(contactMessages);
    expect(stored).toMatchObject({ firstName: "café\ufffd please", message: "Hi\ufffd there" });
  });

  it("answers 404 for a listing that is not public and 409 when nobody can receive the message", async () => {
    expect(await postJson(specBody("00000000-0000-4000-8000-000000000000"))).toMatchObject({
      status: 404,
      body: { ok: false, message: "This listing is not available." },
    });
    expect(await postJson(specBody(unownedId))).toMatchObject({
      status: 409,
      body: { ok: false, message: "This seller cannot receive messages right now." },
    });
  });

  it("answers a filled honeypot with the same success, and sends nothing", async () => {
    expect(await postJson({ ...specBody(ownedId), website: "spam" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "✅ Your message has been sent!" },
    });
    expect(await bed.db.select().from(outbox)).toHaveLength(0);
  });

  it("answers 429 with Retry-After after 5 messages from one address in 10 minutes", async () => {
    for (let n = 0; n < 5; n++) expect((await postJson(specBody(ownedId), "198.51.100.7")).status).toBe(200);
    const limited = await postJson(specBody(ownedId), "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      ok: false,
      message: "You have sent too many messages. Please try again later.",
    });
    expect((await postJson(specBody(ownedId), "198.51.100.8")).status).toBe(200);
  });

  it("sends a form post (no JavaScript) back to the listing with the outcome", async () => {
    const sent = await postForm({ ...specBody(ownedId), website: "" });
    expect(sent).toMatchObject({ status: 303, location: `/listing/${ownedId}?sent=1#contact` });
    expect(await bed.db.select().from(contactMessages)).toHaveLength(1);

    const invalid = await postForm({ ...specBody(ownedId), email: "" });
    expect(invalid.location).toBe(`/listing/${ownedId}?contactError=invalid#contact`);
    const withNul = await postForm({ ...specBody(ownedId), message: "Hi\u0000" });
    expect(withNul.location).toBe(`/listing/${ownedId}?contactError=invalid#contact`);
    const unowned = await postForm(specBody(unownedId));
    expect(unowned.location).toBe(`/listing/${unownedId}?contactError=seller-unavailable#contact`);
    const missing = await postForm(specBody("00000000-0000-4000-8000-000000000000"));
    expect(missing.location).toBe(
      "/listing/00000000-0000-4000-8000-000000000000?contactError=listing-not-found#contact",
    );
    // Without a listing to return to, the answer is a plain 400.
    expect(await postForm({ ...specBody("nope") })).toMatchObject({ status: 400, location: null });
  });

  it("refuses GET", async () => {
    const refused = await settle(() => loader());
    expect(refused).toMatchObject({ status: 405, body: { ok: false, message: "Use POST." } });
    expect(refused.headers.get("allow")).toBe("POST");
  });
});
