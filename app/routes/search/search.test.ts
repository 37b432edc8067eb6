// /listings through the whole app, as a browser without JavaScript gets it (docs/product/browse-and-search.md).
import { describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed();

describe("prices with cents (docs/product/browse-and-search.md, Listing card)", () => {
  it("shows '$31,500.50' for a price typed as '31,500.50', not '$31,501'", async () => {
    await insertListingFixture(bed.db, { title: "Cents Camper", make: "Centsmobile", priceCents: 3_150_050 });
    const { html } = await pageThroughApp(pageRequest("/listings?make=Centsmobile"), bed.services);
    expect(html).toContain("$31,500.50");
    expect(html).not.toContain("$31,501");
  });
});
