// The selling and listing pages under /fr through the whole app (docs/product/languages.md): their words from the
// French catalogs, their dates in French, nothing left as a message id.
import { beforeAll, describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ accounts: { seller: "vendeur@example.com" } });
let listingId = "";

beforeAll(async () => {
  listingId = await insertListingFixture(bed.db, {
    userId: bed.accounts.seller.id,
    title: "Westfalia du Québec",
    description: "",
    createdAt: new Date("2026-03-05T12:00:00Z"),
  });
});

/** The page as shown in French: its HTML without the scripts (the messages it carries for the browser). */
async function frenchPage(path: string, cookie?: string) {
  const { status, html } = await pageThroughApp(pageRequest(path, cookie), bed.services);
  return { status, html, shown: html.replace(/<script[\s\S]*?<\/script>/g, "") };
}

/** No `listings.…` or `listing-stats.…` id shows in the page. */
const noListingIds = (shown: string) => expect(shown).not.toMatch(/\blisting(s|-stats)\.[a-z]+\.[a-zA-Z.]+/);

describe("the listing pages in French", () => {
  it("shows a listing's page in French: its sections, its date, its meta description", async () => {
    const { status, html, shown } = await frenchPage(`/fr/listing/${listingId}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-CA"');
    expect(shown).toContain(">Détails<");
    expect(shown).toContain(">Historique des prix<");
    expect(shown).toMatch(/Mis en vente il y a \d+ jours/);
    expect(shown).toContain("Le vendeur n’a pas ajouté de description.");
    expect(shown).toContain(">Partager<");
    expect(shown).toMatch(
      /<meta name="description" content="Westfalia du Québec à vendre à [^"]+ pour [^"]+ sur Roamstead\."/,
    );
    noListingIds(shown);
  });

  it("shows the seller's listings and dashboard in French", async () => {
    const { cookie } = bed.accounts.seller;
    const mine = await frenchPage("/fr/my-listings", cookie);
    expect(mine.status).toBe(200);
    expect(mine.shown).toContain("<title>Mes annonces | Roamstead</title>");
    expect(mine.shown).toContain(">Vendre un autre VR<");
    expect(mine.shown).toContain(">Marquer comme vendu<");
    noListingIds(mine.shown);

    const dashboard = await frenchPage("/fr/dashboard", cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.shown).toContain(">Tableau de bord<");
    expect(dashboard.shown).toContain(">Vos annonces de VR<");
    expect(dashboard.shown).toContain(">Statistiques des annonces<");
    expect(dashboard.shown).toContain(">Membre depuis<");
    noListingIds(dashboard.shown);
  });

  it("shows the listing form and the owner's confirmations in French", async () => {
    const { cookie } = bed.accounts.seller;
    const form = await frenchPage("/fr/submit-listing?draft=new&tier=roam", cookie);
    expect(form.status).toBe(200);
    expect(form.shown).toContain(">Publier une annonce de VR<");
    expect(form.shown).toContain("Type de véhicule *");
    expect(form.shown).toContain(">Fourgonnette aménagée<");
    expect(form.shown).toContain("Forfait Roam : jusqu’à 30 photos et 1 vidéo.");
    noListingIds(form.shown);
    const pages: [string, string][] = [
      [`/fr/edit-listing/${listingId}`, ">Modifier l’annonce<"],
      [`/fr/delete-listing/${listingId}`, "Voulez-vous vraiment supprimer cette annonce?"],
      [`/fr/mark-as-sold/${listingId}`, "Prix de vente (facultatif)"],
      [`/fr/renew-listing/${listingId}`, ">Renouveler votre annonce<"],
    ];
    for (const [path, words] of pages) {
      const page = await frenchPage(path, cookie);
      expect(page.status, path).toBe(200);
      expect(page.shown, path).toContain(words);
      noListingIds(page.shown);
    }
  });

  it("keeps the English pages in English", async () => {
    const { shown } = await frenchPage(`/listing/${listingId}`);
    expect(shown).toContain(">Details<");
    expect(shown).toMatch(/Listed \d+ days ago/);
    expect(shown).toContain("The seller has not added a description.");
  });
});
