// The site in its two languages through the real app (docs/product/languages.md): the same page under `/fr`,
// its words from the French catalogs, its links kept under `/fr`, and each page naming its other language.
import { beforeAll, describe, expect, it } from "vitest";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();
let app: AppRequestHandler;

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  await insertListingFixture(bed.db, { title: "Westfalia", location: "Denver, CO" });
});

async function page(path: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`));
  return { status: response.status, html: await response.text() };
}

describe("a page in French", () => {
  it("is the same page under /fr, in French, its links kept under /fr", async () => {
    const { status, html } = await page("/fr/listings?vehicleType=van");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain(">Passer au contenu<");
    expect(html).toContain('href="/fr/listings"');
    expect(html).toContain('href="/fr/sell-your-camper"');
    expect(html).toContain(">Annonces<");
    expect(html).not.toContain(">Skip to content<");
  });

  it("names both languages' addresses, and its own and the other Open Graph locale", async () => {
    const { html } = await page("/fr/listings?vehicleType=van");
    expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${testBaseUrl}/listings?vehicleType=van"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="fr-CA" href="${testBaseUrl}/fr/listings?vehicleType=van"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${testBaseUrl}/listings?vehicleType=van"/>`,
    );
    expect(html).toContain('<meta property="og:locale" content="fr_CA"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
  });

  it("offers the same page in English, filters kept, as a plain link to the other addresses", async () => {
    const { html } = await page("/fr/listings?vehicleType=van");
    expect(html).toContain('href="/listings?vehicleType=van" hrefLang="en-US" lang="en-US"');
  });

  it("sends the browser only its own language's messages", async () => {
    const { html } = await page("/fr");
    const script = /<script id="page-messages" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const messages = JSON.parse(script ?? "{}");
    expect(messages.locale).toBe("fr-CA");
    // Compiled, as the build compiles every catalog (ADR 083).
    expect(messages.messages["site-shell.nav.listings"]).toEqual(["Annonces"]);
    expect(html).not.toContain('"site-shell.nav.listings":["Listings"]');
  });

  it("sends the browser the words the page says and the names of its areas, not their whole catalogs", async () => {
    const { html } = await page("/fr/about");
    const script = /<script id="page-messages" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const { areas, messages } = JSON.parse(script ?? "{}");
    expect(areas).toContain("site-shell");
    expect(messages["site-shell.nav.listings"]).toEqual(["Annonces"]);
    // The 404 page's words are in the site shell's catalog, fetched by the browser, but /about does not say them.
    expect(messages["site-shell.notFound.title"]).toBeUndefined();
  });
});

describe("a page in English", () => {
  it("is unprefixed, in English, and offers the French page", async () => {
    const { status, html } = await page("/about");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain(">Skip to content<");
    expect(html).toContain('href="/fr/about" hrefLang="fr-CA" lang="fr-CA"');
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
  });
});

describe("the language offer on a first visit", () => {
  const visit = async (path: string, headers: Record<string, string>) => {
    const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers }));
    return response.text();
  };

  it("offers French, in French, to a browser that prefers it, and never redirects", async () => {
    const html = await visit("/listings?vehicleType=van", { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8" });
    expect(html).toContain('<section lang="fr-CA" aria-label="Cette page existe aussi en français."');
    expect(html).toContain('href="/fr/listings?vehicleType=van" hrefLang="fr-CA"');
    expect(html).toContain(">La voir en français<");
    expect(html).toContain(">Non merci<");
    expect(html).toContain('<html lang="en-US"');
  });

  it("offers English on a French page to a browser that prefers English", async () => {
    const html = await visit("/fr/about", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(html).toContain('<section lang="en-US" aria-label="This page is also in English."');
    expect(html).toContain('href="/about" hrefLang="en-US"');
  });

  it("is not made to a visitor who came from another page of the site, turned it down, or prefers this language", async () => {
    const french = { "Accept-Language": "fr" };
    const offered = (html: string) => html.includes("<section lang=");
    expect(offered(await visit("/about", { ...french, Referer: `${testBaseUrl}/fr/listings` }))).toBe(false);
    expect(offered(await visit("/about", { ...french, Cookie: "language_offer=dismissed" }))).toBe(false);
    expect(offered(await visit("/about", { "Accept-Language": "en-US,fr;q=0.5" }))).toBe(false);
    expect(offered(await visit("/about", { "Accept-Language": "de-DE" }))).toBe(false);
    expect(offered(await visit("/about", {}))).toBe(false);
    expect(offered(await visit("/about", { ...french, Referer: "https://www.google.com/" }))).toBe(true);
  });

  it("is turned off for a year by 'No thanks', which brings the visitor back to the same page", async () => {
    const response = await app.handle(
      new Request(`${testBaseUrl}/fr/language-offer`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testBaseUrl },
        body: new URLSearchParams({ redirectTo: "/listings?vehicleType=van" }),
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/listings?vehicleType=van");
    expect(response.headers.get("Set-Cookie")).toBe(
      "language_offer=dismissed; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly",
    );
  });
});

describe("while the French pages are not offered (OFFER_FRENCH off)", () => {
  it("links them from nowhere: no switch, no alternates, no offer, and /fr still answers", async () => {
    const services = { ...bed.services, env: { ...bed.services.env, OFFER_FRENCH: false } };
    const quiet = await createAppRequestHandler(services);
    const english = await (
      await quiet.handle(new Request(`${testBaseUrl}/about`, { headers: { "Accept-Language": "fr" } }))
    ).text();
    expect(english).not.toContain('hrefLang="fr-CA"');
    expect(english).not.toContain("<section lang=");
    expect(english).not.toContain(">Français<");
    const french = await quiet.handle(new Request(`${testBaseUrl}/fr/about`));
    expect(french.status).toBe(200);
    expect(await french.text()).toContain('<html lang="fr-CA"');
  });
});
