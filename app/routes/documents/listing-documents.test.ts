// Attaching, listing, downloading and deleting a listing's PDFs through the whole app, as a browser without
// JavaScript posts them (docs/product/listing-documents.md): a file is a PDF by its content, at most 20 MB; its
// download never renders on our origin; only the owner (or an administrator) manages them; last_inspected_on follows.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingDocuments, listings } from "#app/db/schema.ts";
import { documentKey } from "#app/modules/documents/document-storage.ts";
import { insertDocumentFixture, testPdf } from "#app/modules/documents/testing/document-fixtures.ts";
import { deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import { documentByteLimit } from "#app/modules/media/media-limits.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import type { TestAccount } from "#app/test/accounts.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { english } from "#app/test/translator.tsx";

const bed = routeTestBed({
  accounts: {
    owner: "documents-owner@example.com",
    stranger: "documents-stranger@example.com",
    admin: { email: "documents-admin@example.com", role: "admin" },
  },
});
let app: AppRequestHandler;
beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
});
afterAll(() => removeTestStorage(bed.services?.storage));

/** What the seller's browser sends for the upload form, fields in the form's order. */
interface Upload {
  kind?: string;
  bytes: Uint8Array;
  name?: string;
  inspectorName?: string;
  inspectionCompany?: string;
  datedOn?: string;
}

function uploadRequest(listingId: string, upload: Upload, account?: TestAccount): Request {
  const form = new FormData();
  form.append("kind", upload.kind ?? "inspection_report");
  form.append(
    "file",
    new Blob([new Uint8Array(upload.bytes)], { type: "application/pdf" }),
    upload.name ?? "report.pdf",
  );
  form.append("inspectorName", upload.inspectorName ?? "");
  form.append("inspectionCompany", upload.inspectionCompany ?? "");
  form.append("datedOn", upload.datedOn ?? "");
  return new Request(`${testBaseUrl}/listing-documents/${listingId}`, {
    method: "POST",
    body: form,
    headers: account ? { cookie: account.cookie } : {},
  });
}

function deleteRequest(listingId: string, documentId: string, account: TestAccount): Request {
  return new Request(`${testBaseUrl}/listing-documents/${listingId}`, {
    method: "POST",
    body: new URLSearchParams({ documentId }),
    headers: { cookie: account.cookie, "content-type": "application/x-www-form-urlencoded" },
  });
}

