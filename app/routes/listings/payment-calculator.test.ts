// The payment calculator on a listing page, as the server renders it (docs/product/making-the-deal.md, Payment
// calculator): the GET form before JavaScript, its figures for a GET with its parameters, its refusals as a 400.
import { beforeAll, describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ accounts: { seller: "seller@example.com" } });
const ids = { denver: "", montreal: "", sold: "" };

beforeAll(async () => {
  const seller = bed.accounts.seller.id;
  ids.denver = await insertListingFixture(bed.db, { userId: seller, location: "Denver, CO", priceCents: 4_500_000 });
  ids.montreal = await insertListingFixture(bed.db, {
    userId: seller,
    location: "Montréal, QC",
    priceCents: 4_642_900,
    askingPriceCents: 6_500_000,
    currency: "CAD",
  });
  ids.sold = await insertListingFixture(bed.db, {
    userId: seller,
    location: "Denver, CO",
    soldAt: new Date(),
    isActive: false,
  });
});

/** The page's status, and its calculator section as shown (the same markup also travels in the loader's data). */
async function calculatorOn(path: string) {
  const { status, html } = await pageThroughApp(pageRequest(path), bed.services);
  const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
  const section = /<section id="payment"[\s\S]*?<\/section>/.exec(shown)?.[0] ?? null;
  return { status, section };
}

/** The start tag of the element with `id` in the section. */
const tag = (section: string | null, id: string) =>
  new RegExp(`<[a-z]+ id="${id}"[^>]*>`).exec(section ?? "")?.[0] ?? "";

/** The figure the section shows under `name`, "" while none is worked out. */
const figure = (section: string | null, name: string) =>
  new RegExp(`data-figure="${name}"[^>]*>([^<]*)<`).exec(section ?? "")?.[1]?.replace(/\s/g, " ");

describe("the payment calculator on a listing page", () => {
  it("offers the form with the listing's price and state before it is sent, and no figures", async () => {
    const { status, section } = await calculatorOn(`/listing/${ids.denver}`);
    expect(status).toBe(200);
    expect(section).toContain(">Payment calculator</h2>");
    expect(section).toMatch(new RegExp(`<form [^>]*action="/listing/${ids.denver}#payment" method="get"`));
    expect(tag(section, "payment-price")).toMatch(/ name="price" .*value="45000"/);
    expect(section).toMatch(/<option value="CO" selected="">Colorado: 2.9%<\/option>/);
    expect(section).toMatch(/<option value="120" selected="">120 months \(10 years\)<\/option>/);
    expect(section).toContain("Every amount in US dollars (US$).");
    expect(section).toContain("An estimate: the state&#x27;s or province&#x27;s base rate as of July 2025");
    expect(section).toMatch(/data-payment-result="true" hidden=""/);
    expect(figure(section, "monthlyPaymentCents")).toBe("");
  });

  it("shows the loan's cost for a GET with its parameters, the form as it was sent", async () => {
    const query = "price=45%2C000&down=5000&trade_in=10000&apr=7.5&term=120&region=CO";
    const { status, section } = await calculatorOn(`/listing/${ids.denver}?${query}`);
    expect(status).toBe(200);
    expect(section).toMatch(/data-payment-result="true" class=/);
    // Colorado taxes $35,000 (the price less the trade-in) at 2.9 %; $31,015 financed at 7.5 % over 10 years.
    expect(figure(section, "monthlyPaymentCents")).toBe("US$368.15");
    expect(figure(section, "salesTaxCents")).toBe("US$1,015");
    expect(figure(section, "financedCents")).toBe("US$31,015");
    expect(figure(section, "totalInterestCents")).toBe("US$13,163.42");
    expect(figure(section, "totalCostCents")).toBe("US$59,178.42");
    expect(tag(section, "payment-price")).toContain('value="45,000"');
    expect(tag(section, "payment-trade_in")).toContain('value="10000"');
    expect(section).toContain("Estimate");
  });

  it("answers a form that does not read with a 400, each refusal beside its field and what was typed kept", async () => {
    const { status, section } = await calculatorOn(`/listing/${ids.denver}?price=45000&down=lots&apr=&term=60`);
    expect(status).toBe(400);
    expect(tag(section, "payment-down")).toMatch(/aria-invalid="true".* value="lots"/);
    expect(section).toMatch(
      /<p id="payment-down-error" class="[^"]*text-red-800">Please enter the down payment in dollars, for example 5000, or leave it empty.<\/p>/,
    );
    expect(tag(section, "payment-apr")).toContain('aria-invalid="true"');
    expect(section).toContain(">Please enter the APR as a percentage from 0 to 36, for example 7.5.</p>");
    expect(tag(section, "payment-price")).not.toContain('aria-invalid="');
    expect(tag(section, "payment-price-error")).toContain('hidden=""');
    expect(section).toMatch(/data-payment-result="true" hidden=""/);
  });

  it("works in French, in the listing's Canadian dollars, with Québec's GST and QST", async () => {
    const { status, section } = await calculatorOn(`/fr/listing/${ids.montreal}?price=65000&apr=0&term=60&region=QC`);
    expect(status).toBe(200);
    expect(section).toContain(">Calculatrice de paiements</h2>");
    expect(section).toContain(`action="/fr/listing/${ids.montreal}#payment"`);
    expect(section).toContain("Tous les montants en dollars canadiens ($ CA).");
    expect(section?.replace(/\s/g, " ")).toContain('<option value="QC" selected="">Québec : 14,975 %</option>');
    expect(section?.replace(/\s/g, " ")).toContain("le taux de base de l’État ou de la province en juillet 2025");
    // $65,000 and 14.975 % of it, $74,733.75, over 60 months at 0 %.
    expect(figure(section, "salesTaxCents")).toBe("9 733,75 $ CA");
    expect(figure(section, "monthlyPaymentCents")).toBe("1 245,56 $ CA");
    expect(figure(section, "totalInterestCents")).toBe("0 $ CA");
    const refused = await calculatorOn(`/fr/listing/${ids.montreal}?price=65000&apr=99`);
    expect(refused.status).toBe(400);
    expect(refused.section).toContain("Veuillez inscrire le taux annuel en pourcentage, de 0 à 36, par exemple 7,5.");
  });

  it("has no calculator on a sold camper's page, whatever the address asks", async () => {
    const { status, section } = await calculatorOn(`/listing/${ids.sold}?price=abc`);
    expect(status).toBe(200);
    expect(section).toBeNull();
  });
});
