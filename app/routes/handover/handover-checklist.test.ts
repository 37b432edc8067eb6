// /handover through the real app (docs/product/making-the-deal.md, "Bill of sale and handover"): a state's or
// province's checklist, each line with its official page and 'Verify with your licensing office.', in both
// languages; the signed-in buyer's own region when none is asked.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { readableTexts } from "#app/test/readable-text.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ accounts: { buyer: "buyer@example.com" } });
const page = (path: string, cookie?: string) => pageThroughApp(pageRequest(path, cookie), bed.services);
/** An id left untranslated in the page's text (the page's catalog, sent as JSON, holds the ids themselves). */
const untranslated = />handover\.[a-zA-Z.]+</;
const count = (html: string, text: string) => html.split(text).length - 1;
/** How many times the page shows `text` as a piece of its own (not in its catalog's JSON). */
const shown = (html: string, text: string) => readableTexts(html).filter((piece) => piece === text).length;

describe("/handover", () => {
  it("asks for a state or province, all 64 offered", async () => {
    const { status, html } = await page("/handover");
    expect(status).toBe(200);
    expect(html).toContain(
      "<title>Handover checklist: title, registration and inspections by state and province | Roamstead</title>",
    );
    expect(html).toContain("State or province where the camper will be registered");
    expect(count(html, "<option value=")).toBe(65);
    expect(shown(html, "Verify with your licensing office.")).toBe(0);
    expect(html).not.toMatch(untranslated);
  });

  it("lists Ontario's steps, the Used Vehicle Information Package among them, each with its page and the note", async () => {
    const { status, html } = await page("/handover?region=on");
    expect(status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toContain("Handing over a camper in Ontario");
    expect(html).toContain(
      'href="https://www.ontario.ca/page/used-vehicle-information-package" rel="noopener noreferrer"',
    );
    expect(html).toContain(
      'href="https://www.ontario.ca/page/buy-or-sell-used-vehicle-ontario" rel="noopener noreferrer"',
    );
    // Bill of sale, ownership, the package, the safety standards certificate, registration, insurance.
    expect(shown(html, "Verify with your licensing office.")).toBe(6);
    expect(html).not.toMatch(untranslated);
  });

  it("is in French under /fr", async () => {
    const { status, html } = await page("/fr/handover?region=QC");
    expect(status).toBe(200);
    expect(html).toContain("Remettre un campeur au Québec");
    expect(html).toContain('href="https://saaq.gouv.qc.ca/"');
    expect(html).toContain("Vérifiez auprès de votre bureau d’immatriculation.");
    expect(html).not.toMatch(untranslated);
  });

  it("refuses a region it does not know with 400 and its message", async () => {
    const { status, html } = await page("/handover?region=ZZ");
    expect(status).toBe(400);
    expect(html).toContain("Choose a state or province from the list.");
  });

  it("shows a signed-in visitor the checklist of the place on their profile when none is asked", async () => {
    const { buyer } = bed.accounts;
    await bed.db.update(user).set({ publicPlace: "Denver, CO" }).where(eq(user.id, buyer.id));
    const { html } = await page("/handover", buyer.cookie);
    expect(html).toContain("Handing over a camper in Colorado");
    expect(html).toContain("Emissions test: required in some counties and cities in Colorado");
    expect((await page("/handover?region=WA", buyer.cookie)).html).toContain("Handing over a camper in Washington");
  });
});
