// /api/v1/my/listings and /api/v1/my/photos as a client meets them (docs/product/open-platform.md, Managing listings
// through the API): a listing made through the API is a draft waiting for its paid tier (the checkout's address), or
// published at once by a builder's free listing; the form's messages and the tier's limits; a PATCH merged over the
// listing and checked whole; another seller's listing is 404; a key without the scope 403; Idempotency-Key replays,
// refuses a reused key and lets one request through of two sent at once (run on PostgreSQL too: DATABASE_URL).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listingDrafts, listings, paymentSessions, user, webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { payLocalCheckout } from "#app/modules/billing/local-checkout.server.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { apiVanBody as van } from "./testing/api-listing-body.ts";
import { apiTestBed } from "./testing/api-test-bed.ts";

const bed = apiTestBed();

let keyCounter = 0;
const idempotencyKey = () => `test-${Date.now()}-${++keyCounter}`;

const post = (key: string, body: unknown, idempotency = idempotencyKey()) =>
  bed.call("POST", "/my/listings", { key, body, headers: { "Idempotency-Key": idempotency } });

const draftsOf = (userId: string) =>
  bed.database.db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
const listingsOf = (userId: string) => bed.database.db.select().from(listings).where(eq(listings.userId, userId));
const sessionsOf = (userId: string) =>
  bed.database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId));

async function photo(key: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#6a8" } })
    .png()
    .toBuffer();
  const answer = await bed.call("POST", "/my/photos", { key, raw: png, headers: { "content-type": "image/png" } });
  expect(answer.status).toBe(201);
  return answer.body.url;
}

describe("creating a listing", () => {
  it("saves a draft and answers 202 with the checkout; paying publishes it with its stock number", async () => {
    const seller = await bed.seller();
    const image = await photo(seller.key);
    const created = await post(seller.key, van({ stockNumber: "A-1001", images: [`${testBaseUrl}${image}`] }));
    expect(created.status).toBe(202);
    const { listing: draft, checkoutUrl } = created.body;
    expect(draft).toMatchObject({
      kind: "draft",
      status: "draft",
      tier: "roam",
      stockNumber: "A-1001",
      url: null,
      values: {
        make: "Ford",
        year: "2019",
        price: "52500",
        accepts_offers: "yes",
        solar_watts: "400",
        images: [image],
      },
    });
    expect(checkoutUrl).toMatch(new RegExp(`^${testBaseUrl}/checkout/local/`));
    expect(created.headers.get("location")).toBe(`${testBaseUrl}/api/v1/my/listings/${draft.id}`);
    // Nothing is published before the payment.
    expect(await listingsOf(seller.id)).toEqual([]);

    const sessionId = new URL(checkoutUrl).pathname.replace("/checkout/local/", "");
    await payLocalCheckout({ db: bed.database.db, sessionId, userId: seller.id });
    const [published] = await listingsOf(seller.id);
    expect(published).toMatchObject({ stockNumber: "A-1001", tier: "roam", make: "Ford", images: [image] });
    const mine = await bed.call("GET", "/my/listings?stockNumber=A-1001", { key: seller.key });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(mine.body.data).toMatchObject([
      {
        id: published?.id,
        kind: "listing",
        status: "active",
        stockNumber: "A-1001",
        url: `${testBaseUrl}/listing/${published?.id}`,
      },
    ]);
    expect(await bed.call("GET", `/my/listings/${draft.id}`, { key: seller.key })).toMatchObject({ status: 404 });
  });

  it("publishes a builder's free listing at once: 201", async () => {
    const builder = await bed.seller();
    await bed.makeBuilder(builder.id);
    const created = await post(builder.key, van({ tier: "graze" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      listing: { kind: "listing", status: "active", tier: "graze" },
      checkoutUrl: null,
    });
    expect(await listingsOf(builder.id)).toHaveLength(1);
    expect(await draftsOf(builder.id)).toEqual([]);
  });

  it("answers the form's own messages, field by field, and saves nothing", async () => {
    const seller = await bed.seller();
    const refused = await post(seller.key, van({ make: "  ", description: undefined, year: 1850, colour: "blue" }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 400, detail: "There was a problem submitting your listing." });
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { name: "make", message: "Please fill in the Make field." },
        { name: "description", message: "Please fill in the Description field." },
        { name: "year", message: `Please enter a year from 1900 to ${new Date().getUTCFullYear() + 1}.` },
        { name: "colour", message: "The listing form has no field of this name." },
      ]),
    );
    expect(await post(seller.key, van({ tier: "boat" }))).toMatchObject({
      status: 400,
      body: { errors: [{ name: "tier", message: "Choose a tier: graze, roam or stampede." }] },
    });
    expect(await draftsOf(seller.id)).toEqual([]);
  });

  it("holds the tier's photo limit, with its count", async () => {
    const seller = await bed.seller();
    const images = await Promise.all(Array.from({ length: 11 }, () => photo(seller.key)));
    const refused = await post(seller.key, van({ tier: "graze", images }));
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ name: "images", message: "Upload up to 10 images" }] },
    });
    expect(await draftsOf(seller.id)).toEqual([]);
  });

  it("refuses a location it cannot find and keeps no draft", async () => {
    const seller = await bed.seller();
    const refused = await post(seller.key, van({ location: "Nowhere at all" }));
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ name: "location", message: "Invalid location." }] },
    });
    expect(await draftsOf(seller.id)).toEqual([]);
  });

  it("keeps a stock number to one listing or draft of the seller", async () => {
    const seller = await bed.seller();
    expect((await post(seller.key, van({ stockNumber: "S-7" }))).status).toBe(202);
    expect(await post(seller.key, van({ stockNumber: "S-7" }))).toMatchObject({
      status: 409,
      body: { detail: "Another of your listings or drafts has this stock number." },
    });
    // Another seller's numbers are their own.
    const other = await bed.seller();
    expect((await post(other.key, van({ stockNumber: "S-7" }))).status).toBe(202);
  });

  it("takes JSON only, within the form's size", async () => {
    const seller = await bed.seller();
    const asText = await bed.call("POST", "/my/listings", {
      key: seller.key,
      raw: "make=Ford",
      headers: { "content-type": "text/plain", "Idempotency-Key": idempotencyKey() },
    });
    expect(asText.status).toBe(415);
    const huge = await post(seller.key, van({ description: "x".repeat(300_000) }));
    expect(huge.status).toBe(413);
  });
});

