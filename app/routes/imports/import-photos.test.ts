// An import's photos by address (docs/product/open-platform.md, Inventory import; ADR 078): fetched by a background
// job through the outbound guard, from a local server the tests allow (OUTBOUND_ALLOWED_HOSTS), while loopback,
// private, metadata and IPv6 loopback addresses — named or reached by a redirect — are refused and the row says so;
// too big, not an image and a 404 fail with their words; an address named twice is fetched once; past the account's
// daily budget a photo fails unasked; a listing takes new photos only once all are in; a draft waiting for its photos
// is not paid for; a photo's last try fails it whatever went wrong.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingDrafts, listings, media, photoFetches } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { fetchImportPhoto, PhotoFetchAgain } from "#app/modules/imports/fetch-import-photo.server.ts";
import { type PhotoServer, photoWidth, startPhotoServer } from "#app/modules/imports/testing/photo-server.ts";
import { runImportJobs } from "#app/modules/imports/testing/run-import-jobs.ts";
import { storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { payForListingDraft } from "#app/modules/listings/pay-for-listing-draft.server.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { parseMediaImageUrl } from "#app/modules/media/media-urls.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { readableTexts } from "#app/test/readable-text.ts";
import { formRequest, pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { SentJob } from "#app/test/services.ts";
import { testBaseUrl } from "#app/test/services.ts";

const sentJobs: SentJob[] = [];
const bed = routeTestBed({
  sentJobs,
  services: { geocoder: fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } }) },
  accounts: {
    seller: "import-photos@example.com",
    manyPhotos: "import-many-photos@example.com",
    manyBytes: "import-many-bytes@example.com",
  },
});

let photos: PhotoServer;
/** A local server the import is NOT allowed to reach: it must never see a request. */
let forbidden: { origin: string; requests: number; close(): void };
let services: AppServices;
let app: AppRequestHandler;

beforeAll(async () => {
  photos = await startPhotoServer();
  let requests = 0;
  const server = createServer((_request, response) => {
    requests++;
    response.end("private");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  forbidden = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests;
    },
    close: () => server.close(),
  };
  services = { ...bed.services, env: { ...bed.services.env, OUTBOUND_ALLOWED_HOSTS: [photos.host] } };
  app = await createAppRequestHandler(services);
});
afterAll(async () => {
  await photos?.close();
  forbidden?.close();
  await removeTestStorage(services?.storage);
});

const header = "stock_number,tier,vehicle_type,make,model,year,price,location,description,photo_urls";
const row = (stockNumber: string, photoUrls: string[], tier = "stampede") =>
  `${stockNumber},${tier},van,Ford,Transit,2020,40000,"Bend, OR",A van.,${photoUrls.join(" ")}`;

/** Checks and applies `csv` (the seller's, unless another account's), runs the jobs; the import page's readable text. */
async function imported(
  csv: string,
  account: "seller" | "manyPhotos" | "manyBytes" = "seller",
): Promise<{ path: string; text: () => Promise<string> }> {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "photos.csv");
  const { cookie } = bed.accounts[account];
  const checked = await app.handle(
    new Request(`${testBaseUrl}/my-listings/import`, { method: "POST", body: form, headers: { cookie } }),
  );
  const path = checked.headers.get("location") ?? "";
  expect((await app.handle(formRequest(path, {}, cookie))).status).toBe(303);
  return {
    path,
    async text() {
      await runImportJobs(services, sentJobs);
      const response = await app.handle(pageRequest(path, cookie));
      return readableTexts(await response.text()).join("\n");
    },
  };
}

async function draftOf(stockNumber: string) {
  const [draft] = await bed.db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.userId, bed.accounts.seller.id), eq(listingDrafts.stockNumber, stockNumber)));
  if (!draft) throw new Error(`no draft ${stockNumber}`);
  return draft;
}

