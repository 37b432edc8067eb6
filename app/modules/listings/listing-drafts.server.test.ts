// Listing drafts (docs/product/selling.md, Draft): saved as typed with their uploads kept, resumed by their owner only,
// checked like a submission before the checkout, and published exactly once by the confirmed payment. Run on
// PostgreSQL too (DATABASE_URL): the two payments of one draft really race there.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingDraftPayments, listingDrafts, listings, media, paymentSessions } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { listUnusedListingPayments } from "#app/modules/billing/list-unused-listing-payments.server.ts";
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from "#app/modules/billing/local-checkout.server.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import { cleanUnattachedMedia } from "#app/modules/media/clean-unattached-media.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { createTestServices, testBaseUrl } from "#app/test/services.ts";
import { deleteListingDraft } from "./delete-listing-draft.server.ts";
import { listListingDrafts } from "./list-listing-drafts.server.ts";
import { listingDraftMediaTarget, storedDraftValues } from "./listing-draft.ts";
import { type ListingFormValues, listingFormValues } from "./listing-form-rules.ts";
import { findOwnListingDraft } from "./own-listing-draft.server.ts";
import { payForListingDraft } from "./pay-for-listing-draft.server.ts";
import { draftPaymentDestination, findPaidDraftPayment } from "./publish-listing-draft.server.ts";
import { saveListingDraft } from "./save-listing-draft.server.ts";
import { englishRejection } from "./testing/in-english.ts";
import { insertUser, recordingStorage, uploadedMedia } from "./testing/selling-fixture.ts";

let database: TestDatabase;
let services: AppServices;
const geocoder = fakeGeocoder({
  "bend, or": { latitude: 44.0582, longitude: -121.3153 },
  "boise, id": { latitude: 43.615, longitude: -116.2023 },
});

beforeAll(async () => {
  database = await createTestDatabase();
  services = { ...createTestServices(database), geocoder };
});
afterAll(() => database?.destroy());

