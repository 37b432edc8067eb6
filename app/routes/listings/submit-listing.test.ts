// /submit-listing, /edit-listing/{id}, /delete-listing/{id} and /my-listings through their route
// modules, with real better-auth sessions, the local payment provider and uploaded media rows.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, listings, media, paymentSessions } from "#app/db/schema.ts";
import { geocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { englishOutcome } from "#app/modules/listings/testing/in-english.ts";
import { paidListingSession, recordingStorage, uploadedMedia } from "#app/modules/listings/testing/selling-fixture.ts";
import { action as payAction } from "#app/routes/billing/local-checkout.tsx";
import { loader as successLoader } from "#app/routes/billing/payment-success.tsx";
import { loader as createListingLoader } from "#app/routes/listings/create-listing.tsx";
import { action as deleteAction, loader as deleteLoader } from "#app/routes/listings/delete-listing.tsx";
import { action as editAction, loader as editLoader } from "#app/routes/listings/edit-listing.tsx";
import { loader as liveLoader } from "#app/routes/listings/listing-live.tsx";
import { loader as myListingsLoader } from "#app/routes/listings/my-listings.tsx";
import type { TestAccount } from "#app/test/accounts.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith } from "#app/test/services.ts";
import type { Route as LocalCheckoutRoute } from "../billing/+types/local-checkout";
import type { Route as SuccessRoute } from "../billing/+types/payment-success";
import type { Route } from "./+types/submit-listing";
import { action, loader } from "./submit-listing.tsx";

/** A route's outcome with the message ids of its body in English (ADR 056): the tests compare the product's words. */
const settle = (run: () => unknown) => englishOutcome(settleOutcome(run));

const storage = recordingStorage();
const bed = routeTestBed({
  services: {
    geocoder: fakeGeocoder({
      "portland, or": { latitude: 45.5152, longitude: -122.6784 },
      "bend, or": { latitude: 44.0582, longitude: -121.3153 },
    }),
    storage,
  },
  accounts: {
    seller: "seller@example.com",
    stranger: "stranger@example.com",
    // Its listings are the VIN test's alone: other tests count the seller's and the stranger's.
    vinSeller: "vin-seller@example.com",
    admin: { email: "admin@example.com", role: "admin" },
  },
});
type Args = Route.ActionArgs;
type PayArgs = LocalCheckoutRoute.ActionArgs;
type SuccessArgs = SuccessRoute.LoaderArgs;

/** Where a new listing's seller lands (docs/product/selling.md, Your listing is live). */
const liveListingPage = /^\/my-listings\/[0-9a-f-]{36}\/live$/;

const submitPage = (query: string, account?: TestAccount) =>
  settle(() =>
    loader(routeArgs<Route.LoaderArgs>(pageRequest(`/submit-listing${query}`, account?.cookie), bed.context)),
  );
const submit = (query: string, values: Record<string, string | string[]>, account?: TestAccount) =>
  settle(() => action(routeArgs<Args>(formRequest(`/submit-listing${query}`, values, account?.cookie), bed.context)));

function form(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    vehicle_type: "van",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: "2019",
    title: "",
    price: "65,000.50",
    mileage: "48000",
    location: "Portland, OR",
    description: "Solar, a heater and a fixed bed.",
    ...overrides,
  };
}

async function listingRows(userId: string) {
  return bed.db.select().from(listings).where(eq(listings.userId, userId));
}

