// POST /api/send-message through the route module: JSON answers, form posts sent back to the listing.
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, listings, outbox, rateLimitWindows, user } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { action, loader } from "#app/routes/api/send-message.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";

let database: TestDatabase;
let context: RouterContextProvider;
let ownedId: string;
let unownedId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  context = contextWith(createTestServices(database));
  await database.db.insert(user).values({ id: "seller", email: "sam@example.com", name: "Sam", emailVerified: true });
  const rows = await database.db
    .insert(listings)
    .values([listingFixture({ userId: "seller" }), listingFixture({ userId: null })])
    .returning({ id: listings.id });
  [ownedId, unownedId] = rows.map((row) => row.id) as [string, string];
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  await database.db.delete(rateLimitWindows);
  await database.db.delete(contactMessages);
  await database.db.delete(outbox);
});

const specBody = (listingId: string) => ({
  listingId,
  firstName: "Bea",
  lastName: "Buyer",
  email: "bea@example.com",
  phone: "",
  message: "Is it still for sale?",
});

function post(body: string, contentType: string, ip = "203.0.113.5"): Promise<Response> {
  const request = new Request(`${baseUrl}/api/send-message`, {
    method: "POST",
    headers: { "content-type": contentType, [clientIpHeader]: ip },
    body,
  });
  return action({ request, url: new URL(request.url), pattern: "/api/send-message", context, params: {} });
}

const postJson = (body: unknown, ip?: string) => post(JSON.stringify(body), "application/json", ip);
const postForm = (body: Record<string, string>, ip?: string) =>
  post(new URLSearchParams(body).toString(), "application/x-www-form-urlencoded", ip);

describe("POST /api/send-message", () => {
  it("takes the contact form's JSON and answers ok with the success text", async () => {
    const response = await postJson(specBody(ownedId));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "✅ Your message has been sent!" });
    const [mail] = await database.db.select().from(outbox);
    expect(mail).toMatchObject({ recipient: "sam@example.com", replyTo: "bea@example.com" });
  });

  it("answers bad input with 400 and a message per field, and stores nothing", async () => {
    const response = await postJson({ listingId: ownedId, firstName: " ", email: "nope" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Please check the highlighted fields.",
      errors: {
        firstName: "Please enter your first name.",
        email: "Please enter a valid email address.",
        message: "Please enter a message.",
      },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);

    expect((await post("{not json", "application/json")).status).toBe(400);
    expect((await post("[1,2]", "application/json")).status).toBe(400);
    expect((await post("hello", "text/plain")).status).toBe(415);
    expect((await postJson({ ...specBody(ownedId), message: "x".repeat(70_000) })).status).toBe(413);
  });

  it("answers 404 for a listing that is not public and 409 when nobody can receive the message", async () => {
    const missing = await postJson(specBody("00000000-0000-4000-8000-000000000000"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, message: "This listing is not available." });
    const unowned = await postJson(specBody(unownedId));
    expect(unowned.status).toBe(409);
    expect(await unowned.json()).toEqual({ ok: false, message: "This seller cannot receive messages right now." });
  });

  it("answers a filled honeypot with the same success, and sends nothing", async () => {
    const response = await postJson({ ...specBody(ownedId), website: "spam" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "✅ Your message has been sent!" });
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("answers 429 with Retry-After after 5 messages from one address in 10 minutes", async () => {
    for (let n = 0; n < 5; n++) expect((await postJson(specBody(ownedId), "198.51.100.7")).status).toBe(200);
    const limited = await postJson(specBody(ownedId), "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      ok: false,
      message: "You have sent too many messages. Please try again later.",
    });
    expect((await postJson(specBody(ownedId), "198.51.100.8")).status).toBe(200);
  });

  it("sends a form post (no JavaScript) back to the listing with the outcome", async () => {
    const sent = await postForm({ ...specBody(ownedId), website: "" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/listing/${ownedId}?sent=1#contact`);
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);

    const invalid = await postForm({ ...specBody(ownedId), email: "" });
    expect(invalid.headers.get("location")).toBe(`/listing/${ownedId}?contactError=invalid#contact`);
    const unowned = await postForm(specBody(unownedId));
    expect(unowned.headers.get("location")).toBe(`/listing/${unownedId}?contactError=seller-unavailable#contact`);
    // Without a listing to return to, the answer is a plain 400.
    expect((await postForm({ ...specBody("nope") })).status).toBe(400);
  });

  it("refuses GET", async () => {
    expect(loader().status).toBe(405);
  });
});
