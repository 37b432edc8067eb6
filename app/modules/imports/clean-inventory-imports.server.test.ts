// What an import keeps, and for how long (docs/decisions/076-inventory-import.md): a file checked more than 30 days ago
// and never applied goes with its rows; a finished photo fetch older than 30 days goes once a later set replaced it,
// its photo staying with the draft; what is applied, recent, still waiting or a camper's latest set stays.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryImportRows, inventoryImports, listingDrafts, photoFetches } from "#app/db/schema.ts";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { cleanInventoryImports } from "./clean-inventory-imports.server.ts";
import { insertImportFixture } from "./testing/import-fixture.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);

describe("the import clean-up", () => {
  it("deletes imports checked over 30 days ago and never applied, and finished fetches a later set replaced", async () => {
    const db = database.db;
    const userId = await insertUser(db, `cleanup-${crypto.randomUUID()}@example.com`);
    const importAged = async (status: "checked" | "applied", days: number) => {
      const id = await insertImportFixture(db, userId);
      await db
        .update(inventoryImports)
        .set({ status, createdAt: daysAgo(days) })
        .where(eq(inventoryImports.id, id));
      return id;
    };
    const [forgotten, recent, applied] = [
      await importAged("checked", 31),
      await importAged("checked", 29),
      await importAged("applied", 60),
    ];

    const newDraft = async () =>
      (await saveListingDraft({ db, userId, draftId: null, tier: "roam", values: listingFormValues({}) })).draftId;
    const [draftId, otherDraftId] = [await newDraft(), await newDraft()];
    const fetch = (set: string, days: number, status: "fetched" | "failed" | "waiting", draft = draftId) => ({
      userId,
      draftId: draft,
      importId: applied,
      rowNumber: 2,
      position: 0,
      url: `https://photos.example.com/${set}.jpg`,
      status,
      createdAt: daysAgo(days),
      finishedAt: status === "waiting" ? null : daysAgo(days),
    });
    const inserted = await db
      .insert(photoFetches)
      .values([
        fetch("replaced", 50, "fetched"),
        fetch("replaced-failed", 45, "failed"),
        fetch("latest", 40, "fetched"),
        fetch("still-waiting", 50, "waiting", otherDraftId),
        fetch("other-latest", 20, "fetched", otherDraftId),
      ])
      .returning({ id: photoFetches.id, url: photoFetches.url });

    expect(await cleanInventoryImports(db)).toEqual({ imports: 1, photoFetches: 2 });

    const left = await db
      .select({ id: inventoryImports.id })
      .from(inventoryImports)
      .where(inArray(inventoryImports.id, [forgotten, recent, applied]));
    expect(left.map(({ id }) => id).sort()).toEqual([recent, applied].sort());
    expect(await db.select().from(inventoryImportRows).where(eq(inventoryImportRows.importId, forgotten))).toEqual([]);
    const fetches = await db
      .select({ url: photoFetches.url })
      .from(photoFetches)
      .where(
        inArray(
          photoFetches.id,
          inserted.map(({ id }) => id),
        ),
      );
    expect(fetches.map(({ url }) => url.replace("https://photos.example.com/", "")).sort()).toEqual([
      "latest.jpg",
      "other-latest.jpg",
      "still-waiting.jpg",
    ]);
    expect(await db.select().from(listingDrafts).where(eq(listingDrafts.id, draftId))).toHaveLength(1);
  });
});