describe("/submit-listing: the guard and the payment session", () => {
  it("sends a signed-out visitor to sign-in with the page and its query to come back to", async () => {
    const outcome = await submitPage("?session_id=local_abc");
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(
      `/sign-in-camper?redirect=${encodeURIComponent("/submit-listing?session_id=local_abc")}`,
    );
  });

  it("says 'Missing Stripe session ID or edit ID.' without either", async () => {
    expect(await submitPage("", bed.accounts.seller)).toMatchObject({
      status: 400,
      body: { mode: "refused", message: "Missing Stripe session ID or edit ID.", redirect: null },
    });
    expect(await submit("", form(), bed.accounts.seller)).toMatchObject({
      status: 400,
      body: { ok: false, message: "Missing Stripe session ID or edit ID." },
    });
  });

  it("cannot verify an unknown, unpaid or someone else's session, and then goes to /sell-your-camper", async () => {
    const refused = {
      status: 402,
      body: {
        mode: "refused",
        message: "Could not verify your payment. Redirecting...",
        redirect: { to: "/sell-your-camper" },
      },
    };
    expect(await submitPage("?session_id=local_forged", bed.accounts.seller)).toMatchObject(refused);
    const theirs = await paidListingSession(bed.services, bed.accounts.stranger);
    expect(await submitPage(`?session_id=${theirs.providerSessionId}`, bed.accounts.seller)).toMatchObject(refused);
    const { sessionId } = await paidListingSession(bed.services, bed.accounts.seller);
    await bed.db
      .update(paymentSessions)
      .set({ status: "canceled", paidAt: null })
      .where(eq(paymentSessions.id, sessionId));
    const [canceled] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(await submitPage(`?session_id=${canceled?.providerSessionId}`, bed.accounts.seller)).toMatchObject(refused);

    expect(await submit(`?session_id=${theirs.providerSessionId}`, form(), bed.accounts.seller)).toMatchObject({
      status: 402,
      body: { ok: false, message: "Could not verify your payment. Redirecting..." },
    });
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(0);
  });

  it("refuses a ?session_id= with a NUL byte with 400 and the field's message, not a 500", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller);
    const nulMessage = "Please remove the unsupported characters from this field.";
    for (const malformed of ["%00", `${encodeURIComponent(providerSessionId)}%00`]) {
      expect(await submitPage(`?session_id=${malformed}`, bed.accounts.seller)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { session_id: nulMessage } },
      });
      expect(await submit(`?session_id=${malformed}`, form(), bed.accounts.seller)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { session_id: nulMessage } },
      });
    }
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(0);
  });

  it("refuses an oversized ?session_id= with 402, not a 500", async () => {
    const oversized = "x".repeat(5000);
    expect(await submitPage(`?session_id=${oversized}`, bed.accounts.seller)).toMatchObject({
      status: 402,
      body: { mode: "refused", message: "Could not verify your payment. Redirecting..." },
    });
    expect(await submit(`?session_id=${oversized}`, form(), bed.accounts.seller)).toMatchObject({
      status: 402,
      body: { ok: false, message: "Could not verify your payment. Redirecting..." },
    });
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(0);
  });

  it("shows the form for a paid session with its tier's limits", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    expect(await submitPage(`?session_id=${providerSessionId}`, bed.accounts.seller)).toMatchObject({
      status: 200,
      body: { mode: "create", tier: { id: "graze", name: "Graze", maxImages: 10, maxVideos: 0 }, values: null },
    });
  });

  it("/submit-listing?tier= (version B's link) leads into that tier's checkout; an unknown tier to the tier choice", async () => {
    expect(await submitPage("?tier=roam", bed.accounts.seller)).toMatchObject({
      status: 302,
      location: "/create-listing?tier=roam",
    });
    expect(await submitPage("?tier=Stampede", bed.accounts.seller)).toMatchObject({
      status: 302,
      location: "/create-listing?tier=stampede",
    });
    expect(await submitPage("?tier=", bed.accounts.seller)).toMatchObject({
      status: 302,
      location: "/create-listing?tier=graze",
    });
    for (const tier of ["other", "gold", "roamstead"]) {
      expect(await submitPage(`?tier=${tier}`, bed.accounts.seller)).toMatchObject({
        status: 302,
        location: "/sell-your-camper",
      });
    }
    // The page is behind sign-in like any /submit-listing, and comes back to the same link.
    expect(await submitPage("?tier=roam")).toMatchObject({
      status: 302,
      location: `/sign-in-camper?redirect=${encodeURIComponent("/submit-listing?tier=roam")}`,
    });
    // A paid session or an edit wins over a tier.
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    expect(await submitPage(`?session_id=${providerSessionId}&tier=stampede`, bed.accounts.seller)).toMatchObject({
      status: 200,
      body: { mode: "create", tier: { id: "graze" } },
    });
  });

  it("/create-listing?tier= leads into the checkout for that tier, graze by default", async () => {
    const go = (query: string) =>
      settle(() =>
        createListingLoader(routeArgs(pageRequest(`/create-listing${query}`, bed.accounts.seller.cookie), bed.context)),
      );
    expect((await go("?tier=Roam")).location).toBe("/camper-checkout?tier=roam");
    expect((await go("")).location).toBe("/camper-checkout?tier=graze");
    expect((await go("?tier=gold")).location).toBe("/sell-your-camper");
  });
});