async function widthsOf(images: readonly string[]) {
  const widths = [];
  for (const url of images) {
    const [photo] = await bed.db
      .select({ width: media.width })
      .from(media)
      .where(eq(media.id, parseMediaImageUrl(url) ?? ""));
    widths.push(photo?.width);
  }
  return widths;
}

const redirectTo = (address: string) => `${photos.origin}/redirect?to=${encodeURIComponent(address)}`;

describe("photo addresses the guard refuses", () => {
  it("are never reached, directly or by a redirect, and the row says which", async () => {
    const refused = [
      `${forbidden.origin}/photo.jpg`,
      "http://10.0.0.1/photo.jpg",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/photo.jpg",
      redirectTo("http://169.254.169.254/latest/meta-data/"),
      redirectTo(`${forbidden.origin}/photo.jpg`),
      redirectTo("http://[::1]/photo.jpg"),
      redirectTo("http://10.0.0.1/photo.jpg"),
    ];
    const run = await imported(`${header}\r\n${row("GUARD-1", [...refused, `${photos.origin}/photos/9.jpg`])}\r\n`);
    const text = await run.text();
    for (let position = 1; position <= refused.length; position++) {
      expect(text).toContain(`Photo ${position}: refused address`);
    }
    expect(text).toContain("1 of 9 photos fetched");
    expect(forbidden.requests).toBe(0);
    const values = storedDraftValues((await draftOf("GUARD-1")).values);
    expect(await widthsOf(values.images)).toEqual([photoWidth(9)]);
  });
});

describe("photos that are not what the import takes", () => {
  it("fail with their words: too big, not an image, an error page; the rest are kept in order", async () => {
    const urls = ["big.jpg", "page.html", "fake.jpg", "missing.jpg", "photos/3.jpg", "photos/1.jpg"].map(
      (path) => `${photos.origin}/${path}`,
    );
    const text = await (await imported(`${header}\r\n${row("LIMITS-1", urls)}\r\n`)).text();
    expect(text).toContain("Photo 1: the photo is over 15 MB");
    expect(text).toContain("Photo 2: the address did not answer an image");
    expect(text).toContain("Photo 3: the address did not answer an image");
    expect(text).toContain("Photo 4: the address answered with an error");
    expect(text).toContain("2 of 6 photos fetched");
    const values = storedDraftValues((await draftOf("LIMITS-1")).values);
    expect(await widthsOf(values.images)).toEqual([photoWidth(3), photoWidth(1)]);
  });

  it("are counted against the tier before anything is fetched", async () => {
    const eleven = Array.from({ length: 11 }, (_, n) => `${photos.origin}/photos/${n}.jpg`);
    const form = new FormData();
    form.append("file", new Blob([`${header}\r\n${row("MANY-1", eleven, "graze")}\r\n`]), "many.csv");
    const response = await app.handle(
      new Request(`${testBaseUrl}/my-listings/import`, {
        method: "POST",
        body: form,
        headers: { cookie: bed.accounts.seller.cookie },
      }),
    );
    const page = await app.handle(pageRequest(response.headers.get("location") ?? "", bed.accounts.seller.cookie));
    const text = readableTexts(await page.text()).join("\n");
    expect(text).toContain("0 to create, 0 to update, 1 with errors");
    expect(text).toContain("More photos than the tier takes: graze takes up to 10, roam 30 and stampede 50.");
  });
});

describe("an address a row names twice", () => {
  it("is fetched once, the photo at its first place", async () => {
    const urls = ["photos/7.jpg", "photos/8.jpg", "photos/7.jpg"].map((path) => `${photos.origin}/${path}`);
    const asked = photos.requests.length;
    const text = await (await imported(`${header}\r\n${row("TWICE-1", urls)}\r\n`)).text();
    expect(photos.requests.slice(asked)).toEqual(["/photos/7.jpg", "/photos/8.jpg"]);
    expect(text).toContain("2 of 2 photos fetched");
    const values = storedDraftValues((await draftOf("TWICE-1")).values);
    expect(await widthsOf(values.images)).toEqual([photoWidth(7), photoWidth(8)]);
  });
});

