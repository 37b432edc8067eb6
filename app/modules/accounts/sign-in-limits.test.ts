// Sign-in throttling without lock-out (docs/decisions/018-sign-in-throttling.md), driven through
// better-auth's real handler: failures count per (account, client address) and per address, so guesses
// from elsewhere never refuse the owner's right password from an address that has not failed; and
// better-auth's own per-IP limit on the sign-in endpoint.
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInFailures, user } from "#app/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { type Auth, clientIpHeader, createAuth } from "./auth.server.ts";
import {
  accountUnderAttackFailures,
  addressFailureLimit,
  clientAddressKey,
  signInFailureLimit,
  signInFailureLimitUnderAttack,
  signInFailureWindowMs,
} from "./sign-in-failures.server.ts";

const baseUrl = "http://localhost:3000";
const password = "correct horse battery";
const accountLockedMessage =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.";
const addressLockedMessage = "Too many requests. Please try again later.";

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
  return { ...payload, status: response.status, retryAfter: response.headers.get("retry-after") };
}

/** Failures recorded directly, as if they had been made within the window (for counts too slow to make by hand). */
async function seedFailures(email: string, addresses: string[]) {
  await database.db.insert(signInFailures).values(addresses.map((clientAddress) => ({ email, clientAddress })));
}

/** Moves every recorded failure back by one window: the window has ended for all of them. */
async function letTheWindowPass() {
  const ms = signInFailureWindowMs + 1000;
  await database.db
    .update(signInFailures)
    .set({ attemptedAt: sql`${signInFailures.attemptedAt} - make_interval(secs => ${ms / 1000})` });
}

const failuresOf = (email: string, ip?: string) =>
  database.db
    .select()
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), ip ? eq(signInFailures.clientAddress, ip) : undefined));

describe("no lock-out from elsewhere (AUTH_RATE_LIMIT off, so only our limits apply)", () => {
  let auth: Auth;
  beforeAll(() => {
    auth = startAuth({ rateLimit: false });
  });

  test("12 failures for one account from 12 addresses, then the right password from a 13th: signed in", async () => {
    const email = "owner@example.com";
    await createVerifiedAccount(auth, email);
    for (let attempt = 1; attempt <= 12; attempt++) {
      const result = await signIn(auth, email, `wrong password ${attempt}`, `203.0.113.${attempt}`);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    expect(await failuresOf(email)).toHaveLength(12);
    expect((await signIn(auth, email, password, "203.0.113.13")).status).toBe(200);
    // Only that address's failures are forgiven; the others' still count against their addresses.
    expect(await failuresOf(email)).toHaveLength(12);
  });

  test("12 failures from one address: that address is refused, even with the right password, until the window ends; the owner elsewhere gets in", async () => {
    const email = "guessed@example.com";
    const attacker = "198.51.100.66";
    await createVerifiedAccount(auth, email);
    const answers = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      answers.push((await signIn(auth, email, `wrong password ${attempt}`, attacker)).status);
    }
    expect(answers).toEqual([...Array(signInFailureLimit).fill(401), 429, 429]);

    const refused = await signIn(auth, email, password, attacker);
    expect(refused).toMatchObject({ status: 429, message: accountLockedMessage });
    expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The address is compared without case, so changing it does not get around the limit.
    expect((await signIn(auth, "GUESSED@Example.com", password, attacker)).status).toBe(429);
    // Refused attempts are not counted: the block ends with the window, not later.
    expect(await failuresOf(email, attacker)).toHaveLength(signInFailureLimit);

    expect((await signIn(auth, email, password, "192.0.2.77")).status).toBe(200);

    await letTheWindowPass();
    expect((await signIn(auth, email, password, attacker)).status).toBe(200);
  });

  test("a successful sign-in forgives that address's failures only", async () => {
    const email = "forgetful@example.com";
    await createVerifiedAccount(auth, email);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(auth, email, "not my password", "192.0.2.10")).status).toBe(401);
    }
    expect((await signIn(auth, email, "not my password", "192.0.2.11")).status).toBe(401);
    expect((await signIn(auth, email, password, "192.0.2.10")).status).toBe(200);
    expect(await failuresOf(email, "192.0.2.10")).toEqual([]);
    expect(await failuresOf(email, "192.0.2.11")).toHaveLength(1);
    // Nine earlier failures no longer count: more mistakes and the right password still get in.
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(auth, email, "typo", "192.0.2.10")).status).toBe(401);
    }
    expect((await signIn(auth, email, password, "192.0.2.10")).status).toBe(200);
  });

  test("an unconfirmed account or bad input is not a failure", async () => {
    const email = "unconfirmed@example.com";
    expect((await postAuth(auth, "/sign-up/email", { email, password, name: "C" }, "192.0.2.90")).status).toBe(200);
    expect((await signIn(auth, email, password, "192.0.2.91")).status).toBe(403);
    expect(await failuresOf(email)).toEqual([]);
  });

  test("unknown addresses answer 401 like wrong passwords, and count the same, so the limits reveal no account", async () => {
    const result = await signIn(auth, "nobody@example.com", "whatever it is", "192.0.2.50");
    expect(result.status).toBe(401);
    expect(await failuresOf("nobody@example.com", "192.0.2.50")).toHaveLength(1);
  });
});

