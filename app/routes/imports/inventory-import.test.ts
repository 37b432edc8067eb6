// The inventory import through the whole app (docs/product/open-platform.md, Inventory import), as a seller without
// JavaScript gets it: a 20-row file with two bad rows is checked (the dry run shows both with the form's messages and
// makes nothing), applied (18 drafts, none published, their photos fetched in order), applied again (nothing more);
// a second file updates by stock number; files that are not an import's are refused whole; another seller's import
// is a 404.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryImports, listingDrafts, listings, media, photoFetches } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { importColumns } from "#app/modules/imports/import-columns.ts";
import { importApplyQueue } from "#app/modules/imports/import-jobs.ts";
import { type PhotoServer, photoWidth, startPhotoServer } from "#app/modules/imports/testing/photo-server.ts";
import { runImportJobs } from "#app/modules/imports/testing/run-import-jobs.ts";
import { listingDraftMediaTarget, storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { listingLimits } from "#app/modules/listings/listing-form-rules.ts";
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
  services: {
    geocoder: fakeGeocoder({
      "portland, or": { latitude: 45.5152, longitude: -122.6784 },
      "bend, or": { latitude: 44.0582, longitude: -121.3153 },
    }),
  },
  accounts: { builder: "import-builder@example.com", other: "import-other@example.com" },
});

let photos: PhotoServer;
let services: AppServices;
let app: AppRequestHandler;

beforeAll(async () => {
  photos = await startPhotoServer();
  services = { ...bed.services, env: { ...bed.services.env, OUTBOUND_ALLOWED_HOSTS: [photos.host] } };
  app = await createAppRequestHandler(services);
});
afterAll(async () => {
  await photos?.close();
  await removeTestStorage(services?.storage);
});

/** A CSV of `rows` under `columns`, quoted where a cell needs it. */
function csvOf(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))]
    .map((cells) => cells.map(cell).join(","))
    .join("\r\n");
}

const columns = [
  "stock_number",
  "tier",
  "vehicle_type",
  "make",
  "model",
  "year",
  "price",
  "location",
  "description",
  "photo_urls",
];

/** Van n of the builder's stock, with photos 2n and 2n + 1 of the photo server. */
const van = (n: number): Record<string, string> => ({
  stock_number: `VAN-${100 + n}`,
  tier: "roam",
  vehicle_type: "van",
  make: "Ford",
  model: "Transit 148",
  year: "2021",
  price: "54,500",
  location: "Portland, OR",
  description: `Van ${n}: solar, "a heater", and a fixed bed.\nServiced in May.`,
  photo_urls: `${photos.origin}/photos/${2 * n}.jpg | ${photos.origin}/photos/${2 * n + 1}.jpg`,
});

/** Twenty vans, the 5th without a make and the 12th with a year no camper has. */
const twentyRows = () =>
  Array.from({ length: 20 }, (_, index) => {
    const row = van(index + 1);
    if (index === 4) row.make = "";
    if (index === 11) row.year = "1850";
    return row;
  });

async function upload(csv: string | Uint8Array<ArrayBuffer>, cookie: string, fileName = "inventory.csv") {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), fileName);
  return app.handle(
    new Request(`${testBaseUrl}/my-listings/import`, { method: "POST", body: form, headers: { cookie } }),
  );
}

/** Uploads a file that is checked: the import's page address. */
async function checked(csv: string, cookie = bed.accounts.builder.cookie): Promise<string> {
  const response = await upload(csv, cookie);
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/my-listings\/import\/[0-9a-f-]{36}$/);
  return location;
}

async function page(path: string, cookie = bed.accounts.builder.cookie) {
  const response = await app.handle(pageRequest(path, cookie));
  const html = await response.text();
  return { status: response.status, html, text: readableTexts(html).join("\n") };
}

const apply = (path: string, cookie = bed.accounts.builder.cookie) => app.handle(formRequest(path, {}, cookie));

