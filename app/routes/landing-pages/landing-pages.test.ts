// The landing pages, /listings' canonical URL and the listing page's breadcrumbs through the real app
// (docs/product/found-and-shared.md, "Landing pages" and "Canonical URLs of /listings"): the HTML a crawler reads.
import { beforeAll, describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { answerLandingPageListings } from "#app/modules/landing-pages/landing-page-json-endpoint.server.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();
let app: AppRequestHandler;
let newestColoradoVan: string;
let listingInColorado: string;

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  const listed = (days: number) => new Date(Date.now() - days * dayMs);
  // 13 vans in Colorado (more than the page's twelve), one in Oregon, two skoolies and a hidden van.
  for (let day = 13; day >= 1; day--) {
    const id = await insertListingFixture(bed.db, {
      title: `Colorado van ${day}`,
      location: day % 2 ? "Denver, CO" : "80302 (Boulder, CO)",
      make: day % 3 ? "Ford" : "ford ",
      model: "Transit",
      createdAt: listed(day),
    });
    if (day === 1) newestColoradoVan = id;
  }
  listingInColorado = newestColoradoVan;
  await insertListingFixture(bed.db, { title: "Oregon Sprinter", location: "Bend, OR", createdAt: listed(20) });
  await insertListingFixture(bed.db, { title: "Bus <one>", vehicleType: "skoolie", make: "Blue Bird" });
  await insertListingFixture(bed.db, {
    title: "Bus two",
    vehicleType: "skoolie",
    make: "Blue Bird",
    location: "Bend, OR",
  });
  // RVs with no state: a make with a page (3 listings, 2 sellers) and one without (3 listings, 1 seller).
  await bed.db
    .insert(user)
    .values(
      ["one", "two"].map((name) => ({ id: `seller-${name}`, email: `${name}@example.com`, name, emailVerified: true })),
    );
  for (const [make, userId] of [
    ["Roadtrek", "seller-one"],
    ["Roadtrek", "seller-one"],
    ["Roadtrek", "seller-two"],
    ["Lonely Craft", "seller-two"],
    ["Lonely Craft", "seller-two"],
    ["Lonely Craft", "seller-two"],
  ]) {
    await insertListingFixture(bed.db, { title: `${make} RV`, vehicleType: "rv", location: "Somewhere", make, userId });
  }
  await insertListingFixture(bed.db, {
    title: "Hidden van",
    location: "Denver, CO",
    make: "Winnebago",
    isApproved: false,
  });
});

