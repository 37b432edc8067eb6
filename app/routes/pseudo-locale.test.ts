// The pseudo-locale run (docs/product/languages.md, Words: every user-facing text comes from the catalogs). Every
// page of the authorization matrix is read under /fr, as a visitor, the seller and an administrator, with the French
// catalogs replaced by the pseudo-locale (app/test/pseudo-locale.ts): every word a catalog gave is accented, so a
// word of three or more plain ASCII letters came from somewhere else. It must be data the fixtures stored, a name
// that no language translates, or a unit or code; anything else is English written in code, which a French reader
// would get as it is (and which the French walk of authorization-matrix.test.ts cannot tell from French).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import {
  blogPosts,
  builders,
  conversationMessages,
  inventoryImportRows,
  inventoryImports,
  listingDocuments,
  listingQuestions,
  listingSales,
  listings,
  outbox,
  reviews,
  user,
} from "#app/db/schema.ts";
import { regions } from "#app/modules/geo/regions.ts";
import { catalogsByArea } from "#app/modules/i18n/catalog-index.server.ts";
import { replaceCatalogs, translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { Role } from "#app/test/authorization-matrix.ts";
import { caseName, frenchPath, isPage, type MatrixPage, matrixPages, matrixWorld } from "#app/test/matrix-world.ts";
import { pseudoCatalog, pseudoText } from "#app/test/pseudo-locale.ts";
import { readableTexts } from "#app/test/readable-text.ts";

const world = matrixWorld();

/** Names no language translates, each with why it may stay as it is. */
const names: Record<string, string> = {
  Roamstead: "the product's name",
  "Roamstead Builder": "the builder package's name (app/modules/billing/catalogue.ts; the French catalogs keep it)",
  Graze: "a listing tier's name (app/modules/billing/catalogue.ts; the French catalogs keep it)",
  Roam: "a listing tier's name",
  Stampede: "a listing tier's name",
  Instagram: "the social network's name, on the footer's link",
  "@roamstead": "the site's Instagram handle (About)",
  "hello@roamstead.com": "the site's contact address (the footer)",
  GeoNames: "the place names' source, credited by its name (About)",
  English: "the language switch names each language in that language (docs/product/languages.md)",
  ServiceOntario: "Ontario's licensing office, by its own name (app/modules/handover/handover-regions.ts)",
};

/** Units and codes, each with why it may stay as it is. */
const unitsAndCodes: Record<string, string> = {
  UTC: "the dev mailbox's times, in UTC and said so",
  https: "the scheme the builder form shows before a website's address",
};

/** Words on French pages that no catalog gave, left to the task that is redoing them. */
const knownGaps: Record<string, string> = {};

/** The words of French dates (Intl's, not the catalogs'): "29 janv. 2027", "29 novembre 2026". */
const frenchMonthNames = ["long", "short"].flatMap((month) =>
  Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat("fr-CA", { month: month as "long" | "short", timeZone: "UTC" })
      .format(new Date(Date.UTC(2026, index, 15)))
      .replace(/\.$/, ""),
  ),
);

/** Place names from the gazetteer, as data: a page passes them to its message, which gives the French ones. */
const placeNames = regions.map((region) => region.name);

/** What people typed into the fixtures' rows, and the mails they caused (the dev mailbox shows them as stored). */
async function storedTexts(db: Database): Promise<string[]> {
  const rows = [
    ...(await db.select({ name: user.name, email: user.email }).from(user)),
    ...(await db
      .select({
        title: listings.title,
        make: listings.make,
        model: listings.model,
        location: listings.location,
        description: listings.description,
      })
      .from(listings)),
    ...(await db
      .select({
        name: builders.businessName,
        website: builders.website,
        description: builders.description,
        location: builders.location,
        instagram: builders.instagram,
        email: builders.email,
      })
      .from(builders)),
    ...(await db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        body: blogPosts.body,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
      })
      .from(blogPosts)),
    ...(await db.select({ body: conversationMessages.body }).from(conversationMessages)),
    ...(await db.select({ title: listingSales.listingTitle }).from(listingSales)),
    ...(await db.select({ body: reviews.body, reply: reviews.replyBody }).from(reviews)),
    ...(await db.select({ body: listingQuestions.body, answer: listingQuestions.answerBody }).from(listingQuestions)),
    ...(await db
      .select({
        fileName: listingDocuments.fileName,
        inspector: listingDocuments.inspectorName,
        company: listingDocuments.inspectionCompany,
      })
      .from(listingDocuments)),
    ...(await db.select({ to: outbox.recipient, subject: outbox.subject, text: outbox.text }).from(outbox)),
    ...(await db.select({ fileName: inventoryImports.fileName }).from(inventoryImports)),
    // An import's rows as its file had them (the camper each names).
    ...(await db.select({ values: inventoryImportRows.values }).from(inventoryImportRows)).map((row) => row.values),
  ];
  return rows.flatMap((row) => Object.values(row)).filter((text): text is string => Boolean(text));
}