describe("changing a listing", () => {
  async function publishedListing() {
    const seller = await bed.seller();
    await bed.makeBuilder(seller.id);
    const created = await post(seller.key, van({ tier: "roam", stockNumber: "P-1" }));
    expect(created.status).toBe(201);
    return { seller, id: created.body.listing.id as string };
  }

  it("merges the fields sent over the listing and checks the whole with the edit form's rules", async () => {
    const { seller, id } = await publishedListing();
    const changed = await bed.call("PATCH", `/my/listings/${id}`, {
      key: seller.key,
      body: { price: "49,000", stockNumber: "P-2" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      listing: {
        id,
        kind: "listing",
        stockNumber: "P-2",
        values: { price: "49000", make: "Ford", description: "Solar, a heater and a fixed bed." },
      },
      checkoutUrl: null,
    });
    const [row] = await listingsOf(seller.id);
    expect(row).toMatchObject({ askingPriceCents: 4_900_000, make: "Ford", stockNumber: "P-2" });

    const refused = await bed.call("PATCH", `/my/listings/${id}`, {
      key: seller.key,
      body: { make: "", tier: "graze" },
    });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { name: "make", message: "Please fill in the Make field." },
        { name: "tier", message: "A published listing keeps the tier it was paid for." },
      ]),
    );
    expect((await listingsOf(seller.id))[0]?.make).toBe("Ford");
  });

  it("writes a new stock number with the edit, and the webhook's listing.updated tells the new one", async () => {
    const { seller, id } = await publishedListing();
    const [endpoint] = await bed.database.db
      .insert(webhookEndpoints)
      .values({
        userId: seller.id,
        url: "https://hooks.example/roamstead",
        events: ["listing.updated"],
        signingSecret: "whsec_test",
      })
      .returning({ id: webhookEndpoints.id });
    const changed = await bed.call("PATCH", `/my/listings/${id}`, {
      key: seller.key,
      body: { price: 48000, stockNumber: "P-9" },
    });
    expect(changed.status).toBe(200);
    const told = await bed.database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ""));
    expect(told).toMatchObject([
      { payload: { type: "listing.updated", data: { id, stockNumber: "P-9", priceCents: 4_800_000 } } },
    ]);

    // A number another listing holds refuses the whole change, and tells nothing.
    const other = await post(seller.key, van({ stockNumber: "P-10" }));
    expect(other.status).toBe(201);
    const refused = await bed.call("PATCH", `/my/listings/${id}`, {
      key: seller.key,
      body: { price: 1000, stockNumber: "P-10" },
    });
    expect(refused).toMatchObject({ status: 409 });
    expect((await bed.call("GET", `/my/listings/${id}`, { key: seller.key })).body).toMatchObject({
      stockNumber: "P-9",
      values: { price: "48000" },
    });
    expect(
      await bed.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? "")),
    ).toHaveLength(1);
  });

  it("takes back the values a GET answers, as they are", async () => {
    const { seller, id } = await publishedListing();
    const { body: before } = await bed.call("GET", `/my/listings/${id}`, { key: seller.key });
    const same = await bed.call("PATCH", `/my/listings/${id}`, { key: seller.key, body: before.values });
    expect(same.status).toBe(200);
    expect(same.body.listing.values).toEqual(before.values);
  });

  it("refuses a sold listing as the form does", async () => {
    const { seller, id } = await publishedListing();
    await markListingSold({
      db: bed.database.db,
      listingId: id,
      actor: { id: seller.id, email: seller.email, role: "user" },
      salePrice: null,
      baseUrl: testBaseUrl,
    });
    expect(await bed.call("PATCH", `/my/listings/${id}`, { key: seller.key, body: { price: 1000 } })).toMatchObject({
      status: 409,
      body: { detail: "This listing is sold and can no longer be changed." },
    });
  });

  it("hands out a draft's checkout again after an edit of its fields; the old address works, no second opens", async () => {
    const seller = await bed.seller();
    const created = await post(seller.key, van({ tier: "roam" }));
    const id = created.body.listing.id;
    const edits = await Promise.all(
      [{ price: 51000 }, { mileage: 62000 }].map((body) =>
        bed.call("PATCH", `/my/listings/${id}`, { key: seller.key, body }),
      ),
    );
    for (const edited of edits) {
      expect(edited.status).toBe(202);
      expect(edited.body.checkoutUrl).toBe(created.body.checkoutUrl);
    }
    expect(await sessionsOf(seller.id)).toMatchObject([{ status: "open", tier: "roam" }]);
  });

  it("saves a changed draft and opens a new checkout for it, the old one canceled", async () => {
    const seller = await bed.seller();
    const created = await post(seller.key, van({ tier: "graze" }));
    const id = created.body.listing.id;
    const changed = await bed.call("PATCH", `/my/listings/${id}`, {
      key: seller.key,
      body: { tier: "roam", location: "Boise, ID" },
    });
    expect(changed.status).toBe(202);
    expect(changed.body.listing).toMatchObject({ id, kind: "draft", tier: "roam", values: { location: "Boise, ID" } });
    expect(changed.body.checkoutUrl).not.toBe(created.body.checkoutUrl);
    const sessions = await sessionsOf(seller.id);
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tier: "graze", status: "canceled" }),
        expect.objectContaining({ tier: "roam", status: "open" }),
      ]),
    );
  });

  it("never reaches another seller's listing or draft, an administrator's key neither", async () => {
    const { id } = await publishedListing();
    const draft = (await post((await bed.seller()).key, van())).body.listing.id;
    const stranger = await bed.seller();
    await bed.database.db.update(user).set({ role: "admin" }).where(eq(user.id, stranger.id));
    for (const target of [id, draft]) {
      expect(await bed.call("GET", `/my/listings/${target}`, { key: stranger.key })).toMatchObject({ status: 404 });
      expect(
        await bed.call("PATCH", `/my/listings/${target}`, { key: stranger.key, body: { price: 1 } }),
      ).toMatchObject({
        status: 404,
        body: { detail: "None of your listings or drafts has this id." },
      });
      expect(await bed.call("DELETE", `/my/listings/${target}`, { key: stranger.key })).toMatchObject({ status: 404 });
    }
    expect(await bed.call("GET", "/my/listings/not-an-id", { key: stranger.key })).toMatchObject({ status: 404 });
  });

  it("deletes a listing (204), then it is gone (404)", async () => {
    const { seller, id } = await publishedListing();
    expect(await bed.call("DELETE", `/my/listings/${id}`, { key: seller.key })).toMatchObject({
      status: 204,
      body: "",
    });
    expect(await listingsOf(seller.id)).toEqual([]);
    expect(await bed.call("DELETE", `/my/listings/${id}`, { key: seller.key })).toMatchObject({ status: 404 });
    expect(await bed.call("GET", `/my/listings/${id}`, { key: seller.key })).toMatchObject({ status: 404 });
  });
});

