// A listing's camper details through its life: created, shown, edited (docs/product/camper-details.md).
// The stored off-grid rating is what the stored details give, whatever the form changed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { noCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { createTestServices, testBaseUrl } from "#app/test/services.ts";
import { createListing } from "./create-listing.server.ts";
import { getListingForEdit } from "./get-listing-for-edit.server.ts";
import { getPublicListing } from "./get-public-listing.server.ts";
import { listOwnListings } from "./list-own-listings.server.ts";
import { listingFormSchema } from "./listing.schema.ts";
import { insertUser, paidListingSession } from "./testing/selling-fixture.ts";
import { updateListing } from "./update-listing.server.ts";

let database: TestDatabase;
let services: AppServices;
const geocoder = fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } });

beforeAll(async () => {
  database = await createTestDatabase();
  services = { ...createTestServices(database), geocoder };
});
afterAll(() => database?.destroy());

const form = (details: Record<string, string>) =>
  listingFormSchema.parse({
    vehicle_type: "van",
    make: "Mercedes-Benz",
    model: "Sprinter 144 4x4",
    year: "2021",
    price: "98000",
    location: "Bend, OR",
    description: "Built for winter.",
    ...details,
  });

/** The worked example of /off-grid-rating, as a seller types it. */
const workedExample = {
  sleeps: "2",
  length_ft: "19",
  drivetrain: "4x4",
  solar_watts: "400",
  battery_ah: "200",
  battery_chemistry: "lithium",
  fresh_water_gal: "30",
  heater: "diesel",
  toilet: "composting",
  fridge: "yes",
};

const stored = async (id: string) =>
  (await database.db.select().from(listings).where(eq(listings.id, id)))[0] ?? expect.fail("no listing");

describe("a listing's camper details", () => {
  it("are stored with their rating when created, shown on the page and the card, and edited with it", async () => {
    const email = "details@example.com";
    const seller = { id: await insertUser(database.db, email), email };
    const { providerSessionId } = await paidListingSession(services, seller, "roam");
    const { listingId } = await createListing({
      db: database.db,
      geocoder,
      userId: seller.id,
      providerSessionId,
      input: form(workedExample),
    });

    expect(await stored(listingId)).toMatchObject({
      sleeps: 2,
      lengthFeet: 19,
      drivetrain: "4x4",
      solarWatts: 400,
      batteryAmpHours: 200,
      batteryChemistry: "lithium",
      freshWaterGallons: 30,
      heater: "diesel",
      toilet: "composting",
      hasFridge: true,
      hasAirConditioning: null,
      seatbelts: null,
      offGridRatingTenths: 96,
    });
    expect(await getPublicListing({ db: database.db, id: listingId })).toMatchObject({ sleeps: 2, heater: "diesel" });
    const [card] = await listOwnListings({ db: database.db, userId: seller.id });
    expect(card).toMatchObject({ sleeps: 2, lengthFeet: 19, drivetrain: "4x4", offGridRatingTenths: 96 });

    const actor = { id: seller.id, email, role: "user" as const };
    const forEdit = await getListingForEdit({ db: database.db, listingId, actor });
    expect(forEdit.values.details).toMatchObject({ ...workedExample, air_conditioning: "", seatbelts: "" });

    // The seller says the toilet is gone and leaves the water empty: the rating goes with it.
    const { toilet, fresh_water_gal, ...rest } = workedExample;
    await updateListing({
      db: database.db,
      baseUrl: testBaseUrl,
      geocoder,
      listingId,
      actor,
      input: form({ ...rest, toilet: "none" }),
    });
    expect(await stored(listingId)).toMatchObject({
      toilet: "none",
      freshWaterGallons: null,
      offGridRatingTenths: null,
    });

    await updateListing({
      db: database.db,
      baseUrl: testBaseUrl,
      geocoder,
      listingId,
      actor,
      input: form({ ...workedExample, toilet: "none" }),
    });
    expect(await stored(listingId)).toMatchObject({ toilet: "none", offGridRatingTenths: 81 });

    await updateListing({ db: database.db, baseUrl: testBaseUrl, geocoder, listingId, actor, input: form({}) });
    expect(await stored(listingId)).toMatchObject({ ...noCamperDetails, offGridRatingTenths: null });
  });
});
