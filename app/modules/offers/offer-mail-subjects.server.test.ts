// docs/product/making-the-deal.md, "Mails": every offer step is mailed, whatever the names and the listing's title.
// A subject holds at most 200 characters (the outbox refuses more); the longest display name (50) with the longest
// title (120) and an amount used to overflow it, so the step itself — an accept, the declines it makes, a sale that
// closes open offers — failed with a server error.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { offers } from "#app/db/deal-schema.ts";
import { offerEvents } from "#app/db/offer-vocabulary.ts";
import { listings, outbox, user } from "#app/db/schema.ts";
import { maxDisplayNameLength } from "#app/modules/accounts/display-name.ts";
import { listingLimits } from "#app/modules/listings/listing-form-rules.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { outgoingMailSchema } from "#app/modules/mail/outgoing-mail.schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { acceptOffer } from "./accept-offer.server.ts";
import { makeOffer } from "./make-offer.server.ts";
import { makeOfferSchema } from "./offer.schema.ts";
import { offerStepMail } from "./offer-step-mail.ts";

const baseUrl = "http://roamstead.test";
const longestName = "Marie-Ève Tremblay-Beauchemin, de la Côte-Nord Est";
/** A title the listing form's limit allows, 120 characters. */
const longestTitle =
  "2019 Mercedes-Benz Sprinter 144 4x4 high roof, solar, lithium, diesel heater, shower, cassette toilet"
    .padEnd(listingLimits.maxTitleLength, " and more")
    .slice(0, listingLimits.maxTitleLength);

/** The steps whose subject names the party who took them. */
const namingEvents = new Set(["made", "countered", "accepted", "declined", "withdrawn"]);

describe("an offer step's mail subject", () => {
  it("fits the outbox for every step, in both languages, with the longest name, title and amount", () => {
    expect([...longestName]).toHaveLength(maxDisplayNameLength);
    expect(longestTitle).toHaveLength(listingLimits.maxTitleLength);
    for (const locale of ["en-US", "fr-CA"] as const) {
      for (const event of offerEvents) {
        const mail = offerStepMail({
          baseUrl,
          recipient: { email: "bea.buyer@example.com", locale },
          event,
          actorName: longestName,
          listingTitle: longestTitle,
          conversationId: "00000000-0000-4000-8000-000000000000",
          amountCents: 1_999_999_999,
          currency: "CAD",
          expiresAt: new Date("2026-12-24T12:00:00Z"),
        });
        expect(outgoingMailSchema.safeParse(mail).success, `${locale} ${event}: ${mail.subject}`).toBe(true);
        // The name is kept whole where the subject names it; only the title gives way.
        if (namingEvents.has(event)) expect(mail.subject).toContain(longestName);
      }
    }
  });

  it("keeps a short subject as it was", () => {
    const mail = offerStepMail({
      baseUrl,
      recipient: { email: "sam.seller@example.com", locale: "en-US" },
      event: "accepted",
      actorName: "Bea",
      listingTitle: "2019 Sprinter 144 high roof",
      conversationId: "00000000-0000-4000-8000-000000000000",
      amountCents: 6_000_000,
      currency: "USD",
      expiresAt: new Date("2026-12-24T12:00:00Z"),
    });
    expect(mail.subject).toBe("Bea accepted the offer of US$60,000 for 2019 Sprinter 144 high roof");
  });
});

describe("a seller with a long name and a long title", () => {
  const database = testDatabaseBed({ perTest: true });
  const people = testPeople;
  let listingId = "";

  beforeEach(async () => {
    await insertPeople(database.db, people);
    await database.db.update(user).set({ name: longestName, locale: "fr-CA" }).where(eq(user.id, people.seller.id));
    await database.db.update(user).set({ locale: "fr-CA" }).where(eq(user.id, people.stranger.id));
    listingId = await insertListingFixture(database.db, {
      userId: people.seller.id,
      title: longestTitle,
      priceCents: 6_500_000,
    });
  });

  const offer = (buyerId: string, amount: string) =>
    makeOffer({
      db: database.db,
      baseUrl,
      notifyOutbox: () => undefined,
      buyerId,
      listingId,
      input: makeOfferSchema.parse({ amount, note: "", open_days: "" }),
      senderIp: `198.51.100.${buyerId.length}`,
    });
  const openOfferOf = async (conversationId: string) => {
    const [row] = await database.db.select().from(offers).where(eq(offers.conversationId, conversationId));
    if (!row) throw new Error("no offer");
    return row;
  };

  it("accepts an offer: the buyer and every other buyer are mailed, each subject whole", async () => {
    const bea = await offer(people.buyer.id, "58000");
    await offer(people.stranger.id, "57000");
    await acceptOffer({
      db: database.db,
      baseUrl,
      notifyOutbox: () => undefined,
      offerId: (await openOfferOf(bea.conversationId)).id,
      userId: people.seller.id,
    });
    const [held] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(held?.salePendingUntil).not.toBeNull();
    const mails = await database.db.select({ to: outbox.recipient, subject: outbox.subject }).from(outbox);
    const subjectTo = (email: string) => mails.filter((mail) => mail.to === email).map((mail) => mail.subject);
    expect(subjectTo(people.buyer.email)).toEqual([
      expect.stringMatching(/^Marie-Ève .+ accepted the offer of US\$58,000 for 2019 .+…$/),
    ]);
    expect(subjectTo(people.stranger.email)).toEqual([
      expect.stringMatching(/^Marie-Ève .+ a refusé l’offre de 57\s000\s\$\sUS pour 2019 .+…$/u),
    ]);
  });

  it("marks the camper sold while offers are open", async () => {
    await offer(people.stranger.id, "57000");
    await markListingSold({
      db: database.db,
      listingId,
      actor: { id: people.seller.id, email: people.seller.email, role: "user" },
      salePrice: null,
      baseUrl,
    });
    const [sold] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(sold?.soldAt).not.toBeNull();
  });
});
