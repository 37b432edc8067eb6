// Paths seen in the product's flows that lead to the real pages: /submit-builder-form (the builder
// payment's success page goes there) and /thank-you.
import { describe, expect, it } from "vitest";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import type { Route } from "./+types/submit-builder-form";
import { loader as submitFormLoader } from "./submit-builder-form.ts";
import { loader as thankYouLoader } from "./thank-you.ts";

describe("paths seen in the product's flows", () => {
  it("/submit-builder-form leads to /submit-builder with its query; /thank-you to /builders", async () => {
    const load = (path: string) =>
      settle(() => submitFormLoader(routeArgs<Route.LoaderArgs>(pageRequest(path), undefined)));
    expect(await load("/submit-builder-form?session_id=local_abc&x=1")).toMatchObject({
      status: 301,
      location: "/submit-builder?session_id=local_abc&x=1",
    });
    expect(await load("/submit-builder-form")).toMatchObject({ location: "/submit-builder" });
    expect(await settle(() => thankYouLoader())).toMatchObject({ status: 301, location: "/builders" });
  });
});
