// Sign-up, e-mail confirmation, the password policy and roles, driven through better-auth's HTTP handler
// exactly as our form actions replay them.

import { and, desc, eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, user } from "#app/db/schema.ts";
import { servicesContext } from "#app/lib/context.server.ts";
import { type Env, parseEnv } from "#app/lib/env.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { createTestServices } from "#app/test/services.ts";
import { type Auth, clientIpHeader, createAuth } from "./auth.server.ts";
import { getCurrentUser } from "./current-user.server.ts";

const baseUrl = "http://localhost:3000";
const goodPassword = "correct horse battery";
const tooShortMessage = "Password must be at least 10 characters.";
const tooCommonMessage = "This password is too common. Please choose another.";

/** Accounts never look places up. */
const unusedGeocoder: Geocoder = { geocode: async () => null, suggest: async () => [] };

let database: TestDatabase;
let env: Env;
let auth: Auth;

beforeAll(async () => {
  database = await createTestDatabase();
  env = parseEnv({
    NODE_ENV: "test",
    BASE_URL: baseUrl,
    AUTH_RATE_LIMIT: "false",
    ADMIN_EMAILS: "Boss@Example.com, second-boss@example.com",
  });
  auth = createAuth({
    db: database.db,
    env,
    secret: "test-secret-that-is-long-enough-for-better-auth",
    logger: pino({ level: "silent" }),
    notifyOutbox: () => {},
  });
});

afterAll(async () => {
  await database?.destroy();
});

async function postAuth(path: string, body: unknown) {
  const response = await auth.handler(
    new Request(`${baseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.7" },
      body: JSON.stringify(body),
    }),
  );
  const payload = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  return { ...payload, status: response.status };
}

function signUp(email: string, password = goodPassword, extra: Record<string, unknown> = {}) {
  return postAuth("/sign-up/email", { email, password, name: "Camper", ...extra });
}

async function mailsTo(recipient: string, subject: string) {
  return database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.subject, subject)))
    .orderBy(desc(outbox.id));
}

/** The newest link in mail with this subject to this recipient. */
async function latestLink(recipient: string, subject: string): Promise<URL> {
  const [mail] = await mailsTo(recipient, subject);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no "${subject}" link for ${recipient} in the outbox`);
  return new URL(link);
}

/** Opens the confirmation link as the browser would; returns the session cookie it sets. */
async function confirmEmail(email: string): Promise<string> {
  const link = await latestLink(email, "Confirm your Roamstead account");
  expect(link.pathname).toBe("/api/auth/verify-email");
  const response = await auth.handler(new Request(link, { headers: { [clientIpHeader]: "203.0.113.7" } }));
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function roleOf(email: string) {
  const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, email));
  return row?.role;
}

describe("password policy", () => {
  test("sign-up refuses a 9-character password and a common one with 400 and the policy message", async () => {
    expect(await signUp("short@example.com", "abcdefghi")).toMatchObject({ status: 400, message: tooShortMessage });
    expect(await signUp("common@example.com", "password123")).toMatchObject({
      status: 400,
      message: tooCommonMessage,
    });
    expect(await signUp("common@example.com", "PassWord123")).toMatchObject({ status: 400 });
    expect(await roleOf("short@example.com")).toBeUndefined();
    expect(await roleOf("common@example.com")).toBeUndefined();
  });

  test("reset-password applies the same policy; a good password then works with the same link", async () => {
    const email = "resetter@example.com";
    expect((await signUp(email)).status).toBe(200);
    expect((await postAuth("/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const link = await latestLink(email, "Reset your Roamstead password");
    const token = link.pathname.split("/").at(-1);
    expect(token).toBeTruthy();

    expect(await postAuth("/reset-password", { token, newPassword: "abcdefghi" })).toMatchObject({
      status: 400,
      message: tooShortMessage,
    });
    expect(await postAuth("/reset-password", { token, newPassword: "password123" })).toMatchObject({
      status: 400,
      message: tooCommonMessage,
    });
    expect((await postAuth("/reset-password", { token, newPassword: "a much better passphrase" })).status).toBe(200);
  });
});

describe("e-mail confirmation", () => {
  test("an unconfirmed sign-in answers 403 EMAIL_NOT_VERIFIED and sends a new confirmation mail", async () => {
    const email = "unconfirmed@example.com";
    expect((await signUp(email)).status).toBe(200);
    expect(await mailsTo(email, "Confirm your Roamstead account")).toHaveLength(1);

    const result = await postAuth("/sign-in/email", { email, password: goodPassword });
    expect(result).toMatchObject({ status: 403, code: "EMAIL_NOT_VERIFIED" });
    const mails = await mailsTo(email, "Confirm your Roamstead account");
    expect(mails).toHaveLength(2);
    expect(mails[0]?.status).toBe("pending");
    expect(mails[0]?.text).toContain(`${baseUrl}/api/auth/verify-email?token=`);
  });
});

describe("roles", () => {
  test("an address in ADMIN_EMAILS becomes admin when it confirms its e-mail; others stay user", async () => {
    expect((await signUp("boss@example.com")).status).toBe(200);
    expect((await signUp("camper@example.com")).status).toBe(200);
    // Listed but unconfirmed: anyone could sign up with the address, so nothing is granted yet.
    expect(await roleOf("boss@example.com")).toBe("user");

    const bossCookie = await confirmEmail("boss@example.com");
    const camperCookie = await confirmEmail("camper@example.com");
    expect(await roleOf("boss@example.com")).toBe("admin");
    expect(await roleOf("camper@example.com")).toBe("user");

    // The confirmation link signed them in, and the session sees the new role at once.
    const context = new RouterContextProvider();
    context.set(servicesContext, { ...createTestServices(database), env, auth, geocoder: unusedGeocoder });
    const asBoss = new Request(`${baseUrl}/admin`, { headers: { cookie: bossCookie } });
    const asCamper = new Request(`${baseUrl}/admin`, { headers: { cookie: camperCookie } });
    expect(await getCurrentUser(asBoss, context)).toMatchObject({ email: "boss@example.com", role: "admin" });
    expect(await getCurrentUser(asCamper, context)).toMatchObject({ email: "camper@example.com", role: "user" });
  });

  test("a role cannot be chosen in the sign-up body", async () => {
    const result = await signUp("sneaky@example.com", goodPassword, { role: "admin" });
    expect(result.status).toBe(400);
    expect(result.message).toBe("role is not allowed to be set");
    expect(await roleOf("sneaky@example.com")).toBeUndefined();
  });
});
