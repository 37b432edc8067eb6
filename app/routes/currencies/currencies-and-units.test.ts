// A Canadian camper in Canadian dollars and kilometres, through the real app (docs/product/currencies-and-units.md):
// shown in its own currency and unit with the other beside it, found by a price filter in either currency, and the
// visitor's currency chosen in the footer.
import { beforeAll, describe, expect, it } from "vitest";
import { comparisonCents } from "#app/modules/currencies/currencies.ts";
import { shippedRates } from "#app/modules/currencies/shipped-rates.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();
let app: AppRequestHandler;
let listingId: string;
const nbsp = "\u00a0";

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  listingId = await insertListingFixture(bed.db, {
    title: "Promaster au Québec",
    location: "Montreal, QC",
    currency: "CAD",
    askingPriceCents: 6_950_000,
    priceCents: comparisonCents(6_950_000, "CAD", shippedRates),
    odometer: 105_773,
    odometerUnit: "km",
    mileage: 65_724,
  });
});

async function page(path: string, cookie?: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe("a camper priced in Canadian dollars and read in kilometres", () => {
  it("shows CA$ and km on an English page, with about what it is in US dollars and miles", async () => {
    const { html } = await page(`/listing/${listingId}`);
    expect(html).toContain("CA$69,500");
    expect(html).toContain(`≈${nbsp}US$49,600`);
    expect(html).toContain(`105,773${nbsp}km (65,724${nbsp}miles)`);
    expect(html).toContain('"priceCurrency":"CAD"');
    expect(html).toContain('"unitCode":"KMT"');
  });

  it("shows it the French way on a French page, in the visitor's own currency without a conversion", async () => {
    const { html } = await page(`/fr/listing/${listingId}`);
    expect(html).toContain(`69${nbsp}500${nbsp}$${nbsp}CA`);
    expect(html).not.toContain(`≈${nbsp}`);
    expect(html).toContain(`105${nbsp}773${nbsp}km (65${nbsp}724${nbsp}milles)`);
  });

  it("is found by a price filter in US dollars at its converted price, and in Canadian dollars at its own", async () => {
    const found = async (query: string) => (await page(`/listings?${query}`)).html.includes("Promaster au Québec");
    expect(await found("maxPrice=50000")).toBe(true);
    expect(await found("maxPrice=49000")).toBe(false);
    expect(await found("maxPrice=70000&currency=CAD")).toBe(true);
    expect(await found("maxPrice=69000&currency=CAD")).toBe(false);
    expect(await found("minPrice=69000&currency=CAD")).toBe(true);
  });
});

describe("the visitor's currency", () => {
  it("is chosen in the footer, remembered, and the visitor comes back to the same page", async () => {
    const form = new URLSearchParams({ currency: "CAD", redirectTo: `/listing/${listingId}` });
    const response = await app.handle(
      new Request(`${testBaseUrl}/currency`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: testBaseUrl },
        body: form,
      }),
    );
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.headers.get("location")).toBe(`/listing/${listingId}`);
    expect(response.headers.get("set-cookie")).toContain("currency=CAD");
    // Chosen on a French page, the visitor stays on the French page.
    const french = await app.handle(
      new Request(`${testBaseUrl}/fr/currency`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: testBaseUrl },
        body: new URLSearchParams({ currency: "USD", redirectTo: "/listings" }),
      }),
    );
    expect(french.headers.get("location")).toBe("/fr/listings");
    const { html } = await page(`/listing/${listingId}`, "currency=CAD");
    expect(html).toContain("CA$69,500");
    expect(html).not.toContain(`≈${nbsp}US$`);
  });

  it("is US dollars on English pages and Canadian dollars on French ones until chosen, the rate's date said", async () => {
    const english = await page("/about");
    expect(english.html).toContain("Approximate amounts at US$1 = CA$1.40");
    const french = await page("/fr/about");
    expect(french.html).toContain(`1${nbsp}$${nbsp}US = 1,40${nbsp}$${nbsp}CA`);
    const usd = await page(`/fr/listing/${listingId}`, "currency=USD");
    expect(usd.html).toContain(`≈${nbsp}49${nbsp}600${nbsp}$${nbsp}US`);
  });

  it("refuses a currency the site does not have", async () => {
    const response = await app.handle(
      new Request(`${testBaseUrl}/currency`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: testBaseUrl },
        body: new URLSearchParams({ currency: "EUR" }),
      }),
    );
    expect(response.status).toBe(400);
  });
});