describe("listing one's listings and drafts", () => {
  it("pages through listings and drafts in one order, newest first, with the public lists' links", async () => {
    const seller = await bed.seller();
    const drafts = [await post(seller.key, van()), await post(seller.key, van())].map((made) => made.body.listing.id);
    await bed.makeBuilder(seller.id);
    const published = [await post(seller.key, van()), await post(seller.key, van())].map(
      (made) => made.body.listing.id,
    );
    // Two made at the same microsecond: the id settles their order, as PostgreSQL sorts uuids.
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds, 123));
    const db = bed.database.db;
    await db
      .update(listingDrafts)
      .set({ createdAt: at(0) })
      .where(eq(listingDrafts.id, drafts[0] ?? ""));
    await db
      .update(listings)
      .set({ createdAt: at(1) })
      .where(eq(listings.id, published[0] ?? ""));
    await db
      .update(listingDrafts)
      .set({ createdAt: at(1) })
      .where(eq(listingDrafts.id, drafts[1] ?? ""));
    await db
      .update(listings)
      .set({ createdAt: at(2) })
      .where(eq(listings.id, published[1] ?? ""));
    const tied = [published[0], drafts[1]].sort().reverse();
    const newestFirst = [published[1], ...tied, drafts[0]];

    const first = await bed.call("GET", "/my/listings?limit=3", { key: seller.key });
    expect(first.status).toBe(200);
    expect(first.body.data.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 3));
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const next = new URL(first.body.links.next);
    expect(first.body.links.self).toBe(`${testBaseUrl}/api/v1/my/listings?limit=3`);
    expect(next.searchParams.get("cursor")).toBe(first.body.nextCursor);
    const second = await bed.call("GET", `/my/listings${next.search}`, { key: seller.key });
    expect(second.body).toMatchObject({
      data: [{ id: newestFirst[3], kind: "draft" }],
      nextCursor: null,
      links: { next: null },
    });

    const all = await bed.call("GET", "/my/listings", { key: seller.key });
    expect(all.body.data.map((item: { id: string }) => item.id)).toEqual(newestFirst);
    expect(all.body.nextCursor).toBeNull();
  });

  it("refuses a limit past 50 and a cursor it did not write", async () => {
    const seller = await bed.seller();
    expect(await bed.call("GET", "/my/listings?limit=51", { key: seller.key })).toMatchObject({ status: 400 });
    expect(await bed.call("GET", "/my/listings?cursor=yesterday", { key: seller.key })).toMatchObject({ status: 400 });
  });
});

