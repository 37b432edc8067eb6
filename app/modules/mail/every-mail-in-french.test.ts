// Every mail the outbox sends, written for a French-speaking recipient (docs/product/languages.md, "An account's
// language"): French words, no message left as its id, links to the French pages.
import { describe, expect, it } from "vitest";
import { offerEvents } from "#app/db/offer-vocabulary.ts";
import { sendPasswordResetMail } from "#app/modules/accounts/account-mail.server.ts";
import { emailChangeNoticeMail } from "#app/modules/accounts/email-change-mail.ts";
import { apiKeyCreatedMail } from "#app/modules/api-keys/api-key-created-mail.ts";
import { contactSellerMail } from "#app/modules/conversations/contact-seller-mail.ts";
import { newMessageMail } from "#app/modules/conversations/new-message-mail.ts";
import { replyReminderMail } from "#app/modules/conversations/reply-reminder-mail.ts";
import { priceDropMail } from "#app/modules/favorites/price-drop-mail.ts";
import { soldMail } from "#app/modules/favorites/sold-mail.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { integrityHoldMail } from "#app/modules/integrity/integrity-hold-mail.ts";
import { expiryReminderMail } from "#app/modules/listings/expiry-reminder-mail.ts";
import { newsletterConfirmationMail } from "#app/modules/newsletter/newsletter-confirmation-mail.ts";
import { newsletterWelcomeMail } from "#app/modules/newsletter/newsletter-welcome-mail.ts";
import { offerStepMail } from "#app/modules/offers/offer-step-mail.ts";
import { saleReopenedMail } from "#app/modules/offers/sale-reopened-mail.ts";
import { newQuestionMail } from "#app/modules/questions/new-question-mail.ts";
import { questionAnsweredMail } from "#app/modules/questions/question-answered-mail.ts";
import { reviewPublishedMail } from "#app/modules/reviews/review-published-mail.ts";
import { saleConfirmedMail } from "#app/modules/reviews/sale-confirmed-mail.ts";
import { saleNamedMail } from "#app/modules/reviews/sale-named-mail.ts";
import { savedSearchAlertMail } from "#app/modules/saved-searches/saved-search-alert-mail.ts";
import { webhookDisabledMail } from "#app/modules/webhooks/webhook-disabled-mail.ts";
import type { OutgoingMailInput } from "./outgoing-mail.schema.ts";

const baseUrl = "https://roamstead.example";
const listing = {
  id: "0b7f2c1e-3a44-4c55-9d66-7e8f90a1b2c3",
  title: "Fourgon Promaster",
  make: "Ram",
  model: "Promaster",
};
const to = "someone@example.com";
/** A party to a sale, as the mails of reviews name them. */
const seller = { id: "seller", chosenName: "Sam", deletedAt: null };