describe("an account's daily photo budget", () => {
  /** Photos the account's imports asked for within the last day, as the budget counts them. */
  async function alreadyFetched(account: "manyPhotos" | "manyBytes", photoCount: number, bytesEach: number) {
    const userId = bed.accounts[account].id;
    const { draftId } = await saveListingDraft({
      db: bed.db,
      userId,
      draftId: null,
      tier: "graze",
      values: listingFormValues({}),
    });
    const triedAt = new Date(Date.now() - 60 * 60 * 1000);
    await bed.db.insert(photoFetches).values(
      Array.from({ length: photoCount }, (_, position) => ({
        userId,
        draftId,
        position,
        url: `https://photos.example.com/earlier/${position}.jpg`,
        status: "fetched" as const,
        attempts: 1,
        triedAt,
        receivedBytes: bytesEach,
        finishedAt: triedAt,
      })),
    );
  }
  const overBudget =
    "Photo 1: over the limit of 2,000 photos (10 GB) an account may fetch in 24 hours: import this row again later";

  it("stops at 2,000 photos a day: the next fails at once, its address never asked", async () => {
    await alreadyFetched("manyPhotos", 2_000, 100_000);
    const asked = photos.requests.length;
    const text = await (
      await imported(`${header}\r\n${row("BUDGET-1", [`${photos.origin}/photos/11.jpg`])}\r\n`, "manyPhotos")
    ).text();
    expect(text).toContain(overBudget);
    expect(text).toContain("0 of 1 photos fetched");
    expect(photos.requests.slice(asked)).toEqual([]);
  });

  it("stops at 10 GB a day, however few the photos", async () => {
    await alreadyFetched("manyBytes", 700, 15 * 1024 * 1024);
    const text = await (
      await imported(`${header}\r\n${row("BUDGET-2", [`${photos.origin}/photos/12.jpg`])}\r\n`, "manyBytes")
    ).text();
    expect(text).toContain(overBudget);
  });

  it("counts what each address sent: a photo fetched under the budget is counted with its bytes", async () => {
    await imported(`${header}\r\n${row("BUDGET-3", [`${photos.origin}/photos/13.jpg`])}\r\n`).then((run) => run.text());
    const [fetched] = await bed.db
      .select()
      .from(photoFetches)
      .where(eq(photoFetches.draftId, (await draftOf("BUDGET-3")).id));
    expect(fetched?.triedAt).not.toBeNull();
    expect(fetched?.receivedBytes).toBeGreaterThan(0);
  });
});

describe("a listing's photos", () => {
  it("are replaced only once every photo of the row is fetched, never by half a set", async () => {
    const seller = bed.accounts.seller.id;
    const listed = (stockNumber: string) =>
      insertListingFixture(bed.db, { userId: seller, stockNumber, location: "Bend, OR", description: "A listed van." });
    const [whole, half] = [await listed("LIST-1"), await listed("LIST-2")];
    const csv = [
      "stock_number,photo_urls",
      `LIST-1,${photos.origin}/photos/4.jpg ${photos.origin}/photos/5.jpg`,
      `LIST-2,${photos.origin}/photos/6.jpg ${photos.origin}/missing.jpg`,
    ].join("\r\n");
    const text = await (await imported(csv)).text();
    expect(text).toContain("2 of 2 rows applied");
    const imagesOf = async (id: string) =>
      (await bed.db.select({ images: listings.images }).from(listings).where(eq(listings.id, id)))[0]?.images ?? [];
    expect(await widthsOf(await imagesOf(whole))).toEqual([photoWidth(4), photoWidth(5)]);
    expect(await imagesOf(half)).toEqual([]);
    expect(text).toContain("The listing keeps its photos");
  });
});

