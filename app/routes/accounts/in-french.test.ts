// The account pages in French through the real app (docs/product/languages.md): their words from the accounts'
// French catalog, better-auth's refusals in French, and a guarded French page that leads to the French sign-in
// and back to itself, its addresses kept under /fr.
import { beforeAll, describe, expect, it } from "vitest";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({ accounts: { camper: "camper@example.com" } });
let app: AppRequestHandler;

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
});

async function page(path: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`));
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function post(path: string, fields: Record<string, string>) {
  const response = await app.handle(
    new Request(`${testBaseUrl}${path}`, {
      method: "POST",
      headers: { origin: testBaseUrl, [clientIpHeader]: "198.51.100.20" },
      body: new URLSearchParams(fields),
    }),
  );
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

describe("the account pages in French", () => {
  it("sign-in: its title, fields and links in French, the links under /fr", async () => {
    const { status, html } = await page("/fr/sign-in-camper");
    expect(status).toBe(200);
    expect(html).toContain("<title>Connexion | Roamstead</title>");
    expect(html).toContain(">Connectez-vous pour continuer<");
    expect(html).toContain(">Mot de passe<");
    expect(html).toContain(">Mot de passe oublié?<");
    expect(html).toContain('href="/fr/forgot-password"');
    expect(html).toContain('href="/fr/custom-sign-up?redirect=%2Fsell-your-camper"');
    expect(html).not.toContain("Forgot your password?");
  });

  it("sign-in: a wrong password is refused in French", async () => {
    const { status, html } = await post("/fr/sign-in-camper", {
      intent: "sign-in",
      email: bed.accounts.camper.email,
      password: "not the password",
    });
    expect(status).toBe(401);
    expect(html).toContain("Courriel ou mot de passe invalide");
  });

  it("sign-up: the password rule and a refused password in French", async () => {
    expect((await page("/fr/custom-sign-up")).html).toContain(
      "Utilisez au moins 10 caractères, et pas un mot de passe courant.",
    );
    const { html } = await post("/fr/custom-sign-up", { email: "court@example.com", password: "abcdefghi" });
    expect(html).toContain("Le mot de passe doit compter au moins 10 caractères.");
  });

  it("a guarded French page leads to the French sign-in, which leads back to the French page", async () => {
    const asked = await page("/fr/favorites");
    expect(asked).toMatchObject({ status: 302, location: "/fr/sign-in-camper?redirect=%2Ffavorites" });
    const signedIn = await post("/fr/sign-in-camper?redirect=%2Ffavorites", {
      intent: "sign-in",
      email: bed.accounts.camper.email,
      password: "correct horse battery",
    });
    expect(signedIn).toMatchObject({ status: 302, location: "/fr/favorites" });
  });

  it("a target that names the French page still leads back to it, and a French sign-in page is never a target", async () => {
    const signedIn = await post("/fr/sign-in-camper?redirect=%2Ffr%2Fsaved-searches", {
      intent: "sign-in",
      email: bed.accounts.camper.email,
      password: "correct horse battery",
    });
    expect(signedIn).toMatchObject({ status: 302, location: "/fr/saved-searches" });
    const looped = await post("/fr/sign-in-camper?redirect=%2Ffr%2Fsign-in-camper", {
      intent: "sign-in",
      email: bed.accounts.camper.email,
      password: "correct horse battery",
    });
    expect(looped).toMatchObject({ status: 302, location: "/fr/sell-your-camper" });
  });

  it("forgot and reset password in French", async () => {
    expect((await page("/fr/forgot-password")).html).toContain(">Réinitialiser votre mot de passe<");
    expect((await page("/fr/reset-password")).html).toContain(
      "Ce lien de réinitialisation est invalide ou expiré. Veuillez en demander un nouveau.",
    );
  });
});
