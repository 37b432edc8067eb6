// An account's language (docs/product/languages.md, "An account's language"): set by the page an account is made on,
// changed on the dashboard, and the language of every mail the account gets.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, user } from "#app/db/schema.ts";
import { sendContactMessage } from "#app/modules/conversations/send-contact-message.server.ts";
import { englishOutcome } from "#app/modules/listings/testing/in-english.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { Route as DashboardRoute } from "../+types/dashboard";
import { action as dashboardAction, loader as dashboardLoader } from "../dashboard.tsx";
import type { Route as SignUpRoute } from "./+types/sign-up";
import { action as signUpAction } from "./sign-up.tsx";

const bed = routeTestBed({ accounts: { seller: "quebec.seller@example.com" } });
const password = "correct horse battery";

const signUp = (path: string, email: string) =>
  settle(() => signUpAction(routeArgs<SignUpRoute.ActionArgs>(formRequest(path, { email, password }), bed.context)));
const chooseLanguage = (locale: string) =>
  englishOutcome(
    settle(() =>
      dashboardAction(
        routeArgs<DashboardRoute.ActionArgs>(
          formRequest("/dashboard", { intent: "language", locale }, bed.accounts.seller.cookie),
          bed.context,
        ),
      ),
    ),
  );
const openDashboard = () =>
  settle(() =>
    dashboardLoader(
      routeArgs<DashboardRoute.LoaderArgs>(pageRequest("/dashboard", bed.accounts.seller.cookie), bed.context),
    ),
  );
const localeOf = async (email: string) =>
  (await bed.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]?.locale;
const latestMailTo = async (email: string) =>
  (await bed.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1))[0];

describe("an account's language", () => {
  it("is the language of the page the account was made on, and so is its confirmation mail", async () => {
    expect((await signUp("/fr/custom-sign-up", "nouveau@example.com")).status).toBe(200);
    expect(await localeOf("nouveau@example.com")).toBe("fr-CA");
    const french = await latestMailTo("nouveau@example.com");
    expect(french?.subject).toBe("Confirmez votre compte Roamstead");
    expect(french?.text).toContain("Bienvenue sur Roamstead!");
    expect(french?.text).toContain("Vous recevez ce courriel parce que quelqu’un a créé un compte Roamstead");
    expect(french?.html).toContain('<html lang="fr-CA">');
    // The link signs the new account in on the French pages.
    expect(french?.text).toMatch(/callbackURL=%2Ffr/);

    expect((await signUp("/custom-sign-up", "newcomer@example.com")).status).toBe(200);
    expect(await localeOf("newcomer@example.com")).toBe("en-US");
    const english = await latestMailTo("newcomer@example.com");
    expect(english?.subject).toBe("Confirm your Roamstead account");
    expect(english?.html).toContain('<html lang="en-US">');
  });

  it("is chosen on the dashboard, and the seller's mails are then written in it", async () => {
    expect(await openDashboard()).toMatchObject({ status: 200, body: { locale: "en-US" } });
    expect(await chooseLanguage("fr-CA")).toMatchObject({
      status: 200,
      body: { ok: true, form: "language", message: "Your e-mails will now be written in French." },
    });
    expect(await openDashboard()).toMatchObject({ body: { locale: "fr-CA" } });

    const listingId = await insertListingFixture(bed.db, {
      userId: bed.accounts.seller.id,
      title: "Fourgon Promaster 2021",
    });
    await sendContactMessage({
      db: bed.db,
      baseUrl: "http://localhost:3000",
      notifyOutbox() {},
      listingId,
      senderIp: "203.0.113.9",
      message: {
        firstName: "Sam",
        lastName: "Buyer",
        email: "sam@example.com",
        phone: "",
        message: "Is it still for sale?",
        website: "",
      },
    });
    const mail = await latestMailTo("quebec.seller@example.com");
    expect(mail?.subject).toBe("Nouveau message au sujet de votre Fourgon Promaster 2021");
    expect(mail?.text).toContain("Sam Buyer vous a écrit au sujet de votre annonce « Fourgon Promaster 2021 » :");
    expect(mail?.text).toContain(`Voir votre annonce : http://localhost:3000/fr/listing/${listingId}`);
  });

  it("refuses a language the site does not have, and keeps the stored one", async () => {
    expect(await chooseLanguage("de-DE")).toMatchObject({
      status: 400,
      body: { ok: false, form: "language", fieldErrors: { locale: "Please choose English or Français." } },
    });
    expect(await localeOf("quebec.seller@example.com")).toBe("fr-CA");
  });
});