describe("a draft whose photos are on their way", () => {
  it("is not paid for until they are in", async () => {
    const run = await imported(`${header}\r\n${row("WAIT-1", [`${photos.origin}/photos/2.jpg`])}\r\n`);
    // The rows are written; the photo's job has not run yet.
    const applyJobs = sentJobs.splice(0, 1);
    await runImportJobs(services, applyJobs);
    const draft = await draftOf("WAIT-1");
    const pay = () =>
      payForListingDraft({
        db: bed.db,
        payments: services.payments,
        geocoder: services.geocoder,
        user: { id: bed.accounts.seller.id, email: bed.accounts.seller.email },
        draftId: draft.id,
        baseUrl: testBaseUrl,
      });
    const refusal = await pay().catch((error: unknown) => error);
    expect(isAppError(refusal, "conflict") && refusal.message).toBe("listings.draft.photosComing");
    await run.text();
    expect((await pay()).redirectUrl).toMatch(/^\/checkout\/local\//);
  });
});

describe("the photo job", () => {
  it("tries an address that did not answer three times in all, and a refused one once", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const draftId = (await draftOf("WAIT-1")).id;
    const [unreachable, refused] = await bed.db
      .insert(photoFetches)
      .values([
        { userId: bed.accounts.seller.id, draftId, position: 0, url: `http://127.0.0.1:${port}/photo.jpg` },
        { userId: bed.accounts.seller.id, draftId, position: 1, url: "http://169.254.169.254/" },
      ])
      .returning();
    const fetch = (fetchId: string) =>
      fetchImportPhoto({
        db: bed.db,
        storage: services.storage,
        jobs: services.jobs,
        geocoder: services.geocoder,
        logger: services.logger,
        baseUrl: testBaseUrl,
        allowedHosts: [`127.0.0.1:${port}`],
        fetchId,
      });
    if (!unreachable || !refused) throw new Error("no fetches");
    await expect(fetch(unreachable.id)).rejects.toBeInstanceOf(PhotoFetchAgain);
    await expect(fetch(unreachable.id)).rejects.toBeInstanceOf(PhotoFetchAgain);
    expect(await fetch(unreachable.id)).toBe("failed");
    expect(await fetch(refused.id)).toBe("failed");
    const stored = await bed.db.select().from(photoFetches).where(eq(photoFetches.draftId, draftId));
    const byId = new Map(stored.map((fetched) => [fetched.id, fetched]));
    expect(byId.get(unreachable.id)).toMatchObject({ attempts: 3, failure: "imports.photo.unreachable" });
    expect(byId.get(refused.id)).toMatchObject({ attempts: 1, failure: "imports.photo.refused" });
  });

  it("fails a photo on its last try whatever went wrong, so the import settles and the row says so", async () => {
    const run = await imported(`${header}\r\n${row("BROKEN-1", [`${photos.origin}/photos/14.jpg`])}\r\n`);
    await runImportJobs(services, sentJobs.splice(0, 1));
    const [waiting] = await bed.db
      .select()
      .from(photoFetches)
      .where(eq(photoFetches.draftId, (await draftOf("BROKEN-1")).id));
    if (!waiting) throw new Error("no photo queued");
    sentJobs.length = 0;
    const brokenStorage = {
      ...services.storage,
      put: () => Promise.reject(new Error("the disk is full")),
    };
    const fetch = () =>
      fetchImportPhoto({
        db: bed.db,
        storage: brokenStorage,
        jobs: services.jobs,
        geocoder: services.geocoder,
        logger: services.logger,
        baseUrl: testBaseUrl,
        allowedHosts: [photos.host],
        fetchId: waiting.id,
      });
    await expect(fetch()).rejects.toThrow("the disk is full");
    await expect(fetch()).rejects.toThrow("the disk is full");
    expect(await fetch()).toBe("failed");
    const text = await run.text();
    expect(text).toContain("Photo 1: the photo could not be fetched");
    expect(text).toContain("Applied");
  });
});
