// The dashboard's 'Display name' form through the route module (docs/product/selling.md, "Dashboard"): stored,
// shown back, refused with its message (the field keeps what was typed), signed out sent to sign in.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { englishOutcome } from "#app/modules/listings/testing/in-english.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { Route } from "./+types/dashboard";
import { action, loader } from "./dashboard.tsx";

/** A route's outcome with the message ids of its body in English (ADR 056): the tests compare the product's words. */
const settle = (run: () => unknown) => englishOutcome(settleOutcome(run));

const bed = routeTestBed({ accounts: { bea: "bea.buyer@example.com" } });

const save = (displayName: string, cookie = bed.accounts.bea.cookie) =>
  settle(() => action(routeArgs<Route.ActionArgs>(formRequest("/dashboard", { displayName }, cookie), bed.context)));
const open = () =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest("/dashboard", bed.accounts.bea.cookie), bed.context)));
const storedName = async () =>
  (await bed.db.select({ name: user.name }).from(user).where(eq(user.id, bed.accounts.bea.id)))[0]?.name;

describe("the dashboard's display name", () => {
  it("is empty until chosen, then stored trimmed and shown in the field", async () => {
    await bed.db.update(user).set({ name: "bea.buyer" }).where(eq(user.id, bed.accounts.bea.id));
    expect(await open()).toMatchObject({ status: 200, body: { displayName: null } });
    expect(await save("  Bea from Utrecht  ")).toMatchObject({
      status: 200,
      body: { ok: true, message: "Your display name has been saved." },
    });
    expect(await storedName()).toBe("Bea from Utrecht");
    expect(await open()).toMatchObject({ body: { displayName: "Bea from Utrecht" } });
  });

  it("refuses bad names with a 400 and the field's message, and keeps the stored one", async () => {
    const refusals: [string, string][] = [
      ["   ", "Please enter a display name."],
      ["x".repeat(51), "Please use at most 50 characters for your display name."],
      ["bea.buyer@example.com", "Please do not use an e-mail address as your display name."],
      ["Bea\r\nBuyer", "Please keep your display name on one line."],
      ["Bea.Buyer", "Please choose a name other than the start of your e-mail address."],
    ];
    for (const [displayName, message] of refusals) {
      expect(await save(displayName)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { displayName: message }, values: { displayName } },
      });
    }
    expect(await storedName()).toBe("Bea from Utrecht");
  });

  it("answers junk with 4xx", async () => {
    const { cookie } = bed.accounts.bea;
    const post = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
    expect((await post(formRequest("/dashboard", {}, cookie))).status).toBe(400);
    expect((await post(jsonRequest("/dashboard", { displayName: "Bea" }, cookie))).status).toBe(415);
  });

  it("sends a visitor to sign in and stores nothing", async () => {
    expect(await save("Someone else", "")).toMatchObject({
      status: 303,
      location: "/sign-in-camper?redirect=%2Fdashboard",
    });
    expect(await storedName()).toBe("Bea from Utrecht");
  });
});
