// The import's page asks for its import every 5 seconds while it applies (docs/product/open-platform.md, Inventory
// import): it reads what it shows of each row — the start of the camper's words, the stock number, the outcome, the
// problems, the state — and never the rows' whole cells (up to 10 MB a file), however long they are.
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import * as schema from "#app/db/schema.ts";
import { inventoryImportRows, inventoryImports } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { getInventoryImport } from "./get-inventory-import.server.ts";
import { newVanCells } from "./testing/import-fixture.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

/** The test database through a client that writes down every statement it sends. */
function recordingDatabase(statements: string[]): Database {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  // biome-ignore lint/suspicious/noExplicitAny: drizzle keeps the client on `$client`
  const client = (database.db as any).$client;
  return (database.kind === "pglite"
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePostgres({ client: client as Pool, schema, logger })) as unknown as Database;
}

describe("an import's page", () => {
  it("reads what it shows of each row, not the rows' cells", async () => {
    const userId = await insertUser(database.db, `progress-${crypto.randomUUID()}@example.com`);
    const [created] = await database.db
      .insert(inventoryImports)
      .values({ userId, fileName: "long.csv", rowCount: 3, status: "applying", appliedAt: new Date() })
      .returning({ id: inventoryImports.id });
    if (!created) throw new Error("no import");
    const longWords = "A camper described at length. ".repeat(2_000);
    await database.db.insert(inventoryImportRows).values([
      {
        importId: created.id,
        rowNumber: 2,
        stockNumber: "LONG-1",
        outcome: "create",
        values: { ...newVanCells("LONG-1"), description: longWords },
      },
      {
        importId: created.id,
        rowNumber: 3,
        stockNumber: "LONG-2",
        outcome: "invalid",
        problems: { title: "listings.rules.tooLong.title" },
        values: { ...newVanCells("LONG-2"), title: longWords, description: longWords },
      },
    ]);

    const statements: string[] = [];
    const view = await getInventoryImport(recordingDatabase(statements), { userId, importId: created.id });

    expect(view.rows.map(({ stockNumber, camper, outcome }) => ({ stockNumber, camper, outcome }))).toEqual([
      { stockNumber: "LONG-1", camper: "2020 Ford Transit", outcome: "create" },
      { stockNumber: "LONG-2", camper: `${longWords.slice(0, 119)}…`, outcome: "invalid" },
    ]);
    expect(view.rows[1]?.problems).toEqual([{ column: "title", message: "listings.rules.tooLong.title" }]);
    const readsCells = statements.filter((statement) => /"values"(?!\s*->>)/.test(statement));
    expect(readsCells).toEqual([]);
  });
});
