// /sold (docs/product/making-the-deal.md, "Sold prices"): the published sale prices, newest sale first, 24 a page,
// searchable by type, make, year and state or province; a price its seller kept private is on no public page.
import { describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { SoldPricesPage } from "#app/modules/sold/sold-price-card.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { englishOutcome } from "#app/test/translator.tsx";
import { loader } from "./sold-prices.tsx";

const bed = routeTestBed();
const ago = (days: number) => new Date(Date.now() - days * dayMs);

/** A sold listing, its price published unless the overrides say otherwise. */
const sold = (overrides: Partial<NewListing>): NewListing =>
  listingFixture({
    isActive: false,
    soldAt: ago(3),
    soldPriceCents: 4_000_000,
    soldPriceIsPublic: true,
    firstListedAt: ago(33),
    ...overrides,
  });

async function insert(...rows: NewListing[]) {
  return bed.db.insert(listings).values(rows).returning();
}

const uniqueMake = (label: string) => `${label}${crypto.randomUUID().slice(0, 8)}`;

/** The loader's answer, its messages in English. */
async function open(search: string) {
  const outcome = englishOutcome(await settle(() => loader(routeArgs(pageRequest(`/sold${search}`), bed.context))));
  return outcome as typeof outcome & {
    body: { page: SoldPricesPage | null; queryFailure: FormReply | null };
  };
}

/** The cards' titles of a page that must have some. */
const titlesOf = (page: SoldPricesPage | null) => (page?.cards ?? []).map((card) => card.title);

/** The page's HTML without its scripts. */
async function shown(path: string) {
  const { status, html } = await pageThroughApp(pageRequest(path), bed.services);
  return { status, html, text: html.replace(/<script[\s\S]*?<\/script>/g, "") };
}

describe("/sold (docs/product/making-the-deal.md, Sold prices)", () => {
  it("lists the published sale prices, newest sale first, and nothing private, unsold or hidden", async () => {
    const make = uniqueMake("Listed");
    const [older, newer] = await insert(
      sold({ make, title: "Sold a while ago", soldAt: ago(20), soldPriceCents: 3_850_000, firstListedAt: ago(61) }),
      sold({ make, title: "Sold this week", currency: "CAD", askingPriceCents: 7_000_000, soldPriceCents: 6_600_000 }),
      sold({ make, title: "Kept private", soldPriceIsPublic: false, soldPriceCents: 3_141_500 }),
      sold({ make, title: "Hidden by an administrator", isApproved: false, moderationState: "hidden" }),
      listingFixture({ make, title: "Still for sale" }),
    );
    const answer = await open(`?make=${make}`);
    expect(answer.status).toBe(200);
    expect(answer.body.page?.cards).toEqual([
      expect.objectContaining({
        id: newer?.id,
        title: "Sold this week",
        soldPriceCents: 6_600_000,
        currency: "CAD",
        soldOn: ago(3).toISOString().slice(0, 10),
        daysOnMarket: 30,
        hasPage: true,
      }),
      // Its page closed 14 days after the sale: no link to it.
      expect.objectContaining({ id: older?.id, soldPriceCents: 3_850_000, daysOnMarket: 41, hasPage: false }),
    ]);

    const { status, text } = await shown(`/sold?make=${make}`);
    expect(status).toBe(200);
    expect(text).toContain(">Sold campers<");
    expect(text).toContain("CA$66,000");
    expect(text).toContain("$38,500");
    expect(text).toContain("30 days on market");
    expect(text).toContain(`href="/listing/${newer?.id}"`);
    expect(text).not.toContain(`href="/listing/${older?.id}"`);
    expect(text).not.toMatch(/Kept private|Hidden by|Still for sale/);
    const french = await shown(`/fr/sold?make=${make}`);
    expect(french.html).toContain('<html lang="fr-CA"');
    expect(french.text).toContain(formatMoney(6_600_000, "CAD", "fr-CA"));
    expect(french.text).toContain("30 jours en vente");
  });

  it("filters by type, make (any part, any case), years and state or province", async () => {
    const make = uniqueMake("Filtered");
    await insert(
      sold({ make, title: "van 2016 CO", vehicleType: "van", year: 2016, location: "Denver, CO", soldAt: ago(3) }),
      sold({ make, title: "rv 2019 CO", vehicleType: "rv", year: 2019, location: "Boulder, CO", soldAt: ago(2) }),
      sold({ make, title: "van 2021 QC", vehicleType: "van", year: 2021, location: "Montréal, QC", soldAt: ago(1) }),
    );
    // A part of the make, in another case.
    const titles = async (search: string) =>
      titlesOf((await open(`?make=${make.slice(2).toLowerCase()}${search}`)).body.page);
    // Newest sale first.
    expect(await titles("")).toEqual(["van 2021 QC", "rv 2019 CO", "van 2016 CO"]);
    expect(await titles("&vehicleType=van")).toEqual(["van 2021 QC", "van 2016 CO"]);
    expect(await titles("&minYear=2017")).toEqual(["van 2021 QC", "rv 2019 CO"]);
    expect(await titles("&minYear=2017&maxYear=2020")).toEqual(["rv 2019 CO"]);
    expect(await titles("&region=co")).toEqual(["rv 2019 CO", "van 2016 CO"]);
    expect(await titles("&region=QC&vehicleType=van")).toEqual(["van 2021 QC"]);
  });

  it("answers a bad filter with 400 and its message beside its field", async () => {
    for (const [search, field, message] of [
      ["?minYear=19x", "minYear", "Please enter a year of four digits, 1900 or later."],
      ["?maxYear=1850", "maxYear", "Please enter a year of four digits, 1900 or later."],
      ["?minYear=2020&maxYear=2010", "maxYear", "'Year from' cannot be after 'Year to'."],
      ["?region=ZZ", "region", "Choose a state or province by its two-letter code, for example CO or QC."],
      ["?vehicleType=boat", "vehicleType", "Choose a vehicle type: van, skoolie, rv or overlander."],
      ["?cursor=nope", "cursor", "The link to more results is not valid. Please search again."],
    ] as const) {
      const answer = await open(search);
      expect(answer.status, search).toBe(400);
      expect(answer.body.queryFailure?.fieldErrors?.[field], search).toBe(message);
      expect(answer.body.page, search).toBeNull();
    }
    const { status, text } = await shown("/sold?region=ZZ&make=Ford");
    expect(status).toBe(400);
    expect(text).toContain("Choose a state or province by its two-letter code, for example CO or QC.");
    expect(text).toContain('value="Ford"');
  });

  it("pages 24 at a time, newest sale first, keeping the filters in its links", async () => {
    const make = uniqueMake("Paged");
    const rows = await insert(
      ...Array.from({ length: 30 }, (_, index) =>
        sold({ make, title: `paged ${index}`, soldAt: new Date(Date.now() - (index % 5) * dayMs - 1_000) }),
      ),
    );
    const expected = [...rows]
      .sort((a, b) => (b.soldAt?.getTime() ?? 0) - (a.soldAt?.getTime() ?? 0) || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    const first = (await open(`?make=${make}&vehicleType=van`)).body.page;
    expect(first?.cards).toHaveLength(24);
    expect(first?.nextCursor).toEqual(expect.any(String));
    const second = (await open(`?make=${make}&vehicleType=van&cursor=${first?.nextCursor}`)).body.page;
    expect(second?.cards).toHaveLength(6);
    expect(second?.nextCursor).toBeNull();
    expect([...(first?.cards ?? []), ...(second?.cards ?? [])].map((card) => card.id)).toEqual(expected);

    const { text } = await shown(`/sold?make=${make}&vehicleType=van`);
    const more = new URLSearchParams(
      (/href="\/sold\?([^"]+)"[^>]*>More sold campers</.exec(text)?.[1] ?? "").replaceAll("&amp;", "&"),
    );
    expect(Object.fromEntries(more)).toEqual({ vehicleType: "van", make, cursor: first?.nextCursor });
    const later = await shown(`/sold?${more}`);
    expect(later.text).toContain("Back to the newest sales");
    expect(later.text).toContain('name="robots" content="noindex, follow"');
  });

  it("shows a private sale price on no public page", async () => {
    const make = uniqueMake("Private");
    const [kept] = await insert(
      sold({ make, title: "A private sale", soldPriceIsPublic: false, soldPriceCents: 3_141_592 }),
    );
    for (const path of [
      `/sold`,
      `/sold?make=${make}`,
      `/fr/sold?make=${make}`,
      `/listing/${kept?.id}`,
      `/deal-rating`,
    ]) {
      const { html } = await shown(path);
      expect(html, path).not.toMatch(/31,415|31 415|3141592/);
    }
  });
});
