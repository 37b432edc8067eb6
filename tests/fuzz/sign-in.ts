// A demo account's session for the fuzz specs: its cookies, from better-auth's own sign-in endpoint.
import { expect } from "@playwright/test";
import { demoPassword, signedInAccounts } from "./cases.ts";
import { send } from "./http.ts";
import { excerpt } from "./report.ts";

/** Signs the demo seller or admin in; the Cookie header its requests then send. */
export async function signInDemo(origin: URL, identity: keyof typeof signedInAccounts, timeoutMs: number) {
  const answer = await send(
    origin,
    false,
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { Origin: origin.origin, "Content-Type": "application/json", Accept: "application/json" },
      body: Buffer.from(JSON.stringify({ email: signedInAccounts[identity], password: demoPassword })),
    },
    timeoutMs,
  );
  expect(answer.status, `${identity} signs in (${excerpt(answer.body)})`).toBe(200);
  const cookie = (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  expect(cookie, `${identity}'s session cookie`).not.toBe("");
  return cookie;
}
