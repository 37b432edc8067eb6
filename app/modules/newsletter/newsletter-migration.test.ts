// The double opt-in migration (drizzle/0012_newsletter-double-opt-in.sql, ADR 019): everyone who had
// subscribed before it counts as confirmed, so nobody's subscription lapses and nobody is asked again.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A copy of the migrations folder that stops before the tag given. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "roamstead-migrations-"));
  folders.push(folder);
  await cp(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe("the newsletter double opt-in migration", () => {
  // The test migrates an embedded database of its own step by step, so the PostgreSQL pass would only
  // repeat it; the migration's SQL is the same on both.
  it.skipIf(Boolean(process.env.DATABASE_URL))("marks every existing row confirmed at its sign-up", async () => {
    const handle = await openDatabase({});
    try {
      await migrateDatabase(handle, await migrationsBefore("0012_newsletter-double-opt-in"));
      // biome-ignore lint/suspicious/noExplicitAny: drizzle keeps the client on `$client`
      await (handle.db as any).$client.exec(`
        insert into newsletter_subscribers (email, unsubscribe_token, subscribed_at)
          values ('still@example.com', 't1', '2025-05-01T00:00:00Z');
        insert into newsletter_subscribers (email, unsubscribe_token, subscribed_at, unsubscribed_at)
          values ('gone@example.com', 't2', '2025-04-01T00:00:00Z', '2025-06-01T00:00:00Z');`);
      await migrateDatabase(handle);
      const rows = await handle.db
        .select({
          email: newsletterSubscribers.email,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          confirmTokenHash: newsletterSubscribers.confirmTokenHash,
        })
        .from(newsletterSubscribers)
        .orderBy(newsletterSubscribers.email);
      expect(rows).toEqual([
        {
          email: "gone@example.com",
          confirmedAt: new Date("2025-04-01T00:00:00Z"),
          unsubscribedAt: new Date("2025-06-01T00:00:00Z"),
          confirmTokenHash: null,
        },
        {
          email: "still@example.com",
          confirmedAt: new Date("2025-05-01T00:00:00Z"),
          unsubscribedAt: null,
          confirmTokenHash: null,
        },
      ]);
    } finally {
      await handle.close();
    }
  });
});
