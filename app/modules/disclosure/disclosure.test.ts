// The paperwork and condition a seller discloses (docs/product/vin-and-paperwork.md, Paperwork, and
// docs/product/condition.md): what the form takes, what it refuses with which message, and how the pages word it.
import { describe, expect, it } from "vitest";
import { z } from "#app/lib/zod.ts";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { historyReportLink } from "#app/modules/vin/history-report.ts";
import { english, inEnglish } from "#app/test/translator.tsx";
import { disclosureFormShape, disclosureFromForm } from "./disclosure.schema.ts";
import {
  conditionFields,
  disclosureFields,
  disclosureFormValues,
  type ListingDisclosure,
  noDisclosure,
  readTypedMonth,
  typedDisclosure,
} from "./disclosure-fields.ts";
import { disclosureText, statedDisclosure } from "./disclosure-text.ts";
import { knownVehicleDamages } from "./known-damages.ts";

const schema = z.object(disclosureFormShape).transform(disclosureFromForm);
const emptyForm = Object.fromEntries(disclosureFields.map((field) => [field.name, ""]));

function parse(values: Record<string, string>) {
  const parsed = schema.safeParse({ ...emptyForm, ...values });
  return parsed.success
    ? { ok: true as const, disclosure: parsed.data }
    : { ok: false as const, errors: inEnglish(issuesOf(parsed.error).fieldErrors) };
}

const disclosed: ListingDisclosure = {
  ...noDisclosure,
  titleStatus: "rebuilt",
  titleRegion: "CO",
  retitled: "yes",
  lien: "paid_at_sale",
  sellerIsTitledOwner: true,
  roofResealedOn: "2025-04-01",
  waterDamage: "past_repaired",
  rust: "present",
  softFloor: "none_known",
  isSmokeFree: true,
  hasHadPets: false,
  knownIssues: "The step light flickers.\nThe fridge door seal is worn.",
};

describe("the disclosure the listing form takes", () => {
  it("takes every answer as stated and leaves the empty ones unstated (null, never 'no')", () => {
    const parsed = parse({
      title_status: "rebuilt",
      title_region: "Colorado",
      retitled: "yes",
      lien: "paid_at_sale",
      titled_owner: "yes",
      roof_resealed: "2025-04",
      water_damage: "past_repaired",
      soft_floor: "none_known",
      rust: "present",
      smoke_free: "yes",
      pets: "no",
      known_issues: "  The step light flickers.\r\nThe fridge door seal is worn.  ",
    });
    expect(parsed).toEqual({ ok: true, disclosure: disclosed });
    expect(parse({})).toEqual({ ok: true, disclosure: noDisclosure });
  });

  it("reads a month typed as a month field sends it, or as people write it, and refuses the future", () => {
    const today = new Date("2026-11-29T12:00:00Z");
    expect(readTypedMonth("2024-05", today)).toBe("2024-05-01");
    expect(readTypedMonth("5/2024", today)).toBe("2024-05-01");
    expect(readTypedMonth("2024/5", today)).toBe("2024-05-01");
    expect(readTypedMonth("2026-11", today)).toBe("2026-11-01");
    for (const refused of ["2026-12", "1949-12", "2024-13", "May 2024", "2024", ""]) {
      expect(readTypedMonth(refused, today), refused).toBeNull();
    }
  });

  it("refuses an answer the field does not offer with a message the seller can act on", () => {
    const refused = parse({
      title_status: "stolen",
      title_region: "ZZ",
      lien: "maybe",
      last_service: "next week",
      smoke_free: "mostly",
      known_issues: "x".repeat(2_001),
    });
    expect(refused).toEqual({
      ok: false,
      errors: {
        title_status: "Choose one of the answers in the list.",
        title_region: "Type the state or province of the title as two letters, like CO or BC.",
        lien: "Choose one of the answers in the list.",
        last_service: "Type a month and year like 2024-05, not in the future.",
        smoke_free: "Choose one of the answers in the list.",
        known_issues: "Known issues can be at most 2,000 characters.",
      },
    });
    // Exactly 2,000 characters are kept whole.
    expect(parse({ known_issues: "y".repeat(2_000) })).toMatchObject({ ok: true });
  });

  it("shows a stored disclosure in the form as the form sends it, and keeps what was typed", () => {
    const values = disclosureFormValues(disclosed);
    expect(values).toMatchObject({
      title_status: "rebuilt",
      titled_owner: "yes",
      pets: "no",
      roof_resealed: "2025-04",
    });
    expect(parse(values)).toEqual({ ok: true, disclosure: disclosed });
    expect(typedDisclosure({ lien: "maybe", known_issues: "z".repeat(3_000) })).toMatchObject({
      lien: "maybe",
      known_issues: "z".repeat(3_000),
    });
  });
});

describe("the disclosure as the pages word it", () => {
  const inEnglishPage = translatorFor("en-US");
  const inFrenchPage = translatorFor("fr-CA");

  it("says each stated answer in the page's language, months as month and year", () => {
    const roof = conditionFields[0];
    expect(disclosureText(inEnglishPage, roof, "2025-04-01")).toBe("April 2025");
    expect(disclosureText(inFrenchPage, roof, "2025-04-01")).toBe("avril 2025");
    expect(statedDisclosure(inEnglishPage, disclosureFields, (field) => disclosed[field.key])).toContainEqual([
      "Lien",
      "Yes, paid off at sale",
    ]);
    expect(statedDisclosure(inFrenchPage, disclosureFields, (field) => disclosed[field.key])).toContainEqual([
      "Rouille",
      "Présent",
    ]);
    expect(statedDisclosure(inEnglishPage, disclosureFields, (field) => noDisclosure[field.key])).toEqual([]);
  });

  it("gives schema.org's knownVehicleDamages: a branded title, each damage there or repaired, the seller's words", () => {
    expect(knownVehicleDamages(inEnglishPage, disclosed)).toBe(
      "Title status: Rebuilt; Water damage or leaks: Past, repaired; Rust: Present. The step light flickers.\nThe fridge door seal is worn.",
    );
    expect(
      knownVehicleDamages(inEnglishPage, { ...noDisclosure, titleStatus: "clean", waterDamage: "none_known" }),
    ).toBeNull();
  });
});

describe("the history report adapter (off by default)", () => {
  it("links a listing's VIN to the operator's service, and nothing when none is configured", () => {
    expect(historyReportLink({}, "WD3PE8CC4E5812345")).toBeNull();
    expect(historyReportLink({ name: "VinReports", urlTemplate: "https://r.example/{vin}" }, null)).toBeNull();
    expect(
      historyReportLink({ name: "VinReports", urlTemplate: "https://r.example/report?vin={vin}" }, "WD3PE8CC4E5812345"),
    ).toEqual({ name: "VinReports", url: "https://r.example/report?vin=WD3PE8CC4E5812345" });
    expect(english("listings.vin.historyReport", { service: "VinReports" })).toBe(
      "Get a history report for this VIN from VinReports",
    );
  });
});
