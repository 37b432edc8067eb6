// The one rule for the name a conversation shows of the other party (docs/product/conversations.md, "Inbox").
import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { english } from "#app/test/translator.tsx";
import { displayNameSchema } from "./display-name.schema.ts";
import { chosenDisplayName, memberTag, publicDisplayName } from "./display-name.ts";

describe("publicDisplayName", () => {
  const id = "3f1c2a9e-5b7d-4c1e-9a0b-1d2e3f4a5b6c";

  it("shows the name the account chose, trimmed", () => {
    expect(publicDisplayName({ id, name: "  Bea from Utrecht ", email: "bea.buyer@example.com" })).toBe(
      "Bea from Utrecht",
    );
  });

  it("never shows the e-mail's local part that sign-up stored, whatever its case", () => {
    for (const name of ["bea.buyer", "Bea.Buyer", " bea.buyer "]) {
      const shown = publicDisplayName({ id, name, email: "bea.buyer@example.com" });
      expect(shown).toBe(`Roamstead member ${memberTag(id)}`);
      expect(shown.toLowerCase()).not.toContain("bea");
    }
  });

  it("never shows a name with '@', an empty one, or one that breaks the form's rules", () => {
    for (const name of ["bea@example.com", "@bea", "", "   ", null, "two\nlines", "x".repeat(51)]) {
      expect(publicDisplayName({ id, name, email: "someone@example.com" })).toMatch(/^Roamstead member [0-9A-F]{4}$/);
    }
  });

  it("tells two unnamed accounts apart by a tag that stays the same for each", () => {
    const first = publicDisplayName({ id: "account-1", name: "anna", email: "anna@example.com" });
    const second = publicDisplayName({ id: "account-2", name: "anna", email: "anna@example.org" });
    expect(first).not.toBe(second);
    expect(publicDisplayName({ id: "account-1", name: null, email: "x@example.com" })).toBe(first);
    expect(memberTag("account-1")).toMatch(/^[0-9A-F]{4}$/);
  });

  it("names an unnamed account in the page's language when the page says how", () => {
    const french = translatorFor("fr-CA");
    const shown = publicDisplayName({ id, name: null, email: "x@example.com" }, (tag) =>
      french.t("accounts.displayName.anonymous", { tag }),
    );
    expect(shown).toBe(`Membre Roamstead ${memberTag(id)}`);
  });

  it("keeps a chosen name that merely resembles the local part", () => {
    expect(chosenDisplayName({ name: "Bea", email: "bea.buyer@example.com" })).toBe("Bea");
    expect(chosenDisplayName({ name: "bea", email: "bea@example.com" })).toBeNull();
  });
});

describe("displayNameSchema", () => {
  /** The refusal's English words (the schema gives message ids). */
  const messageOf = (displayName: unknown) => {
    const parsed = displayNameSchema.safeParse({ displayName });
    return parsed.success ? null : english(parsed.error.issues[0]?.message ?? "");
  };

  it("takes 1 to 50 characters after trimming", () => {
    expect(displayNameSchema.parse({ displayName: "  Sam the van man  " })).toEqual({ displayName: "Sam the van man" });
    expect(messageOf("é".repeat(50))).toBeNull();
    expect(messageOf("")).toBe("Please enter a display name.");
    expect(messageOf("   ")).toBe("Please enter a display name.");
    expect(messageOf(undefined)).toBe("Please enter a display name.");
    expect(messageOf("x".repeat(51))).toBe("Please use at most 50 characters for your display name.");
  });

  it("refuses an e-mail address and a second line", () => {
    expect(messageOf("sam@example.com")).toBe("Please do not use an e-mail address as your display name.");
    expect(messageOf("Sam\nSeller")).toBe("Please keep your display name on one line.");
  });

  it("refuses a name that poses as the site or as an unnamed member", () => {
    const message = "Please choose a name without the word Roamstead: it could be taken for a message from us.";
    expect(messageOf("Roamstead member 1A2B")).toBe(message);
    expect(messageOf("roam-stead Support")).toBe(message);
    expect(messageOf("Roaming Steady")).toBeNull();
  });
});