describe("one address spraying many accounts", () => {
  test(`after ${addressFailureLimit} failures over any accounts it is refused for every account; other addresses are not`, async () => {
    const auth = startAuth({ rateLimit: false });
    const sprayer = "203.0.113.150";
    const email = "sprayed@example.com";
    await createVerifiedAccount(auth, email);
    // One failure each on many accounts (most of them made directly: the count is what matters).
    for (let index = 1; index < addressFailureLimit; index++)
      await seedFailures(`victim${index}@example.com`, [sprayer]);
    expect((await signIn(auth, "victim-last@example.com", "a guess", sprayer)).status).toBe(401);

    const refused = await signIn(auth, email, password, sprayer);
    expect(refused).toMatchObject({ status: 429, message: addressLockedMessage });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await signIn(auth, email, password, "203.0.113.151")).status).toBe(200);
  });
});

describe("an account under attack from many addresses", () => {
  test(`from ${accountUnderAttackFailures} failures in the window, an address that has failed ${signInFailureLimitUnderAttack} times is refused; the owner is not`, async () => {
    const auth = startAuth({ rateLimit: false });
    const email = "besieged@example.com";
    await createVerifiedAccount(auth, email);
    await seedFailures(
      email,
      Array.from(
        { length: accountUnderAttackFailures },
        (_, index) => `10.0.${Math.floor(index / 200)}.${index % 200}`,
      ),
    );
    const bot = "198.51.100.200";
    for (let attempt = 1; attempt <= signInFailureLimitUnderAttack; attempt++) {
      expect((await signIn(auth, email, "a guess", bot)).status, `attempt ${attempt}`).toBe(401);
    }
    expect(await signIn(auth, email, password, bot)).toMatchObject({ status: 429, message: accountLockedMessage });

    // The owner: from a clean address, and from one with two typos of their own.
    expect((await signIn(auth, email, password, "192.0.2.200")).status).toBe(200);
    const owner = "192.0.2.201";
    expect((await signIn(auth, email, "typo one", owner)).status).toBe(401);
    expect((await signIn(auth, email, "typo two", owner)).status).toBe(401);
    expect((await signIn(auth, email, password, owner)).status).toBe(200);
  });
});

describe("guesses sent all at once", () => {
  test("cannot slip past the limit of an address; the owner elsewhere gets in; a password reset unlocks the address", async () => {
    const auth = startAuth({ rateLimit: false });
    const email = "burst@example.com";
    const attacker = "192.0.2.66";
    await createVerifiedAccount(auth, email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn(auth, email, `wrong guess ${attempt}`, attacker)),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeLessThanOrEqual(signInFailureLimit);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(30 - checked);
    // However the burst interleaved, the address gets exactly the limit of checked guesses in the window.
    let more = 0;
    while ((await signIn(auth, email, "one more guess", attacker)).status === 401) more++;
    expect(checked + more).toBe(signInFailureLimit);
    expect((await signIn(auth, email, password, attacker)).status).toBe(429);
    expect((await signIn(auth, email, password, "192.0.2.67")).status).toBe(200);

    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const [{ token } = { token: "" }] = (
      (await database.executeSql(
        "select split_part(identifier, ':', 2) as token from verification where identifier like 'reset-password:%' order by created_at desc limit 1",
      )) as { rows: { token: string }[] }
    ).rows;
    await auth.api.resetPassword({ body: { token, newPassword: "a brand new passphrase" } });
    expect((await signIn(auth, email, "a brand new passphrase", attacker)).status).toBe(200);
  });
});

describe("per-IP limit (AUTH_RATE_LIMIT on)", () => {
  test("more than 10 sign-in attempts from one IP in a minute answer 429; another IP is unaffected", async () => {
    const auth = startAuth({ rateLimit: true });
    const ip = "203.0.113.200";
    // A different address each time, so no failure limit of ours applies.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await signIn(auth, `guess${attempt}@example.com`, "some password", ip);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await postAuth(auth, "/sign-in/email", { email: "guess11@example.com", password: "x" }, ip);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(auth, "guess12@example.com", "some password", "203.0.113.201")).status).toBe(401);
  });
});

describe("clientAddressKey", () => {
  test.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["not an address", "unknown"],
    ["", "unknown"],
    [null, "unknown"],
  ])("%j → %s", (value, key) => {
    expect(clientAddressKey(value)).toBe(key);
  });
});
