// Open redirects (issue 14), through the real routes: the sign-in and sign-up pages with a signed-in
// user, the sign-up form's confirmation mail, and the links of both mails followed through
// /api/auth/* on better-auth's real handler. Every target ends on this site, or at the documented default
// (docs/product/accounts.md, "Redirect targets").
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { formRequest, pageRequest, queryValueOf, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route as AuthRoute } from "../api/+types/auth";
import { action as authAction, loader as authLoader } from "../api/auth.ts";
import type { Route as SignInRoute } from "./+types/sign-in";
import type { Route as SignUpRoute } from "./+types/sign-up";
import { loader as signInLoader } from "./sign-in.tsx";
import { action as signUpAction, loader as signUpLoader } from "./sign-up.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed({ accounts: { camper: "camper@example.com" } });

/** The tricks of issue 14 that became `//evil.example` after normalisation, and a few more. */
const offSite = [
  "/.//evil.example",
  "/..//evil.example",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/.///evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "https://evil.example",
  "/%2f/evil.example",
];

const isOnSite = (location: string | null) =>
  location !== null && new URL(location, `${baseUrl}/a/b`).origin === new URL(baseUrl).origin;

describe("the sign-in and sign-up pages with a signed-in user", () => {
  const signInAs = (path: string) =>
    settle(() =>
      signInLoader(routeArgs<SignInRoute.LoaderArgs>(pageRequest(path, bed.accounts.camper.cookie), bed.context)),
    );
  const signUpAs = (path: string) =>
    settle(() =>
      signUpLoader(routeArgs<SignUpRoute.LoaderArgs>(pageRequest(path, bed.accounts.camper.cookie), bed.context)),
    );

  it.each(offSite)("sends %j to the default, from every address and parameter", async (target) => {
    const encoded = encodeURIComponent(target);
    for (const path of [`/sign-in-camper?redirect=${encoded}`, `/sign-in?redirectTo=${encoded}`]) {
      expect(await signInAs(path), path).toMatchObject({ status: 302, location: "/sell-your-camper" });
    }
    for (const path of [`/custom-sign-up?redirect=${encoded}`, `/sign-up?redirect=${encoded}`]) {
      expect(await signUpAs(path), path).toMatchObject({ status: 302, location: "/dashboard" });
    }
  });

  it("goes on to a path on this site, normalised", async () => {
    expect(await signInAs(`/sign-in-camper?redirectTo=${encodeURIComponent("/my-listings?x=1#y")}`)).toMatchObject({
      status: 302,
      location: "/my-listings?x=1#y",
    });
    expect(
      await signUpAs(`/custom-sign-up?redirect=${encodeURIComponent("/x/../submit-builder?tier=roam")}`),
    ).toMatchObject({
      status: 302,
      location: "/submit-builder?tier=roam",
    });
  });
});

async function latestLink(recipient: string, subject: string): Promise<URL> {
  const [mail] = await bed.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.subject, subject)))
    .orderBy(desc(outbox.id));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no "${subject}" link for ${recipient} in the outbox`);
  return new URL(link);
}

/** Opens a link as a browser would, through /api/auth/*'s loader; better-auth's real handler answers. */
const follow = (link: URL | string) =>
  settle(() => authLoader(routeArgs<AuthRoute.LoaderArgs>(new Request(link), bed.context)));

/** What better-auth alone would answer, without our route in front: the attack the route closes. */
const followUnguarded = async (link: string) =>
  (await bed.services.auth.handler(new Request(link))).headers.get("location");

function apiPost(path: string, body: unknown) {
  const request = new Request(`${baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.30" },
    body: JSON.stringify(body),
  });
  return settle(() => authAction(routeArgs<AuthRoute.ActionArgs>(request, bed.context)));
}

describe("the confirmation mail and /api/auth/verify-email", () => {
  it("the sign-up form with an off-site target mails a link that continues to the default and signs in", async () => {
    const email = "form-signup@example.com";
    const request = formRequest(`/custom-sign-up?redirect=${encodeURIComponent("/.//evil.example")}`, {
      email,
      password: "granite-vista-2026",
    });
    expect((await settle(() => signUpAction(routeArgs<SignUpRoute.ActionArgs>(request, bed.context)))).status).toBe(
      200,
    );
    const link = await latestLink(email, "Confirm your Roamstead account");
    expect(queryValueOf(link, "callbackURL")).toBe("/dashboard");
    const opened = await follow(link);
    expect(opened).toMatchObject({ status: 302, location: "/dashboard" });
    expect(opened.headers.getSetCookie().join(";")).toContain("session_token=");
  });

  it.each(["callbackURL", "errorCallbackURL", "newCallbackURL"])(
    "an API client's %s that is not ours becomes the default before better-auth builds the link",
    async (field) => {
      const email = `api-${field.toLowerCase()}@example.com`;
      const signUp = await apiPost("/sign-up/email", {
        email,
        password: "granite-vista-2026",
        name: "Api",
        [field]: "/.//evil.example",
      });
      expect(signUp.status).toBe(200);
      const link = await latestLink(email, "Confirm your Roamstead account");
      expect(["/", "/dashboard"]).toContain(queryValueOf(link, "callbackURL"));
      expect(isOnSite((await follow(link)).location)).toBe(true);
    },
  );

  it.each(offSite)("a forged link's callbackURL %j ends at the default on its error path", async (target) => {
    const forged = `${baseUrl}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`;
    expect(await follow(forged)).toMatchObject({ status: 302, location: "/dashboard?error=INVALID_TOKEN" });
  });

  it("would have gone off-site without the route's check (better-auth alone)", async () => {
    const forged = `${baseUrl}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent("/.//evil.example")}`;
    const location = await followUnguarded(forged);
    expect(location).toBe("//evil.example?error=INVALID_TOKEN");
    expect(isOnSite(location)).toBe(false);
  });

  it("a repeated callbackURL counts as not ours", async () => {
    const forged = `${baseUrl}/api/auth/verify-email?token=x&callbackURL=/dashboard&callbackURL=/.//evil.example`;
    expect(await follow(forged)).toMatchObject({ status: 302, location: "/dashboard?error=INVALID_TOKEN" });
  });
});

describe("the reset mail and /api/auth/reset-password/:token", () => {
  it("an off-site redirectTo becomes our reset page; the link lands there with its token", async () => {
    const { email } = bed.accounts.camper;
    expect((await apiPost("/request-password-reset", { email, redirectTo: "/.//evil.example" })).status).toBe(200);
    const link = await latestLink(email, "Reset your Roamstead password");
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    expect(queryValueOf(link, "callbackURL")).toBe("/reset-password");
    const opened = await follow(link);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.location ?? "");
    expect(landing.origin).toBe(baseUrl);
    expect(landing.pathname).toBe("/reset-password");
    expect(queryValueOf(landing, "token")).toBeTruthy();
  });

  it.each(offSite)("a forged link's callbackURL %j ends at our reset page", async (target) => {
    const forged = `${baseUrl}/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(target)}`;
    expect(await follow(forged)).toMatchObject({
      status: 302,
      location: `${baseUrl}/reset-password?error=INVALID_TOKEN`,
    });
  });
});
