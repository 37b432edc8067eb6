// Signed-in accounts for route and use-case tests: made and signed in through better-auth itself, so
// the cookie is the one a browser would send.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { testBaseUrl } from "./services.ts";

const password = "correct horse battery";

export interface TestAccount {
  id: string;
  email: string;
  /** The Cookie header a signed-in browser sends. */
  cookie: string;
}

function postAuth(services: AppServices, path: string, body: unknown): Promise<Response> {
  return services.auth.handler(
    new Request(`${testBaseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: testBaseUrl, [clientIpHeader]: "203.0.113.7" },
      body: JSON.stringify(body),
    }),
  );
}

/** A confirmed account (an administrator's when `role` says so), signed in through better-auth. */
export async function signedInAccount(
  services: AppServices,
  email: string,
  role: "user" | "admin" = "user",
): Promise<TestAccount> {
  expect((await postAuth(services, "/sign-up/email", { email, password, name: "Camper" })).status).toBe(200);
  const [row] = await services.db
    .update(user)
    .set({ emailVerified: true, role })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  const signedIn = await postAuth(services, "/sign-in/email", { email, password });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { id: row?.id ?? "", email, cookie };
}
