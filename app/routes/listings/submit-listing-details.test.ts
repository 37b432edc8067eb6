// The listing form's "Camper details" through /submit-listing (docs/product/camper-details.md): a
// bad detail is a 400 with the field's message and everything typed sent back; good ones are stored.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, paymentSessions } from "#app/db/schema.ts";
import { englishOutcome } from "#app/modules/listings/testing/in-english.ts";
import { paidListingSession } from "#app/modules/listings/testing/selling-fixture.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { formRequest, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import type { Route } from "./+types/submit-listing";
import { action } from "./submit-listing.tsx";

/** A route's outcome with the message ids of its body in English (ADR 056): the tests compare the product's words. */
const settle = (run: () => unknown) => englishOutcome(settleOutcome(run));

const bed = routeTestBed({
  services: { geocoder: fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } }) },
  accounts: { seller: "details-seller@example.com" },
});

const submit = (query: string, values: Record<string, string>) =>
  settle(() =>
    action(
      routeArgs<Route.ActionArgs>(
        formRequest(`/submit-listing${query}`, values, bed.accounts.seller.cookie),
        bed.context,
      ),
    ),
  );

const listing = {
  vehicle_type: "skoolie",
  make: "Blue Bird",
  model: "Vision",
  year: "2008",
  price: "52000",
  location: "Bend, OR",
  description: "A bus with a wood stove.",
};

describe("/submit-listing with camper details", () => {
  it("refuses a detail out of range with its message, keeps what was typed, and leaves the payment unused", async () => {
    const { sessionId, providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = { ...listing, sleeps: "20", length_ft: "36", drivetrain: "6x6", solar_watts: "800" };
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
      ...listing,
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