describe("/submit-listing: submitting", () => {
  it("answers 'Suggest a price' with the line and the form as typed, saving nothing (docs/product/buyers-come-back.md)", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "roam");
    const before = (await listingRows(bed.accounts.seller.id)).length;
    const typed = form({ intent: "suggest-price", price: "", description: "" });
    const outcome = await submit(`?session_id=${providerSessionId}`, typed, bed.accounts.seller);
    expect(outcome).toMatchObject({
      status: 200,
      body: { ok: true, priceSuggestion: "Not enough comparable campers to suggest a price yet.", values: typed },
    });
    const refused = await submit(
      `?session_id=${providerSessionId}`,
      form({ intent: "suggest-price", year: "old" }),
      bed.accounts.seller,
    );
    expect(refused).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { year: expect.any(String) } } });
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(before);
  });

  it("answers 'Fill in from the VIN' with the empty make, model and year filled in, saving nothing (docs/product/vin-and-paperwork.md)", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "roam");
    const before = (await listingRows(bed.accounts.seller.id)).length;
    const typed = form({ intent: "decode-vin", vin: "wd3pe8cc4e5812345", make: "", model: "", year: "" });
    expect(await submit(`?session_id=${providerSessionId}`, typed, bed.accounts.seller)).toMatchObject({
      status: 200,
      body: {
        ok: true,
        values: { vin: "WD3PE8CC4E5812345", make: "Mercedes-Benz", model: "Sprinter", year: "2014" },
        vinNote: [
          "This VIN is a 2014 Mercedes-Benz Sprinter.",
          "Cargo Van · Diesel · GVWR Class 2G: 8,001 - 9,000 lb (3,629 - 4,082 kg)",
          "Make, model and year filled in from the VIN: please check them.",
        ],
      },
    });
    // What the seller typed stays; a VIN of another make says so, and refuses nothing.
    const other = await submit(
      `?session_id=${providerSessionId}`,
      form({ intent: "decode-vin", vin: "WD3PE8CC4E5812345", make: "Winnebago", model: "View 24D", year: "2015" }),
      bed.accounts.seller,
    );
    expect(other.body).toMatchObject({
      values: { make: "Winnebago", model: "View 24D", year: "2015" },
      vinNote: expect.arrayContaining([
        expect.stringContaining("The VIN says 2014 Mercedes-Benz Sprinter, but the form says 2015 Winnebago"),
      ]),
    });
    const wrongDigit = await submit(
      `?session_id=${providerSessionId}`,
      form({ intent: "decode-vin", vin: "WD3PE8CC5E5812345" }),
      bed.accounts.seller,
    );
    expect(wrongDigit.body).toMatchObject({ vinNote: ["The VIN's check digit does not match: please check it."] });
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(before);
  });

  it("keeps a listing's VIN and what it decodes to; a VIN with a wrong check digit is refused on its field", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.vinSeller, "graze");
    const refused = await submit(
      `?session_id=${providerSessionId}`,
      form({ vin: "1HGCM82633A004353" }),
      bed.accounts.vinSeller,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { vin: "The VIN's check digit does not match: please check it." } },
    });
    const outcome = await submit(
      `?session_id=${providerSessionId}`,
      form({ vin: "wd3pe8cc4e5812345", title: "VIN kept" }),
      bed.accounts.vinSeller,
    );
    expect(outcome.status).toBe(303);
    const [row] = await bed.db.select().from(listings).where(eq(listings.title, "VIN kept"));
    expect(row).toMatchObject({
      vin: "WD3PE8CC4E5812345",
      vinDecode: { found: true, make: "Mercedes-Benz", model: "Sprinter", modelYear: 2014 },
    });
  });

  it("creates the listing approved and active, with the tier's expiry and featured days, and goes to its 'Your listing is live' page", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "roam");
    const photos = await Promise.all([1, 2, 3].map(() => uploadedMedia(bed.db, bed.accounts.seller.id)));
    const video = await uploadedMedia(bed.db, bed.accounts.seller.id, "video");
    const before = Date.now();
    const outcome = await submit(
      `?session_id=${providerSessionId}`,
      form({ images: photos, video }),
      bed.accounts.seller,
    );
    const [row] = await bed.db.select().from(listings).where(eq(listings.images, photos));
    expect(outcome).toMatchObject({ status: 303, location: `/my-listings/${row?.id}/live` });
    // The live page: the owner's notice and listing; no one else's.
    const livePath = `/my-listings/${row?.id}/live`;
    const liveArgs = (account?: TestAccount) =>
      routeArgs<Parameters<typeof liveLoader>[0]>(pageRequest(livePath, account?.cookie), bed.context, {
        id: row?.id ?? "",
      });
    expect(await settle(() => liveLoader(liveArgs(bed.accounts.seller)))).toMatchObject({
      status: 200,
      body: {
        listing: {
          id: row?.id,
          title: "2019 Mercedes-Benz Sprinter 144",
          image: photos[0],
          askingPrice: { cents: 6_500_050, currency: "USD" },
        },
        error: null,
      },
    });
    expect(await settle(() => liveLoader(liveArgs(bed.accounts.stranger)))).toMatchObject({
      status: 403,
      body: { listing: null, error: "You do not have permission to edit this listing." },
    });
    expect(await settle(() => liveLoader(liveArgs(bed.accounts.admin)))).toMatchObject({ status: 200 });
    expect(row).toMatchObject({
      userId: bed.accounts.seller.id,
      title: "2019 Mercedes-Benz Sprinter 144",
      vehicleType: "van",
      priceCents: 6_500_050,
      mileage: 48_000,
      location: "Portland, OR",
      latitude: 45.5152,
      longitude: -122.6784,
      images: photos,
      videoUrl: video,
      tier: "roam",
      isApproved: true,
      isActive: true,
      isFeatured: true,
      renewalCount: 0,
    });
    const day = 24 * 60 * 60 * 1000;
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - expected.getTime())).toBeLessThan(4 * day);
    expect(Math.abs((row?.featuredUntil?.getTime() ?? 0) - (before + 3 * day))).toBeLessThan(60_000);

    const attached = await bed.db
      .select()
      .from(media)
      .where(eq(media.attachedTo, `listing:${row?.id}`));
    expect(attached).toHaveLength(4);
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedForId).toBe(row?.id);

    // The same session again: refused on the page and on submit.
    expect(await submitPage(`?session_id=${providerSessionId}`, bed.accounts.seller)).toMatchObject({
      status: 409,
      body: { mode: "refused", message: "This session has already been used." },
    });
    expect(await submit(`?session_id=${providerSessionId}`, form(), bed.accounts.seller)).toMatchObject({
      status: 409,
      body: { ok: false, message: "This session has already been used." },
    });
  });

  it("answers every missing field with 'Please fill in the {field} field.' and keeps the form as typed", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = form({
      vehicle_type: "",
      make: " ",
      model: "",
      price: "",
      location: " ",
      description: "",
      title: "Mine",
    });
    const outcome = await submit(`?session_id=${providerSessionId}`, typed, bed.accounts.seller);
    expect(outcome).toMatchObject({
      status: 400,
      body: {
        ok: false,
        message: "There was a problem submitting your listing.",
        fieldErrors: {
          vehicle_type: "Please fill in the Vehicle type field.",
          make: "Please fill in the Make field.",
          model: "Please fill in the Model field.",
          price: "Please fill in the Price field.",
          location: "Please fill in the Location field.",
          description: "Please fill in the Description field.",
        },
        values: { title: "Mine", make: " ", year: "2019", mileage: "48000" },
      },
    });
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(1);
  });

  it("says 'Invalid location.' for a place the geocoder does not know, and the session stays unused", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    expect(
      await submit(`?session_id=${providerSessionId}`, form({ location: "Atlantis" }), bed.accounts.seller),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { location: "Invalid location." }, values: { location: "Atlantis" } },
    });
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedAt).toBeNull();
  });

  it("shows 'Geocoding failed: {status}' on the location when the geocoder cannot answer; the session stays unused", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const failing = contextWith({
      ...bed.services,
      geocoder: {
        geocode: async () => {
          throw geocoderUnavailable("503", "Service Unavailable");
        },
        suggest: async () => [],
      },
    });
    const typed = form({ make: "Ford", model: "Transit", location: "Portland, OR", title: "Geocoder down" });
    const outcome = await settle(() =>
      action(
        routeArgs<Args>(
          formRequest(`/submit-listing?session_id=${providerSessionId}`, typed, bed.accounts.seller.cookie),
          failing,
        ),
      ),
    );
    expect(outcome).toMatchObject({
      status: 502,
      body: {
        ok: false,
        message: "There was a problem submitting your listing.",
        fieldErrors: { location: "Geocoding failed: 503" },
        values: { make: "Ford", model: "Transit", location: "Portland, OR", title: "Geocoder down" },
      },
    });
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedAt).toBeNull();
    expect(await bed.db.select().from(listings).where(eq(listings.title, "Geocoder down"))).toHaveLength(0);
    // Once the geocoder answers again, the same session makes the listing.
    expect(await submit(`?session_id=${providerSessionId}`, typed, bed.accounts.seller)).toMatchObject({
      status: 303,
      location: expect.stringMatching(liveListingPage),
    });

    // Editing a listing's location: the same message, and the listing keeps its place.
    const [created] = await bed.db.select().from(listings).where(eq(listings.title, "Geocoder down"));
    if (!created) throw new Error("not created");
    const moved = await settle(() =>
      action(
        routeArgs<Args>(
          formRequest(
            `/submit-listing?edit=${created.id}`,
            { ...typed, location: "Bend, OR" },
            bed.accounts.seller.cookie,
          ),
          failing,
        ),
      ),
    );
    expect(moved).toMatchObject({
      status: 502,
      body: { fieldErrors: { location: "Geocoding failed: 503" }, values: { location: "Bend, OR" } },
    });
    const [after] = await bed.db.select().from(listings).where(eq(listings.id, created.id));
    expect(after).toMatchObject({ location: "Portland, OR", latitude: 45.5152 });
  });

  it("takes an empty mileage as unknown (stored as NULL, shown empty when editing) and refuses a negative one", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    expect(
      await submit(
        `?session_id=${providerSessionId}`,
        form({ mileage: "-200", title: "No miles" }),
        bed.accounts.seller,
      ),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { mileage: "The mileage cannot be negative." }, values: { mileage: "-200" } },
    });
    const [unused] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(unused?.usedAt).toBeNull();
    expect(
      await submit(`?session_id=${providerSessionId}`, form({ mileage: "", title: "No miles" }), bed.accounts.seller),
    ).toMatchObject({ status: 303, location: expect.stringMatching(liveListingPage) });
    const [row] = await bed.db.select().from(listings).where(eq(listings.title, "No miles"));
    expect(row?.mileage).toBeNull();
    expect(await submitPage(`?edit=${row?.id}`, bed.accounts.seller)).toMatchObject({
      status: 200,
      body: { mode: "edit", values: { mileage: "", title: "No miles" } },
    });
    // Given later through the edit form, and taken away again.
    await submit(`?edit=${row?.id}`, form({ mileage: "61,250", title: "No miles" }), bed.accounts.seller);
    expect(
      (
        await bed.db
          .select()
          .from(listings)
          .where(eq(listings.id, row?.id ?? ""))
      )[0]?.mileage,
    ).toBe(61_250);
    await submit(`?edit=${row?.id}`, form({ mileage: " ", title: "No miles" }), bed.accounts.seller);
    expect(
      (
        await bed.db
          .select()
          .from(listings)
          .where(eq(listings.id, row?.id ?? ""))
      )[0]?.mileage,
    ).toBeNull();
  });

  it("re-checks the tier's limits on the server: photos, and no video on graze", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const eleven = await Promise.all(Array.from({ length: 11 }, () => uploadedMedia(bed.db, bed.accounts.seller.id)));
    const video = await uploadedMedia(bed.db, bed.accounts.seller.id, "video");
    const posted = formRequest(
      `/submit-listing?session_id=${providerSessionId}`,
      form({ images: eleven, video }),
      bed.accounts.seller.cookie,
    );
    // The photo limit names the tier's count: graze's 10.
    expect(
      await englishOutcome(
        settleOutcome(() => action(routeArgs<Args>(posted, bed.context))),
        10,
      ),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { images: "Upload up to 10 images", video: "Video not allowed for Graze tier" } },
    });
  });

  it("refuses photos that are not the seller's uploads, and changes nothing", async () => {
    const listingsBefore = (await listingRows(bed.accounts.seller.id)).length;
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "roam");
    const theirs = await uploadedMedia(bed.db, bed.accounts.stranger.id);
    const outcome = await submit(`?session_id=${providerSessionId}`, form({ images: [theirs] }), bed.accounts.seller);
    expect(outcome).toMatchObject({
      status: 400,
      body: { fieldErrors: { images: "You can only use photos and videos you uploaded." } },
    });
    const notUploaded = await submit(
      `?session_id=${providerSessionId}`,
      form({ images: ["https://evil.example/x.jpg"] }),
      bed.accounts.seller,
    );
    expect(notUploaded).toMatchObject({ status: 400, body: { fieldErrors: { images: expect.any(String) } } });
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedAt).toBeNull();
    expect(await listingRows(bed.accounts.seller.id)).toHaveLength(listingsBefore);
  });

  it("says 'You must be signed in.' to a form post without a session, keeping what was typed", async () => {
    expect(await submit("?session_id=local_x", form({ make: "Ford" }))).toMatchObject({
      status: 401,
      body: { ok: false, message: "You must be signed in.", values: { make: "Ford" } },
    });
  });

  it("answers a failure that is no one's input (a geocoder bug) with 500 and the form's message, keeping what was typed", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const broken = contextWith({
      ...bed.services,
      geocoder: {
        geocode: async () => {
          throw new Error("geocoder down");
        },
        suggest: async () => [],
      },
    });
    const outcome = await settle(() =>
      action(
        routeArgs<Args>(
          formRequest(
            `/submit-listing?session_id=${providerSessionId}`,
            form({ make: "VW" }),
            bed.accounts.seller.cookie,
          ),
          broken,
        ),
      ),
    );
    expect(outcome.status).toBe(500);
    expect(outcome.body).toMatchObject({
      ok: false,
      message: "There was a problem submitting your listing.",
      values: { make: "VW" },
    });
  });
});

