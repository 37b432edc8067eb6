// A seller's checked import (its dry run stored, nothing applied), for tests that need one to look at or apply.
import type { Database } from "#app/db/client.server.ts";
import { inventoryImportRows, inventoryImports } from "#app/db/schema.ts";

/** The cells of a row that makes a new camper (a Ford Transit van in Bend, OR) under `stockNumber`. */
export function newVanCells(stockNumber: string): Record<string, string> {
  return {
    stock_number: stockNumber,
    tier: "graze",
    vehicle_type: "van",
    make: "Ford",
    model: "Transit",
    year: "2020",
    price: "40000",
    location: "Bend, OR",
    description: "A van.",
  };
}

/** Stores a checked import of `userId` with a row to create and a row with an error; its id. */
export async function insertImportFixture(db: Database, userId: string, fileName = "inventory.csv"): Promise<string> {
  const [created] = await db
    .insert(inventoryImports)
    .values({ userId, fileName, rowCount: 2 })
    .returning({ id: inventoryImports.id });
  if (!created) throw new Error("the import insert returned no row");
  const cells = { stock_number: "FIX-1", tier: "graze", vehicle_type: "van", make: "Ford", model: "Transit" };
  await db.insert(inventoryImportRows).values([
    { importId: created.id, rowNumber: 2, stockNumber: "FIX-1", values: cells, outcome: "create" },
    {
      importId: created.id,
      rowNumber: 3,
      stockNumber: "FIX-2",
      values: { ...cells, stock_number: "FIX-2", make: "" },
      outcome: "invalid",
      problems: { make: "listings.rules.required.make" },
    },
  ]);
  return created.id;
}
