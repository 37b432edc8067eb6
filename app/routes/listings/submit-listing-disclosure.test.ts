// The listing form's "Paperwork & condition" step through /submit-listing (docs/product/vin-and-paperwork.md,
// docs/product/condition.md): a bad answer is a 400 with the field's message and everything typed sent back; good
// ones are stored, and the listing page shows them in its Paperwork box and Condition section, in both languages.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { busListingFields, listingFormBed } from "#app/modules/listings/testing/listing-form-bed.ts";
import { paidListingSession } from "#app/modules/listings/testing/selling-fixture.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { action } from "./submit-listing.tsx";

const { bed, submit } = listingFormBed("disclosure-seller@example.com", action);

/** The page's words, without its scripts and React's text separators. */
const wordsOf = (html: string) => html.replace(/<script\b[^>]*>.*?<\/script>/gs, "").replaceAll("<!-- -->", "");

describe("/submit-listing with paperwork and condition", () => {
  it("refuses a month in the future and an answer the form does not offer, keeping what was typed", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = {
      ...busListingFields,
      title_status: "stolen",
      last_service: "2999-01",
      known_issues: "Rust under the door.",
    };
    expect(await submit(`?session_id=${providerSessionId}`, typed)).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fieldErrors: {
          title_status: "Choose one of the answers in the list.",
          last_service: "Type a month and year like 2024-05, not in the future.",
        },
        values: { title_status: "stolen", last_service: "2999-01", known_issues: "Rust under the door." },
      },
    });
  });

  it("stores the answers, and the listing page shows them with a warning for a branded title", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = {
      ...busListingFields,
      title_status: "rebuilt",
      title_region: "OR",
      retitled: "yes",
      lien: "none",
      titled_owner: "yes",
      roof_resealed: "2025-04",
      water_damage: "past_repaired",
      rust: "present",
      smoke_free: "yes",
      known_issues: "Rust under the back door.",
    };
    expect(await submit(`?session_id=${providerSessionId}`, typed)).toMatchObject({ status: 303 });
    const [row] = await bed.db.select().from(listings).where(eq(listings.userId, bed.accounts.seller.id));
    expect(row).toMatchObject({
      titleStatus: "rebuilt",
      titleRegion: "OR",
      lien: "none",
      sellerIsTitledOwner: true,
      roofResealedOn: "2025-04-01",
      waterDamage: "past_repaired",
      softFloor: null,
      isSmokeFree: true,
      hasHadPets: null,
      knownIssues: "Rust under the back door.",
    });

    const english = await pageThroughApp(pageRequest(`/listing/${row?.id}`), bed.services);
    const words = wordsOf(english.html);
    expect(words).toContain(">Paperwork</h2>");
    expect(words).toContain(">Rebuilt<");
    expect(words).toContain("Check this before you pay: a branded title or an open lien");
    expect(words).toContain(">Condition</h2>");
    expect(words).toContain(">April 2025<");
    expect(words).toContain(">Past, repaired<");
    expect(words).toContain("Rust under the back door.");
    expect(english.html).toContain(
      '"knownVehicleDamages":"Title status: Rebuilt; Water damage or leaks: Past, repaired; Rust: Present. Rust under the back door."',
    );

    const french = wordsOf((await pageThroughApp(pageRequest(`/fr/listing/${row?.id}`), bed.services)).html);
    expect(french).toContain(">Papiers</h2>");
    expect(french).toContain(">Reconstruit<");
    expect(french).toContain(">avril 2025<");
    expect(french).toContain(">Présent<");
  });
});