async function get(path: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`));
  // React's text separators (<!-- -->) left out: the tests read the words as a browser shows them.
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const isNoindex = (html: string) => html.includes('<meta name="robots" content="noindex"/>');
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const cardTitles = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]*)<\/a><\/h3>/g)].map((match) => match[1]);
/** The breadcrumb nav: each crumb's text, and its link (none for the current page). */
function breadcrumbsOf(html: string, label = "Breadcrumb") {
  const nav = new RegExp(`<nav aria-label="${label}"[^>]*>(.*?)</nav>`, "s").exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<li([^>]*)>(?:<a[^>]*href="([^"]*)"[^>]*>)?([^<]*)/g)].map(([, attributes, href, name]) =>
    attributes?.includes('aria-current="page"') ? { name, current: true } : { name, href },
  );
}
function structuredDataOf(html: string) {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null") as { "@graph": { "@type": string; itemListElement: unknown[] }[] };
}

describe("a landing page", () => {
  it("answers 200 with its heading, title, description, count, newest listings first, canonical and breadcrumbs", async () => {
    const { status, html } = await get("/campers/vans/colorado");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Used camper vans for sale in Colorado");
    expect(titleOf(html)).toBe("Used camper vans for sale in Colorado | Roamstead");
    expect(descriptionOf(html)).toBe(
      "Browse 13 listings of used camper vans for sale in Colorado, with photos, prices and camper details.",
    );
    expect(html).toContain(">13 campers<");
    expect(cardTitles(html)).toEqual(Array.from({ length: 12 }, (_, index) => `Colorado van ${index + 1}`));
    expect(canonicalOf(html)).toBe(`${testBaseUrl}/campers/vans/colorado`);
    expect(isNoindex(html)).toBe(false);
    expect(breadcrumbsOf(html)).toEqual([
      { name: "Home", href: "/" },
      { name: "Camper vans", href: "/campers/vans" },
      { name: "Colorado", current: true },
    ]);
    // The next page: a plain link before JavaScript, the JSON endpoint after.
    const more = /<a href="(\/campers\/vans\/colorado\?cursor=[^"]+)"[^>]*>Show more<\/a>/.exec(html)?.[1];
    expect(more).toBeDefined();
    const second = await get((more ?? "").replace(/&amp;/g, "&"));
    expect(cardTitles(second.html)).toEqual(["Colorado van 13"]);
    expect(canonicalOf(second.html)).toBe(`${testBaseUrl}/campers/vans/colorado`);
  });

  it("links its neighbours with their counts, and describes itself as a BreadcrumbList and an ItemList", async () => {
    const { html } = await get("/campers/vans");
    expect(h1Of(html)).toBe("Used camper vans for sale");
    expect(html).toContain(">14 campers<");
    expect(html).toMatch(/href="\/campers\/vans\/colorado"[^>]*>Colorado \(13\)/);
    expect(html).toMatch(/href="\/campers\/vans\/oregon"[^>]*>Oregon \(1\)/);
    expect(html).toMatch(/href="\/campers\/skoolies"[^>]*>Skoolies \(2\)/);
    const [breadcrumbs, itemList] = structuredDataOf(html)["@graph"];
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${testBaseUrl}/` },
        { position: 2, name: "Camper vans", item: `${testBaseUrl}/campers/vans` },
      ],
    });
    expect(itemList?.["@type"]).toBe("ItemList");
    expect(itemList?.itemListElement).toHaveLength(12);
    expect(itemList?.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Colorado van 1",
      url: `${testBaseUrl}/listing/${newestColoradoVan}`,
    });

    const inOregon = await get("/campers/skoolies/oregon");
    expect(inOregon.html).toMatch(/href="\/campers\/vans\/oregon"[^>]*>Camper vans \(1\)/);
  });

  it("takes every spelling of a make, named as most of its listings write it", async () => {
    const { status, html } = await get("/campers/make/ford");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Used Ford campers for sale");
    expect(html).toContain(">13 campers<");
    expect(breadcrumbsOf(html)).toEqual([
      { name: "Home", href: "/" },
      { name: "Used Ford campers for sale", current: true },
    ]);
    expect(html).toMatch(/href="\/campers\/make\/roadtrek"[^>]*>Roadtrek \(3\)/);
    // Makes without a page (too few listings, one seller, none public) are linked nowhere.
    for (const make of ["blue-bird", "lonely-craft", "winnebago"]) expect(html).not.toContain(make);
  });

  it("says so when empty: 200, the sentence, a link to all listings and noindex", async () => {
    const { status, html } = await get("/campers/overlanders/british-columbia");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Used overlanders for sale in British Columbia");
    expect(html).toContain("No campers match this page right now.");
    expect(html).toMatch(/<a[^>]*href="\/listings"[^>]*>See all listings<\/a>/);
    expect(html).toContain(">0 campers<");
    expect(isNoindex(html)).toBe(true);
    expect(canonicalOf(html)).toBe(`${testBaseUrl}/campers/overlanders/british-columbia`);
  });

  it.each([
    "/campers/trucks",
    "/campers/vans/atlantis",
    "/campers/vans/CO",
    "/campers/make/winnebago",
    "/campers/make/blue-bird",
    "/campers/make/lonely-craft",
    "/campers/make/nobody-makes-this",
    "/campers/make",
    "/campers/vans/colorado/extra",
    "/campers/%E2%98%83",
  ])("answers %s with 404 'Page Not Found'", async (path) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(h1Of(html)).toBe("Page Not Found");
  });

  it("answers a next-page link it did not write with 400 and the link's message", async () => {
    const { status, html } = await get("/campers/vans?cursor=junk");
    expect(status).toBe(400);
    expect(h1Of(html)).toBe("This link is not valid");
    expect(html).toContain("The link to more results is not valid. Please search again.");
  });
});

describe("/api/campers", () => {
  const services = () => bed.services;
  const answer = (query: string) => answerLandingPageListings(services(), new URLSearchParams(query));

  it("gives a landing page's next page as /api/listings does", async () => {
    const first = await answer("type=vans&region=colorado");
    const body = first.body as { listings: { title: string }[]; nextCursor: string };
    expect(first.status).toBe(200);
    expect(body.listings).toHaveLength(12);
    const next = await answer(`type=vans&region=colorado&cursor=${body.nextCursor}`);
    expect(next.body).toMatchObject({ listings: [{ title: "Colorado van 13" }], hasMore: false, nextCursor: null });
  });

  it("answers a bad cursor with 400 and an unknown page with 404", async () => {
    expect((await answer("type=vans&cursor=junk")).status).toBe(400);
    expect((await answer("type=trucks")).status).toBe(404);
    expect((await answer("make=ford&type=vans")).status).toBe(404);
    expect((await answer("")).status).toBe(404);
  });
});