describe("who may call", () => {
  it("needs a key with 'Manage my listings': 401 without one, 403 with a read key, cookies ignored", async () => {
    const reader = await bed.seller(["read"]);
    expect(await bed.call("GET", "/my/listings")).toMatchObject({ status: 401 });
    const refused = await post(reader.key, van());
    expect(refused).toMatchObject({ status: 403, body: { status: 403 } });
    expect(refused.headers.get("www-authenticate")).toContain('scope="manage_listings"');
    // A browser's session cookie is no key.
    const withCookie = await bed.call("GET", "/my/listings", { headers: { cookie: "better-auth.session_token=x" } });
    expect(withCookie.status).toBe(401);
  });

  it("lets a server's POST through (no Origin) and refuses a browser's cross-site POST", async () => {
    const seller = await bed.seller();
    const fromBrowser = await bed.call("POST", "/my/listings", {
      key: seller.key,
      body: van(),
      headers: { "Idempotency-Key": idempotencyKey(), "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(fromBrowser.status).toBe(403);
    expect(await draftsOf(seller.id)).toEqual([]);
    expect((await post(seller.key, van())).status).toBe(202);
  });
});

describe("idempotency keys", () => {
  it("are required on POST", async () => {
    const seller = await bed.seller();
    const refused = await bed.call("POST", "/my/listings", { key: seller.key, body: van() });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ name: "Idempotency-Key" }] } });
    expect(
      await bed.call("POST", "/my/listings", { key: seller.key, body: van(), headers: { "Idempotency-Key": "é" } }),
    ).toMatchObject({ status: 400 });
  });

  it("replay the first answer to a retry, and refuse the key for another request", async () => {
    const seller = await bed.seller();
    const key = idempotencyKey();
    const first = await post(seller.key, van(), key);
    const retry = await post(seller.key, van(), key);
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("location")).toBe(first.headers.get("location"));
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(await draftsOf(seller.id)).toHaveLength(1);

    const other = await post(seller.key, van({ price: 1 }), key);
    expect(other).toMatchObject({
      status: 422,
      body: { detail: "This Idempotency-Key was used for another request. Use a new key for a new request." },
    });
    // Keys are each API key's own.
    const otherSeller = await bed.seller();
    expect((await post(otherSeller.key, van(), key)).status).toBe(202);
  });

  it("let a refused request be sent again with its key", async () => {
    const seller = await bed.seller();
    const key = idempotencyKey();
    expect((await post(seller.key, van({ make: "" }), key)).status).toBe(400);
    expect((await post(seller.key, van(), key)).status).toBe(202);
  });

  it("make one draft of requests sent at once: the others wait (409) or get its answer", async () => {
    const seller = await bed.seller();
    const key = idempotencyKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(seller.key, van(), key)));
    expect(await draftsOf(seller.id)).toHaveLength(1);
    const made = answers.filter((answer) => answer.status === 202);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const answer of made) expect(answer.body).toEqual(made[0]?.body);
    for (const answer of answers.filter((each) => each.status !== 202)) {
      expect(answer).toMatchObject({
        status: 409,
        body: { detail: "The first request with this Idempotency-Key is still running. Retry in a moment." },
      });
    }
  });
});

