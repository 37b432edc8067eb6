// The home page and the two rating pages through the whole app, in both languages (docs/product/browse-and-search.md,
// Home; docs/product/languages.md): the product's English words, the French ones under /fr, no message id left.
import { beforeAll, describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed();

beforeAll(async () => {
  await insertListingFixture(bed.db, { title: "Home page van", make: "Homemobile", location: "Denver, CO" });
});

/** The page's words: without its scripts (the messages it carries, its JSON-LD) and React's text separators. */
const wordsOf = (html: string) => html.replace(/<script\b[^>]*>.*?<\/script>/gs, "").replaceAll("<!-- -->", "");
/** Message ids of this part's areas left untranslated (a handle that does not name the area shows them). */
const rawIds = (html: string) =>
  wordsOf(html).match(/(?<![\w/.-])(search|map|deal-rating|camper-details|landing-pages)\.[a-z][\w-]*(\.[\w-]+)*/g) ??
  [];

async function page(path: string) {
  const { status, html } = await pageThroughApp(pageRequest(path), bed.services);
  return { status, html, words: wordsOf(html) };
}

describe("the home page", () => {
  it("says what the product says in English", async () => {
    const { status, html, words } = await page("/");
    expect(status).toBe(200);
    expect(words).toContain("<title>Roamstead | Used campers, vans, skoolies and RVs for sale</title>");
    expect(words).toContain(">Search Less. Roam more.<");
    expect(words).toContain(">Browse by category<");
    expect(words).toContain(">4x4 / Overlanders<");
    expect(words).toContain('See all<span class="sr-only"> recent listings</span>');
    expect(words).toContain(">Selling a camper, or building them?<");
    expect(rawIds(html)).toEqual([]);
  });

  it("is in French under /fr, a linked search's results and messages too", async () => {
    const { status, html, words } = await page("/fr");
    expect(status).toBe(200);
    expect(words).toContain('<html lang="fr-CA"');
    expect(words).toContain(">Cherchez moins. Roulez plus.<");
    expect(words).toContain(">Parcourir par catégorie<");
    expect(words).toContain(">Fourgonnettes aménagées<");
    expect(words).toContain(">Annonces en vedette<");
    expect(words).toContain(">Vous vendez un VR, ou vous en aménagez?<");
    expect(rawIds(html)).toEqual([]);

    const search = await page("/fr?make=Homemobile");
    expect(search.words).toContain(">Résultats de recherche<");
    expect(rawIds(search.html)).toEqual([]);
    const refused = await page("/fr?cursor=junk");
    expect(refused.status).toBe(400);
    expect(refused.words).toContain("Le lien vers d’autres résultats n’est pas valide. Veuillez refaire la recherche.");
  });
});

describe("the rating pages", () => {
  it("explain the deal rating in English and in French", async () => {
    const english = await page("/deal-rating");
    expect(english.words).toContain("<title>How the deal rating works | Roamstead</title>");
    expect(english.words).toContain("10% or more below the market price");
    expect(english.words).toContain("from 3% below to 8% above the market price");
    expect(english.words).toContain(
      "under 50,000 miles; 50,000–99,999 miles; 100,000–149,999 miles; 150,000 miles and more",
    );
    expect(english.words).toContain(
      "&quot;Great price&quot;, &quot;Good price&quot;, &quot;Fair price&quot; or &quot;High price&quot;",
    );
    const french = await page("/fr/deal-rating");
    expect(french.words).toContain("<title>Comment fonctionne la cote du prix | Roamstead</title>");
    expect(french.words).toContain("« Excellent prix », « Bon prix », « Prix juste » ou « Prix élevé »");
    expect(french.words).toContain("plus de 8 % au-dessus du prix du marché");
    expect(rawIds(french.html)).toEqual([]);
  });

  it("explain the off-grid rating in English and in French", async () => {
    const english = await page("/off-grid-rating");
    expect(english.words).toContain("<title>The off-grid rating | Roamstead</title>");
    expect(english.words).toContain("Points = 4 × days ÷ 7.");
    const french = await page("/fr/off-grid-rating");
    expect(french.words).toContain("<title>La cote d’autonomie | Roamstead</title>");
    expect(french.words).toContain("Électricité : jusqu’à 4 points");
    expect(rawIds(french.html)).toEqual([]);
  });
});
