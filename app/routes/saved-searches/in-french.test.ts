// Saved searches in French through the real app (docs/product/languages.md): the page, its forms and replies from
// the saved searches' French catalog, and the alert mail's unsubscribe page.
import { beforeAll, describe, expect, it } from "vitest";
import { savedSearches } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { searchSummary } from "#app/modules/saved-searches/search-summary.ts";
import { testGeocoder } from "#app/modules/saved-searches/testing/saved-search-fixture.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({ services: { geocoder: testGeocoder() }, accounts: { buyer: "buyer@example.com" } });
let app: AppRequestHandler;
let searchId = "";
let unsubscribeToken = "";

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  const [row] = await bed.db
    .insert(savedSearches)
    .values({ userId: bed.accounts.buyer.id, name: "Fourgonnettes Ford", query: "make=Ford", shape: "" })
    .returning();
  searchId = row?.id ?? "";
  unsubscribeToken = row?.unsubscribeToken ?? "";
});

async function page(path: string, cookie?: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await app.handle(
    new Request(`${testBaseUrl}${path}`, {
      method: "POST",
      headers: { origin: testBaseUrl, [clientIpHeader]: "198.51.100.40", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    }),
  );
  return { status: response.status, html: await response.text() };
}

describe("saved searches in French", () => {
  it("the page: its heading, the search's alerts and forms in French", async () => {
    const { status, html } = await page("/fr/saved-searches", bed.accounts.buyer.cookie);
    expect(status).toBe(200);
    expect(html).toContain("<title>Recherches enregistrées | Roamstead</title>");
    expect(html).toContain("Alertes : Instantanées");
    expect(html).toContain(">Renommer<");
    expect(html).toContain(">Résumé quotidien<");
    expect(html).toContain(">Supprimer<");
    expect(html).toContain('href="/fr/listings?make=Ford"');
  });

  it("a change's reply, with the search's name, in French", async () => {
    const { html } = await post(
      "/fr/saved-searches",
      { intent: "frequency", id: searchId, frequency: "daily" },
      bed.accounts.buyer.cookie,
    );
    expect(html).toContain("Alertes pour « Fourgonnettes Ford » : Résumé quotidien.");
    const refused = await post(
      "/fr/saved-searches",
      { intent: "rename", id: searchId, name: " " },
      bed.accounts.buyer.cookie,
    );
    expect(refused.html).toContain("Veuillez donner un nom à la recherche.");
  });

  it("the unsubscribe page asks, and says it is done, in French", async () => {
    const path = `/fr/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
    expect((await page(path)).html).toContain("Désactiver les alertes pour « Fourgonnettes Ford »?");
    expect((await post(path, {})).html).toContain("Les alertes pour « Fourgonnettes Ford » sont désactivées.");
  });

  it("'Save this search' suggests a name in French", () => {
    const params = new URLSearchParams("vehicleType=van&make=Ford&location=Québec&radius=100&reduced=1");
    expect(searchSummary(params, translatorFor("fr-CA"))).toBe(
      "Fourgonnette aménagée Ford, à moins de 161 km de Québec, 1 autre filtre",
    );
    expect(searchSummary(new URLSearchParams("maxPrice=60000&currency=CAD"), translatorFor("fr-CA"))).toContain(
      "60\u00a0000\u00a0$\u00a0CA",
    );
    expect(searchSummary(new URLSearchParams(), translatorFor("en-US"))).toBe("All campers");
  });
});
