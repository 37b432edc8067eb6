import { describe, expect, it } from "vitest";
import { formRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/sign-up";
import { action } from "./sign-up.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed();

const post = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
const signUp = (fields: Record<string, string>) => post(formRequest("/custom-sign-up", fields));

describe("signing up", () => {
  it("creates the account and says to confirm it, sending nothing typed back", async () => {
    expect(await signUp({ email: "new@example.com", password: "granite-vista-2026" })).toEqual({
      status: 200,
      location: null,
      headers: expect.any(Headers),
      body: {
        ok: true,
        message: "Account created! Please check your email to confirm your account before signing in.",
      },
    });
  });

  it("answers a short or common password with the policy's message, keeping the address", async () => {
    expect(await signUp({ email: "short@example.com", password: "abcdefghi" })).toEqual({
      status: 400,
      location: null,
      headers: expect.any(Headers),
      body: {
        ok: false,
        message: "Password must be at least 10 characters.",
        fieldErrors: { password: "Password must be at least 10 characters." },
        values: { email: "short@example.com" },
      },
    });
    expect(await signUp({ email: "common@example.com", password: "password123" })).toMatchObject({
      status: 400,
      body: { message: "This password is too common. Please choose another." },
    });
  });

  it("answers an address taken already as a new one, so the form cannot probe for members", async () => {
    const first = await signUp({ email: "twice@example.com", password: "granite-vista-2026" });
    expect(await signUp({ email: "twice@example.com", password: "granite-vista-2026" })).toEqual(first);
  });

  it("refuses a NUL in the address with 400, and a text body with 415", async () => {
    expect(await signUp({ email: "nul\u0000@example.com", password: "granite-vista-2026" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: "Please remove the unsupported characters from this field." } },
    });
    const text = new Request(`${baseUrl}/custom-sign-up`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a@example.com",
    });
    expect(await post(text)).toMatchObject({ status: 415, body: { ok: false } });
  });
});
