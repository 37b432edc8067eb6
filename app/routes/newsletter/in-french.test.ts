// The newsletter in French through the real app (docs/product/languages.md): the box on the French home page,
// which sends a form post back to the French page, and the confirm and unsubscribe pages.
import { describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();
const page = (path: string) => pageThroughApp(new Request(`${testBaseUrl}${path}`), bed.services);

describe("the newsletter in French", () => {
  it("the box on the French home page, its form coming back to the French page", async () => {
    const { status, html } = await page("/fr");
    expect(status).toBe(200);
    expect(html).toContain(">Abonnez-vous à l’infolettre de Roamstead<");
    expect(html).toContain(">Adresse courriel<");
    expect(html).toContain(">M’abonner<");
    expect(html).toContain('name="returnTo" value="/fr"');
  });

  it("the outcome of a form post, said in French", async () => {
    expect((await page("/fr?newsletter=check-email")).html).toContain(
      "Merci! Veuillez vérifier vos courriels : si cette adresse n’est pas encore abonnée",
    );
    expect((await page("/fr?newsletter=invalid")).html).toContain("Veuillez entrer une adresse courriel valide.");
  });

  it("links that are not ours, in French", async () => {
    const confirm = await page("/fr/newsletter/confirm?token=unknown");
    expect(confirm.status).toBe(404);
    expect(confirm.html).toContain("<title>Lien de confirmation non valide | Roamstead</title>");
    const unsubscribe = await page("/fr/newsletter/unsubscribe?token=unknown");
    expect(unsubscribe.html).toContain("Ce lien de désabonnement n’est pas valide.");
  });
});
