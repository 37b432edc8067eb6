import { describe, expect, it } from "vitest";
import { formRequest, jsonRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/sign-in";
import { action } from "./sign-in.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const password = "correct horse battery";
const unexpectedCharacters = "Please remove the unsupported characters from this field.";

const bed = routeTestBed({ accounts: { camper: "camper@example.com" } });

const post = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
const signIn = (fields: Record<string, string>, path = "/sign-in-camper") =>
  post(formRequest(path, { intent: "sign-in", ...fields }));

describe("signing in", () => {
  it("signs in and goes on to the target with the session cookie", async () => {
    const result = await signIn(
      { email: bed.accounts.camper.email, password },
      "/sign-in-camper?redirect=%2Fdashboard",
    );
    expect(result).toMatchObject({ status: 302, location: "/dashboard" });
    expect(result.headers.getSetCookie().join(";")).toContain("session_token=");
  });

  it("answers a wrong password with better-auth's message, the address kept and the password not", async () => {
    expect(await signIn({ email: bed.accounts.camper.email, password: "not the password" })).toEqual({
      status: 401,
      location: null,
      headers: expect.any(Headers),
      body: {
        ok: false,
        message: "Invalid email or password",
        values: { intent: "sign-in", email: bed.accounts.camper.email },
      },
    });
  });

  it("answers a malformed address and a missing password with the field's message", async () => {
    expect(await signIn({ email: "camper", password })).toMatchObject({
      status: 400,
      body: {
        message: "Please enter a valid e-mail address.",
        fieldErrors: { email: "Please enter a valid e-mail address." },
      },
    });
    expect(await signIn({ email: bed.accounts.camper.email, password: "" })).toMatchObject({
      status: 400,
      body: { message: "Please enter your password.", fieldErrors: { password: "Please enter your password." } },
    });
  });

  it("tells an unconfirmed account to confirm, and sends the mail again when asked", async () => {
    const email = "unconfirmed@example.com";
    await bed.services.auth.api.signUpEmail({ body: { email, password, name: "Camper" } });
    expect(await signIn({ email, password })).toMatchObject({
      status: 403,
      body: {
        ok: false,
        message: "Please confirm your e-mail address before signing in: use the link we sent you.",
        values: { email },
      },
    });
    expect(await post(formRequest("/sign-in-camper", { intent: "resend", email }))).toMatchObject({
      status: 200,
      body: { ok: true, message: "We sent you a new confirmation link. Please check your e-mail.", values: { email } },
    });
  });

  it("reads a JSON body like the form; an unknown intent is refused", async () => {
    const json = jsonRequest("/sign-in-camper", { email: bed.accounts.camper.email, password: "not the password" });
    expect(await post(json)).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    expect(await signIn({ intent: "delete", email: bed.accounts.camper.email, password })).toMatchObject({
      status: 400,
    });
  });
});

describe("what the reader refuses before better-auth is asked", () => {
  const raw = (headers: Record<string, string>, body: BodyInit | null) =>
    post(new Request(`${baseUrl}/sign-in-camper`, { method: "POST", headers, body }));

  it("refuses a text body, an empty body and a multipart body without a boundary with 415 and a message", async () => {
    for (const [headers, body] of [
      [{ "content-type": "text/plain" }, `email=${bed.accounts.camper.email}&password=x`],
      [{}, null],
      [{ "content-type": "multipart/form-data" }, "--x\r\n"],
    ] as const) {
      const result = await raw(headers, body);
      expect(result.status).toBe(415);
      expect(result.body).toMatchObject({ ok: false, message: expect.stringMatching(/^Send the request as /) });
    }
  });

  it("refuses invalid JSON with 400, NUL in the address with 400 on the field, and a huge body with 413", async () => {
    expect(await raw({ "content-type": "application/json" }, "{")).toMatchObject({
      status: 400,
      body: { ok: false, message: "The request body is not valid JSON." },
    });
    expect(await signIn({ email: `${bed.accounts.camper.email}\u0000`, password })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: unexpectedCharacters } },
    });
    const huge = await signIn({ email: bed.accounts.camper.email, password: "x".repeat(70_000) });
    expect(huge).toMatchObject({ status: 413, body: { ok: false } });
    expect(huge.headers.get("connection")).toBe("close");
  });
});
