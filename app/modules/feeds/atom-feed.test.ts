// The Atom document (docs/product/open-platform.md, Atom feeds), read back by the strict reader.
import { describe, expect, it } from "vitest";
import { type AtomEntry, buildAtomFeed } from "./atom-feed.ts";
import { parseAtom } from "./testing/parse-atom.ts";

const feed = (entries: AtomEntry[], title = "Roamstead: Van") =>
  buildAtomFeed({
    id: "https://roamstead.example/listings/feed.atom?vehicleType=van",
    title,
    selfUrl: "https://roamstead.example/listings/feed.atom?vehicleType=van&make=a&model=b",
    pageUrl: "https://roamstead.example/listings?vehicleType=van",
    lang: "en-US",
    author: "Roamstead",
    entries,
    emptyUpdated: new Date("2026-05-01T10:00:00.123Z"),
  });

const entry = (overrides: Partial<AtomEntry> = {}): AtomEntry => ({
  id: "https://roamstead.example/listing/00000000-0000-4000-8000-000000000001",
  title: "2019 Sprinter 144",
  url: "https://roamstead.example/listing/00000000-0000-4000-8000-000000000001",
  updated: new Date("2026-04-02T08:00:00Z"),
  published: new Date("2026-04-01T08:00:00Z"),
  summary: "US$65,000 · 2019 · Portland, OR",
  ...overrides,
});

describe("buildAtomFeed", () => {
  it("writes a valid feed whose updated is its newest entry's", () => {
    const parsed = parseAtom(
      feed([entry(), entry({ id: "https://roamstead.example/listing/2", updated: new Date("2026-04-03T09:30:00Z") })]),
    );
    expect(parsed).toMatchObject({
      title: "Roamstead: Van",
      updated: "2026-04-03T09:30:00Z",
      selfHref: "https://roamstead.example/listings/feed.atom?vehicleType=van&make=a&model=b",
      alternateHref: "https://roamstead.example/listings?vehicleType=van",
      lang: "en-US",
    });
    expect(parsed.entries[0]).toEqual({
      id: "https://roamstead.example/listing/00000000-0000-4000-8000-000000000001",
      title: "2019 Sprinter 144",
      href: "https://roamstead.example/listing/00000000-0000-4000-8000-000000000001",
      updated: "2026-04-02T08:00:00Z",
      published: "2026-04-01T08:00:00Z",
      summary: "US$65,000 · 2019 · Portland, OR",
    });
  });

  it("is still valid without entries, updated then", () => {
    expect(parseAtom(feed([]))).toMatchObject({ updated: "2026-05-01T10:00:00Z", entries: [] });
  });

  it("keeps hostile text as text: markup, ']]>', control characters and emoji", () => {
    const hostile = `<script>alert("x")</script> ]]> & 'quotes' \u0000\u0007\u001b\uffff\ud800 🚐`;
    const xml = feed([entry({ title: hostile, summary: hostile })], `Roamstead: ${hostile}`);
    expect(xml).not.toContain("<script>");
    const parsed = parseAtom(xml);
    const asText = `<script>alert("x")</script> ]]> & 'quotes'  🚐`;
    expect(parsed.title).toBe(`Roamstead: ${asText}`);
    expect(parsed.entries[0]).toMatchObject({ title: asText, summary: asText });
  });

  it("is refused by the reader when broken, so the reader checks something", () => {
    expect(() => parseAtom(feed([entry()]).replace("</feed>", ""))).toThrow(/well-formed/);
    expect(() =>
      parseAtom(feed([entry()]).replace(/<updated>[^<]*<\/updated>\n {2}<link rel="self"/, '<link rel="self"')),
    ).toThrow(/<feed> has 0 <updated>/);
    expect(() => parseAtom(feed([entry()]).replace('xmlns="http://www.w3.org/2005/Atom"', ""))).toThrow(/root/);
  });
});
