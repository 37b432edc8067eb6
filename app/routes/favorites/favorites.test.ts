// POST /favorites (the hearts, the price-drop preference) and GET /favorites through the route module, and a
// heart pressed signed out that the sign-in saves (docs/product/buyers-come-back.md, "Favorites").
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { listFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { inEnglish } from "#app/test/translator.tsx";
import { action as signInAction, loader as signInLoader } from "../accounts/sign-in.tsx";
import type { Route } from "./+types/favorites";
import { action, loader } from "./favorites.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed({ accounts: { buyer: "buyer@example.com", late: "late@example.com" } });
let listingId: string;
let hiddenId: string;

beforeAll(async () => {
  const rows = await bed.db
    .insert(listings)
    .values([listingFixture({ title: "Hearted van" }), listingFixture({ title: "Hidden van", isActive: false })])
    .returning({ id: listings.id });
  listingId = rows[0]?.id ?? "";
  hiddenId = rows[1]?.id ?? "";
});

const post = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
const open = (cookie?: string) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest("/favorites", cookie), bed.context)));
const idsOf = (name: "buyer" | "late") => listFavoriteListingIds(bed.db, bed.accounts[name].id);

describe("the heart's form post (before JavaScript)", () => {
  it("adds and removes, each time back to the page it came from", async () => {
    const { cookie } = bed.accounts.buyer;
    const heart = (intent: string) =>
      post(formRequest("/favorites", { listingId, intent, redirectTo: "/listings?make=Ford" }, cookie));
    expect(await heart("add")).toMatchObject({ status: 303, location: "/listings?make=Ford" });
    expect(await heart("add")).toMatchObject({ status: 303 });
    expect(await idsOf("buyer")).toEqual([listingId]);
    expect(await heart("remove")).toMatchObject({ status: 303, location: "/listings?make=Ford" });
    expect(await idsOf("buyer")).toEqual([]);
  });

  it("goes back only to a path on this site", async () => {
    const { cookie } = bed.accounts.buyer;
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/sign-in-camper"]) {
      const result = await post(formRequest("/favorites", { listingId, intent: "remove", redirectTo }, cookie));
      expect(result).toMatchObject({ status: 303, location: "/favorites" });
    }
  });
});

describe("the heart's JSON post (with JavaScript)", () => {
  it("answers the reply shape; a listing that is not public is refused with its message", async () => {
    const { cookie } = bed.accounts.buyer;
    expect(await post(jsonRequest("/favorites", { listingId, intent: "add" }, cookie))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await post(jsonRequest("/favorites", { listingId: hiddenId, intent: "add" }, cookie))).toMatchObject({
      status: 404,
      body: { ok: false, message: "This camper is no longer available." },
    });
    await post(jsonRequest("/favorites", { listingId, intent: "remove" }, cookie));
  });

  it("answers junk with 400", async () => {
    const { cookie } = bed.accounts.buyer;
    for (const body of [{}, { listingId: "x", intent: "add" }, { listingId, intent: "steal" }, { intent: 3 }]) {
      expect((await post(jsonRequest("/favorites", body, cookie))).status).toBe(400);
    }
    expect((await post(formRequest("/favorites", { listingId: "../etc", intent: "add" }))).status).toBe(400);
  });
});

describe("a heart pressed signed out", () => {
  let carried = "";

  it("carries the listing in an HttpOnly cookie for an hour and sends the visitor to sign in and back", async () => {
    const result = await post(formRequest("/favorites", { listingId, intent: "add", redirectTo: "/listing/x?y=1" }));
    expect(result).toMatchObject({ status: 303, location: "/sign-in-camper?redirect=%2Flisting%2Fx%3Fy%3D1" });
    const cookie = result.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^carried_actions=[\w-]{43}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax/);
    carried = cookie.split(";")[0] ?? "";
  });

  it("is saved by the sign-in, which clears the cookie; the sign-in page says why it asks", async () => {
    const page = await settle(() =>
      signInLoader(routeArgs(pageRequest("/sign-in-camper?redirect=%2Flistings", carried), bed.context)),
    );
    expect(page.body).toMatchObject({ reason: "Sign in to save campers to your favorites." });

    const signIn = await settle(() =>
      signInAction(
        routeArgs(
          formRequest(
            "/sign-in-camper?redirect=%2Flistings",
            { intent: "sign-in", email: "LATE@example.com", password: "correct horse battery" },
            carried,
          ),
          bed.context,
        ),
      ),
    );
    expect(signIn).toMatchObject({ status: 302, location: "/listings" });
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.includes("session_token="))).toBe(true);
    expect(cookies).toContainEqual(expect.stringMatching(/^carried_actions=; Max-Age=0; Path=\//));
    expect(await idsOf("late")).toEqual([listingId]);
  });

  it("signs in as usual without a carried favorite, and a removal or the preference only asks to sign in", async () => {
    for (const cookie of [undefined, "carried_actions=%E0%A4%A", "carried_actions=not-a-token", carried]) {
      const page = await settle(() => signInLoader(routeArgs(pageRequest("/sign-in-camper", cookie), bed.context)));
      expect(page.body).toMatchObject({ reason: undefined });
    }
    expect(await post(formRequest("/favorites", { listingId, intent: "remove", redirectTo: "/" }))).toMatchObject({
      status: 303,
      location: "/sign-in-camper?redirect=%2F",
    });
    const preference = await post(formRequest("/favorites", { intent: "price-drop-alerts" }));
    expect(preference).toMatchObject({ status: 303, location: "/sign-in-camper?redirect=%2Ffavorites" });
    expect(preference.headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /favorites and the preference", () => {
  it("sends a visitor to sign in and back", async () => {
    expect(await open()).toMatchObject({ status: 302, location: "/sign-in-camper?redirect=%2Ffavorites" });
  });

  it("lists the favorites with their ids for the hearts, and the preference, which the form turns off and on", async () => {
    const { cookie, id } = bed.accounts.buyer;
    await post(jsonRequest("/favorites", { listingId, intent: "add" }, cookie));
    expect(await open(cookie)).toMatchObject({
      status: 200,
      body: { favoriteListingIds: [listingId], hasPriceDropAlerts: true, favorites: [{ isAvailable: true }] },
    });
    expect(await post(formRequest("/favorites", { intent: "price-drop-alerts" }, cookie))).toMatchObject({
      body: { ok: true, message: "Price-drop emails are off." },
    });
    const [row] = await bed.db.select({ on: user.priceDropAlerts }).from(user).where(eq(user.id, id));
    expect(row?.on).toBe(false);
    await post(formRequest("/favorites", { intent: "price-drop-alerts", priceDropAlerts: "on" }, cookie));
    expect((await open(cookie)).body).toMatchObject({ hasPriceDropAlerts: true });
  });
});