async function seller(label: string) {
  const email = `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  return { id: await insertUser(database.db, email), email };
}

/** A complete form as typed, with odd spacing and characters kept as they are. */
const typed = (more: Record<string, unknown> = {}): ListingFormValues =>
  listingFormValues({
    vehicle_type: "van",
    year: "2019",
    make: "  Ford  ",
    model: "Transit 250 — “High roof”",
    price: "$52,500",
    mileage: "61,000",
    location: "Bend, OR",
    description: "Solar,\nheater & a fixed bed.  ",
    solar_watts: "400",
    title_status: "clean",
    known_issues: "A slow window,\nand a noisy fan.  ",
    ...more,
  });

/** A new draft of `owner`: its id. */
async function newDraft(owner: { id: string }, tier: "graze" | "roam" | "stampede", values: ListingFormValues) {
  return saveListingDraft({ db: database.db, userId: owner.id, draftId: null, tier, values });
}

const pay = (user: { id: string; email: string }, draftId: string) =>
  payForListingDraft({ db: database.db, payments: services.payments, geocoder, user, draftId, baseUrl: testBaseUrl });

/** The payment session a local checkout address names. */
const sessionOf = (redirectUrl: string) => redirectUrl.replace("/checkout/local/", "");

const listingsOf = (userId: string) => database.db.select().from(listings).where(eq(listings.userId, userId));
const sessionsOf = (userId: string) =>
  database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId));

describe("saving and resuming a draft", () => {
  it("keeps the text exactly as typed, the tier, and its photos out of the clean-up", async () => {
    const owner = await seller("saver");
    const photo = await uploadedMedia(database.db, owner.id);
    const values = typed({ images: [photo] });
    const { draftId } = await newDraft(owner, "roam", values);

    const stored = await findOwnListingDraft(database.db, { draftId, userId: owner.id });
    expect(stored.tier).toBe("roam");
    expect(storedDraftValues(stored.values)).toEqual(values);
    expect(storedDraftValues(stored.values).make).toBe("  Ford  ");

    // Attached to the draft: a clean-up of everything unattached leaves it.
    await cleanUnattachedMedia({
      db: database.db,
      storage: recordingStorage(),
      olderThan: new Date(Date.now() + 86_400_000),
    });
    const [row] = await database.db.select().from(media).where(eq(media.ownerId, owner.id));
    expect(row?.attachedTo).toBe(listingDraftMediaTarget(draftId));

    // Saved again without the photo: it is let go (the clean-up takes it a day later), the draft keeps the rest.
    await saveListingDraft({ db: database.db, userId: owner.id, draftId, tier: "graze", values: typed() });
    const [released] = await database.db.select().from(media).where(eq(media.ownerId, owner.id));
    expect(released?.attachedTo).toBeNull();
    expect(await listListingDrafts(database.db, owner.id)).toMatchObject([
      { id: draftId, title: "2019   Ford   Transit 250 — “High roof”".trim(), tierName: "Graze", cover: null },
    ]);
  });

  it("only its owner may read, save, pay for or delete it", async () => {
    const owner = await seller("owner");
    const stranger = await seller("stranger");
    const { draftId } = await newDraft(owner, "graze", typed());
    const notFound = { code: "not-found", message: "This draft no longer exists." };
    expect(await englishRejection(findOwnListingDraft(database.db, { draftId, userId: stranger.id }))).toMatchObject(
      notFound,
    );
    expect(
      await englishRejection(
        saveListingDraft({
          db: database.db,
          userId: stranger.id,
          draftId,
          tier: "graze",
          values: typed({ make: "X" }),
        }),
      ),
    ).toMatchObject(notFound);
    expect(await englishRejection(pay(stranger, draftId))).toMatchObject(notFound);
    expect(
      await englishRejection(
        deleteListingDraft({ db: database.db, storage: recordingStorage(), userId: stranger.id, draftId }),
      ),
    ).toMatchObject(notFound);
    expect(storedDraftValues((await findOwnListingDraft(database.db, { draftId, userId: owner.id })).values).make).toBe(
      "  Ford  ",
    );
  });

  it("refuses someone else's upload", async () => {
    const owner = await seller("thief");
    const other = await seller("victim");
    const photo = await uploadedMedia(database.db, other.id);
    expect(
      await englishRejection(
        saveListingDraft({
          db: database.db,
          userId: owner.id,
          draftId: null,
          tier: "graze",
          values: typed({ images: [photo] }),
        }),
      ),
    ).toMatchObject({
      code: "invalid",
      fieldErrors: { images: "You can only use photos and videos you uploaded." },
    });
  });
});

describe("paying for a draft", () => {
  it("is refused with the submission's messages while the draft is incomplete, and opens nothing", async () => {
    const owner = await seller("hasty");
    const { draftId } = await newDraft(owner, "roam", typed({ vehicle_type: "", description: "" }));
    expect(await englishRejection(pay(owner, draftId))).toMatchObject({
      code: "invalid",
      message: "There was a problem submitting your listing.",
      fieldErrors: {
        vehicle_type: "Please fill in the Vehicle type field.",
        description: "Please fill in the Description field.",
      },
    });
    const sessions = await database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, owner.id));
    expect(sessions).toEqual([]);
  });

  it("applies the tier's photo limit", async () => {
    const owner = await seller("video");
    const video = await uploadedMedia(database.db, owner.id, "video");
    const { draftId } = await newDraft(owner, "graze", typed({ video }));
    expect(await englishRejection(pay(owner, draftId))).toMatchObject({
      fieldErrors: { video: "Video not allowed for Graze tier" },
    });
  });

  it("publishes exactly one listing when the payment is confirmed, however often it is confirmed", async () => {
    const owner = await seller("payer");
    const photo = await uploadedMedia(database.db, owner.id);
    const { draftId } = await newDraft(owner, "roam", typed({ images: [photo] }));
    const { redirectUrl } = await pay(owner, draftId);
    expect(redirectUrl).toMatch(/^\/checkout\/local\//);
    // Nothing is published before the provider confirms the payment.
    expect(await listingsOf(owner.id)).toEqual([]);

    const sessionId = sessionOf(redirectUrl);
    await Promise.all([
      payLocalCheckout({ db: database.db, sessionId, userId: owner.id }),
      payLocalCheckout({ db: database.db, sessionId, userId: owner.id }),
    ]);
    const made = await listingsOf(owner.id);
    expect(made).toHaveLength(1);
    const [listing] = made;
    expect(listing).toMatchObject({
      tier: "roam",
      make: "Ford",
      priceCents: 5_250_000,
      location: "Bend, OR",
      images: [photo],
      solarWatts: 400,
      titleStatus: "clean",
      knownIssues: "A slow window,\nand a noisy fan.",
      isActive: true,
      isFeatured: true,
    });
    expect(await database.db.select().from(listingDrafts).where(eq(listingDrafts.id, draftId))).toEqual([]);
    const [attached] = await database.db.select().from(media).where(eq(media.ownerId, owner.id));
    expect(attached?.attachedTo).toBe(`listing:${listing?.id}`);
    expect(await draftPaymentDestination(database.db, sessionId)).toEqual({ listingId: listing?.id });
  });

  it("paying again hands out the draft's open checkout, also after an edit, and makes one listing", async () => {
    const owner = await seller("again");
    const { draftId } = await newDraft(owner, "graze", typed());
    const first = (await pay(owner, draftId)).redirectUrl;
    await saveListingDraft({
      db: database.db,
      userId: owner.id,
      draftId,
      tier: "graze",
      values: typed({ make: "Ram" }),
    });
    expect((await pay(owner, draftId)).redirectUrl).toBe(first);
    expect(await sessionsOf(owner.id)).toMatchObject([{ status: "open" }]);
    await payLocalCheckout({ db: database.db, sessionId: sessionOf(first), userId: owner.id });
    expect(await listingsOf(owner.id)).toMatchObject([{ make: "Ram" }]);
  });

  it("a draft moved keeps its checkout, which then publishes it at its new place", async () => {
    const owner = await seller("reused-mover");
    const { draftId } = await newDraft(owner, "graze", typed());
    const first = (await pay(owner, draftId)).redirectUrl;
    const moved = typed({ location: "Boise, ID" });
    await saveListingDraft({ db: database.db, userId: owner.id, draftId, tier: "graze", values: moved });
    expect((await pay(owner, draftId)).redirectUrl).toBe(first);
    await payLocalCheckout({ db: database.db, sessionId: sessionOf(first), userId: owner.id });
    expect(await listingsOf(owner.id)).toMatchObject([{ location: "Boise, ID", latitude: 43.615 }]);
  });

  it("another tier gets a new checkout; the old one is canceled and can no longer be paid", async () => {
    const owner = await seller("tier-changer");
    const { draftId } = await newDraft(owner, "graze", typed());
    const first = sessionOf((await pay(owner, draftId)).redirectUrl);
    await saveListingDraft({ db: database.db, userId: owner.id, draftId, tier: "roam", values: typed() });
    const second = sessionOf((await pay(owner, draftId)).redirectUrl);
    expect(second).not.toBe(first);
    expect(await sessionsOf(owner.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first, status: "canceled", tier: "graze" }),
        expect.objectContaining({ id: second, status: "open", tier: "roam" }),
      ]),
    );
    expect(await getLocalCheckout({ db: database.db, sessionId: first, userId: owner.id })).toBeNull();
    expect(
      await englishRejection(payLocalCheckout({ db: database.db, sessionId: first, userId: owner.id })),
    ).toMatchObject({ code: "not-found" });
    await payLocalCheckout({ db: database.db, sessionId: second, userId: owner.id });
    expect(await listingsOf(owner.id)).toMatchObject([{ tier: "roam" }]);
    expect(await listUnusedListingPayments(database.db, owner.id)).toEqual([]);
  });

  it("a second checkout of one draft paid after the first published it is kept, unused, for another listing", async () => {
    const owner = await seller("twice");
    const { draftId } = await newDraft(owner, "graze", typed());
    const first = sessionOf((await pay(owner, draftId)).redirectUrl);
    // Another request opened a second checkout for the draft at the same moment.
    const [binding] = await database.db
      .select()
      .from(listingDraftPayments)
      .where(eq(listingDraftPayments.paymentSessionId, first));
    if (!binding) throw new Error("the first checkout has no draft");
    const second = await startCheckout({
      db: database.db,
      payments: services.payments,
      user: owner,
      kind: "listing",
      tier: "graze",
      baseUrl: testBaseUrl,
      onSessionOpened: (tx, paymentSessionId) =>
        tx
          .insert(listingDraftPayments)
          .values({ ...binding, paymentSessionId })
          .then(() => undefined),
    });
    await Promise.all(
      [first, second.sessionId].map((sessionId) => payLocalCheckout({ db: database.db, sessionId, userId: owner.id })),
    );
    expect(await listingsOf(owner.id)).toHaveLength(1);
    expect(await listUnusedListingPayments(database.db, owner.id)).toMatchObject([{ tier: "graze" }]);
  });

  it("a payment for a draft deleted meanwhile is kept, unused, for the dashboard", async () => {
    const owner = await seller("deleter");
    const { draftId } = await newDraft(owner, "stampede", typed());
    const sessionId = sessionOf((await pay(owner, draftId)).redirectUrl);
    await deleteListingDraft({ db: database.db, storage: recordingStorage(), userId: owner.id, draftId });
    await payLocalCheckout({ db: database.db, sessionId, userId: owner.id });
    expect(await listingsOf(owner.id)).toEqual([]);
    expect(await listUnusedListingPayments(database.db, owner.id)).toMatchObject([{ tier: "stampede" }]);
    expect(await draftPaymentDestination(database.db, sessionId)).toBeNull();
  });

  it("a canceled payment returns to the draft, intact", async () => {
    const owner = await seller("canceler");
    const values = typed();
    const { draftId } = await newDraft(owner, "roam", values);
    const sessionId = sessionOf((await pay(owner, draftId)).redirectUrl);
    const { redirectTo } = await cancelLocalCheckout({ db: database.db, sessionId, userId: owner.id });
    expect(redirectTo).toBe(`/submit-listing?draft=${draftId}&canceled=1`);
    const draft = await findOwnListingDraft(database.db, { draftId, userId: owner.id });
    expect(storedDraftValues(draft.values)).toEqual(values);
    expect(await listingsOf(owner.id)).toEqual([]);
  });

  it("a draft changed while it was paid keeps the payment, and 'Publish' uses it without a new checkout", async () => {
    const owner = await seller("mover");
    const { draftId } = await newDraft(owner, "graze", typed());
    const sessionId = sessionOf((await pay(owner, draftId)).redirectUrl);
    // Another tab moves the camper to Boise before the payment is confirmed.
    await saveListingDraft({
      db: database.db,
      userId: owner.id,
      draftId,
      tier: "graze",
      values: typed({ location: "Boise, ID" }),
    });
    await payLocalCheckout({ db: database.db, sessionId, userId: owner.id });
    expect(await listingsOf(owner.id)).toEqual([]);
    expect(await findPaidDraftPayment(database.db, draftId)).toEqual({ paymentSessionId: sessionId });
    expect(await draftPaymentDestination(database.db, sessionId)).toEqual({ draftId });

    const { redirectUrl } = await pay(owner, draftId);
    const [listing] = await listingsOf(owner.id);
    expect(redirectUrl).toBe(`/my-listings/${listing?.id}/live`);
    expect(listing?.location).toBe("Boise, ID");
    expect(await database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, owner.id))).toHaveLength(
      1,
    );
  });
});