describe("what the reader refuses, before anything is looked up", () => {
  const post = (path: string, body: BodyInit | null, contentType: string | null, account = bed.accounts.seller) =>
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { cookie: account.cookie, ...(contentType ? { "content-type": contentType } : {}) },
      body,
    });
  const submitRequest = (request: Request) => settle(() => action(routeArgs<Args>(request, bed.context)));

  it("answers a text or an empty body with 415, and JSON that is not an object with 400", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const path = `/submit-listing?session_id=${providerSessionId}`;
    expect(await submitRequest(post(path, "make=Ford", "text/plain"))).toMatchObject({
      status: 415,
      body: { ok: false, message: "Send the request as application/x-www-form-urlencoded or application/json." },
    });
    expect(await submitRequest(post(path, null, null))).toMatchObject({ status: 415, body: { ok: false } });
    expect(await submitRequest(post(path, "[1, 2]", "application/json"))).toMatchObject({
      status: 400,
      body: { ok: false, message: "The request body must be a JSON object." },
    });
    // An empty form is a form with every required field missing.
    expect(await submitRequest(post(path, "", "application/x-www-form-urlencoded"))).toMatchObject({
      status: 400,
      body: {
        message: "There was a problem submitting your listing.",
        fieldErrors: { make: "Please fill in the Make field." },
      },
    });
    // The same form as JSON (an API caller) is the same listing.
    const asJson = settle(() =>
      action(
        routeArgs<Args>(jsonRequest(path, form({ title: "Sent as JSON" }), bed.accounts.seller.cookie), bed.context),
      ),
    );
    expect(await asJson).toMatchObject({ status: 303, location: expect.stringMatching(liveListingPage) });
  });

  it("refuses a NUL character with that field's message, keeping the rest of the form", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const outcome = await submit(
      `?session_id=${providerSessionId}`,
      form({ description: "Solar\u0000 bed" }),
      bed.accounts.seller,
    );
    expect(outcome).toMatchObject({
      status: 400,
      body: {
        message: "There was a problem submitting your listing.",
        fieldErrors: { description: "Please remove the unsupported characters from this field." },
        values: { make: "Mercedes-Benz" },
      },
    });
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedAt).toBeNull();
  });

  it("refuses a body over 256 KB with 413 and closes the connection", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const outcome = await submit(
      `?session_id=${providerSessionId}`,
      form({ description: "x".repeat(300 * 1024) }),
      bed.accounts.seller,
    );
    expect(outcome).toMatchObject({
      status: 413,
      body: { ok: false, message: "The request is too large (at most 256 KB)." },
    });
    expect(outcome.headers.get("connection")).toBe("close");
  });

  it("the quick edit, delete and renew forms refuse a text body and a NUL character too", async () => {
    const listingId = "00000000-0000-4000-8000-000000000000";
    for (const [run, path] of [
      [editAction, `/edit-listing/${listingId}`],
      [deleteAction, `/delete-listing/${listingId}`],
    ] as const) {
      const outcome = await settle(() =>
        run(routeArgs(post(path, "title=x", "text/plain"), bed.context, { id: listingId })),
      );
      expect(outcome).toMatchObject({ status: 415, body: { ok: false } });
    }
    const nul = await settle(() =>
      editAction(
        routeArgs(
          formRequest(`/edit-listing/${listingId}`, { title: "A\u0000", description: "B" }, bed.accounts.seller.cookie),
          bed.context,
          {
            id: listingId,
          },
        ),
      ),
    );
    expect(nul).toMatchObject({
      status: 400,
      body: { fieldErrors: { title: "Please remove the unsupported characters from this field." } },
    });
  });
});

