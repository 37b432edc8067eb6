// /price-drop-alerts/unsubscribe through the route module: one click to confirm, and a mail provider's
// one-click POST (RFC 8058) without a session (docs/product/buyers-come-back.md, "Price-drop mail").
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/price-drop-unsubscribe";
import { action, loader } from "./price-drop-unsubscribe.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed();

async function tokenOf(email: string) {
  const id = await insertUser(bed.db, email);
  const [row] = await bed.db.select().from(user).where(eq(user.id, id));
  return { id, token: row?.priceDropUnsubscribeToken ?? "" };
}
const isOn = async (id: string) =>
  (await bed.db.select({ on: user.priceDropAlerts }).from(user).where(eq(user.id, id)))[0]?.on;

const pathFor = (token: string) => `/price-drop-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
const open = (token: string) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(pathFor(token)), bed.context)));
const unsubscribe = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));

describe("/price-drop-alerts/unsubscribe", () => {
  it("asks for one click on GET and changes nothing", async () => {
    const { id, token } = await tokenOf("asks@example.com");
    expect(await open(token)).toMatchObject({ status: 200, body: { state: "confirm", token } });
    expect(await isOn(id)).toBe(true);
  });

  it("turns price-drop emails off on the mail provider's one-click POST, without a session, twice as well", async () => {
    const { id, token } = await tokenOf("oneclick@example.com");
    const oneClick = () => formRequest(pathFor(token), { "List-Unsubscribe": "One-Click" });
    expect(await unsubscribe(oneClick())).toMatchObject({
      status: 200,
      body: { ok: true, message: "Price-drop emails are off." },
    });
    expect(await unsubscribe(oneClick())).toMatchObject({ status: 200 });
    expect(await isOn(id)).toBe(false);
    expect(await open(token)).toMatchObject({ body: { state: "already-off" } });
  });

  it("answers an unknown token with 404 and junk bodies with 4xx", async () => {
    expect(await open("unknown")).toMatchObject({ status: 404, body: { state: "invalid" } });
    expect(await unsubscribe(formRequest(pathFor("unknown"), {}))).toMatchObject({
      status: 404,
      body: { message: "This unsubscribe link is not valid." },
    });
    const { token } = await tokenOf("junk@example.com");
    expect((await unsubscribe(jsonRequest(pathFor(token), { x: 1 }))).status).toBe(415);
  });
});
