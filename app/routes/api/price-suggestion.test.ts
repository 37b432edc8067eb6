// GET /api/price-suggestion through the route module (docs/product/buyers-come-back.md, Suggested price).
import { beforeEach, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { Route } from "./+types/price-suggestion";
import { loader } from "./price-suggestion.ts";

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(listings);
});

async function ask(query: string) {
  const { status, body } = await settle(() =>
    loader(routeArgs<Route.LoaderArgs>(pageRequest(`/api/price-suggestion?${query}`), bed.context)),
  );
  return { status, body: body as { text: string; suggestion: unknown; ok?: boolean; fieldErrors: object } };
}

const prices = (dollars: number[], overrides = {}) =>
  dollars.map((price) => listingFixture({ priceCents: price * 100, ...overrides }));

describe("GET /api/price-suggestion", () => {
  it("answers the middle half of the same make's prices, with the count", async () => {
    await bed.db
      .insert(listings)
      .values([...prices([40_000, 50_000, 60_000, 70_000, 80_000]), ...prices([10_000], { make: "Ford" })]);
    expect(await ask("vehicle_type=van&make=mercedes-benz&year=2020&mileage=10,000")).toEqual({
      status: 200,
      body: {
        text: "Similar campers ask US$50,000–US$70,000 (based on 5 comparable campers).",
        suggestion: { lowCents: 5_000_000, highCents: 7_000_000, comparables: 5 },
      },
    });
  });

  it("counts sold campers at their asking price, never their sale price (docs/product/mark-as-sold.md)", async () => {
    const sold = { isActive: false, soldAt: new Date() };
    await bed.db
      .insert(listings)
      .values([
        ...prices([40_000, 50_000, 60_000]),
        listingFixture({ priceCents: 9_000_000, soldPriceCents: 7_000_000, ...sold }),
        listingFixture({ priceCents: 8_000_000, soldPriceCents: 8_000_000, ...sold }),
      ]);
    const { body } = await ask("vehicle_type=van&make=mercedes-benz&year=2020&mileage=10,000");
    // Asking prices 40k, 50k, 60k, 80k, 90k: the upper quartile is a sold camper's asking price. At its sale
    // price it would be 70k, and asking before and after the sale would tell anyone what it sold for.
    expect(body.suggestion).toEqual({ lowCents: 5_000_000, highCents: 8_000_000, comparables: 5 });
    // Nothing but the figures: no list of prices, nothing per camper.
    expect(Object.keys(body).sort()).toEqual(["suggestion", "text"]);
  });

  it("counts the whole type when the make has fewer than 5, and says when there are not enough", async () => {
    await bed.db.insert(listings).values(prices([40_000, 50_000, 60_000, 70_000]));
    expect((await ask("vehicle_type=van&make=Ford&year=2019")).body.text).toBe(
      "Not enough comparable campers to suggest a price yet.",
    );
    await bed.db.insert(listings).values(prices([80_000], { make: "Ram" }));
    expect((await ask("vehicle_type=van&make=Ford&year=2019")).body.text).toBe(
      "Similar campers ask US$50,000–US$70,000 (based on 5 comparable campers).",
    );
    // Another mileage band, another year range: not comparable.
    expect((await ask("vehicle_type=van&make=Ford&year=2019&mileage=120000")).body.suggestion).toBeNull();
    expect((await ask("vehicle_type=van&make=Ford&year=2015")).body.suggestion).toBeNull();
  });

  it.each([
    ["", "vehicle_type"],
    ["vehicle_type=boat&make=Ford&year=2019", "vehicle_type"],
    ["vehicle_type=van&make=&year=2019", "make"],
    ["vehicle_type=van&make=Ford&year=19", "year"],
    ["vehicle_type=van&make=Ford&year=2019&mileage=-5", "mileage"],
    ["vehicle_type=van&make=Ford&year=2019&mileage=lots", "mileage"],
    [`vehicle_type=van&make=${"x".repeat(500)}&year=2019`, "make"],
  ])("answers %s with 400 and the field's message", async (query, field) => {
    const { status, body } = await ask(query);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});
