// /account through its route module (docs/product/people-and-trust.md, "Account settings"): each section saved
// (the redirect's notice, the stored values), refused with its field's message and nothing stored, the e-mail change
// through the link mailed to the new address, the password change signing other sessions out; visitors to sign-in.
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, user } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import type { GeocodedPlace, Geocoder } from "#app/modules/geo/geocoder.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith, testBaseUrl } from "#app/test/services.ts";
import { englishOutcome } from "#app/test/translator.tsx";
import type { Route } from "./+types/account-settings";
import { action, loader } from "./account-settings.tsx";

const password = "correct horse battery";

const places: Record<string, GeocodedPlace> = {
  denver: { label: "Denver, CO", latitude: 39.74, longitude: -104.99 },
  "97201": { label: "97201 (Portland, OR)", latitude: 45.5, longitude: -122.69 },
};
const geocoder: Geocoder = {
  geocode: async (query) => places[query.trim().toLowerCase()] ?? null,
  suggest: async () => [],
};

const bed = routeTestBed({
  services: { geocoder },
  accounts: { pat: "pat.camper@example.com", lee: "lee@example.com", kim: "kim@example.com" },
});

const settle = async (run: () => unknown) => englishOutcome(await settleAsIs(run));
const post = (values: Record<string, string | string[]>, cookie = bed.accounts.pat.cookie) =>
  settle(() => action(routeArgs<Route.ActionArgs>(formRequest("/account", values, cookie), bed.context)));
const open = (path = "/account", cookie = bed.accounts.pat.cookie) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(path, cookie), bed.context)));
const stored = async (id = bed.accounts.pat.id) => {
  const [row] = await bed.db.select().from(user).where(eq(user.id, id));
  if (!row) throw new Error("no account");
  return row;
};

