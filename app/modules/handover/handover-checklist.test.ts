// The handover checklists (docs/product/making-the-deal.md, "Bill of sale and handover"): every state, the District
// of Columbia and every province and territory has one, each line with a government's page and in both languages.
import { describe, expect, it } from "vitest";
import { regions } from "#app/modules/geo/regions.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { handoverChecklist } from "./handover-checklist.ts";
import { handoverRegions } from "./handover-regions.ts";
import { regionOfCode } from "./region-of-place.ts";

/** Governments' own domains: .gov, the provinces' and territories', and the offices a state or province runs. */
const governmentHost =
  /(\.gov|\.state\.wy\.us|\.gouv\.qc\.ca|\.gov\.(nl|nt|nu)\.ca|(^|\.)(ontario|alberta|novascotia|princeedwardisland|yukon|snb)\.ca|\.(mpi\.mb|sgi\.sk)\.ca|\.icbc\.com|\.expresslane\.org|\.lsp\.org|\.scdmvonline\.com)$/;

describe("the handover checklist of a state or province", () => {
  it("exists for the 50 states, the District of Columbia and the 13 provinces and territories, and nothing else", () => {
    expect(regions).toHaveLength(64);
    expect(Object.keys(handoverRegions).sort()).toEqual(regions.map((region) => region.code).sort());
  });

  for (const locale of ["en-US", "fr-CA"] as const) {
    it(`gives every line a government's page and its own words in ${locale}`, () => {
      const translator = translatorFor(locale);
      for (const region of regions) {
        const checklist = handoverChecklist(region, translator);
        expect(checklist, region.code).not.toBeNull();
        const steps = checklist?.lines.map((line) => line.step);
        expect(steps, region.code).toEqual(
          expect.arrayContaining(["billOfSale", "title", "registration", "insurance"]),
        );
        for (const line of checklist?.lines ?? []) {
          const url = new URL(line.href);
          expect(url.protocol, `${region.code} ${line.step}`).toBe("https:");
          expect(url.hostname, `${region.code} ${line.step}`).toMatch(governmentHost);
          expect(line.text).not.toMatch(/^handover\./);
          expect(line.linkText).not.toMatch(/^handover\./);
        }
      }
    });
  }

  it("has Ontario's Used Vehicle Information Package line, and only Ontario", () => {
    const english = translatorFor("en-US");
    for (const region of regions) {
      const lines = handoverChecklist(region, english)?.lines ?? [];
      const package_ = lines.find((line) => line.step === "usedVehicleInformationPackage");
      if (region.code !== "ON") {
        expect(package_, region.code).toBeUndefined();
        continue;
      }
      expect(package_).toEqual({
        step: "usedVehicleInformationPackage",
        text: expect.stringMatching(/^Used Vehicle Information Package: in Ontario the seller must buy it/),
        href: "https://www.ontario.ca/page/used-vehicle-information-package",
        linkText: "Ontario: Used Vehicle Information Package",
      });
    }
  });

  it("says where inspections or emissions tests are required, and calls Canada's title its ownership", () => {
    const english = translatorFor("en-US");
    const french = translatorFor("fr-CA");
    const region = (code: string) => {
      const found = regionOfCode(code);
      if (!found) throw new Error(`no region ${code}`);
      return found;
    };
    const textOf = (code: string, step: string, translator = english) =>
      handoverChecklist(region(code), translator)?.lines.find((line) => line.step === step)?.text;
    expect(textOf("NY", "safetyInspection")).toMatch(/^Safety inspection: required in New York for most vehicles/);
    expect(textOf("MD", "safetyInspection")).toMatch(/required in Maryland when a used vehicle changes owners/);
    expect(textOf("CO", "emissionsTest")).toMatch(/^Emissions test: required in some counties and cities in Colorado/);
    expect(textOf("FL", "safetyInspection")).toBeUndefined();
    expect(textOf("FL", "emissionsTest")).toBeUndefined();
    expect(textOf("BC", "title")).toMatch(/^Ownership: /);
    expect(textOf("QC", "registration", french)).toMatch(
      /^Immatriculation : l’acheteur immatricule le campeur à son nom au Québec/,
    );
    expect(handoverChecklist(region("QC"), french)?.lines[0]?.linkText).toBe(
      "Société de l’assurance automobile du Québec (SAAQ)",
    );
    expect(handoverChecklist(region("ON"), french)?.lines[0]?.href).toBe(
      "https://www.ontario.ca/fr/page/acheter-ou-vendre-un-vehicule-doccasion-en-ontario",
    );
  });
});
