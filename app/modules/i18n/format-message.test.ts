import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message.ts";
import type { Locale } from "./locales.ts";

const say = (message: string, values?: Record<string, unknown>, locale: Locale = "en-US") =>
  formatMessage(compileMessageOrThrow(message), locale, values);

describe("a compiled ICU message filled with its values", () => {
  it("fills arguments, and leaves out one that has no value", () => {
    expect(say("Hello {name}, {missing}welcome", { name: "Ana" })).toBe("Hello Ana, welcome");
    expect(say("Model year {year}", { year: 2021 })).toBe("Model year 2021");
  });

  it("chooses a plural case by the locale's rules, exact cases first, and writes # in the locale's digits", () => {
    const results = "{count, plural, =0 {No campers} one {# camper} other {# campers}}";
    expect(say(results, { count: 0 })).toBe("No campers");
    expect(say(results, { count: 1 })).toBe("1 camper");
    expect(say(results, { count: 12_345 })).toBe("12,345 campers");
    const french = "{count, plural, =0 {Aucun} one {# véhicule} many {# de véhicules} other {# véhicules}}";
    expect(say(french, { count: 1 }, "fr-CA")).toBe("1 véhicule");
    expect(say(french, { count: 0 }, "fr-CA")).toBe("Aucun");
    expect(say(french, { count: 12_345 }, "fr-CA")).toBe("12\u00a0345 véhicules");
    expect(say(french, { count: 2_000_000 }, "fr-CA")).toBe("2\u00a0000\u00a0000 de véhicules");
  });

  it("counts # from the offset", () => {
    expect(say("{n, plural, offset:1 =1 {You} one {You and # other} other {You and # others}}", { n: 3 })).toBe(
      "You and 2 others",
    );
  });

  it("keeps # as it is outside a plural, and in a select inside one", () => {
    expect(say("Lot #{lot}", { lot: 7 })).toBe("Lot #7");
    expect(say("{n, plural, other {{kind, select, a {#A} other {x}} #}}", { n: 2, kind: "a" })).toBe("#A 2");
  });

  it("chooses a select case, or other, never an inherited property", () => {
    const currency = "{currency, select, CAD {Canadian dollars} other {US dollars}}";
    expect(say(currency, { currency: "CAD" })).toBe("Canadian dollars");
    expect(say(currency, { currency: "constructor" })).toBe("US dollars");
  });

  it("writes numbers and percentages in the locale's digits", () => {
    expect(say("{n, number} mi", { n: 1234.5 })).toBe("1,234.5 mi");
    expect(say("{n, number} km", { n: 1234.5 }, "fr-CA")).toBe("1\u00a0234,5 km");
    expect(say("{share, number, percent}", { share: 0.125 }, "fr-CA")).toBe("13\u00a0%");
  });

  it("refuses an ICU type the site's catalogs do not use", () => {
    expect(() => say("{when, date, short}", { when: new Date(0) })).toThrow(/not supported/);
  });
});
