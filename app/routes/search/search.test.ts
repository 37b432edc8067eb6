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

/** The page's words: without its scripts (the messages it carries, its JSON-LD) and React's text separators. */
const wordsOf = (html: string) => html.replace(/<script\b[^>]*>.*?<\/script>/gs, "").replaceAll("<!-- -->", "");
/** Message ids of this page's areas left untranslated (a handle that does not name the area shows them). */
const rawIds = (html: string) =>
  wordsOf(html).match(/(?<![\w/.-])(search|map|deal-rating|camper-details|landing-pages)\.[a-z][\w-]*(\.[\w-]+)*/g) ??
  [];

describe("/fr/listings (docs/product/languages.md)", () => {
  it("shows the results bar, the filters and the chips in French", async () => {
    await insertListingFixture(bed.db, { title: "Fourgonnette bleue", make: "Frenchmobile", sleeps: 4 });
    const { status, html } = await pageThroughApp(
      pageRequest("/fr/listings?make=Frenchmobile&vehicleType=van&sleeps_min=4&drivetrain=4x4"),
      bed.services,
    );
    expect(status).toBe(200);
    const words = wordsOf(html);
    expect(words).toContain("<title>Explorer toutes les annonces | Roamstead</title>");
    expect(words).toContain(">Explorer toutes les annonces<");
    expect(words).toContain("Marque : Frenchmobile");
    expect(words).toContain("Couchages minimum : 4 personnes");
    expect(words).toContain("Traction : 4x4");
    expect(words).toContain(">Fourgonnette aménagée<");
    expect(words).toContain(">Annonces les plus récentes d’abord<");
    expect(words).toContain("Plus de filtres");
    expect(rawIds(html)).toEqual([]);
  });

  it("says what went wrong with a parameter in French", async () => {
    const { status, html } = await pageThroughApp(pageRequest("/fr/listings?minPrice=abc"), bed.services);
    expect(status).toBe(400);
    expect(wordsOf(html)).toContain("Le prix minimum doit être un nombre entier de dollars.");
    expect(rawIds(html)).toEqual([]);
  });

  it("draws the map view in French", async () => {
    const { html } = await pageThroughApp(pageRequest("/fr/listings?view=map"), bed.services);
    const words = wordsOf(html);
    expect(words).toContain("Carte des annonces");
    expect(words).toContain('aria-label="Commandes de la carte"');
    expect(words).toContain(">Liste<");
    expect(rawIds(html)).toEqual([]);
  });

  it("lists /fr/featured in French", async () => {
    const { html } = await pageThroughApp(pageRequest("/fr/featured"), bed.services);
    expect(wordsOf(html)).toContain("<title>Toutes les annonces en vedette | Roamstead</title>");
    expect(rawIds(html)).toEqual([]);
  });
});

describe("the camper-detail filters in the page's units (docs/product/camper-details.md, Units)", () => {
  const search = "length_max=24&height_min=72&water_min=40";

  it("names them in metric on French pages, while the address keeps feet, inches and gallons", async () => {
    const { status, html } = await pageThroughApp(pageRequest(`/fr/listings?${search}`), bed.services);
    expect(status).toBe(200);
    const words = wordsOf(html);
    expect(words).toContain("Longueur maximum : 7,3 mètres");
    expect(words).toContain("Hauteur intérieure minimum : 183 centimètres");
    expect(words).toContain("Eau douce minimum : 151 litres");
    // The length is chosen among metres whose values are feet; the presets name centimetres and litres.
    expect(words).toMatch(/<option value="24" selected="">7,3 m<\/option>/);
    expect(words).toMatch(/<option value="10">3,0 m<\/option>/);
    expect(words).toMatch(/<option value="72" selected="">183 cm · la plupart des gens se tiennent debout<\/option>/);
    expect(words).toMatch(/<option value="40" selected="">151 L · une semaine<\/option>/);
    expect(words).not.toMatch(/\b(ft|gal|feet|gallons)\b/);
    // The other language's page is the same search.
    expect(html).toContain(`hrefLang="en-US" href="http://localhost:3000/listings?${search.replaceAll("&", "&amp;")}"`);
  });

  it("keeps feet, inches and gallons on English pages", async () => {
    const { html } = await pageThroughApp(pageRequest(`/listings?${search}`), bed.services);
    const words = wordsOf(html);
    expect(words).toContain("Length at most 24 feet");
    expect(words).toContain("Interior height at least 72 inches");
    expect(words).toContain("Fresh water at least 40 gallons");
    expect(words).toContain("Length at most (feet)");
    expect(words).toMatch(/<option value="72" selected="">6 ft · most people stand up<\/option>/);
  });
});

describe("/listings in English", () => {
  it("keeps the product's words, with no message id left", async () => {
    const { html } = await pageThroughApp(pageRequest("/listings?sleeps_min=4&feature=solar"), bed.services);
    const words = wordsOf(html);
    expect(words).toContain("<title>Explore All Listings | Roamstead</title>");
    expect(words).toContain("Sleeps at least 4 people");
    expect(words).toContain(">Newest listings first<");
    expect(rawIds(html)).toEqual([]);
  });
});
