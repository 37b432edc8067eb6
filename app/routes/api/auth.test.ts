// better-auth's endpoints behind the one reader: JSON or a form of at most 16 KB, NUL refused per
// field in the reply shape (it would otherwise reach PostgreSQL and fail with a 500), lone surrogates
// made U+FFFD (a name is stored whole), and the sign-in failure count keeping only real addresses.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { signedInAccount, type TestAccount } from "#app/test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { routeArgs, settle } from "#app/test/route-args.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";
import type { Route } from "./+types/auth";
import { action } from "./auth.ts";

const unsupported = "Please remove the unsupported characters from this field.";

let database: TestDatabase;
let services: AppServices;
let camper: TestAccount;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  camper = await signedInAccount(services, "camper@example.com");
});
afterAll(() => database?.destroy());

/** A POST to /api/auth{path} as an API client sends it (JSON unless told otherwise). */
function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`${baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.9", ...headers },
    body,
  });
  return settle(() => action(routeArgs<Route.ActionArgs>(request, contextWith(services))));
}

const json = (path: string, value: unknown, headers?: Record<string, string>) =>
  post(path, JSON.stringify(value), headers);

const allFailures = () => database.db.select().from(signInFailures);
const failuresOf = (email: string) => database.db.select().from(signInFailures).where(eq(signInFailures.email, email));

describe("NUL never reaches the database", () => {
  it("refuses it in the sign-in address with 400 on the field, counting no failure", async () => {
    const email = `${camper.email}\u0000`;
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
    expect(await json("/update-user", { name: "Cam\u0000per" }, { cookie: camper.cookie })).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: unsupported } },
    });
  });
});

describe("lone surrogates", () => {
  it("are stored as U+FFFD, the rest of the name whole, on update and on sign-up", async () => {
    // JSON.stringify writes a lone surrogate as the escape `\udc00`, as a hostile client would.
    expect(await json("/update-user", { name: "Cam\udc00per Joe" }, { cookie: camper.cookie })).toMatchObject({
      status: 200,
    });
    const [updated] = await database.db.select({ name: user.name }).from(user).where(eq(user.id, camper.id));
    expect(updated?.name).toBe("Cam\ufffdper Joe");

    const email = "surrogate@example.com";
    const signUp = await json("/sign-up/email", { email, password: "granite-vista-2026", name: "\ud800Pat Smith" });
    expect(signUp.status).toBe(200);
    const [created] = await database.db.select({ name: user.name }).from(user).where(eq(user.email, email));
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
    const signIn = new URLSearchParams({ email: camper.email, password: "not the password" }).toString();
    expect((await post("/sign-in/email", signIn, form)).status).toBe(401);
    const reset = new URLSearchParams({ email: camper.email, redirectTo: "/reset-password" }).toString();
    expect((await post("/request-password-reset", reset, form)).status).toBe(415);
  });

  it("counts a wrong password under the address in lower case, and nothing for text that is no address", async () => {
    const before = (await failuresOf(camper.email)).length;
    expect((await json("/sign-in/email", { email: "Camper@Example.com", password: "wrong guess" })).status).toBe(401);
    expect(await failuresOf(camper.email)).toHaveLength(before + 1);
    const all = (await allFailures()).length;
    expect((await json("/sign-in/email", { email: "not an address", password: "wrong guess" })).status).toBe(400);
    expect(await allFailures()).toHaveLength(all);
  });
});
