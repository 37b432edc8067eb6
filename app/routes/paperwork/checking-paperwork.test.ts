// /checking-paperwork through the real app, in both languages (docs/product/vin-and-paperwork.md, Checking the
// paperwork): the official places to look, every word from the catalogs.
import { describe, expect, it } from "vitest";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({});
const page = (path: string) => pageThroughApp(pageRequest(path), bed.services);
/** An id left untranslated in the page's text (the page's catalog, sent as JSON, holds the ids themselves). */
const untranslated = />paperwork\.[a-zA-Z.]+</;

describe("/checking-paperwork", () => {
  it("says how to check a camper's paperwork in the United States and Canada, with the official places to look", async () => {
    const { status, html } = await page("/checking-paperwork");
    expect(status).toBe(200);
    expect(html).toContain("<title>Checking a camper&#x27;s paperwork yourself | Roamstead</title>");
    for (const href of [
      "https://vehiclehistory.bja.ojp.gov/",
      "https://www.nicb.org/vincheck",
      "https://www.nhtsa.gov/recalls",
      "https://www.rdprm.gouv.qc.ca/",
      "https://www.ontario.ca/page/used-vehicle-information-package",
    ]) {
      expect(html).toContain(`href="${href}" rel="noopener noreferrer"`);
    }
    expect(html).not.toMatch(untranslated);
  });

  it("is in French under /fr", async () => {
    const { status, html } = await page("/fr/checking-paperwork");
    expect(status).toBe(200);
    expect(html).toContain("<title>Vérifier soi-même les papiers d’un campeur | Roamstead</title>");
    expect(html).toContain("Registre des droits personnels et réels mobiliers (RDPRM)");
    expect(html).not.toMatch(untranslated);
  });
});
