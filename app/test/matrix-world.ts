// The world the authorization matrix's cells (app/test/authorization-matrix.ts) run in: the real app over a fresh
// database, an account per role and the records the cells name. The matrix test and the pseudo-locale run
// (app/routes/pseudo-locale.test.ts) each make their own, and walk the same pages with `matrixPages`.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { blogPosts, listingQuestions, listings, media, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import { createdBuilderProfile } from "#app/modules/builders/testing/builder-fixture.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { insertDocumentFixture } from "#app/modules/documents/testing/document-fixtures.ts";
import { insertOfferFixture } from "#app/modules/handover/testing/offer-fixture.ts";
import { insertImportFixture } from "#app/modules/imports/testing/import-fixture.ts";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { mediaVariantKey } from "#app/modules/media/media-urls.ts";
import { makeWebpVariants } from "#app/modules/media/process-image.server.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { insertPublicReview, insertSale } from "#app/modules/reviews/testing/review-fixtures.ts";
import { type AppRequestHandler, createAppRequestHandler } from "./app-request-handler.ts";
import {
  type MatrixCase,
  type MatrixFixtures,
  matrixPassword as password,
  type Role,
  roles,
  routeMatrix,
} from "./authorization-matrix.ts";
import { fakeGeocoder } from "./fake-geocoder.ts";
import { listingFixture } from "./listing-fixture.ts";
import { routeTestBed } from "./route-test-bed.ts";
import { testBaseUrl } from "./services.ts";

/** Each role its own client address, so per-address limits (contact, newsletter) do not add up. */
export const clientIps: Record<Role, string> = {
  anonymous: "198.51.100.1",
  user: "198.51.100.2",
  other: "198.51.100.3",
  owner: "198.51.100.4",
  admin: "198.51.100.5",
};

type SignedInRole = Exclude<Role, "anonymous">;

export interface MatrixWorld {
  readonly services: AppServices;
  readonly app: AppRequestHandler;
  /** The same app as a production build with DEV_MAILBOX on. */
  readonly productionApp: AppRequestHandler;
  readonly fixtures: MatrixFixtures;
  /** The Cookie header of `role`: its session, or a new one of its own. */
  cookieOf(role: Role, ownSession: boolean): Promise<string | undefined>;
  resolvePath(path: MatrixCase["path"]): Promise<string>;
  /** The page at `path` as `role`'s browser gets it: its HTML when it answers 200, else null. */
  readPage(role: Role, path: string): Promise<string | null>;
}

