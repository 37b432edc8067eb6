// `node scripts/admin-role.ts grant|revoke EMAIL`, run as a child process the way `npm run admin:grant` does:
// against a temporary embedded database, or a fresh database on the server in DATABASE_URL.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { user } from "#app/db/schema.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";

const script = path.resolve(import.meta.dirname, "../../../scripts/admin-role.ts");

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(args: string[], env: Record<string, string> = {}): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd: path.dirname(path.dirname(script)),
        // Vitest puts Vite's BASE_URL ("/") into process.env; the script must see the real configuration.
        env: { ...process.env, LOG_LEVEL: "warn", BASE_URL: "", DATABASE_URL: "", ...env },
        timeout: 50_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

describe.concurrent("bad input (exits with 2 before touching a database)", () => {
  test.each([
    [[], "Expected exactly two arguments"],
    [["grant"], "Please give the e-mail address of the account."],
    [["grant", "not-an-email"], 'Not an e-mail address: "not-an-email".'],
    [["promote", "someone@example.com"], "The first argument must be grant or revoke."],
    [["grant", "a@example.com", "b@example.com"], "Expected exactly two arguments"],
  ])("%j", async (args, message) => {
    const run = await runScript(args, { DATA_DIR: "/nonexistent/roamstead-should-not-be-created" });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("Usage: npm run admin:grant -- someone@example.com");
  });
});

describe("against a database", () => {
  let scriptEnv: Record<string, string>;
  let serverDatabase: TestDatabase | undefined;
  let dataDir: string | undefined;

  /** The embedded database is one process's at a time, so the test opens it only between runs. */
  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    if (serverDatabase) return work(serverDatabase);
    const handle = await openDatabase({ dataDir });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  async function roleOf(email: string) {
    const [row] = await withDatabase(({ db }) =>
      db.select({ role: user.role }).from(user).where(eq(user.email, email)),
    );
    return row?.role;
  }

  beforeAll(async () => {
    if (isPostgresRun) {
      serverDatabase = await createTestDatabase();
      scriptEnv = {
        DATABASE_URL: serverDatabase.connectionString ?? "",
        AUTH_SECRET: "a-secret-of-at-least-32-characters-for-tests",
      };
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), "roamstead-admin-role-"));
      scriptEnv = { DATA_DIR: dataDir };
    }
    await withDatabase(async (handle) => {
      if (dataDir) await migrateDatabase(handle);
      await handle.db
        .insert(user)
        .values({ id: "u-rosa", name: "Rosa", email: "rosa@example.com", emailVerified: true });
    });
  });

  afterAll(async () => {
    await serverDatabase?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test("grant, grant again, then revoke, printing what changed", { timeout: 120_000 }, async () => {
    const granted = await runScript(["grant", "Rosa@Example.com"], scriptEnv);
    expect(granted).toMatchObject({ code: 0, stdout: "rosa@example.com is now an administrator.\n" });
    expect(await roleOf("rosa@example.com")).toBe("admin");

    const again = await runScript(["grant", "rosa@example.com"], scriptEnv);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe("rosa@example.com is already an administrator; nothing changed.\n");

    const revoked = await runScript(["revoke", "rosa@example.com"], scriptEnv);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("rosa@example.com is no longer an administrator (role: user).");
    expect(await roleOf("rosa@example.com")).toBe("user");
  });

  test("an unknown address exits with 1 and says the person must sign up first", { timeout: 60_000 }, async () => {
    const run = await runScript(["grant", "nobody@example.com"], scriptEnv);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("No account with the e-mail nobody@example.com. The person must sign up first.");
  });
});