describe("photos", () => {
  /** An uncompressed PNG: one of any colour has the same length as another of the same size. */
  const flatPng = (background: string) =>
    sharp({ create: { width: 32, height: 24, channels: 3, background } })
      .png({ compressionLevel: 0, adaptiveFiltering: false })
      .toBuffer();

  it("replays a retry of the same photo under its key, and refuses another photo of the same size (422)", async () => {
    const seller = await bed.seller();
    const [green, red] = await Promise.all([flatPng("#6a8"), flatPng("#a33")]);
    expect(red.byteLength).toBe(green.byteLength);
    const key = idempotencyKey();
    const send = (png: Awaited<ReturnType<typeof flatPng>>) =>
      bed.call("POST", "/my/photos", {
        key: seller.key,
        raw: png,
        headers: { "content-type": "image/png", "Idempotency-Key": key },
      });
    const first = await send(green);
    expect(first.status).toBe(201);
    const retry = await send(green);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await send(red)).toMatchObject({
      status: 422,
      body: { detail: "This Idempotency-Key was used for another request. Use a new key for a new request." },
    });

    // A form's retry has another boundary: the photo in it is what counts.
    const formKey = idempotencyKey();
    const sendForm = () => {
      const form = new FormData();
      form.set("file", new Blob([green]), "van.png");
      return bed.call("POST", "/my/photos", { key: seller.key, raw: form, headers: { "Idempotency-Key": formKey } });
    };
    const inForm = await sendForm();
    expect(inForm.status).toBe(201);
    expect(await sendForm()).toMatchObject({ status: 201, body: inForm.body });
  });

  it("takes a photo's bytes or a form, as the site's uploads do", async () => {
    const seller = await bed.seller();
    expect(await photo(seller.key)).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const form = new FormData();
    form.set(
      "file",
      new Blob([
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .jpeg()
          .toBuffer(),
      ]),
      "van.jpg",
    );
    const uploaded = await bed.call("POST", "/my/photos", { key: seller.key, raw: form });
    expect(uploaded).toMatchObject({ status: 201, body: { width: 8, height: 8 } });
    const notPhoto = await bed.call("POST", "/my/photos", {
      key: seller.key,
      raw: "hello",
      headers: { "content-type": "image/png" },
    });
    expect(notPhoto.status).toBe(400);
    const text = await bed.call("POST", "/my/photos", {
      key: seller.key,
      raw: "hello",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });
});
