// Favorites in French through the real app (docs/product/languages.md): the page, its preference and the hearts'
// names from the favorites' French catalog, and the price-drop unsubscribe page.
import { beforeAll, describe, expect, it } from "vitest";
import { favorites } from "#app/db/schema.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({ accounts: { buyer: "buyer@example.com", newcomer: "new@example.com" } });
let app: AppRequestHandler;

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  const listingId = await insertListingFixture(bed.db, { title: "Westfalia 1987" });
  await bed.db.insert(favorites).values({ userId: bed.accounts.buyer.id, listingId });
});

async function page(path: string, cookie?: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, html: await response.text() };
}

describe("favorites in French", () => {
  it("the page: its heading, the preference and a saved camper's heart in French", async () => {
    const { status, html } = await page("/fr/favorites", bed.accounts.buyer.cookie);
    expect(status).toBe(200);
    expect(html).toContain("<title>Favoris | Roamstead</title>");
    expect(html).toContain(">Favoris<");
    expect(html).toContain("M’avertir par courriel quand le prix d’un favori baisse");
    expect(html).toContain(">Enregistrer la préférence<");
    expect(html).toMatch(/aria-label="Retirer [^"]*Westfalia 1987[^"]* des favoris"/);
    // The heart's form, before JavaScript, posts to the French page's /favorites.
    expect(html).toContain('action="/fr/favorites"');
  });

  it("no favorites yet, in French", async () => {
    const { html } = await page("/fr/favorites", bed.accounts.newcomer.cookie);
    expect(html).toContain("Aucun favori pour l’instant. Touchez le cœur d’un VR pour le garder ici.");
  });

  it("the price-drop unsubscribe page for a link that is not ours", async () => {
    const { status, html } = await page("/fr/price-drop-alerts/unsubscribe?token=unknown");
    expect(status).toBe(404);
    expect(html).toContain(">Lien de désabonnement non valide<");
    expect(html).toContain("Ce lien de désabonnement n’est pas valide.");
  });
});