describe("editing", () => {
  async function ownListing() {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const photo = await uploadedMedia(bed.db, bed.accounts.seller.id);
    await submit(`?session_id=${providerSessionId}`, form({ images: [photo], title: "Edit me" }), bed.accounts.seller);
    const [row] = await bed.db.select().from(listings).where(eq(listings.title, "Edit me"));
    if (!row) throw new Error("not created");
    return row;
  }

  it("?edit= shows the owner's listing with 'Update Listing' values, and saves a new price", async () => {
    const listing = await ownListing();
    expect(await submitPage(`?edit=${listing.id}`, bed.accounts.seller)).toMatchObject({
      status: 200,
      body: {
        mode: "edit",
        tier: { id: "graze", maxImages: 10, maxVideos: 0 },
        values: {
          title: "Edit me",
          price: "65000.50",
          mileage: "48000",
          year: "2019",
          images: listing.images,
          video: null,
        },
      },
    });
    const saved = await submit(
      `?edit=${listing.id}`,
      form({ title: "Edit me", price: "59,999", images: listing.images }),
      bed.accounts.seller,
    );
    expect(saved).toMatchObject({ status: 303, location: `/my-listings?updated=${listing.id}` });
    const [row] = await bed.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ priceCents: 5_999_900, tier: "graze", expiresAt: listing.expiresAt });
  });

  it("geocodes a changed location again, and refuses one it cannot place", async () => {
    const listing = await ownListing();
    const calls = (bed.services.geocoder as ReturnType<typeof fakeGeocoder>).calls;
    const before = calls.length;
    await submit(`?edit=${listing.id}`, form({ title: "Edit me", images: listing.images }), bed.accounts.seller);
    expect(calls.length).toBe(before);
    await submit(
      `?edit=${listing.id}`,
      form({ title: "Edit me", location: "Bend, OR", images: listing.images }),
      bed.accounts.seller,
    );
    const [moved] = await bed.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(moved).toMatchObject({ location: "Bend, OR", latitude: 44.0582, longitude: -121.3153 });
    expect(
      await submit(
        `?edit=${listing.id}`,
        form({ title: "Edit me", location: "Nowhere", images: listing.images }),
        bed.accounts.seller,
      ),
    ).toMatchObject({ status: 400, body: { fieldErrors: { location: "Invalid location." } } });
  });

  it("refuses another user's ?edit= on the page and on the server", async () => {
    const listing = await ownListing();
    expect(await submitPage(`?edit=${listing.id}`, bed.accounts.stranger)).toMatchObject({
      status: 403,
      body: { mode: "refused", message: "You do not have permission to edit this listing.", redirect: { to: "/" } },
    });
    expect(await submit(`?edit=${listing.id}`, form({ price: "1" }), bed.accounts.stranger)).toMatchObject({
      status: 403,
      body: { ok: false, message: "You do not have permission to edit this listing." },
    });
    const [row] = await bed.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.priceCents).toBe(listing.priceCents);
    expect(await submitPage("?edit=00000000-0000-4000-8000-000000000000", bed.accounts.seller)).toMatchObject({
      status: 404,
      body: { message: "Unable to fetch listing for editing." },
    });
    expect(await submitPage("?edit=not-a-uuid", bed.accounts.seller)).toMatchObject({ status: 404 });
  });

  it("/edit-listing/{id}: title and description, both required, owner only", async () => {
    const listing = await ownListing();
    const args = (request: Request) =>
      routeArgs<Parameters<typeof editLoader>[0]>(request, bed.context, { id: listing.id });
    const path = `/edit-listing/${listing.id}`;
    expect(await settle(() => editLoader(args(pageRequest(path, bed.accounts.seller.cookie))))).toMatchObject({
      status: 200,
      body: { listing: { id: listing.id, title: "Edit me", description: listing.description } },
    });
    expect(
      await settle(() =>
        editAction(args(formRequest(path, { title: " ", description: "" }, bed.accounts.seller.cookie))),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { title: "Please fill in the Title field.", description: "Please fill in the Description field." },
      },
    });
    expect(
      await settle(() =>
        editAction(
          args(formRequest(path, { title: "New title", description: "New words" }, bed.accounts.seller.cookie)),
        ),
      ),
    ).toMatchObject({ status: 303, location: `/my-listings?updated=${listing.id}` });
    const [row] = await bed.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ title: "New title", description: "New words" });

    expect(await settle(() => editLoader(args(pageRequest(path, bed.accounts.stranger.cookie))))).toMatchObject({
      status: 403,
      body: { refusal: "You are not authorized to edit this listing.", listing: null },
    });
    expect(
      await settle(() =>
        editAction(args(formRequest(path, { title: "Mine now", description: "x" }, bed.accounts.stranger.cookie))),
      ),
    ).toMatchObject({ status: 403, body: { ok: false, message: "You are not authorized to edit this listing." } });
    const [after] = await bed.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after?.title).toBe("New title");
    const missing = (id: string) =>
      routeArgs<Parameters<typeof editLoader>[0]>(
        pageRequest(`/edit-listing/${id}`, bed.accounts.seller.cookie),
        bed.context,
        { id },
      );
    expect(await settle(() => editLoader(missing("00000000-0000-4000-8000-000000000000")))).toMatchObject({
      status: 404,
      body: { refusal: "Failed to load listing. Please try again later." },
    });
    expect((await settle(() => editLoader(args(pageRequest(path))))).status).toBe(302);
  });
});

