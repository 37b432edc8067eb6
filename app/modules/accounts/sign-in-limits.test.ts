// Brute-force protection: a per-account failure limit that holds across IP addresses, and better-auth's
// per-IP limit on the sign-in endpoint.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInFailures, user } from "#app/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { type Auth, clientIpHeader, createAuth } from "./auth.server.ts";

const baseUrl = "http://localhost:3000";
const password = "correct horse battery";
const accountLockedMessage =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

function startAuth({ rateLimit }: { rateLimit: boolean }): Auth {
  return createAuth({
    db: database.db,
    env: parseEnv({ NODE_ENV: "test", BASE_URL: baseUrl, AUTH_RATE_LIMIT: String(rateLimit) }),
    secret: "test-secret-that-is-long-enough-for-better-auth",
    logger: pino({ level: "silent" }),
    notifyOutbox: () => {},
  });
}

function postAuth(auth: Auth, path: string, body: unknown, ip: string): Promise<Response> {
  return auth.handler(
    new Request(`${baseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: ip },
      body: JSON.stringify(body),
    }),
  );
}

/** A confirmed account: signs up through the handler, then marks the address verified in the database. */
async function createVerifiedAccount(auth: Auth, email: string): Promise<void> {
  const response = await postAuth(auth, "/sign-up/email", { email, password, name: "Camper" }, "198.51.100.1");
  expect(response.status).toBe(200);
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

async function signIn(auth: Auth, email: string, withPassword: string, ip: string) {
  const response = await postAuth(auth, "/sign-in/email", { email, password: withPassword }, ip);
  const payload = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  return { ...payload, status: response.status };
}

describe("per-account failure limit (AUTH_RATE_LIMIT off, so only the account limit applies)", () => {
  let auth: Auth;
  beforeAll(() => {
    auth = startAuth({ rateLimit: false });
  });

  test("the 11th attempt within 15 minutes is refused with 429 even with the right password, from any IP", async () => {
    const email = "locked@example.com";
    await createVerifiedAccount(auth, email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await signIn(auth, email, `wrong password ${attempt}`, `203.0.113.${attempt}`);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await signIn(auth, email, password, "203.0.113.11");
    expect(eleventh.status).toBe(429);
    expect(eleventh.message).toBe(accountLockedMessage);
    // The address is compared without case, so changing it does not get around the limit.
    expect((await signIn(auth, "LOCKED@Example.com", password, "203.0.113.12")).status).toBe(429);
  });

  test("a successful sign-in before the limit clears the count", async () => {
    const email = "forgetful@example.com";
    await createVerifiedAccount(auth, email);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(auth, email, "not my password", `192.0.2.${attempt}`)).status).toBe(401);
    }
    expect((await signIn(auth, email, password, "192.0.2.10")).status).toBe(200);
    const rows = await database.db.select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(rows).toEqual([]);
    // Nine earlier failures no longer count: two more mistakes and the right password still get in.
    expect((await signIn(auth, email, "typo one", "192.0.2.11")).status).toBe(401);
    expect((await signIn(auth, email, "typo two", "192.0.2.12")).status).toBe(401);
    expect((await signIn(auth, email, password, "192.0.2.13")).status).toBe(200);
  });

  test("unknown addresses answer 401 like wrong passwords, so the limit does not reveal which accounts exist", async () => {
    const result = await signIn(auth, "nobody@example.com", "whatever it is", "192.0.2.50");
    expect(result.status).toBe(401);
  });
});

describe("per-IP limit (AUTH_RATE_LIMIT on)", () => {
  test("more than 10 sign-in attempts from one IP in a minute answer 429; another IP is unaffected", async () => {
    const auth = startAuth({ rateLimit: true });
    const ip = "203.0.113.200";
    // A different address each time, so the per-account limit never applies.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await signIn(auth, `guess${attempt}@example.com`, "some password", ip);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await postAuth(auth, "/sign-in/email", { email: "guess11@example.com", password: "x" }, ip);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect((await signIn(auth, "guess12@example.com", "some password", "203.0.113.201")).status).toBe(401);
  });
});

describe("guesses sent all at once", () => {
  test("cannot slip past the per-account limit, and a password reset unlocks the account", async () => {
    const auth = startAuth({ rateLimit: false });
    const email = "burst@example.com";
    await createVerifiedAccount(auth, email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        signIn(auth, email, `wrong guess ${attempt}`, `192.0.2.${attempt + 1}`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(20);
    expect((await signIn(auth, email, password, "192.0.2.200")).status).toBe(429);

    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const [{ token } = { token: "" }] = (
      (await database.executeSql(
        "select split_part(identifier, ':', 2) as token from verification where identifier like 'reset-password:%' order by created_at desc limit 1",
      )) as { rows: { token: string }[] }
    ).rows;
    await auth.api.resetPassword({ body: { token, newPassword: "a brand new passphrase" } });
    expect((await signIn(auth, email, "a brand new passphrase", "192.0.2.201")).status).toBe(200);
  });
});
