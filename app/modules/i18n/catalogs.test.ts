// Every catalog pair (docs/product/languages.md, "Words"): the French says everything the English says, with the same
// arguments, every message is valid ICU (the build compiles them; this fails sooner and names the key), and uses only
// the ICU types the translator fills (format-message.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { supportedArgumentTypes } from "./format-message.ts";
import { locales } from "./locales.ts";

const modules = path.resolve("app/modules");
const areas = readdirSync(modules).filter((area) => {
  try {
    return readdirSync(path.join(modules, area, "messages")).length > 0;
  } catch {
    return false;
  }
});

function catalog(area: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(modules, area, "messages", `${locale}.json`), "utf8"));
}

/** A message's arguments, by name and type, walked into plural and select cases. */
function argumentTokensOf(message: string): { name: string; type: string | undefined }[] {
  const found: { name: string; type: string | undefined }[] = [];
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      found.push({ name: String(token[0]), type: token[1] === undefined ? undefined : String(token[1]) });
      const cases = token[2];
      if (cases && typeof cases === "object") {
        for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return found;
}

/** The names of a message's arguments, sorted: `{count, plural, …}` and `{name}` give count and name. */
function argumentsOf(message: string): string[] {
  return [...new Set(argumentTokensOf(message).map(({ name }) => name))].sort();
}

describe.each(areas)("the %s catalogs", (area) => {
  const english = catalog(area, "en-US");

  it.each(locales.filter((locale) => locale !== "en-US"))("in %s hold every English key and no other", (locale) => {
    expect(Object.keys(catalog(area, locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(locales)("in %s are valid ICU, with the English message's arguments", (locale) => {
    const messages = catalog(area, locale);
    for (const [key, message] of Object.entries(messages)) {
      expect(typeof message, `${area}.${key}`).toBe("string");
      const english_ = english[key] ?? "";
      expect(argumentsOf(message), `${locale} ${area}.${key}`).toEqual(argumentsOf(english_));
    }
  });

  it.each(locales)("in %s use only the argument types the translator fills", (locale) => {
    for (const [key, message] of Object.entries(catalog(area, locale))) {
      for (const { type } of argumentTokensOf(message)) {
        if (type !== undefined) expect(supportedArgumentTypes, `${locale} ${area}.${key}`).toContain(type);
      }
    }
  });
});

describe("the catalog index the server loads", () => {
  it("names every area that has catalogs, and no other", async () => {
    const { catalogsByArea } = await import("./catalog-index.server.ts");
    expect(Object.keys(catalogsByArea).sort()).toEqual([...areas].sort());
  });
});