describe("/listings' canonical URL", () => {
  it.each([
    ["", "/listings", false],
    ["?sort=price_asc&cursor=1_00000000-0000-4000-8000-000000000000", "/listings", false],
    ["?vehicleType=van", "/campers/vans", false],
    ["?vehicleType=skoolie&sortBy=year_desc", "/campers/skoolies", false],
    ["?make=Ford", "/campers/make/ford", false],
    ["?make=roadtrek", "/campers/make/roadtrek", false],
    ["?make=blue%20bird", "/listings", true],
    ["?make=Lonely%20Craft", "/listings", true],
    ["?make=Winnebago", "/listings", true],
    ["?vehicleType=van&make=Ford", "/listings", true],
    ["?maxPrice=50000", "/listings", true],
    ["?location=Denver&radius=100", "/listings", true],
    ["?sleeps_min=4", "/listings", true],
    ["?model=Transit", "/listings", true],
    ["?minPrice=junk", "/listings", true],
  ])("/listings%s → %s (noindex: %s)", async (query, path, noindex) => {
    const { html } = await get(`/listings${query}`);
    expect(canonicalOf(html)).toBe(`${testBaseUrl}${path}`);
    expect(isNoindex(html)).toBe(noindex);
  });
});

describe("a listing page's breadcrumbs", () => {
  it("lead Home › its type's page › its type in its state › its title", async () => {
    const { html } = await get(`/listing/${listingInColorado}`);
    expect(breadcrumbsOf(html)).toEqual([
      { name: "Home", href: "/" },
      { name: "Camper vans", href: "/campers/vans" },
      { name: "Colorado", href: "/campers/vans/colorado" },
      { name: "Colorado van 1", current: true },
    ]);
  });

  it("leave the state out when the location names none", async () => {
    const id = await insertListingFixture(bed.db, {
      title: "Somewhere bus",
      vehicleType: "skoolie",
      location: "Paris",
    });
    const { html } = await get(`/listing/${id}`);
    expect(breadcrumbsOf(html)).toEqual([
      { name: "Home", href: "/" },
      { name: "Skoolies", href: "/campers/skoolies" },
      { name: "Somewhere bus", current: true },
    ]);
  });
});

describe("a landing page in French (docs/product/languages.md)", () => {
  it("names the page, its count, its breadcrumbs and its neighbours in French, the state with its preposition", async () => {
    const { status, html } = await get("/fr/campers/vans/colorado");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Fourgonnettes aménagées d’occasion à vendre au Colorado");
    expect(titleOf(html)).toBe("Fourgonnettes aménagées d’occasion à vendre au Colorado | Roamstead");
    expect(descriptionOf(html)).toBe(
      "Parcourez 13 annonces de fourgonnettes aménagées d’occasion à vendre au Colorado, avec photos, prix et caractéristiques.",
    );
    expect(html).toContain(">13 VR<");
    const label = translatorFor("fr-CA").t("site-shell.breadcrumbs.label");
    expect(breadcrumbsOf(html, label)).toEqual([
      { name: "Accueil", href: "/fr" },
      { name: "Fourgonnettes aménagées", href: "/fr/campers/vans" },
      { name: "Colorado", current: true },
    ]);
    expect(html).toContain("Fourgonnettes aménagées dans d’autres États et provinces");
    expect(html).toMatch(/href="\/fr\/campers\/vans\/oregon"[^>]*>Oregon \(1\)/);
    // Structured data stays in English.
    const [breadcrumbs] = structuredDataOf(html)["@graph"];
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ name: "Home" }, { name: "Camper vans" }, { name: "Colorado" }],
    });
  });

  it("names a province in French", async () => {
    const { html } = await get("/fr/campers/overlanders/british-columbia");
    expect(h1Of(html)).toBe("Véhicules d’expédition d’occasion à vendre en Colombie-Britannique");
    expect(html).toContain("Aucun VR ne correspond à cette page pour le moment.");
    expect((await get("/fr/campers/rvs/quebec")).html).toContain("VR d’occasion à vendre au Québec");
  });

  it("names a make's page and a bad next-page link's message in French", async () => {
    expect(h1Of((await get("/fr/campers/make/ford")).html)).toBe("VR Ford d’occasion à vendre");
    const { status, html } = await get("/fr/campers/vans?cursor=junk");
    expect(status).toBe(400);
    expect(html).toContain("Le lien vers d’autres résultats n’est pas valide. Veuillez refaire la recherche.");
  });
});