function authPost(path: string, body: unknown, cookie?: string) {
  return bed.services.auth.handler(
    new Request(`${testBaseUrl}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: testBaseUrl,
        [clientIpHeader]: "203.0.113.9",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

describe("the public profile", () => {
  it("saves the name, About as typed (one line feed per line break) and the place in its canonical words", async () => {
    const about = "Vanlifer since 2019.\r\n\r\n  Happy to answer questions!  ";
    expect(await post({ intent: "profile", displayName: "  Pat from Boulder ", about, place: "denver" })).toMatchObject(
      { status: 303, location: "/account?saved=profile#profile" },
    );
    expect(await stored()).toMatchObject({
      name: "Pat from Boulder",
      about: "Vanlifer since 2019.\n\n  Happy to answer questions!  ",
      publicPlace: "Denver, CO",
    });
    expect(await open("/account?saved=profile")).toMatchObject({
      status: 200,
      body: {
        settings: { displayName: "Pat from Boulder", publicPlace: "Denver, CO" },
        notice: { form: "profile", reply: { ok: true, message: "Your public profile has been saved." } },
      },
    });
  });

  it("reads a state or province alone as its name, a postal code as its town, and empty as no place", async () => {
    const save = (place: string) => post({ intent: "profile", displayName: "Pat", about: "", place });
    await save("co");
    expect((await stored()).publicPlace).toBe("Colorado");
    await save("97201");
    expect((await stored()).publicPlace).toBe("Portland, OR");
    await save("   ");
    expect(await stored()).toMatchObject({ publicPlace: null, about: "" });
  });

  it("refuses bad input with a 400 and the field's message, and stores nothing", async () => {
    await post({ intent: "profile", displayName: "Pat", about: "Hello", place: "denver" });
    const refusals: [Record<string, string>, string, string][] = [
      [{ displayName: "x".repeat(51) }, "displayName", "Please use at most 50 characters for your display name."],
      [
        { displayName: "pat.camper" },
        "displayName",
        "Please choose a name other than the start of your e-mail address.",
      ],
      [{ about: "é".repeat(1001) }, "about", "Please use at most 1,000 characters in About."],
      [
        { place: "Atlantis" },
        "place",
        "We do not know this place. Try a town with its state or province, such as Denver, CO, or a state or province alone.",
      ],
      [{ place: "Denver\nCO" }, "place", "Please keep the place on one line."],
      [{ place: "x".repeat(81) }, "place", "Please use at most 80 characters for the place."],
    ];
    for (const [fields, field, message] of refusals) {
      const values = { intent: "profile", displayName: "Pat again", about: "Changed", place: "co", ...fields };
      expect(await post(values)).toMatchObject({
        status: 400,
        body: { ok: false, form: "profile", fieldErrors: { [field]: message } },
      });
    }
    expect(await stored()).toMatchObject({ name: "Pat", about: "Hello", publicPlace: "Denver, CO" });
  });
});

describe("the e-mail choices", () => {
  it("stores the kinds left unticked as off, and the price-drop switch", async () => {
    expect(await post({ intent: "mail", mailOn: ["new_messages", "questions"] })).toMatchObject({
      status: 303,
      location: "/account?saved=mail#mail",
    });
    expect(await stored()).toMatchObject({
      mailOff: ["reply_nudges", "reviews", "saved_search_alerts", "expiry_reminders"],
      priceDropAlerts: false,
    });
    expect(await open()).toMatchObject({
      body: { settings: { mailOn: ["new_messages", "questions"], priceDropAlerts: false } },
    });
    await post({
      intent: "mail",
      mailOn: ["new_messages", "reply_nudges", "questions", "reviews", "saved_search_alerts", "expiry_reminders"],
      priceDrops: "on",
    });
    expect(await stored()).toMatchObject({ mailOff: [], priceDropAlerts: true });
  });

  it("refuses a kind that is not one of them", async () => {
    expect(await post({ intent: "mail", mailOn: ["newsletter"] })).toMatchObject({
      status: 400,
      body: { ok: false, form: "mail", message: "Please choose among the e-mails listed." },
    });
    expect((await stored()).mailOff).toEqual([]);
  });

  it("refuses a kind repeated past the list, or sent as no list, with the list's message (not a parser's words)", async () => {
    const repeated = { intent: "mail", mailOn: Array.from({ length: 7 }, () => "questions") };
    expect(await post(repeated)).toMatchObject({
      status: 400,
      body: { form: "mail", message: "Please choose among the e-mails listed." },
    });
    const notAList = jsonRequest("/account", { intent: "mail", mailOn: "questions" }, bed.accounts.pat.cookie);
    expect(await settle(() => action(routeArgs<Route.ActionArgs>(notAList, bed.context)))).toMatchObject({
      status: 400,
      body: { form: "mail", message: "Please choose among the e-mails listed." },
    });
    expect((await stored()).mailOff).toEqual([]);
  });
});

describe("changing the e-mail address", () => {
  it("refuses the same address and a wrong password, and sends nothing", async () => {
    const { lee } = bed.accounts;
    const change = (fields: Record<string, string>) =>
      post({ intent: "email", newEmail: "lee.new@example.com", currentPassword: password, ...fields }, lee.cookie);
    expect(await change({ newEmail: "LEE@example.com" })).toMatchObject({
      status: 400,
      body: { form: "email", fieldErrors: { newEmail: "This is already your e-mail address." } },
    });
    const wrong = await change({ currentPassword: "not the password" });
    expect(wrong).toMatchObject({
      status: 400,
      body: { form: "email", fieldErrors: { currentPassword: "That is not your current password." } },
    });
    // The password typed never comes back to the page.
    expect(JSON.stringify(wrong.body)).not.toContain("not the password");
    expect(await change({ newEmail: "not an address" })).toMatchObject({ status: 400 });
    const mails = await bed.db.select().from(outbox).where(eq(outbox.recipient, "lee.new@example.com"));
    expect(mails).toEqual([]);
  });

  it("mails a link to the new address and a notice to the old one; the link makes the new one the account's", async () => {
    const { lee } = bed.accounts;
    expect(
      await post({ intent: "email", newEmail: "lee.new@example.com", currentPassword: password }, lee.cookie),
    ).toMatchObject({ status: 303, location: "/account?saved=email#email" });
    expect((await stored(lee.id)).email).toBe("lee@example.com");
    const [confirm] = await bed.db.select().from(outbox).where(eq(outbox.recipient, "lee.new@example.com"));
    const toOld = await bed.db.select().from(outbox).where(eq(outbox.recipient, "lee@example.com"));
    const notice = toOld.find((mail) => mail.subject === "Your Roamstead e-mail address is about to change");
    expect(confirm?.subject).toBe("Confirm your new Roamstead e-mail address");
    expect(notice?.text).toContain("lee.new@example.com");
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(confirm?.text ?? "")?.[0] ?? "";
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/account?saved=email-confirmed");
    const opened = await bed.services.auth.handler(new Request(link, { headers: { cookie: lee.cookie } }));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account?saved=email-confirmed");
    expect(await stored(lee.id)).toMatchObject({ email: "lee.new@example.com", emailVerified: true });
    expect(await open("/account?saved=email-confirmed", lee.cookie)).toMatchObject({
      body: { notice: { form: "email", reply: { ok: true, message: "Your e-mail address has been changed." } } },
    });
    expect(await open("/account?saved=email-confirmed&error=INVALID_TOKEN", lee.cookie)).toMatchObject({
      body: {
        notice: { reply: { ok: false, message: "This link is invalid or has expired. Please ask for a new one." } },
      },
    });
  });
});

describe("changing the password", () => {
  it("refuses a wrong current password and a weak new one", async () => {
    const { kim } = bed.accounts;
    const change = (fields: Record<string, string>) =>
      post(
        { intent: "password", currentPassword: password, newPassword: "a new long passphrase", ...fields },
        kim.cookie,
      );
    expect(await change({ currentPassword: "not the password" })).toMatchObject({
      status: 400,
      body: { form: "password", fieldErrors: { currentPassword: "That is not your current password." } },
    });
    expect(await change({ newPassword: "short" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { newPassword: "Password must be at least 10 characters." } },
    });
    expect((await authPost("/sign-in/email", { email: kim.email, password })).status).toBe(200);
  });

  it("changes it, keeps this browser signed in and signs every other session out", async () => {
    const { kim } = bed.accounts;
    const elsewhere = cookieOf(await authPost("/sign-in/email", { email: kim.email, password }));
    const changed = await post(
      { intent: "password", currentPassword: password, newPassword: "a new long passphrase" },
      kim.cookie,
    );
    expect(changed).toMatchObject({ status: 303, location: "/account?saved=password#password" });
    const here = cookieOf(new Response(null, { headers: changed.headers }));
    expect(here).toContain("session_token=");
    expect(await open("/account?saved=password", here)).toMatchObject({
      status: 200,
      body: { notice: { reply: { message: "Your password has been changed. Every other device was signed out." } } },
    });
    expect(await open("/account", elsewhere)).toMatchObject({ status: 302 });
    expect((await authPost("/sign-in/email", { email: kim.email, password })).status).toBe(401);
    const signedIn = await authPost("/sign-in/email", { email: kim.email, password: "a new long passphrase" });
    expect(signedIn.status).toBe(200);
  });

  const failingChanges: { endpoint: "changePassword" | "changeEmail"; values: Record<string, string> }[] = [
    { endpoint: "changePassword", values: { intent: "password", newPassword: "a new long passphrase" } },
    { endpoint: "changeEmail", values: { intent: "email", newEmail: "lee.elsewhere@example.com" } },
  ];
  it.each(failingChanges)(
    "answers 503 when better-auth's $endpoint fails on a database that went away, never a 400 about the form",
    async ({ endpoint, values }) => {
      const { lee } = bed.accounts;
      const away = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      const { auth } = bed.services;
      const failingEndpoint = Object.assign(
        async () => {
          throw new APIError("INTERNAL_SERVER_ERROR", { message: "Failed to get session", cause: away });
        },
        { path: auth.api[endpoint].path, options: auth.api[endpoint].options },
      );
      const failing = contextWith({
        ...bed.services,
        auth: { ...auth, api: { ...auth.api, [endpoint]: failingEndpoint } },
      });
      const request = formRequest("/account", { ...values, currentPassword: password }, lee.cookie);
      const outcome = await settle(() => action(routeArgs<Route.ActionArgs>(request, failing)));
      expect(outcome).toMatchObject({ status: 503, body: { message: expect.stringMatching(/unavailable/) } });
    },
  );
});

describe("who may", () => {
  it("sends a visitor to sign in, coming back to /account, and stores nothing", async () => {
    expect(await open("/account", "")).toMatchObject({ status: 302, location: "/sign-in-camper?redirect=%2Faccount" });
    expect(await post({ intent: "mail", mailOn: [] }, "")).toMatchObject({
      status: 303,
      location: "/sign-in-camper?redirect=%2Faccount",
    });
  });

  it("answers a link it did not write, and a post naming no form, with a 400", async () => {
    expect(await open("/account?saved=everything")).toMatchObject({ status: 400 });
    expect(await post({ displayName: "Pat" })).toMatchObject({
      status: 400,
      body: { message: "Please choose what to save." },
    });
  });
});
