import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { session, user } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";
import { type Auth, clientIpHeader } from "./auth.server.ts";
import { accessDeniedMessage, getCurrentUser, requireAdmin, requireUser } from "./current-user.server.ts";

const password = "correct horse battery";

let database: TestDatabase;
let auth: Auth;
let context: RouterContextProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  const services = createTestServices(database);
  auth = services.auth;
  context = contextWith(services);
});

afterAll(async () => {
  await database?.destroy();
});

function postAuth(path: string, body: unknown): Promise<Response> {
  return auth.handler(
    new Request(`${baseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.9" },
      body: JSON.stringify(body),
    }),
  );
}

/** A confirmed account (verified directly in the database), optionally made an administrator. */
async function createAccount(email: string, role: "user" | "admin" = "user"): Promise<string> {
  expect((await postAuth("/sign-up/email", { email, password, name: "Camper" })).status).toBe(200);
  const [row] = await database.db
    .update(user)
    .set({ emailVerified: true, role })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  if (!row) throw new Error(`sign-up did not create ${email}`);
  return row.id;
}

/** Signs in and returns the Cookie header a browser would send afterwards. */
async function signIn(email: string): Promise<string> {
  const response = await postAuth("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function pageRequest(path: string, cookie?: string): Request {
  return new Request(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected a throw");
}

describe("getCurrentUser and the absolute session age", () => {
  let userId: string;
  beforeAll(async () => {
    userId = await createAccount("traveller@example.com");
  });

  /** The session row behind a cookie: better-auth's cookie value is `token.signature`. */
  function sessionTokenOf(cookie: string): string {
    const value = cookie.match(/better-auth\.session_token=([^;]+)/)?.[1];
    if (!value) throw new Error(`no session cookie in ${cookie}`);
    return decodeURIComponent(value).split(".")[0] ?? "";
  }

  async function ageSession(cookie: string, days: number) {
    const aged = await database.db
      .update(session)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(session.token, sessionTokenOf(cookie)))
      .returning({ id: session.id });
    expect(aged).toHaveLength(1);
  }

  async function sessionExists(cookie: string) {
    const rows = await database.db
      .select()
      .from(session)
      .where(eq(session.token, sessionTokenOf(cookie)));
    return rows.length > 0;
  }

  test("a fresh session, and one 29 days old, return the user", async () => {
    const cookie = await signIn("traveller@example.com");
    expect(await getCurrentUser(pageRequest("/dashboard", cookie), context)).toMatchObject({
      id: userId,
      email: "traveller@example.com",
      role: "user",
    });
    await ageSession(cookie, 29);
    expect(await getCurrentUser(pageRequest("/dashboard", cookie), context)).toMatchObject({ id: userId });
  });

  test("a session older than 30 days counts as signed out and its row is deleted", async () => {
    const cookie = await signIn("traveller@example.com");
    // Rolling renewal keeps expires_at in the future, so only the absolute cap can end this session.
    await ageSession(cookie, 31);
    expect(await getCurrentUser(pageRequest("/dashboard", cookie), context)).toBeNull();
    expect(await sessionExists(cookie)).toBe(false);
    expect(await getCurrentUser(pageRequest("/dashboard", cookie), context)).toBeNull();

    const fresh = await signIn("traveller@example.com");
    expect(await getCurrentUser(pageRequest("/dashboard", fresh), context)).toMatchObject({ id: userId });
    expect(await sessionExists(fresh)).toBe(true);
  });

  test("no cookie, or a made-up one, is a visitor", async () => {
    expect(await getCurrentUser(pageRequest("/dashboard"), context)).toBeNull();
    const forged = "better-auth.session_token=forged.signature";
    expect(await getCurrentUser(pageRequest("/dashboard", forged), context)).toBeNull();
  });

  test("the session cookie is found among others, and other cookies alone are a visitor", async () => {
    const cookie = await signIn("traveller@example.com");
    const among = `theme=dark; ${cookie}; better-auth.session_tokenish=1`;
    expect(await getCurrentUser(pageRequest("/dashboard", among), context)).toMatchObject({ id: userId });
    const others = "theme=dark; x-better-auth.session_token=abc; better-auth.session_data=stale";
    expect(await getCurrentUser(pageRequest("/dashboard", others), context)).toBeNull();
  });
});

describe("guards", () => {
  let camperCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    await createAccount("plain@example.com");
    await createAccount("chief@example.com", "admin");
    camperCookie = await signIn("plain@example.com");
    adminCookie = await signIn("chief@example.com");
  });

  test("requireUser sends a visitor to sign-in with the page and its query as the way back", async () => {
    const thrown = await thrownBy(requireUser(pageRequest("/camper-checkout?tier=roam&note=a b"), context));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("location");
    expect(location).toBe(`/sign-in-camper?redirect=${encodeURIComponent("/camper-checkout?tier=roam&note=a%20b")}`);
    expect(new URL(location ?? "", baseUrl).searchParams.get("redirect")).toBe("/camper-checkout?tier=roam&note=a%20b");
  });

  test("requireUser sends a visitor at an over-long address to sign-in without the way back", async () => {
    const thrown = await thrownBy(requireUser(pageRequest(`/edit-listing/${"b".repeat(16_000)}`), context));
    expect((thrown as Response).headers.get("location")).toBe("/sign-in-camper");
  });

  test("requireUser returns a signed-in user", async () => {
    expect(await requireUser(pageRequest("/dashboard", camperCookie), context)).toMatchObject({
      email: "plain@example.com",
    });
  });

  test("requireAdmin refuses a plain user with 403 and the access-denied message", async () => {
    const thrown = (await thrownBy(
      requireAdmin(pageRequest("/admin", camperCookie), context),
    )) as UNSAFE_DataWithResponseInit<{ message: string }>;
    expect(thrown.init?.status).toBe(403);
    expect(thrown.data).toEqual({ message: accessDeniedMessage });
    expect(accessDeniedMessage).toBe("Access denied. This page is for administrators only.");
  });

  test("requireAdmin sends a visitor to sign-in rather than answering 403", async () => {
    const thrown = await thrownBy(requireAdmin(pageRequest("/admin/listings"), context));
    expect((thrown as Response).headers.get("location")).toBe("/sign-in-camper?redirect=%2Fadmin%2Flistings");
  });

  test("requireAdmin returns an administrator", async () => {
    expect(await requireAdmin(pageRequest("/admin", adminCookie), context)).toMatchObject({
      email: "chief@example.com",
      role: "admin",
    });
  });
});
