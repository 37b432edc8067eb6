// The builders page's JSON pages: a page of cards, or a bad cursor in the one reply shape.
import { describe, expect, it } from "vitest";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { Route } from "./+types/builders";
import { loader } from "./builders.ts";

const bed = routeTestBed();

const load = (path: string) => settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(path), bed.context)));

describe("GET /api/builders", () => {
  it("answers a page of cards", async () => {
    expect(await load("/api/builders")).toMatchObject({ status: 200, body: { builders: [], nextCursor: null } });
  });

  it("answers a bad cursor with 400 and the cursor's message", async () => {
    const result = await load("/api/builders?cursor=nonsense");
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      ok: false,
      message: expect.any(String),
      fieldErrors: { cursor: expect.any(String) },
      values: { cursor: "nonsense" },
    });
  });
});
