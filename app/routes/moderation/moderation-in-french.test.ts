// The reporting pages, /buying-safely and the admin pages in Canadian French through the real app
// (docs/product/languages.md): the same pages under /fr, every word from the French catalogs, none left as an id.
import { beforeAll, describe, expect, it } from "vitest";
import { reportListing } from "#app/modules/moderation/report-listing.server.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({
  accounts: { admin: { email: "admin@example.com", role: "admin" }, seller: "seller@example.com" },
});
let app: AppRequestHandler;
let listingId: string;

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  listingId = await insertListingFixture(bed.db, { title: "Westfalia", userId: bed.accounts.seller.id });
  await reportListing({
    db: bed.db,
    listingId,
    reporter: { userId: null, key: "ip:french-test" },
    report: { reason: "scam", details: "Virement seulement." },
  });
});

/** The page's status and markup, its scripts left out (their data and the page's messages hold ids by design). */
async function page(path: string, cookie?: string) {
  const response = await app.handle(pageRequest(path, cookie));
  return { status: response.status, html: (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "") };
}

/** Text an id left untranslated would show: `>moderation.report.heading<`, `aria-label="admin.nav.label"`. */
const untranslated = /[>"](admin|moderation|media)\.[a-zA-Z.]+[<"]/;

describe("in French", () => {
  it("/fr/buying-safely gives its advice, title and description in French", async () => {
    const { status, html } = await page("/fr/buying-safely");
    expect(status).toBe(200);
    expect(html).toContain("<title>Acheter en toute sécurité | Roamstead</title>");
    expect(html).toContain(">Voyez le VR en personne<");
    expect(html).toContain(
      "<strong>N’envoyez jamais d’argent par virement télégraphique, et ne payez jamais en cartes-cadeaux ni en cryptomonnaie.</strong>",
    );
    expect(html).toContain('name="description" content="Comment acheter un VR d’occasion en toute sécurité');
    expect(html).not.toMatch(untranslated);
    expect(html).not.toContain("Buying safely");
  });

  it("/fr/listing/{id}/report offers the form in French", async () => {
    const { status, html } = await page(`/fr/listing/${listingId}/report`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Signaler cette annonce | Roamstead</title>");
    expect(html).toContain(">Motif*<");
    expect(html).toContain("Arnaque ou fraude");
    expect(html).toContain("Au plus 2\u00a0000 caractères.");
    expect(html).toContain(">Envoyer le signalement<");
    expect(html).not.toMatch(untranslated);
  });

  it("/fr/admin, its newsletter page and the report queue are in French for an administrator", async () => {
    const cookie = bed.accounts.admin.cookie;
    const dashboard = await page("/fr/admin", cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain("<title>Tableau de bord d’administration | Roamstead</title>");
    expect(dashboard.html).toContain(">Rechercher des annonces<");
    expect(dashboard.html).toContain(">Activité récente des administrateurs<");
    expect(dashboard.html).not.toMatch(untranslated);

    const newsletter = await page("/fr/admin/newsletter", cookie);
    expect(newsletter.html).toContain(">Abonnés à l’infolettre<");
    expect(newsletter.html).toContain(">Exporter en CSV<");
    expect(newsletter.html).not.toMatch(untranslated);

    const reports = await page("/fr/admin/reports", cookie);
    expect(reports.html).toContain(">Signalements ouverts<");
    expect(reports.html).toContain("1 annonce avec des signalements ouverts (1 signalement)");
    expect(reports.html).toContain("Arnaque ou fraude (1)");
    expect(reports.html).toContain(">Masquer l’annonce");
    expect(reports.html).not.toMatch(untranslated);
  });

  it("refuses a member who is not an administrator in French", async () => {
    const { status, html } = await page("/fr/admin", bed.accounts.seller.cookie);
    expect(status).toBe(403);
    expect(html).toContain("Accès refusé. Cette page est réservée aux administrateurs.");
    expect(html).not.toMatch(untranslated);
  });
});
