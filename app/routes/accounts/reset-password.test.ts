import { describe, expect, it } from "vitest";
import { signedInAccount } from "#app/test/accounts.ts";
import { formRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/reset-password";
import { action } from "./reset-password.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const invalidLink = "This reset link is invalid or has expired. Please ask for a new one.";

const bed = routeTestBed();

const reset = (fields: Record<string, string>) =>
  settle(() => action(routeArgs<Route.ActionArgs>(formRequest("/reset-password", fields), bed.context)));

/** A reset token for the account, as the e-mail link carries it. */
async function resetToken(email: string): Promise<string> {
  await bed.services.auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
  const { rows } = (await bed.database.executeSql(
    "select split_part(identifier, ':', 2) as token from verification where identifier like 'reset-password:%' order by created_at desc limit 1",
  )) as { rows: { token: string }[] };
  return rows[0]?.token ?? "";
}

describe("choosing a new password", () => {
  it("refuses a short password before looking at the link, then changes it with a good one", async () => {
    const camper = await signedInAccount(bed.services, "camper@example.com");
    const token = await resetToken(camper.email);
    expect(await reset({ token, password: "short" })).toMatchObject({
      status: 400,
      body: { ok: false, message: "Password must be at least 10 characters." },
    });
    expect(await reset({ token, password: "evergreen-trail-88" })).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("answers an unknown token, no token and a token with NUL with 400 and the link's message or the field's", async () => {
    expect(await reset({ token: "not-a-token", password: "evergreen-trail-88" })).toMatchObject({
      status: 400,
      body: { ok: false, message: invalidLink },
    });
    expect(await reset({ token: " ", password: "evergreen-trail-88" })).toMatchObject({
      status: 400,
      body: { message: invalidLink, fieldErrors: { token: invalidLink } },
    });
    expect(await reset({ token: "abc\u0000def", password: "evergreen-trail-88" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { token: "Please remove the unsupported characters from this field." } },
    });
  });
});
