// What the one reader accepts is what the database stores and gives back, character for character,
// on PGlite and on PostgreSQL (CI runs this file against both). Lone surrogates once came back cut
// short from PGlite ("café� pleas"); the reader now makes them U+FFFD before anything is stored.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { user } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { readInput } from "./read-input.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const texts = [
  "caf\\u00e9\\udc00 please",
  "\\ud83d trailing high surrogate",
  "\\udc00\\ud800 reversed pair",
  "emoji \\ud83d\\ude90 and a van",
  "combining e\\u0301 and zero-width\\u200b space",
  "right-to-left \\u05e9\\u05dc\\u05d5\\u05dd",
  `a long one: ${"x".repeat(5000)}\\udfff end`,
];

it("stores exactly the text the reader accepted, and nothing is cut short", async () => {
  for (const [index, escaped] of texts.entries()) {
    const request = new Request("http://localhost/profile", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"name":"${escaped}"}`,
    });
    const input = await readInput(request, { schema: z.object({ name: z.string() }) });
    expect(input.ok).toBe(true);
    if (!input.ok) continue;
    const accepted = input.data.name;
    expect(accepted.isWellFormed()).toBe(true);
    const id = `round-trip-${index}`;
    await database.db.insert(user).values({ id, name: accepted, email: `${id}@example.com` });
    const [stored] = await database.db.select({ name: user.name }).from(user).where(eq(user.id, id));
    expect(stored?.name).toBe(accepted);
    expect(stored?.name.endsWith(JSON.parse(`"${escaped}"`).slice(-4).toWellFormed())).toBe(true);
  }
});
