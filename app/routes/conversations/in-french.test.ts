// The inbox, a thread and the contact panel in French through the real app (docs/product/languages.md): their
// words from the conversations' French catalog, the dates in French, a member without a chosen name named in
// French, and the scam notice explained in French.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { memberTag } from "#app/modules/accounts/display-name.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed({ accounts: { seller: "sam@example.com", buyer: "bea.buyer@example.com" } });
let app: AppRequestHandler;
let listingId = "";
let conversationId = "";

beforeAll(async () => {
  app = await createAppRequestHandler(bed.services);
  listingId = await insertListingFixture(bed.db, { userId: bed.accounts.seller.id, title: "Westfalia 1987" });
  // The buyer never chose a name: sign-up stored the start of the address.
  await bed.db.update(user).set({ name: "bea.buyer" }).where(eq(user.id, bed.accounts.buyer.id));
  ({ conversationId } = await startConversation({
    db: bed.db,
    baseUrl: testBaseUrl,
    notifyOutbox: () => {},
    buyerId: bed.accounts.buyer.id,
    listingId,
    message: "Can you hold it if I pay a deposit by Western Union before I see it?",
    senderIp: "198.51.100.30",
  }));
});

async function page(path: string, cookie?: string) {
  const response = await app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, html: await response.text() };
}

const frenchToday = new Intl.DateTimeFormat("fr-CA", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
}).format(new Date());

describe("conversations in French", () => {
  it("the inbox: its heading, the other party named in French, the date in French", async () => {
    const { status, html } = await page("/fr/inbox", bed.accounts.seller.cookie);
    expect(status).toBe(200);
    expect(html).toContain("<title>Messagerie | Roamstead</title>");
    expect(html).toContain(">Messagerie<");
    expect(html).toContain(`avec Membre Roamstead ${memberTag(bed.accounts.buyer.id)}`);
    expect(html).toContain(">Non lu<");
    expect(html).toContain(frenchToday);
    expect(html).toContain(`href="/fr/inbox/${conversationId}"`);
  });

  it("a thread: the scam notice explained in French, the forms in French", async () => {
    const { status, html } = await page(`/fr/inbox/${conversationId}`, bed.accounts.seller.cookie);
    expect(status).toBe(200);
    expect(html).toContain("Avis de sécurité");
    expect(html).toContain("Il demande un paiement par virement bancaire, Western Union ou MoneyGram.");
    expect(html).toContain("Il demande un acompte avant que vous ayez vu le VR.");
    expect(html).toContain(">Votre réponse<");
    expect(html).toContain(">Envoyer la réponse<");
    expect(html).toContain(`>Bloquer Membre Roamstead ${memberTag(bed.accounts.buyer.id)}<`);
    expect(html).toContain(">Retour à la messagerie<");
    expect(html).not.toContain("Safety notice");
  });

  it("the contact panel on a French listing page, its sign-in button posting to the French address", async () => {
    const { status, html } = await page(`/fr/listing/${listingId}`);
    expect(status).toBe(200);
    expect(html).toContain(">Contacter le vendeur<");
    expect(html).toContain(">Prénom*<");
    expect(html).toContain(">Envoyer le message<");
    expect(html).toContain(`formAction="/fr/listing/${listingId}/contact?next=sign-in"`);
  });

  it("the seller sees their own listing's panel in French", async () => {
    const { html } = await page(`/fr/listing/${listingId}`, bed.accounts.seller.cookie);
    expect(html).toContain("Cette annonce est la vôtre.");
  });
});
