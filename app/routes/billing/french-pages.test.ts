// The billing, builder and blog pages in French through the whole app (docs/product/languages.md): each one under
// /fr in French, none showing a message id (a page that did not name its area in its handle would), and the tiers'
// and the package's names kept.
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#app/db/schema.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import { builderTestGeocoder, createdBuilderProfile } from "#app/modules/builders/testing/builder-fixture.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({
  services: { geocoder: builderTestGeocoder },
  accounts: { builder: "bea@example.com", admin: { email: "admin@example.com", role: "admin" } },
});

let builderId = "";
let checkoutPath = "";
beforeAll(async () => {
  builderId = (await createdBuilderProfile(bed.db, bed.accounts.builder.id, { businessName: "Atelier Boréal" })).id;
  await bed.db.insert(blogPosts).values({
    slug: "premier-voyage",
    title: "Premier voyage",
    body: "Nous sommes partis vers le nord.",
    createdAt: new Date("2026-03-04T10:00:00Z"),
  });
  const started = await startCheckout({
    db: bed.db,
    payments: bed.services.payments,
    user: { id: bed.accounts.builder.id, email: "bea@example.com" },
    kind: "listing",
    tier: "roam",
    baseUrl: testBaseUrl,
    perks: null,
  });
  checkoutPath = started.redirectUrl;
});

/** The page's HTML without its scripts (its messages and loader data, where message ids travel as data). */
async function frenchPage(path: string, as?: "builder" | "admin", prefix = "/fr") {
  const request = pageRequest(`${prefix}${path}`, as && bed.accounts[as].cookie);
  const { status, html } = await pageThroughApp(request, bed.services);
  return { status, html: html.replace(/<script\b[\s\S]*?<\/script>/g, "") };
}

const messageId = /\b(?:billing|builders|blog)\.[a-z][A-Za-z]*\.[A-Za-z.]+/;

const pages = [
  ["/sell-your-camper", undefined, "Vendre mon VR"],
  ["/sell", "builder", "Choisissez le forfait de votre annonce"],
  ["/camper-checkout?tier=stampede", "builder", "Continuer vers votre annonce gratuite"],
  ["/camper-checkout", "builder", "Forfait non valide ou manquant."],
  ["/cancel", undefined, "Retour aux forfaits"],
  ["/builder-cancel", undefined, "Réessayer"],
  ["/success", "builder", "Paiement non confirmé"],
  ["/builder-pricing", undefined, "Devenez un aménageur en vedette"],
  ["/builder-checkout?tier=roamstead", "builder", "Paiement aménageur"],
  ["/builder-checkout", "builder", "Aucun forfait choisi."],
  ["/builders", undefined, "Aménageurs en vedette"],
  ["/builder/BUILDER", undefined, "Visiter le site web"],
  ["/builder/00000000-0000-4000-8000-000000000000", undefined, "Aménageur introuvable."],
  ["/submit-builder", "builder", "Choisissez un forfait aménageur"],
  ["/submit-builder?edit=BUILDER", "builder", "Modifier votre profil d’aménageur"],
  ["/builder/BUILDER/delete", "builder", "Voulez-vous vraiment supprimer ce profil d’aménageur?"],
  ["/my-builder-profile", "builder", "Mon profil d’aménageur"],
  ["/blog", undefined, "Blogue Roamstead"],
  ["/blog/premier-voyage", undefined, "← Retour au blogue"],
  ["/blog/nothing-here", undefined, "Article introuvable."],
  ["/admin/new-blog-post", "admin", "Nouvel article de blogue"],
  ["/admin/blog/premier-voyage", "admin", "Modifier l’article de blogue"],
  ["/checkout/local/SESSION", "builder", "Paiement d’essai Roamstead"],
] as const;

const addressOf = (path: string) => path.replace("BUILDER", builderId).replace("/checkout/local/SESSION", checkoutPath);

describe("the billing, builder and blog pages in French", () => {
  it.each(pages)("%s says it in French", async (path, as, words) => {
    const { html } = await frenchPage(addressOf(path), as);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain(words);
    expect(html).not.toMatch(messageId);
  });

  it.each(pages)("%s shows no message id in English either", async (path, as) => {
    const { html } = await frenchPage(addressOf(path), as, "");
    expect(html).toContain('<html lang="en-US"');
    expect(html).not.toMatch(messageId);
  });

  it("keeps the tiers' names and prices", async () => {
    const { html } = await frenchPage("/sell-your-camper");
    for (const name of ["Graze", "Roam", "Stampede"]) expect(html).toContain(`Choisir ${name}`);
    expect(html).toContain("pour 1 mois");
    expect(html).toContain("Jusqu’à 50 photos");
  });
});
