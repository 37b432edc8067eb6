// The about page and the site's error pages in both languages, through the real app (docs/product/site-shell.md,
// docs/product/languages.md): English word for word, French from the site shell's catalogs.
import { describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();
const page = (path: string) => pageThroughApp(new Request(`${testBaseUrl}${path}`), bed.services);

describe("the about page", () => {
  it("says who we are, with its links, in English", async () => {
    const { status, html } = await page("/about");
    expect(status).toBe(200);
    expect(html).toContain("<title>About | Roamstead</title>");
    expect(html).toContain(
      '<meta name="description" content="About Roamstead, the marketplace for used campers and custom camper builders: how it works, contact, terms and safety."/>',
    );
    expect(html).toContain(">About Roamstead</h1>");
    expect(html).toContain(">See the listing tiers and sell your camper</a>");
    expect(html).toContain(
      'Write to us at <a class="font-semibold text-pine-700 underline hover:text-pine-800" href="mailto:hello@roamstead.com">hello@roamstead.com</a> or find us on Instagram at <a',
    );
    expect(html).toContain(">@roamstead</a>.");
    expect(html).toContain(
      "Roamstead does not inspect vehicles and gives no guarantee of any vehicle&#x27;s condition",
    );
    expect(html).toContain(">GeoNames</a>, licensed under CC BY 4.0");
    expect(html).toContain(">← Back to home</a>");
  });

  it("is in French under /fr", async () => {
    const { status, html } = await page("/fr/about");
    expect(status).toBe(200);
    expect(html).toContain("<title>À propos | Roamstead</title>");
    expect(html).toContain(">À propos de Roamstead</h1>");
    expect(html).toContain(">Voir les forfaits et vendre mon VR</a>");
    expect(html).toContain(
      'Écrivez-nous à <a class="font-semibold text-pine-700 underline hover:text-pine-800" href="mailto:hello@roamstead.com">',
    );
    expect(html).toContain('href="/fr/sell-your-camper"');
    expect(html).toContain(">← Retour à l’accueil</a>");
    expect(html).not.toContain("About Roamstead");
  });
});

describe("the error pages", () => {
  it("answer an unknown address with a 404 page in its language", async () => {
    const english = await page("/no-such-page");
    expect(english.status).toBe(404);
    expect(english.html).toContain("<title>Page Not Found | Roamstead</title>");
    expect(english.html).toContain("The page you are looking for does not exist or has moved.");
    expect(english.html).toContain(">Back to home</a>");

    const french = await page("/fr/no-such-page");
    expect(french.status).toBe(404);
    expect(french.html).toContain("<title>Page introuvable | Roamstead</title>");
    expect(french.html).toContain("La page que vous cherchez n’existe pas ou a été déplacée.");
    expect(french.html).toMatch(/href="\/fr"[^>]*>Retour à l’accueil<\/a>/);
  });

  it("name a link the page cannot read in French, with the parameter's own message", async () => {
    const { status, html } = await page("/fr/listing/00000000-0000-4000-8000-000000000000/report?reported=2");
    expect(status).toBe(400);
    expect(html).toContain("Ce lien n’est pas valide");
  });
});
