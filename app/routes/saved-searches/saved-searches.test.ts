// /saved-searches and its unsubscribe link through their loaders and actions (docs/product/buyers-come-back.md,
// Saved searches and alerts): every form, the owner-only rule, the 50-per-account limit, signed-out visitors.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { savedSearches } from "#app/db/schema.ts";
import { maxSavedSearches } from "#app/modules/saved-searches/saved-search-rules.ts";
import { testGeocoder } from "#app/modules/saved-searches/testing/saved-search-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/saved-searches";
import { action, loader } from "./saved-searches.tsx";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./unsubscribe.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed({
  services: { geocoder: testGeocoder() },
  accounts: { buyer: "buyer@example.com", other: "other@example.com" },
});
beforeEach(async () => {
  await bed.db.delete(savedSearches);
});

type Who = "buyer" | "other" | "visitor";
const cookieOf = (as: Who) => (as === "visitor" ? undefined : bed.accounts[as].cookie);
const post = (form: Record<string, string>, as: Who) =>
  settle(() => action(routeArgs<Route.ActionArgs>(formRequest("/saved-searches", form, cookieOf(as)), bed.context)));
const open = (as: Who) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest("/saved-searches", cookieOf(as)), bed.context)));
const save = (query: string, as: Who = "buyer", name = "Vans near Portland") =>
  post({ intent: "save", name, frequency: "instant", query }, as);

describe("/saved-searches", () => {
  it("saves the normalised search (no sort or page) and goes back to it with the saved flag", async () => {
    const query = "vehicleType=van&make=Ford&location=Portland%2C+OR&radius=100&sortBy=price_asc&view=map";
    const saved = await save(query);
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(
      "/listings?vehicleType=van&make=Ford&location=Portland%2C+OR&radius=100&sortBy=price_asc&view=map&saved=1",
    );
    const [row] = await bed.db.select().from(savedSearches);
    expect(row).toMatchObject({
      name: "Vans near Portland",
      frequency: "instant",
      query: "vehicleType=van&make=Ford&location=Portland%2C+OR&radius=100",
      vehicleType: "van",
      makePattern: "%Ford%",
      radiusMiles: 100,
      centreLatitude: 45.5152,
      centreLongitude: -122.6784,
    });
    expect(row?.shape).toMatch(/^vehicleType make centreLatitude centreLongitude cosCentreLatitude maxHaversine /);
    const page = await open("buyer");
    expect(page.body).toMatchObject({ searches: [{ name: "Vans near Portland", frequency: "instant" }] });
  });

  it("gives searches with the same filters one shape, and an antimeridian box another", async () => {
    await save("make=ford&bbox=-125,40,-110,50");
    await save("make=ram&bbox=-120,30,-100,45");
    await save("make=ram&bbox=170,30,-170,45");
    const shapes = (await bed.db.select().from(savedSearches)).map((row) => row.shape);
    expect(new Set(shapes).size).toBe(2);
    const [across] = await bed.db.select().from(savedSearches).where(eq(savedSearches.bboxWest, 170));
    expect(across).toMatchObject({ bboxWest: 170, bboxEast: -170, bboxSouth: 30, bboxNorth: 45 });
  });

  it("refuses a bad name or search with its message and a 400", async () => {
    expect(await save("", "buyer", "  ")).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: "Please give the search a name." } },
    });
    expect(await save("", "buyer", "x".repeat(101))).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: "A name is at most 100 characters." } },
    });
    expect((await save("radius=7&location=Portland")).status).toBe(400);
    expect((await post({ intent: "explode" }, "buyer")).status).toBe(400);
    expect((await post({ intent: "rename", id: "not-an-id", name: "x" }, "buyer")).status).toBe(400);
  });

  it("keeps at most 50 searches per account", async () => {
    for (let index = 0; index < maxSavedSearches; index += 1) expect((await save(`make=m${index}`)).status).toBe(303);
    expect(await save("make=one-too-many")).toMatchObject({
      status: 409,
      body: { message: "You can keep up to 50 saved searches. Delete one to save another." },
    });
    expect((await save("make=theirs", "other")).status).toBe(303);
  });

  it("renames, changes the alerts and deletes the owner's search; anyone else gets 404", async () => {
    await save("make=ford");
    const [row] = await bed.db.select().from(savedSearches);
    const id = row?.id ?? "";
    const forms: Record<string, string>[] = [
      { intent: "rename", id, name: "Theirs now" },
      { intent: "frequency", id, frequency: "off" },
      { intent: "delete", id },
    ];
    for (const form of forms) expect((await post(form, "other")).status).toBe(404);
    expect(await post({ intent: "rename", id, name: " Fords " }, "buyer")).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await post({ intent: "frequency", id, frequency: "daily" }, "buyer")).toMatchObject({
      body: { message: 'Alerts for "Fords": Daily digest.' },
    });
    expect((await bed.db.select().from(savedSearches))[0]).toMatchObject({ name: "Fords", frequency: "daily" });
    expect(await post({ intent: "delete", id }, "buyer")).toMatchObject({ status: 200, body: { ok: true } });
    expect(await bed.db.select().from(savedSearches)).toEqual([]);
  });

  it("sends a signed-out visitor to sign in, and back to the search they wanted to save", async () => {
    expect((await open("visitor")).location).toBe("/sign-in-camper?redirect=%2Fsaved-searches");
    const saved = await save("make=ford&sortBy=price_asc", "visitor");
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(
      `/sign-in-camper?redirect=${encodeURIComponent("/listings?make=ford&sortBy=price_asc")}`,
    );
    expect(await bed.db.select().from(savedSearches)).toEqual([]);
  });
});

describe("/saved-searches/unsubscribe", () => {
  const unsubscribePath = (token: string) => `/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

  it("asks on GET and turns the search's alerts off on POST without a session, twice as well", async () => {
    await save("make=ford", "buyer", "Fords");
    const [row] = await bed.db.select().from(savedSearches);
    const path = unsubscribePath(row?.unsubscribeToken ?? "");
    const asked = await settle(() => unsubscribeLoader(routeArgs(pageRequest(path), bed.context)));
    expect(asked.body).toMatchObject({ name: "Fords", isOff: false });
    expect((await bed.db.select().from(savedSearches))[0]?.frequency).toBe("instant");
    for (let click = 0; click < 2; click += 1) {
      const done = await settle(() =>
        unsubscribeAction(routeArgs(formRequest(path, { "List-Unsubscribe": "One-Click" }), bed.context)),
      );
      expect(done.body).toMatchObject({ ok: true, message: 'Alerts for "Fords" are off.' });
    }
    expect((await bed.db.select().from(savedSearches))[0]?.frequency).toBe("off");
  });

  it("answers 404 for a token that is not ours", async () => {
    for (const token of ["", "unknown", "00000000-0000-4000-8000-000000000000"]) {
      expect(
        (await settle(() => unsubscribeLoader(routeArgs(pageRequest(unsubscribePath(token)), bed.context)))).status,
      ).toBe(404);
      const posted = await settle(() =>
        unsubscribeAction(routeArgs(formRequest(unsubscribePath(token), {}), bed.context)),
      );
      expect(posted.status).toBe(404);
    }
  });
});
