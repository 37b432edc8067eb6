// The listing form's "Camper details" through /submit-listing (docs/product/camper-details.md): a
// bad detail is a 400 with the field's message and everything typed sent back; good ones are stored.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, paymentSessions } from "#app/db/schema.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { busListingFields, listingFormBed } from "#app/modules/listings/testing/listing-form-bed.ts";
import { paidListingSession } from "#app/modules/listings/testing/selling-fixture.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import type { Route } from "./+types/submit-listing";
import { action } from "./submit-listing.tsx";

const { bed, submit } = listingFormBed("details-seller@example.com", action);

describe("/submit-listing with camper details", () => {
  it("refuses a detail out of range with its message, keeps what was typed, and leaves the payment unused", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = { ...busListingFields, sleeps: "20", length_ft: "36", drivetrain: "6x6", solar_watts: "800" };
    expect(await submit(`?session_id=${providerSessionId}`, typed)).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fieldErrors: {
          sleeps: "Sleeps must be a whole number from 1 to 12.",
          drivetrain: "Choose drivetrain: 2WD, 4x4 or AWD.",
        },
        values: { sleeps: "20", length_ft: "36", drivetrain: "6x6", solar_watts: "800" },
      },
    });
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedAt).toBeNull();
  });

  it("stores the details and the rating they give", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = {
      ...busListingFields,
      sleeps: "6",
      length_ft: "36",
      solar_watts: "100",
      battery_ah: "100",
      battery_chemistry: "agm",
      fresh_water_gal: "20",
      heater: "propane",
      toilet: "cassette",
    };
    expect(await submit(`?session_id=${providerSessionId}`, typed)).toMatchObject({ status: 303 });
    const [row] = await bed.db.select().from(listings).where(eq(listings.userId, bed.accounts.seller.id));
    expect(row).toMatchObject({ sleeps: 6, lengthFeet: 36, batteryChemistry: "agm", offGridRatingTenths: 46 });
  });
});

describe("/fr/submit-listing with camper details in metric (docs/product/camper-details.md, Units)", () => {
  it("stores the metres, centimetres and litres the French form posts in feet, inches and gallons", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = {
      ...busListingFields,
      make: "Thomas",
      length_ft: "7,3",
      interior_height_in: "183",
      fresh_water_gal: "151",
      grey_water_gal: "75.5",
      detail_units: "metric",
    };
    expect(await submit(`?session_id=${providerSessionId}`, typed, "/fr/submit-listing")).toMatchObject({
      status: 303,
    });
    const [row] = await bed.db.select().from(listings).where(eq(listings.make, "Thomas"));
    expect(row).toMatchObject({
      lengthFeet: 24,
      interiorHeightInches: 72,
      freshWaterGallons: 40,
      greyWaterGallons: 20,
    });
  });

  it("answers a length out of range in metres, and keeps what was typed", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = { ...busListingFields, length_ft: "15", detail_units: "metric" };
    const outcome = await settleOutcome(() =>
      action(
        routeArgs<Route.ActionArgs>(
          formRequest(`/fr/submit-listing?session_id=${providerSessionId}`, typed, bed.accounts.seller.cookie),
          bed.context,
        ),
      ),
    );
    const { t } = translatorFor("fr-CA");
    const body = outcome.body as { fieldErrors: Record<string, MessageId>; values: Record<string, string> };
    expect(outcome.status).toBe(400);
    expect(t(body.fieldErrors.length_ft as MessageId)).toBe("Longueur : entrez un nombre de 3 à 13,7 mètres.");
    expect(body.values).toMatchObject({ length_ft: "15", detail_units: "metric" });
  });

  it("shows a stored listing's details in the page's units when it is edited", async () => {
    const listingId = await insertListingFixture(bed.db, {
      userId: bed.accounts.seller.id,
      lengthFeet: 24,
      interiorHeightInches: 75,
      freshWaterGallons: 40,
    });
    const french = await pageThroughApp(
      pageRequest(`/fr/submit-listing?edit=${listingId}`, bed.accounts.seller.cookie),
      bed.services,
    );
    expect(french.html).toContain("Longueur (mètres)");
    expect(french.html).toMatch(/name="length_ft"[^>]*value="7,3"|value="7,3"[^>]*name="length_ft"/);
    expect(french.html).toMatch(/name="interior_height_in"[^>]*value="191"|value="191"[^>]*name="interior_height_in"/);
    expect(french.html).toContain('name="detail_units" value="metric"');
    const english = await pageThroughApp(
      pageRequest(`/submit-listing?edit=${listingId}`, bed.accounts.seller.cookie),
      bed.services,
    );
    expect(english.html).toContain("Length (feet)");
    expect(english.html).toMatch(/name="length_ft"[^>]*value="24"|value="24"[^>]*name="length_ft"/);
    expect(english.html).toContain('name="detail_units" value="us"');
  });
});
