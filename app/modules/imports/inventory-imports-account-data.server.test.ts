// An account's inventory imports in its data (docs/product/people-and-trust.md): the export holds them as the files
// had them, and deleting the account deletes them with the photos they still had to fetch.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inventoryImports, photoFetches } from "#app/db/schema.ts";
import { deleteAccount } from "#app/modules/accounts/delete-account.server.ts";
import { exportAccountData } from "#app/modules/accounts/export-account-data.server.ts";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { insertImportFixture } from "./testing/import-fixture.ts";

const bed = routeTestBed({ accounts: { seller: "imports-data@example.com" } });

describe("an account's inventory imports", () => {
  it("are in its data export, and go when it is deleted", async () => {
    const userId = bed.accounts.seller.id;
    const importId = await insertImportFixture(bed.db, userId, "stock.csv");
    await insertImportFixture(bed.db, userId, "more-stock.csv");
    const { draftId } = await saveListingDraft({
      db: bed.db,
      userId,
      draftId: null,
      tier: "graze",
      values: listingFormValues({}),
    });
    await bed.db
      .insert(photoFetches)
      .values({ userId, draftId, importId, rowNumber: 2, position: 0, url: "https://photos.example.com/1.jpg" });

    const exported = await exportAccountData({ db: bed.db, userId, baseUrl: testBaseUrl, names: {} });
    expect(exported.inventoryImports).toEqual([
      expect.objectContaining({
        fileName: "stock.csv",
        status: "checked",
        rows: [
          expect.objectContaining({ rowNumber: 2, outcome: "create" }),
          expect.objectContaining({ rowNumber: 3, outcome: "invalid", values: expect.objectContaining({ make: "" }) }),
        ],
      }),
      expect.objectContaining({ fileName: "more-stock.csv", rows: [expect.anything(), expect.anything()] }),
    ]);

    await deleteAccount({
      db: bed.db,
      auth: bed.services.auth,
      storage: bed.services.storage,
      userId,
      password: "correct horse battery",
      baseUrl: testBaseUrl,
    });
    expect(await bed.db.select().from(inventoryImports).where(eq(inventoryImports.userId, userId))).toEqual([]);
    expect(await bed.db.select().from(photoFetches).where(eq(photoFetches.userId, userId))).toEqual([]);
  });
});
