// better-auth's endpoints behind the one reader: JSON or a form of at most 16 KB, NUL refused per
// field in the reply shape (it would otherwise reach PostgreSQL and fail with a 500), lone surrogates
// made U+FFFD (a name is stored whole), and the sign-in failure count keeping only real addresses;
// and only the endpoints the product uses are reachable, every other one answering 404.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, signInFailures, user } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { usedAuthEndpointOf } from "#app/modules/accounts/auth-endpoints.ts";
import { signedInAccount } from "#app/test/accounts.ts";
import { routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import type { Route } from "./+types/auth";
import { action, loader } from "./auth.ts";

const unsupported = "Please remove the unsupported characters from this field.";

const bed = routeTestBed({ accounts: { camper: "camper@example.com" } });

/** A POST to /api/auth{path} as an API client sends it (JSON unless told otherwise). */
function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`${baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.9", ...headers },
    body,
  });
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
}

const json = (path: string, value: unknown, headers?: Record<string, string>) =>
  post(path, JSON.stringify(value), headers);

const allFailures = () => bed.db.select().from(signInFailures);
const failuresOf = (email: string) => bed.db.select().from(signInFailures).where(eq(signInFailures.email, email));

describe("NUL never reaches the database", () => {
  it("refuses it in the sign-in address with 400 on the field, counting no failure", async () => {
    const email = `${bed.accounts.camper.email}\u0000`;
    expect(await json("/sign-in/email", { email, password: "whatever it is" })).toMatchObject({
      status: 400,
      body: { ok: false, message: unsupported, fieldErrors: { email: unsupported } },
    });
    expect(await allFailures()).toEqual([]);
  });

  it("refuses it in a reset token and in a new name, and says which field", async () => {
    expect(await json("/reset-password", { token: "abc\u0000", newPassword: "evergreen-trail-88" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { token: unsupported } },
    });
    const signUp = { email: "nul-name@example.com", password: "evergreen-trail-88", name: "Cam\u0000per" };
    expect(await json("/sign-up/email", signUp)).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: unsupported } },
    });
  });
});

describe("lone surrogates", () => {
  it("are stored as U+FFFD, the rest of the name whole", async () => {
    // JSON.stringify writes a lone surrogate as the escape `\udc00`, as a hostile client would.
    const email = "surrogate@example.com";
    const signUp = await json("/sign-up/email", { email, password: "granite-vista-2026", name: "\ud800Pat Smith" });
    expect(signUp.status).toBe(200);
    const [created] = await bed.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(created?.name).toBe("\ufffdPat Smith");
  });
});

describe("bodies better-auth never sees", () => {
  it("refuses a text body with 415, invalid JSON with 400 and a body over 16 KB with 413, in the reply shape", async () => {
    expect(await post("/sign-in/email", "email=a@example.com", { "content-type": "text/plain" })).toMatchObject({
      status: 415,
      body: { ok: false, message: "Send the request as application/json or application/x-www-form-urlencoded." },
    });
    expect(await post("/sign-in/email", "{")).toMatchObject({
      status: 400,
      body: { ok: false, message: "The request body is not valid JSON." },
    });
    const huge = await json("/sign-up/email", { email: "big@example.com", password: "x".repeat(17_000), name: "B" });
    expect(huge).toMatchObject({ status: 413, body: { ok: false } });
    expect(huge.headers.get("connection")).toBe("close");
  });
});

describe("what better-auth still decides", () => {
  it("takes a form post where it takes one (sign-in) and refuses it where it does not", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const signIn = new URLSearchParams({ email: bed.accounts.camper.email, password: "not the password" }).toString();
    expect((await post("/sign-in/email", signIn, form)).status).toBe(401);
    const reset = new URLSearchParams({ email: bed.accounts.camper.email, redirectTo: "/reset-password" }).toString();
    expect((await post("/request-password-reset", reset, form)).status).toBe(415);
  });

  it("counts a wrong password under the address in lower case, and nothing for text that is no address", async () => {
    const before = (await failuresOf(bed.accounts.camper.email)).length;
    expect((await json("/sign-in/email", { email: "Camper@Example.com", password: "wrong guess" })).status).toBe(401);
    expect(await failuresOf(bed.accounts.camper.email)).toHaveLength(before + 1);
    const all = (await allFailures()).length;
    expect((await json("/sign-in/email", { email: "not an address", password: "wrong guess" })).status).toBe(400);
    expect(await allFailures()).toHaveLength(all);
  });
});

describe("only the endpoints the product uses are reachable (usedAuthEndpoints)", () => {
  /** A request to /api/auth{path} through the route: a GET to its loader, anything else to its action. */
  function send(method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
    const request = new Request(`${baseUrl}/api/auth${path}`, {
      method,
      headers: {
        origin: baseUrl,
        [clientIpHeader]: "203.0.113.9",
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
      },
      body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}),
    });
    const args = routeArgs<Route.ActionArgs & Route.LoaderArgs>(request, bed.context);
    return settle(() => (method === "GET" ? loader(args) : action(args)));
  }

  const whoIs = async (cookie: string) => {
    const answer = await send("GET", "/get-session", { cookie });
    expect(answer.status).toBe(200);
    return (answer.body as { user?: { email?: string } } | null)?.user?.email ?? null;
  };

  const unused: [string, string][] = [
    ["POST", "/revoke-session"],
    ["POST", "/revoke-sessions"],
    ["POST", "/revoke-other-sessions"],
    ["GET", "/list-sessions"],
    ["POST", "/update-user"],
    ["POST", "/change-password"],
    ["POST", "/change-email"],
    ["POST", "/delete-user"],
    ["GET", "/delete-user/callback"],
    ["POST", "/update-session"],
    ["POST", "/sign-in/social"],
    ["GET", "/callback/google"],
    ["POST", "/link-social"],
    ["GET", "/list-accounts"],
    ["POST", "/unlink-account"],
    ["GET", "/account-info"],
    ["POST", "/refresh-token"],
    ["POST", "/get-access-token"],
    ["POST", "/forget-password"],
    ["GET", "/ok"],
    ["GET", "/error"],
    ["GET", "/admin/list-users"],
    ["POST", "/admin/set-role"],
    ["POST", "/admin/impersonate-user"],
    ["POST", "/admin/ban-user"],
    ["POST", "/admin/create-user"],
    // Used paths with another method or spelling.
    ["POST", "/get-session"],
    ["GET", "/sign-in/email"],
    ["POST", "/verify-email"],
    ["GET", "/sign-out"],
    ["POST", "/sign-in/email/"],
    ["POST", "/Sign-In/email"],
    ["POST", "/%73ign-out"],
    ["GET", "/reset-password/x/y"],
    ["GET", ""],
    ["GET", "/"],
  ];

  it.each(unused)("%s /api/auth%s answers 404 in the reply shape", async (method, path) => {
    const answer = await send(method, path, { cookie: bed.accounts.camper.cookie, body: { name: "Changed" } });
    expect(answer).toMatchObject({ status: 404, body: { ok: false, message: "Not found." } });
  });

  it("another user's session token cannot be revoked, and its session stays valid", async () => {
    const victim = await signedInAccount(bed.services, "victim@example.com");
    const [row] = await bed.db.select({ token: session.token }).from(session).where(eq(session.userId, victim.id));
    const token = row?.token ?? "";
    expect(token).not.toBe("");
    for (const path of ["/revoke-session", "/revoke-sessions", "/revoke-other-sessions"]) {
      expect(await send("POST", path, { cookie: bed.accounts.camper.cookie, body: { token } })).toMatchObject({
        status: 404,
      });
    }
    expect(await whoIs(victim.cookie)).toBe("victim@example.com");
    // Nor can one's own account be changed or deleted through better-auth directly.
    const camper = bed.accounts.camper;
    await send("POST", "/delete-user", { cookie: camper.cookie, body: { password: "correct horse battery" } });
    await send("POST", "/change-email", { cookie: camper.cookie, body: { newEmail: "taken-over@example.com" } });
    expect(await whoIs(camper.cookie)).toBe(camper.email);
  });

  it("the used ones answer truthfully", async () => {
    expect(await whoIs(bed.accounts.camper.cookie)).toBe(bed.accounts.camper.email);
    expect((await send("GET", "/get-session")).body).toBeNull();

    const leaving = await signedInAccount(bed.services, "leaving@example.com");
    const signOut = await send("POST", "/sign-out", { cookie: leaving.cookie });
    expect(signOut).toMatchObject({ status: 200, body: { success: true } });
    expect(await whoIs(leaving.cookie)).toBeNull();

    expect(
      await send("POST", "/request-password-reset", {
        body: { email: "leaving@example.com", redirectTo: "/reset-password" },
      }),
    ).toMatchObject({ status: 200, body: { status: true } });
    expect(
      await send("POST", "/reset-password", { body: { token: "not-a-token", newPassword: "evergreen-trail-88" } }),
    ).toMatchObject({ status: 400, body: { code: "INVALID_TOKEN" } });
    expect(
      await send("POST", "/send-verification-email", { body: { email: "nobody-here@example.com", callbackURL: "/" } }),
    ).toMatchObject({ status: 200, body: { status: true } });
    expect((await send("GET", "/verify-email?token=not-a-token")).status).toBe(401);
    expect((await send("GET", "/reset-password/not-a-token?callbackURL=/reset-password")).location).toBe(
      `${baseUrl}/reset-password?error=INVALID_TOKEN`,
    );
  });

  it("every endpoint our forms call is in the table", async () => {
    const folder = path.join(import.meta.dirname, "../accounts");
    const called = new Set<string>();
    for (const file of await readdir(folder)) {
      if (file.endsWith(".test.ts")) continue;
      const source = await readFile(path.join(folder, file), "utf8");
      for (const match of source.matchAll(/callAuthEndpoint\(\s*request,\s*context,\s*"([^"]+)"/g)) {
        if (match[1]) called.add(match[1]);
      }
    }
    expect([...called].sort()).toEqual([
      "/request-password-reset",
      "/reset-password",
      "/send-verification-email",
      "/sign-in/email",
      "/sign-out",
      "/sign-up/email",
    ]);
    for (const endpoint of called) expect(usedAuthEndpointOf("POST", `/api/auth${endpoint}`)).not.toBeNull();
  });
});