/** Each mail, made in `locale`. */
const mails: Record<string, (locale: Locale) => OutgoingMailInput> = {
  "e-mail change notice": (locale) =>
    emailChangeNoticeMail({ baseUrl, locale, oldEmail: to, newEmail: "nouvelle@example.com" }),
  "new message": (locale) =>
    newMessageMail({
      baseUrl,
      recipientEmail: to,
      locale,
      senderName: "Sam",
      listingTitle: listing.title,
      conversationId: listing.id,
    }),
  "reply reminder": (locale) =>
    replyReminderMail({
      baseUrl,
      sellerEmail: to,
      locale,
      buyerName: "Sam",
      listingTitle: listing.title,
      conversationId: listing.id,
      isSecond: false,
    }),
  "contact form": (locale) =>
    contactSellerMail({
      baseUrl,
      sellerEmail: to,
      locale,
      listing,
      buyer: { firstName: "Sam", lastName: "B", email: "sam@example.com", phone: "514 555 0100", message: "Bonjour" },
    }),
  "expiry reminder": (locale) =>
    expiryReminderMail({
      baseUrl,
      ownerEmail: to,
      locale,
      listing: { ...listing, tier: "roam", expiresAt: new Date("2026-12-24T12:00:00Z") },
    }),
  "price drop": (locale) =>
    priceDropMail({
      baseUrl,
      to,
      locale,
      unsubscribeToken: "token",
      listing,
      oldPrice: { cents: 5_190_000, currency: "CAD" },
      newPrice: { cents: 4_990_000, currency: "CAD" },
    }),
  sold: (locale) =>
    soldMail({ baseUrl, to, locale, unsubscribeToken: "token", listing: { ...listing, vehicleType: "van" } }),
  "sale pending reopened, to a favouriter": (locale) =>
    saleReopenedMail({ baseUrl, to, locale, unsubscribeToken: "token", listing }),
  "saved search alert": (locale) =>
    savedSearchAlertMail({
      baseUrl,
      email: to,
      locale,
      kind: "instant",
      search: { name: "Vans au Québec", unsubscribeToken: "token" },
      listings: [{ ...listing, askingPriceCents: 4_990_000, currency: "CAD", location: "Montréal, QC" }],
    }),
  "newsletter confirmation": (locale) =>
    newsletterConfirmationMail({ baseUrl, email: to, locale, confirmToken: "token", validDays: 7 }),
  "newsletter welcome": (locale) => newsletterWelcomeMail({ baseUrl, email: to, locale, unsubscribeToken: "token" }),
  "new question": (locale) =>
    newQuestionMail({ baseUrl, sellerEmail: to, locale, askerName: "Sam", listing, questionId: listing.id }),
  "question answered, to the asker": (locale) =>
    questionAnsweredMail({ baseUrl, to, locale, reason: "asker", listing }),
  "question answered, to a favouriter": (locale) =>
    questionAnsweredMail({ baseUrl, to, locale, reason: "favorite", listing }),
  "sale named, to the buyer": (locale) =>
    saleNamedMail({ baseUrl, to: { email: to, locale }, seller, listingTitle: listing.title, saleId: listing.id }),
  "sale confirmed, to the seller": (locale) =>
    saleConfirmedMail({
      baseUrl,
      to: { email: to, locale },
      buyer: seller,
      listingTitle: listing.title,
      saleId: listing.id,
      reviewsCloseAt: new Date("2026-12-24T12:00:00Z"),
    }),
  "review published, to the person reviewed": (locale) =>
    reviewPublishedMail({
      baseUrl,
      to: { email: to, locale },
      author: seller,
      listingTitle: listing.title,
      saleId: listing.id,
    }),
  ...Object.fromEntries(
    offerEvents.map((event) => [
      `offer ${event}`,
      (locale: Locale) =>
        offerStepMail({
          baseUrl,
          recipient: { email: to, locale },
          event,
          actorName: "Sam",
          listingTitle: listing.title,
          conversationId: listing.id,
          amountCents: 5_800_000,
          currency: "CAD",
          expiresAt: new Date("2026-12-24T12:00:00Z"),
        }),
    ]),
  ),
  "integrity hold": (locale) =>
    integrityHoldMail({ baseUrl, to, locale, listing, kinds: ["photo_copy", "vin_elsewhere", "price_below_fence"] }),
  "API key created": (locale) =>
    apiKeyCreatedMail({
      baseUrl,
      to: { email: to, locale },
      name: "Synchro",
      tokenPrefix: "rsk_abc123",
      scopes: ["read", "manage_listings"],
    }),
  "webhook turned off": (locale) =>
    webhookDisabledMail({
      baseUrl,
      to: { email: to, locale },
      url: "https://hooks.example.com/roamstead",
      reason: "failing",
      disabledAt: new Date("2026-12-24T12:00:00Z"),
    }),
};

describe("every mail in French", () => {
  it.each(Object.keys(mails))("the %s mail", (name) => {
    const make = mails[name];
    if (!make) throw new Error(name);
    const french = make("fr-CA");
    const english = make("en-US");
    expect(french.subject).not.toBe(english.subject);
    expect(french.html).toContain('<html lang="fr-CA">');
    expect(french.text).toContain("Vous recevez ce courriel parce que");
    // No message shown as its id, and every link to a page of the site goes to its French version.
    expect(`${french.subject}\n${french.text}`).not.toMatch(
      /\b(mail|favorites|accounts|integrity|reviews|api-keys|webhooks)\.[a-z]+[A-Z.]/,
    );
    const links = french.text.match(/https:\/\/roamstead\.example\/[^\s)]*/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/roamstead\.example\/fr(\/|$)/);
    expect(english.text).toContain("You received this e-mail because");
  });

  it("the password reset mail", async () => {
    const queued: { subject: string; text: string }[] = [];
    const db = {
      insert: () => ({
        values: (row: { subject: string; text: string }) => ({ returning: async () => [queued.push(row)] }),
      }),
    };
    await sendPasswordResetMail({
      db: db as never,
      baseUrl,
      notifyOutbox() {},
      to,
      locale: "fr-CA",
      url: `${baseUrl}/api/auth/reset-password/abc?callbackURL=%2Ffr%2Freset-password`,
    });
    expect(queued[0]?.subject).toBe("Réinitialisez votre mot de passe Roamstead");
    expect(queued[0]?.text).toContain(
      "Choisir un nouveau mot de passe : https://roamstead.example/api/auth/reset-password/abc",
    );
  });
});