/** Call at the top of a test file; read the world inside hooks and tests (from the file's `beforeAll` on). */
export function matrixWorld(): MatrixWorld {
  const bed = routeTestBed();
  let services: AppServices;
  let app: AppRequestHandler;
  let productionApp: AppRequestHandler;
  let fixtures: MatrixFixtures;
  const accounts = {} as Record<SignedInRole, { id: string; email: string; cookie: string }>;

  function postAuth(path: string, body: unknown): Promise<Response> {
    return services.auth.handler(
      new Request(`${testBaseUrl}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: testBaseUrl, [clientIpHeader]: "203.0.113.9" },
        body: JSON.stringify(body),
      }),
    );
  }

  /** A new session of `email` through better-auth: the Cookie header a browser would send. */
  async function signIn(email: string): Promise<string> {
    const response = await postAuth("/sign-in/email", { email, password });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
  }

  async function account(email: string, role: "user" | "admin" = "user") {
    // A name that is no word of the site's, so the pseudo-locale run cannot take one for the other.
    expect((await postAuth("/sign-up/email", { email, password, name: "Mireille" })).status).toBe(200);
    const [row] = await services.db
      .update(user)
      .set({ emailVerified: true, role })
      .where(eq(user.email, email))
      .returning({ id: user.id });
    return { id: row?.id ?? "", email, cookie: await signIn(email) };
  }

  async function insertListing(userId: string, overrides: Parameters<typeof listingFixture>[0] = {}) {
    const [row] = await services.db
      .insert(listings)
      .values(listingFixture({ userId, ...overrides }))
      .returning({ id: listings.id });
    if (!row) throw new Error("no listing");
    return row.id;
  }

  /** A draft of the owner with nothing typed yet (docs/product/selling.md, Draft). */
  async function ownerDraft() {
    const values = listingFormValues({});
    const saved = await saveListingDraft({
      db: services.db,
      userId: accounts.owner.id,
      draftId: null,
      tier: "graze",
      values,
    });
    return saved.draftId;
  }

  /** `user`'s question under a listing, stored as asked (no limit or mail in the way of the cells). */
  async function askedQuestion(listingId: string) {
    const [row] = await services.db
      .insert(listingQuestions)
      .values({ listingId, askerId: accounts.user.id, body: "Is the awning included?" })
      .returning({ id: listingQuestions.id });
    if (!row) throw new Error("no question");
    return row.id;
  }

  /** The two parties of the fixtures' sales: the owner sold, `user` bought. */
  const parties = () => ({ sellerId: accounts.owner.id, buyerId: accounts.user.id });

  async function openLocalCheckout() {
    return startCheckout({
      db: services.db,
      payments: services.payments,
      user: { id: accounts.owner.id, email: accounts.owner.email },
      kind: "builder",
      tier: "roamstead",
      baseUrl: testBaseUrl,
    });
  }

  beforeAll(async () => {
    // Both forms' places are known, so an allowed save is not refused on its location.
    services = {
      ...bed.services,
      geocoder: fakeGeocoder({
        "portland, or": { latitude: 45.5152, longitude: -122.6784 },
        "bend, or": { latitude: 44.0582, longitude: -121.3153 },
      }),
    };
    app = await createAppRequestHandler(services);
    productionApp = await createAppRequestHandler({
      ...services,
      env: { ...services.env, isProduction: true, DEV_MAILBOX: true },
    });
    accounts.user = await account("matrix-user@example.com");
    accounts.other = await account("matrix-other@example.com");
    accounts.owner = await account("matrix-owner@example.com");
    accounts.admin = await account("matrix-admin@example.com", "admin");
    const { db } = services;
    const signInEmail = "matrix-sign-in@example.com";
    await account(signInEmail);
    await insertListing(accounts.other.id);
    await createdBuilderProfile(db, accounts.other.id);

    const checkout = await openLocalCheckout();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#6a8" } })
      .png()
      .toBuffer();
    const [photo] = await db
      .insert(media)
      .values({
        ownerId: accounts.owner.id,
        kind: "image",
        contentType: "image/png",
        byteSize: png.length,
        width: 64,
        height: 48,
      })
      .returning({ id: media.id });
    if (!photo) throw new Error("no photo");
    for (const variant of (await makeWebpVariants(png)).variants) {
      await services.storage.put(mediaVariantKey(photo.id, variant.slot, "webp"), variant.bytes, "image/webp");
    }
    const blogSlug = "matrix-post";
    await db
      .insert(blogPosts)
      .values({ slug: blogSlug, title: "Matrix post", body: "Hello", authorId: accounts.admin.id });
    let emails = 0;
    const listing = await insertListing(accounts.owner.id);
    // Two more Mercedes-Benz listings without an account: the make earns its page (3 listings from 2 sellers,
    // found-and-shared.md, Landing pages) without giving any role's own pages a listing more.
    for (let more = 0; more < 2; more++) await insertListing(accounts.owner.id, { userId: null });
    const { conversationId } = await startConversation({
      db,
      baseUrl: testBaseUrl,
      notifyOutbox: () => {},
      buyerId: accounts.user.id,
      listingId: listing,
      message: "Is it still available?",
      senderIp: clientIps.user,
    });
    const privateListing = await insertListing(accounts.owner.id, { isActive: false });
    // Named with the accounts' name, which the pseudo-locale run knows as data.
    const document = (listingId: string) =>
      insertDocumentFixture({
        db,
        storage: services.storage,
        listingId,
        fileName: "Mireille.pdf",
        inspectorName: "Mireille",
      });
    fixtures = {
      listing,
      privateListing,
      builder: (await createdBuilderProfile(db, accounts.owner.id)).id,
      seller: accounts.owner.id,
      blogSlug,
      paymentSession: checkout.sessionId,
      providerSession: checkout.providerSessionId,
      photo: photo.id,
      document: await document(listing),
      privateDocument: await document(privateListing),
      conversation: conversationId,
      question: await askedQuestion(listing),
      sale: await insertSale(db, { ...parties(), state: "open" }),
      review: await insertPublicReview(db, parties()),
      draft: await ownerDraft(),
      inventoryImport: await insertImportFixture(db, accounts.owner.id, "Mireille.csv"),
      acceptedOffer: await insertOfferFixture(db, {
        listingId: await insertListing(accounts.owner.id, { isActive: false, soldAt: new Date() }),
        ...parties(),
      }),
      fresh: {
        listing: () => insertListing(accounts.owner.id),
        builder: async () => (await createdBuilderProfile(db, accounts.owner.id)).id,
        paymentSession: async () => (await openLocalCheckout()).sessionId,
        draft: ownerDraft,
        question: () => askedQuestion(listing),
        sale: () => insertSale(db, parties()),
        review: () => insertPublicReview(db, parties()),
        pendingListing: () => insertListing(accounts.owner.id, { salePendingUntil: new Date(Date.now() + 86_400_000) }),
        openOffer: async () =>
          insertOfferFixture(db, { listingId: await insertListing(accounts.owner.id), ...parties(), status: "open" }),
      },
      signInEmail,
      uniqueEmail: () => `matrix-${++emails}-${Date.now()}@example.com`,
      png,
    };
  });
  afterAll(async () => {
    await removeTestStorage(services?.storage);
  });

  async function cookieOf(role: Role, ownSession: boolean): Promise<string | undefined> {
    if (role === "anonymous") return undefined;
    return ownSession ? signIn(accounts[role].email) : accounts[role].cookie;
  }

  return {
    get services() {
      return services;
    },
    get app() {
      return app;
    },
    get productionApp() {
      return productionApp;
    },
    get fixtures() {
      return fixtures;
    },
    cookieOf,
    async resolvePath(path) {
      return typeof path === "function" ? path(fixtures) : path;
    },
    async readPage(role, path) {
      const cookie = await cookieOf(role, false);
      const headers: Record<string, string> = { [clientIpHeader]: clientIps[role] };
      if (cookie) headers.cookie = cookie;
      const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers }));
      if (response.status !== 200) {
        await response.body?.cancel();
        return null;
      }
      return response.text();
    },
  };
}

/** A GET case of the matrix that some roles are allowed: a page to read when its route renders one. */
export interface MatrixPage {
  routeId: string;
  testCase: MatrixCase;
  /** The roles allowed to read it, in the order of `roles`. */
  allowed: Role[];
}

/** Every GET case of the matrix with a role allowed (resource routes and redirects included: check `isPage`). */
export function matrixPages(): MatrixPage[] {
  return Object.entries(routeMatrix).flatMap(([routeId, row]) =>
    row.cases.flatMap((testCase) => {
      const allowed = roles.filter((role) => testCase.GET?.[role] === "allowed");
      return allowed.length > 0 ? [{ routeId, testCase, allowed }] : [];
    }),
  );
}

/** Whether `routeId` renders a page (resource routes have no component). */
export function isPage(app: AppRequestHandler, routeId: string): boolean {
  return typeof app.modules.get(routeId)?.default === "function";
}

export const caseName = (routeId: string, testCase: MatrixCase, method: string) =>
  `${method} ${routeId}${testCase.label ? ` (${testCase.label})` : ""}`;

/** `path` in French: under /fr (docs/product/languages.md, Addresses). */
export function frenchPath(path: string): string {
  return `/fr${path === "/" ? "" : path}`;
}
