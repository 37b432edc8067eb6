import { describe, expect, it } from "vitest";
import { signedInAccount } from "#app/test/accounts.ts";
import { formRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/forgot-password";
import { action } from "./forgot-password.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const sentMessage = "If an account exists for that address, we sent it a link to reset the password.";

const bed = routeTestBed();

const post = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));

describe("asking for a reset link", () => {
  it("answers an address with an account and one without alike", async () => {
    const camper = await signedInAccount(bed.services, "camper@example.com");
    for (const email of [camper.email, "nobody@example.com"]) {
      expect(await post(formRequest("/forgot-password", { email }))).toMatchObject({
        status: 200,
        body: { ok: true, message: sentMessage },
      });
    }
  });

  it("answers a malformed address, a NUL in it and a JSON array with 400 and a message", async () => {
    expect(await post(formRequest("/forgot-password", { email: "camper" }))).toMatchObject({
      status: 400,
      body: { ok: false, message: "Please enter a valid e-mail address.", values: { email: "camper" } },
    });
    expect(await post(formRequest("/forgot-password", { email: "a\u0000@example.com" }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: "Please remove the unsupported characters from this field." } },
    });
    const array = new Request(`${baseUrl}/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[]",
    });
    expect(await post(array)).toMatchObject({
      status: 400,
      body: { ok: false, message: "The request body must be a JSON object." },
    });
  });
});
