// Instances started together against one PostgreSQL server migrate it together (README.md, "Running
// more than one instance"); the scale-out suite starts two, this makes the collision certain.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";

const serverUrl = process.env.DATABASE_URL;

describe("migrations on a server database", () => {
  it.skipIf(!serverUrl)("apply once when several processes start at the same moment", async () => {
    const name = `roamstead_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.href, poolSize: 2 })));
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      const applied = await handles[0]?.executeSql("select count(*)::int as n from drizzle.__drizzle_migrations");
      const journal = await import("../../drizzle/meta/_journal.json", { with: { type: "json" } });
      expect(applied?.rows).toEqual([{ n: journal.default.entries.length }]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
