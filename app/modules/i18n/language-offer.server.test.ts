import { describe, expect, it } from "vitest";
import { preferredLocale } from "./language-offer.server.ts";

describe("the visitor's preferred locale", () => {
  it("is the site's locale for the language of the highest weight, the first when tied", () => {
    expect(preferredLocale("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr-CA");
    expect(preferredLocale("fr-FR")).toBe("fr-CA");
    expect(preferredLocale("en-GB,fr;q=0.9")).toBe("en-US");
    expect(preferredLocale("en;q=0.5, fr;q=0.8")).toBe("fr-CA");
    expect(preferredLocale("fr;q=0, en")).toBe("en-US");
  });

  it("is none for another language, a wildcard, or no header", () => {
    expect(preferredLocale("de-DE,de;q=0.9,fr;q=0.8")).toBeNull();
    expect(preferredLocale("*")).toBeNull();
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale("")).toBeNull();
  });
});