describe("when saving fails", () => {
  it("/edit-listing/{id} answers a database that cannot write with 500 and the form's message, changing nothing", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    await submit(`?session_id=${providerSessionId}`, form({ title: "Save fails" }), bed.accounts.seller);
    const [listing] = await bed.db.select().from(listings).where(eq(listings.title, "Save fails"));
    if (!listing) throw new Error("not created");
    // A database that reads but cannot write.
    const db = new Proxy(bed.db, {
      get(target, property, receiver) {
        if (property === "update" || property === "transaction") {
          return () => {
            throw new Error("database is read-only");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const broken = contextWith({ ...bed.services, db });
    const path = `/edit-listing/${listing.id}`;
    const outcome = await settle(() =>
      editAction(
        routeArgs<Parameters<typeof editAction>[0]>(
          formRequest(path, { title: "Typed title", description: "Typed words" }, bed.accounts.seller.cookie),
          broken,
          { id: listing.id },
        ),
      ),
    );
    expect(outcome.status).toBe(500);
    expect(outcome.body).toMatchObject({
      message: "Failed to save changes. Please try again.",
      values: { title: "Typed title", description: "Typed words" },
    });
    const [after] = await bed.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after?.title).toBe("Save fails");
  });
});

describe("deleting", () => {
  it("asks first, refuses another user on the server, then deletes the listing and its media", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "roam");
    const photo = await uploadedMedia(bed.db, bed.accounts.seller.id);
    const video = await uploadedMedia(bed.db, bed.accounts.seller.id, "video");
    await submit(
      `?session_id=${providerSessionId}`,
      form({ images: [photo], video, title: "Delete me" }),
      bed.accounts.seller,
    );
    const [listing] = await bed.db.select().from(listings).where(eq(listings.title, "Delete me"));
    if (!listing) throw new Error("not created");
    const path = `/delete-listing/${listing.id}?returnTo=%2Fdashboard`;
    const args = (request: Request) =>
      routeArgs<Parameters<typeof deleteLoader>[0]>(request, bed.context, { id: listing.id });

    expect(await settle(() => deleteLoader(args(pageRequest(path, bed.accounts.seller.cookie))))).toMatchObject({
      status: 200,
      body: { listing: { id: listing.id, title: "Delete me" }, returnTo: "/dashboard" },
    });
    expect(await settle(() => deleteLoader(args(pageRequest(path, bed.accounts.stranger.cookie))))).toMatchObject({
      status: 403,
      body: { listing: null },
    });
    expect(await settle(() => deleteAction(args(formRequest(path, {}, bed.accounts.stranger.cookie))))).toMatchObject({
      status: 403,
      body: { ok: false, message: "Failed to delete listing." },
    });
    expect(await settle(() => deleteAction(args(formRequest(path, {}))))).toMatchObject({
      status: 401,
      body: { ok: false, message: "You must be signed in." },
    });
    expect(await bed.db.select().from(listings).where(eq(listings.id, listing.id))).toHaveLength(1);

    expect(await settle(() => deleteAction(args(formRequest(path, {}, bed.accounts.seller.cookie))))).toMatchObject({
      status: 303,
      location: "/dashboard?deleted=1",
    });
    expect(await bed.db.select().from(listings).where(eq(listings.id, listing.id))).toHaveLength(0);
    expect(
      await bed.db
        .select()
        .from(media)
        .where(eq(media.attachedTo, `listing:${listing.id}`)),
    ).toHaveLength(0);
    const photoId = photo.split("/")[2];
    const videoId = video.split("/")[2];
    expect(storage.deletedKeys).toEqual(
      expect.arrayContaining([`media/${photoId}/480.webp`, `media/${videoId}/video`]),
    );
    expect(await settle(() => deleteAction(args(formRequest(path, {}, bed.accounts.seller.cookie))))).toMatchObject({
      status: 404,
    });
  });
});

describe("an administrator on the owner's pages", () => {
  it("may edit and delete a seller's listing, and each change is in the admin audit log", async () => {
    await bed.db.delete(adminAuditLog);
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    await submit(`?session_id=${providerSessionId}`, form({ title: "Moderated" }), bed.accounts.seller);
    const [listing] = await bed.db.select().from(listings).where(eq(listings.title, "Moderated"));
    if (!listing) throw new Error("not created");

    expect(
      await submit(`?edit=${listing.id}`, form({ title: "Moderated", price: "1,000" }), bed.accounts.admin),
    ).toMatchObject({
      status: 303,
      location: `/my-listings?updated=${listing.id}`,
    });
    const quickEdit = `/edit-listing/${listing.id}`;
    const editArgs = (request: Request) =>
      routeArgs<Parameters<typeof editAction>[0]>(request, bed.context, { id: listing.id });
    expect(
      await settle(() =>
        editAction(
          editArgs(
            formRequest(quickEdit, { title: "Moderated title", description: "Cleaned up." }, bed.accounts.admin.cookie),
          ),
        ),
      ),
    ).toMatchObject({ status: 303 });
    const deleteArgs = (request: Request) =>
      routeArgs<Parameters<typeof deleteAction>[0]>(request, bed.context, { id: listing.id });
    expect(
      await settle(() =>
        deleteAction(deleteArgs(formRequest(`/delete-listing/${listing.id}`, {}, bed.accounts.admin.cookie))),
      ),
    ).toMatchObject({ status: 303, location: "/my-listings?deleted=1" });

    const entries = await bed.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(entries.map((entry) => [entry.actorEmail, entry.action, entry.targetId])).toEqual([
      ["admin@example.com", "listing.update", listing.id],
      ["admin@example.com", "listing.update", listing.id],
      ["admin@example.com", "listing.delete", listing.id],
    ]);
    expect(entries.at(-1)?.details).toMatchObject({
      title: "Moderated title",
      ownerId: bed.accounts.seller.id,
      ownerEmail: "seller@example.com",
    });
  });

  it("the owner's own changes are not logged", async () => {
    await bed.db.delete(adminAuditLog);
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    await submit(`?session_id=${providerSessionId}`, form({ title: "Owner only" }), bed.accounts.seller);
    const [listing] = await bed.db.select().from(listings).where(eq(listings.title, "Owner only"));
    if (!listing) throw new Error("not created");
    await submit(`?edit=${listing.id}`, form({ title: "Owner only", price: "2,000" }), bed.accounts.seller);
    const args = (request: Request) =>
      routeArgs<Parameters<typeof deleteAction>[0]>(request, bed.context, { id: listing.id });
    await settle(() =>
      deleteAction(args(formRequest(`/delete-listing/${listing.id}`, {}, bed.accounts.seller.cookie))),
    );
    expect(await bed.db.select().from(listings).where(eq(listings.id, listing.id))).toHaveLength(0);
    expect(await bed.db.select().from(adminAuditLog)).toEqual([]);
  });
});

describe("/my-listings", () => {
  it("lists only the user's own listings, expired ones too; a visitor is sent to sign-in and back", async () => {
    const visitor = await settle(() => myListingsLoader(routeArgs(pageRequest("/my-listings"), bed.context)));
    expect(visitor).toMatchObject({
      status: 302,
      location: `/sign-in-camper?redirect=${encodeURIComponent("/my-listings")}`,
    });

    const own = await listingRows(bed.accounts.seller.id);
    const [first] = own;
    if (!first) throw new Error("no listing");
    await bed.db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, first.id));
    const page = await settle(() =>
      myListingsLoader(
        routeArgs(pageRequest(`/my-listings?updated=${first.id}`, bed.accounts.seller.cookie), bed.context),
      ),
    );
    const body = page.body as { listings: { id: string; tierName: string }[]; notice: string };
    expect(body.listings.map((listing) => listing.id).sort()).toEqual(own.map((listing) => listing.id).sort());
    expect(body.listings[0]?.tierName).toMatch(/^(Graze|Roam|Stampede)$/);
    expect(body.notice).toBe("Your changes have been saved.");
    const theirs = await settle(() =>
      myListingsLoader(routeArgs(pageRequest("/my-listings", bed.accounts.stranger.cookie), bed.context)),
    );
    expect((theirs.body as { listings: unknown[] }).listings).toEqual([]);
  });
});