async function send(request: Request) {
  const response = await app.handle(request);
  return { status: response.status, location: response.headers.get("location"), headers: response.headers, response };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const ownListing = () => insertListingFixture(bed.db, { userId: bed.accounts.owner.id });
const documentsOf = (listingId: string) =>
  bed.db.select().from(listingDocuments).where(eq(listingDocuments.listingId, listingId));
async function lastInspectedOn(listingId: string) {
  const [row] = await bed.db.select({ day: listings.lastInspectedOn }).from(listings).where(eq(listings.id, listingId));
  return row?.day ?? null;
}
/** The page's HTML after a refused post: its words, apostrophes as typed. */
const pageText = async (response: Response) => (await response.text()).replace(/&#x27;|&#39;/g, "'");

describe("attaching a PDF", () => {
  it("stores a real PDF, records what it is and keeps last_inspected_on, then downloads it as an attachment", async () => {
    const listingId = await ownListing();
    const bytes = await testPdf("A real inspection");
    const attached = await send(
      uploadRequest(
        listingId,
        {
          bytes,
          name: "Rapport d’inspection.pdf",
          inspectorName: "Dana Whitfield",
          inspectionCompany: "Mobile RV Inspections NW",
          datedOn: daysAgo(30),
        },
        bed.accounts.owner,
      ),
    );
    expect(attached.status).toBe(303);
    expect(attached.location).toBe(`/listing-documents/${listingId}?done=added`);
    const [document] = await documentsOf(listingId);
    expect(document).toMatchObject({
      kind: "inspection_report",
      fileName: "Rapport d’inspection.pdf",
      byteSize: bytes.length,
      inspectorName: "Dana Whitfield",
      inspectionCompany: "Mobile RV Inspections NW",
      datedOn: daysAgo(30),
    });
    expect(await lastInspectedOn(listingId)).toBe(daysAgo(30));
    expect(await bed.services.storage.stat(documentKey(document?.id ?? ""))).toEqual({ size: bytes.length });

    const page = await send(
      new Request(`${testBaseUrl}/listing-documents/${listingId}?done=added`, {
        headers: { cookie: bed.accounts.owner.cookie },
      }),
    );
    const html = await pageText(page.response);
    expect(html).toContain(english("documents.manage.added"));
    expect(html).toContain("Inspected by Dana Whitfield, Mobile RV Inspections NW");

    // A visitor downloads it: a PDF as an attachment under the seller's name, never shown or run on our origin.
    const download = await send(new Request(`${testBaseUrl}/documents/${document?.id}`));
    expect(download.status).toBe(200);
    expect(Object.fromEntries(download.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Rapport d_inspection.pdf"; filename*=UTF-8''Rapport%20d%E2%80%99inspection.pdf`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "public, max-age=300",
      "content-length": String(bytes.length),
    });
    expect(Buffer.from(await download.response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses an HTML page or a script named .pdf, with the field's message", async () => {
    const listingId = await ownListing();
    for (const fake of [
      "<!doctype html><html><body><script>fetch('/api/auth/session')</script></body></html>",
      "#!/bin/sh\nrm -rf ~\n",
    ]) {
      const refused = await send(
        uploadRequest(
          listingId,
          { bytes: Buffer.from(fake), kind: "wiring_diagram", name: "wiring.pdf" },
          bed.accounts.owner,
        ),
      );
      expect(refused.status).toBe(400);
      expect(await pageText(refused.response)).toContain(english("documents.upload.notPdf"));
    }
    expect(await documentsOf(listingId)).toEqual([]);
  });

  it("refuses a PDF over 20 MB with a 413 and says so", async () => {
    const listingId = await ownListing();
    const oversize = Buffer.alloc(documentByteLimit + 1, 0x20);
    oversize.write("%PDF-1.7\n", 0, "latin1");
    const refused = await send(uploadRequest(listingId, { bytes: oversize, datedOn: daysAgo(3) }, bed.accounts.owner));
    expect(refused.status).toBe(413);
    expect(await pageText(refused.response)).toContain(english("documents.upload.tooLarge"));
    expect(await documentsOf(listingId)).toEqual([]);
  });

  it("asks an inspection report for its inspector and a date that is not in the future", async () => {
    const listingId = await ownListing();
    const bytes = await testPdf("No inspector");
    const missing = await send(uploadRequest(listingId, { bytes }, bed.accounts.owner));
    expect(missing.status).toBe(400);
    const html = await pageText(missing.response);
    expect(html).toContain(english("documents.upload.inspectorRequired"));
    expect(html).toContain(english("documents.upload.dateRequired"));
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const later = await send(
      uploadRequest(listingId, { bytes, inspectorName: "Dana Whitfield", datedOn: future }, bed.accounts.owner),
    );
    expect(later.status).toBe(400);
    expect(await pageText(later.response)).toContain(english("documents.upload.dateInFuture"));
    // A wiring diagram needs neither.
    const wiring = await send(uploadRequest(listingId, { bytes, kind: "wiring_diagram" }, bed.accounts.owner));
    expect(wiring.status).toBe(303);
    expect(await lastInspectedOn(listingId)).toBeNull();
  });

  it("refuses the same PDF twice on one listing, and a password-protected one", async () => {
    const listingId = await ownListing();
    const bytes = await testPdf("Twice");
    const upload = { bytes, kind: "gas_certificate" };
    expect((await send(uploadRequest(listingId, upload, bed.accounts.owner))).status).toBe(303);
    const again = await send(uploadRequest(listingId, upload, bed.accounts.owner));
    expect(again.status).toBe(409);
    expect(await pageText(again.response)).toContain(english("documents.upload.duplicate"));
    expect(await documentsOf(listingId)).toHaveLength(1);
  });

  it("refuses other users before reading the file, and asks a visitor to sign in", async () => {
    const listingId = await ownListing();
    const upload = { bytes: await testPdf("Not theirs"), inspectorName: "Someone", datedOn: daysAgo(1) };
    const stranger = await send(uploadRequest(listingId, upload, bed.accounts.stranger));
    expect(stranger.status).toBe(403);
    expect(await pageText(stranger.response)).toContain(english("documents.manage.forbidden"));
    const visitor = await send(uploadRequest(listingId, upload));
    expect(visitor.location).toMatch(/^\/sign-in-camper\?redirect=/);
    const page = await send(
      new Request(`${testBaseUrl}/listing-documents/${listingId}`, {
        headers: { cookie: bed.accounts.stranger.cookie },
      }),
    );
    expect(page.status).toBe(403);
    expect(await documentsOf(listingId)).toEqual([]);
    // An administrator may, as for every change of a listing.
    expect((await send(uploadRequest(listingId, upload, bed.accounts.admin))).status).toBe(303);
  });
});

describe("deleting documents", () => {
  it("keeps last_inspected_on at the latest inspection left, then null, and removes the files", async () => {
    const listingId = await ownListing();
    const { db, storage } = bed.services;
    const older = await insertDocumentFixture({ db, storage, listingId, datedOn: daysAgo(200) });
    const newer = await insertDocumentFixture({ db, storage, listingId, datedOn: daysAgo(10) });
    expect(await lastInspectedOn(listingId)).toBe(daysAgo(10));

    expect((await send(deleteRequest(listingId, newer, bed.accounts.stranger))).status).toBe(403);
    const deleted = await send(deleteRequest(listingId, newer, bed.accounts.owner));
    expect(deleted.location).toBe(`/listing-documents/${listingId}?done=deleted`);
    expect(await lastInspectedOn(listingId)).toBe(daysAgo(200));
    expect(await storage.stat(documentKey(newer))).toBeNull();
    await send(deleteRequest(listingId, older, bed.accounts.owner));
    expect(await lastInspectedOn(listingId)).toBeNull();
    expect(await documentsOf(listingId)).toEqual([]);
  });

  it("deletes a listing's documents' files with the listing", async () => {
    const listingId = await ownListing();
    const { db, storage } = bed.services;
    const document = await insertDocumentFixture({ db, storage, listingId });
    expect(await storage.stat(documentKey(document))).not.toBeNull();
    await deleteListing({
      baseUrl: "http://localhost:3000",
      db,
      storage,
      listingId,
      actor: { ...bed.accounts.owner, role: "user" },
    });
    expect(await storage.stat(documentKey(document))).toBeNull();
    expect(await bed.db.select().from(listingDocuments).where(eq(listingDocuments.id, document))).toEqual([]);
  });
});

describe("downloading", () => {
  it("serves a listing's documents that is not public to its owner and administrators only, never cached", async () => {
    const listingId = await insertListingFixture(bed.db, { userId: bed.accounts.owner.id, isActive: false });
    const { db, storage } = bed.services;
    const document = await insertDocumentFixture({ db, storage, listingId });
    const as = (account?: TestAccount) =>
      send(new Request(`${testBaseUrl}/documents/${document}`, { headers: account ? { cookie: account.cookie } : {} }));
    expect((await as()).status).toBe(404);
    expect((await as(bed.accounts.stranger)).status).toBe(404);
    const owner = await as(bed.accounts.owner);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(owner.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await as(bed.accounts.admin)).status).toBe(200);
    expect((await send(new Request(`${testBaseUrl}/documents/not-an-id`))).status).toBe(404);
  });
});
