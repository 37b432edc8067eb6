import { describe, expect, it } from "vitest";
import { localeOfBasename, localeOfPath, pathInLocale } from "./locales.ts";

describe("a page's locale", () => {
  it("is French under /fr, English everywhere else", () => {
    expect(localeOfPath("/fr")).toBe("fr-CA");
    expect(localeOfPath("/fr/listings")).toBe("fr-CA");
    expect(localeOfPath("/")).toBe("en-US");
    expect(localeOfPath("/listings")).toBe("en-US");
    expect(localeOfPath("/french-campers")).toBe("en-US");
    expect(localeOfBasename("/fr")).toBe("fr-CA");
    expect(localeOfBasename("/fr/")).toBe("fr-CA");
    expect(localeOfBasename("/")).toBe("en-US");
  });

  it("moves an address between languages, keeping its query and fragment", () => {
    expect(pathInLocale("/listings?type=van&sortBy=price_asc", "fr-CA")).toBe("/fr/listings?type=van&sortBy=price_asc");
    expect(pathInLocale("/fr/listings?type=van", "en-US")).toBe("/listings?type=van");
    expect(pathInLocale("/", "fr-CA")).toBe("/fr");
    expect(pathInLocale("/fr", "en-US")).toBe("/");
    expect(pathInLocale("/fr?x=1", "en-US")).toBe("/?x=1");
    expect(pathInLocale("/?x=1", "fr-CA")).toBe("/fr?x=1");
    expect(pathInLocale("/fr/listing/abc#photos", "fr-CA")).toBe("/fr/listing/abc#photos");
    expect(pathInLocale("/about", "en-US")).toBe("/about");
  });
});