/** A pattern finding any of `phrases` where it stands on its own (not inside a longer word), the longest first. */
function phrasePattern(phrases: readonly string[]): RegExp {
  const alternatives = [...new Set(phrases.map((phrase) => phrase.replace(/\s+/g, " ").trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}])`, "gu");
}

let allowedPhrases = /$^/;
let restoreCatalogs = () => {};
beforeAll(async () => {
  restoreCatalogs = replaceCatalogs("fr-CA", (area) => pseudoCatalog(catalogsByArea[area]?.["en-US"] ?? {}));
  allowedPhrases = phrasePattern([
    ...(await storedTexts(world.services.db)),
    ...placeNames,
    ...frenchMonthNames,
    ...Object.keys({ ...names, ...unitsAndCodes, ...knownGaps }),
  ]);
});
afterAll(() => restoreCatalogs());

/** The roles a page is read as: signed out, the seller and an administrator, else the first role allowed. */
function readersOf({ allowed }: MatrixPage): Role[] {
  const readers = allowed.filter((role) => role === "anonymous" || role === "owner" || role === "admin");
  return readers.length > 0 ? readers : allowed.slice(0, 1);
}

/** The allowed phrases some page showed. */
const phrasesMet = new Set<string>();

/**
 * What a page marks as code (a name, a type, a command, a sample answer; /developers, a webhook event's type on
 * /account/webhooks): the same in every language.
 */
const markedAsCode = /<(pre|code)\b[\s\S]*?<\/\1>/g;

/** Each word of three or more plain ASCII letters that no catalog gave and nothing allows, with its text. */
function wordsFromCode(html: string): string[] {
  const found = new Set<string>();
  for (const piece of readableTexts(html.replace(markedAsCode, " "))) {
    const unexplained = piece.replace(allowedPhrases, (phrase) => {
      phrasesMet.add(phrase);
      return " ";
    });
    for (const [word] of unexplained.matchAll(/[\p{L}\p{M}]+/gu)) {
      if (!/^[A-Za-z]{3,}$/.test(word)) continue;
      found.add(`"${word}" in "${piece.length > 90 ? `${piece.slice(0, 89)}…` : piece}"`);
    }
  }
  return [...found];
}

describe("every page in the pseudo-locale: each word comes from a catalog, the data, or the allowed names and codes", () => {
  it("shows the French pages in the pseudo-locale", async () => {
    const listingsInPseudo = pseudoText(translatorFor("en-US").t("site-shell.nav.listings"));
    expect(translatorFor("fr-CA").t("site-shell.nav.listings")).toBe(listingsInPseudo);
    const home = await world.readPage("anonymous", frenchPath("/"));
    expect(home).toContain('<html lang="fr-CA"');
    expect(home).toContain(listingsInPseudo);
  });

  it("tells a word written in code from the catalogs', the data's and the allowed names", () => {
    const page = [
      `<title>${pseudoText("Sell Your Camper")} | Roamstead</title>`,
      `<meta name="description" content="Every camper">`,
      `<script>const hidden = "words";</script><svg><title>Drawn</title></svg>`,
      `<h2>2019 Sprinter 144</h2><p>${pseudoText("Listed")} 29 novembre 2026 &amp; Read more</p>`,
      `<input type="submit" value="Send"><img alt="Photo of 2019 Sprinter 144">`,
    ].join("");
    expect(wordsFromCode(page)).toEqual([
      '"Every" in "Every camper"',
      '"camper" in "Every camper"',
      '"Read" in "Łíšţéđ 29 novembre 2026 & Read more"',
      '"more" in "Łíšţéđ 29 novembre 2026 & Read more"',
      '"Send" in "Send"',
      '"Photo" in "Photo of 2019 Sprinter 144"',
    ]);
  });

  const pagesRead = new Set<string>();
  for (const page of matrixPages()) {
    it(`/fr ${caseName(page.routeId, page.testCase, "GET")}`, async () => {
      if (!isPage(world.app, page.routeId)) return;
      const path = frenchPath(await world.resolvePath(page.testCase.path));
      const found: string[] = [];
      for (const role of readersOf(page)) {
        const html = await world.readPage(role, path);
        if (html === null) continue;
        pagesRead.add(page.routeId);
        found.push(...wordsFromCode(html).map((word) => `${role} ${path}: ${word}`));
      }
      expect(found).toEqual([]);
    });
  }

  it("read most of the site's pages, not a few", () => {
    expect(pagesRead.size).toBeGreaterThanOrEqual(50);
  });

  it("met every allowed name, code and gap on some page (one no page shows any more comes off its list)", () => {
    const listed = Object.keys({ ...names, ...unitsAndCodes, ...knownGaps });
    expect(listed.filter((phrase) => !phrasesMet.has(phrase))).toEqual([]);
  });
});