const draftsOf = (userId: string) => bed.db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
const listingsOf = (userId: string) => bed.db.select().from(listings).where(eq(listings.userId, userId));
const importIdOf = (path: string) => path.split("/").at(-1) ?? "";

describe("the template", () => {
  it("is a UTF-8 CSV with a header of the import's columns and an example row", async () => {
    const response = await app.handle(pageRequest("/my-listings/import/template.csv"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const text = await response.text();
    const [header, example] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(importColumns.join(","));
    expect(example).toMatch(/^VAN-104,roam,van,/);
  });

  it("checks as a camper to create", async () => {
    const template = await (await app.handle(pageRequest("/my-listings/import/template.csv"))).text();
    const { text } = await page(await checked(template));
    expect(text).toContain("1 to create, 0 to update, 0 with errors");
  });
});

describe("a 20-row file with two bad rows", () => {
  let importPath = "";

  it("is checked by a dry run that shows both bad rows with the form's messages and makes nothing", async () => {
    const before = await draftsOf(bed.accounts.builder.id);
    importPath = await checked(csvOf(columns, twentyRows()));
    const { status, text } = await page(importPath);
    expect(status).toBe(200);
    expect(text).toContain("18 to create, 0 to update, 2 with errors");
    expect(text).toContain("Please fill in the Make field.");
    expect(text).toContain(`Please enter a year from 1900 to ${listingLimits.maxYear()}.`);
    expect(text).toContain("This is a dry run: nothing has been created or changed yet.");
    expect(text).toContain("Apply 18 rows");
    expect(await draftsOf(bed.accounts.builder.id)).toHaveLength(before.length);
    expect(sentJobs).toHaveLength(0);
  });

  it("is applied as 18 drafts, none published, with their photos fetched in order", async () => {
    expect((await apply(importPath)).status).toBe(303);
    const working = await page(importPath);
    expect(working.text).toContain("0 of 18 rows applied");
    expect(working.text).toContain("Still working: this page refreshes itself.");
    expect(working.html).toContain('<noscript><meta http-equiv="refresh" content="5"/></noscript>');
    await runImportJobs(services, sentJobs);

    const drafts = await draftsOf(bed.accounts.builder.id);
    const imported = drafts.filter((draft) => draft.stockNumber?.startsWith("VAN-"));
    expect(imported).toHaveLength(18);
    expect(imported.map((draft) => draft.stockNumber)).not.toContain("VAN-105");
    expect(imported.map((draft) => draft.stockNumber)).not.toContain("VAN-112");
    expect(await listingsOf(bed.accounts.builder.id)).toHaveLength(0);

    const third = imported.find((draft) => draft.stockNumber === "VAN-103");
    if (!third) throw new Error("no VAN-103 draft");
    const values = storedDraftValues(third.values);
    expect(third.tier).toBe("roam");
    expect(values.description).toBe('Van 3: solar, "a heater", and a fixed bed.\nServiced in May.');
    expect(values.price).toBe("54,500");
    expect(values.images).toHaveLength(2);
    const ids = values.images.map((url) => parseMediaImageUrl(url) ?? "");
    const stored = await Promise.all(
      ids.map(async (id) => (await bed.db.select().from(media).where(eq(media.id, id)))[0]),
    );
    expect(stored.map((photo) => photo?.width)).toEqual([photoWidth(6), photoWidth(7)]);
    expect(stored.map((photo) => photo?.attachedTo)).toEqual([
      listingDraftMediaTarget(third.id),
      listingDraftMediaTarget(third.id),
    ]);

    const { text, html } = await page(importPath);
    expect(text).toContain("18 of 18 rows applied");
    expect(text).toContain("36 of 36 photos fetched");
    expect(text).toContain("Applied");
    expect(text).toContain("Nothing is published by an import.");
    expect(html).toContain(`href="/submit-listing?draft=${third.id}"`);
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("does nothing more when applied again, or when the same file is imported again", async () => {
    const fetchesBefore = await bed.db.select().from(photoFetches);
    expect((await apply(importPath)).status).toBe(303);
    expect(sentJobs).toHaveLength(0);

    const again = await checked(csvOf(columns, twentyRows()));
    expect((await page(again)).text).toContain("0 to create, 0 to update, 18 with no change, 2 with errors");
    expect((await apply(again)).status).toBe(303);
    expect(sentJobs.filter((job) => job.name === importApplyQueue)).toHaveLength(1);
    await runImportJobs(services, sentJobs);
    expect((await draftsOf(bed.accounts.builder.id)).filter((draft) => draft.stockNumber)).toHaveLength(18);
    expect(await bed.db.select().from(photoFetches)).toHaveLength(fetchesBefore.length);
    expect((await page(again)).text).toContain("0 of 0 rows applied");
  });

  it("is shown in French at its French address, where a French check leads", async () => {
    const { text } = await page(`/fr${importPath}`);
    expect(text).toContain("18 à créer, 0 à mettre à jour, 2 en erreur");
    expect(text).toContain("Veuillez remplir le champ Marque.");
    const form = new FormData();
    form.append("file", new Blob([csvOf(columns, [van(60)])], { type: "text/csv" }), "fr.csv");
    const checkedInFrench = await app.handle(
      new Request(`${testBaseUrl}/fr/my-listings/import`, {
        method: "POST",
        body: form,
        headers: { cookie: bed.accounts.builder.cookie },
      }),
    );
    expect(checkedInFrench.headers.get("location")).toMatch(/^\/fr\/my-listings\/import\/[0-9a-f-]{36}$/);
  });

  it("is another seller's to neither see nor apply", async () => {
    const other = bed.accounts.other.cookie;
    const seen = await page(importPath, other);
    expect(seen.status).toBe(404);
    expect(seen.text).toContain("This import does not exist.");
    const fresh = await checked(csvOf(columns, [van(40)]));
    expect((await apply(fresh, other)).status).toBe(404);
    const [stillChecked] = await bed.db
      .select({ status: inventoryImports.status })
      .from(inventoryImports)
      .where(eq(inventoryImports.id, importIdOf(fresh)));
    expect(stillChecked?.status).toBe("checked");
    expect(sentJobs).toHaveLength(0);
    expect((await page("/my-listings/import", other)).text).not.toContain("inventory.csv");
  });
});

describe("a second file", () => {
  it("updates drafts and listings by stock number, leaving what it does not name as it was", async () => {
    const builder = bed.accounts.builder.id;
    const listingId = await insertListingFixture(bed.db, {
      userId: builder,
      stockNumber: "RIG-7",
      tier: "roam",
      description: "A rig already listed.",
    });
    const csv = csvOf(
      ["stock_number", "price"],
      [
        { stock_number: "VAN-101", price: "49,900" },
        { stock_number: "VAN-102", price: "54,500" },
        { stock_number: "RIG-7", price: "61000" },
      ],
    );
    const path = await checked(csv);
    expect((await page(path)).text).toContain("0 to create, 2 to update, 1 with no change, 0 with errors");
    await apply(path);
    await runImportJobs(services, sentJobs);

    const [draft] = await bed.db
      .select()
      .from(listingDrafts)
      .where(and(eq(listingDrafts.userId, builder), eq(listingDrafts.stockNumber, "VAN-101")));
    const values = storedDraftValues(draft?.values ?? {});
    expect(values.price).toBe("49,900");
    expect(values.make).toBe("Ford");
    expect(values.images).toHaveLength(2);
    const [listing] = await bed.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing?.askingPriceCents).toBe(6_100_000);
    expect(listing?.description).toBe("A rig already listed.");
    expect(listing?.tier).toBe("roam");
    const { html } = await page(path);
    expect(html).toContain(`href="/listing/${listingId}"`);
  });

  it("refuses a listing's tier other than the one it was paid for, and a sold listing", async () => {
    const builder = bed.accounts.builder.id;
    await insertListingFixture(bed.db, { userId: builder, stockNumber: "SOLD-1", soldAt: new Date(), isActive: false });
    const csv = csvOf(
      ["stock_number", "tier", "price"],
      [
        { stock_number: "RIG-7", tier: "stampede", price: "61000" },
        { stock_number: "SOLD-1", tier: "", price: "1000" },
      ],
    );
    const { text } = await page(await checked(csv));
    expect(text).toContain("0 to create, 0 to update, 2 with errors");
    expect(text).toContain("A published listing keeps the tier it was paid for");
    expect(text).toContain("This listing is sold and can no longer be changed.");
  });

  it("marks repeated stock numbers in one file as errors", async () => {
    const { text } = await page(await checked(csvOf(columns, [van(50), van(50), van(51)])));
    expect(text).toContain("1 to create, 0 to update, 2 with errors");
    expect(text).toContain("Another row of this file has the same stock number.");
  });
});

describe("a file that is not an import's", () => {
  const refusal = async (csv: string | Uint8Array<ArrayBuffer>) => {
    const before = await bed.db.select().from(inventoryImports);
    const response = await upload(csv, bed.accounts.builder.cookie);
    const html = await response.text();
    expect(await bed.db.select().from(inventoryImports)).toHaveLength(before.length);
    return { status: response.status, text: readableTexts(html).join("\n") };
  };

  it("is refused whole over 1,000 rows, and nothing is stored", async () => {
    const rows = Array.from({ length: 1001 }, (_, index) => ({ ...van(index), photo_urls: "" }));
    const { status, text } = await refusal(csvOf(columns, rows));
    expect(status).toBe(400);
    expect(text).toContain("The file has 1,001 rows; an import takes at most 1,000.");
  });

  it("is refused over 10 MB before it is read whole", async () => {
    const { status, text } = await refusal(`stock_number,description\r\nA1,${"x".repeat(10 * 1024 * 1024)}\r\n`);
    expect(status).toBe(413);
    expect(text).toContain("The file is over 10 MB. Split it and import each part.");
  });

  it("is refused when it is not UTF-8, names unknown columns or has no stock numbers", async () => {
    const latin1 = Uint8Array.from([...Buffer.from("stock_number,location\r\nA1,Montr"), 0xe9, ...Buffer.from("al")]);
    expect((await refusal(latin1)).text).toContain("The file is not UTF-8 text.");
    const unknown = await refusal("stock_number,colour,wheels\r\nA1,red,4\r\n");
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("The file has columns an import does not read: colour, wheels.");
    expect((await refusal("make,model\r\nFord,Transit\r\n")).text).toContain("The file has no stock_number column");
    expect((await refusal('stock_number,make\r\nA1,"Ford\r\n')).text).toContain("is never closed");
  });

  it("is taken with a byte order mark, semicolons and blank lines", async () => {
    const csv = `\uFEFFstock_number;tier;vehicle_type;make;model;year;price;location;description\r\n\r\nSEMI-1;graze;van;Ford;Transit;2018;30000;Bend, OR;Solar.\r\n`;
    const { text } = await page(await checked(csv));
    expect(text).toContain("1 to create, 0 to update, 0 with errors");
    expect(text).toContain("SEMI-1");
  });
});

describe("signed out", () => {
  it("is sent to sign in, and cannot post a file", async () => {
    const response = await app.handle(pageRequest("/my-listings/import"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/sign-in-camper");
    const before = await bed.db.select().from(inventoryImports);
    const posted = await upload("stock_number\r\nA1\r\n", "");
    expect(posted.headers.get("location")).toContain("/sign-in-camper");
    expect(await bed.db.select().from(inventoryImports)).toHaveLength(before.length);
  });
});
