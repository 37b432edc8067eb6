import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { user } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { setUserRole } from "./set-user-role.server.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // Rows as better-auth writes them; no password needed to change a role.
  await database.db.insert(user).values([
    { id: "u-dana", name: "Dana", email: "dana@example.com", emailVerified: true },
    { id: "u-eli", name: "Eli", email: "eli@example.com", emailVerified: true },
  ]);
});

afterAll(async () => {
  await database?.destroy();
});

async function roleOf(id: string) {
  const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, id));
  return row?.role;
}

test("grants and revokes, saying whether anything changed", async () => {
  const { db } = database;
  expect(await setUserRole({ db, email: "dana@example.com", role: "admin" })).toEqual({ status: "updated" });
  expect(await roleOf("u-dana")).toBe("admin");
  expect(await setUserRole({ db, email: "dana@example.com", role: "admin" })).toEqual({ status: "unchanged" });
  expect(await setUserRole({ db, email: "dana@example.com", role: "user" })).toEqual({ status: "updated" });
  expect(await roleOf("u-dana")).toBe("user");
  expect(await setUserRole({ db, email: "dana@example.com", role: "user" })).toEqual({ status: "unchanged" });
});

test("matches the e-mail without regard to case or surrounding spaces, and touches no one else", async () => {
  const { db } = database;
  expect(await setUserRole({ db, email: "  Eli@EXAMPLE.com ", role: "admin" })).toEqual({ status: "updated" });
  expect(await roleOf("u-eli")).toBe("admin");
  expect(await roleOf("u-dana")).toBe("user");
});

test("reports an unknown address as not-found", async () => {
  expect(await setUserRole({ db: database.db, email: "ghost@example.com", role: "admin" })).toEqual({
    status: "not-found",
  });
});