describe("the listing form through the whole app (docs/product/selling.md, Listing form)", () => {
  it("posted while signed out, shows 'You must be signed in.' with the form as typed (401), not the sign-in page", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = { vehicle_type: "van", make: "Ford", model: "Transit 250", year: "2018", price: "31,500.50" };
    const request = formRequest(`/submit-listing?session_id=${providerSessionId}`, typed);
    const { status, html } = await pageThroughApp(request, bed.services);
    expect(status).toBe(401);
    expect(html).toContain("You must be signed in.");
    expect(html).toContain('value="Transit 250"');
    expect(html).toContain('value="31,500.50"');
    expect(html).toContain("Sign in (opens in a new tab)");
    // The form is the tier's: graze has no video.
    expect(html).toMatch(/Graze(<!-- -->)? tier: up to/);
  });

  it("marks Location as required, as every other required field", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const request = pageRequest(`/submit-listing?session_id=${providerSessionId}`, bed.accounts.seller.cookie);
    const { html } = await pageThroughApp(request, bed.services);
    expect(html).toMatch(/<label[^>]*>Location \*<\/label>/);
  });
});

describe("/submit-listing?draft= (docs/product/selling.md, Draft)", () => {
  it("saves a new draft as typed, refuses paying for it with the form's messages, then pays, and /success leads to the live page", async () => {
    const seller = bed.accounts.seller;
    const before = new Set((await listingRows(seller.id)).map((row) => row.id));
    const newListings = async () => (await listingRows(seller.id)).filter((row) => !before.has(row.id));
    expect(await submitPage("?draft=new&tier=roam", seller)).toMatchObject({
      status: 200,
      body: { mode: "draft", draftId: null, tier: { id: "roam" }, values: null },
    });
    // An autosave answers the new draft's id; nothing is checked yet.
    const autosaved = await submit(
      "?draft=new",
      { ...form({ price: "" }), tier: "roam", intent: "autosave-draft" },
      seller,
    );
    expect(autosaved).toMatchObject({ status: 200, body: { ok: true } });
    const draftId = (autosaved.body as { draftId: string }).draftId;
    expect(await submitPage(`?draft=${draftId}`, seller)).toMatchObject({
      body: { mode: "draft", draftId, isPaid: false, values: { price: "", make: "Mercedes-Benz" } },
    });

    // Pay and publish: the whole draft is checked first, the draft named so the next post goes to it.
    const refused = await submit(
      `?draft=${draftId}`,
      { ...form({ price: "" }), tier: "roam", intent: "publish-draft" },
      seller,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        ok: false,
        message: "There was a problem submitting your listing.",
        fieldErrors: { price: "Please fill in the Price field." },
        draftId,
      },
    });
    const opened = await submit(`?draft=${draftId}`, { ...form(), tier: "roam", intent: "publish-draft" }, seller);
    expect(opened).toMatchObject({ status: 303, location: expect.stringMatching(/^\/checkout\/local\//) });
    expect(await newListings()).toHaveLength(0);

    // The local checkout's Pay records the payment, which publishes the draft; /success goes to the live page.
    const sessionId = (opened.location ?? "").replace("/checkout/local/", "");
    const paid = await settle(() =>
      payAction(
        routeArgs<PayArgs>(formRequest(opened.location ?? "", { intent: "pay" }, seller.cookie), bed.context, {
          sessionId,
        }),
      ),
    );
    const success = paid.location ?? "";
    expect(success).toMatch(/^\/success\?session_id=local_/);
    const made = await newListings();
    expect(made).toHaveLength(1);
    const [listing] = made;
    expect(listing).toMatchObject({ tier: "roam", priceCents: 6_500_050 });
    const returned = await settle(() =>
      successLoader(routeArgs<SuccessArgs>(pageRequest(success, seller.cookie), bed.context)),
    );
    expect(returned).toMatchObject({ status: 303, location: `/my-listings/${listing?.id}/live` });
    expect(await submitPage(`?draft=${draftId}`, seller)).toMatchObject({
      status: 404,
      body: { mode: "refused", message: "This draft no longer exists." },
    });
  });

  it("'Save draft' opens the draft's address; a stranger can neither open, save nor delete it", async () => {
    const saved = await submit("?draft=new", { ...form(), tier: "graze", intent: "save-draft" }, bed.accounts.seller);
    expect(saved).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/submit-listing\?draft=[0-9a-f-]{36}&saved=1$/),
    });
    const draftId = new URL(saved.location ?? "", "http://x").searchParams.get("draft");
    expect(await submitPage(`?draft=${draftId}&saved=1`, bed.accounts.seller)).toMatchObject({
      body: { notice: "Draft saved" },
    });
    // Signed out (a session that expired while typing): the form stays as typed, nothing is saved.
    expect(await submit(`?draft=${draftId}`, { ...form({ make: "Lost" }), intent: "save-draft" })).toMatchObject({
      status: 401,
      body: { ok: false, message: "You must be signed in.", values: { make: "Lost" } },
    });
    const gone = { status: 404, body: { message: "This draft no longer exists." } };
    expect(await submitPage(`?draft=${draftId}`, bed.accounts.stranger)).toMatchObject(gone);
    expect(await submit(`?draft=${draftId}`, { ...form(), intent: "save-draft" }, bed.accounts.stranger)).toMatchObject(
      gone,
    );
    expect(await submit(`?draft=${draftId}`, { intent: "delete-draft" }, bed.accounts.stranger)).toMatchObject(gone);
    expect(await submit(`?draft=${draftId}`, { intent: "delete-draft" }, bed.accounts.seller)).toMatchObject({
      status: 303,
      location: "/my-listings?draftDeleted=1",
    });
  });
});
