import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { adminDescriptionLength, listingBadges, thumbnailUrl, truncateDescription } from "./admin-listing.ts";
import { describeAuditEntry } from "./audit-entry-text.ts";

const inEnglish = translatorFor("en-US");
const inFrench = translatorFor("fr-CA");

describe("truncateDescription", () => {
  it("keeps a description of up to 100 characters whole", () => {
    expect(truncateDescription("a".repeat(100))).toBe("a".repeat(100));
    expect(truncateDescription("  Short one.  ")).toBe("Short one.");
  });

  it("cuts a longer one to 100 characters and marks the cut", () => {
    const cut = truncateDescription(`${"b".repeat(100)}c`);
    expect(cut).toBe(`${"b".repeat(adminDescriptionLength)}…`);
  });

  it("never cuts a character in half", () => {
    const cut = truncateDescription("🚐".repeat(101));
    expect(Array.from(cut)).toHaveLength(101);
    expect(cut).toBe(`${"🚐".repeat(100)}…`);
  });
});

const base = {
  isExpired: false,
  isActive: true,
  isApproved: true,
  isFeatured: false,
  featuredUntil: null,
  soldAt: null,
  moderationState: null,
};

describe("listingBadges", () => {
  it("shows nothing for a public listing that is not featured", () => {
    expect(listingBadges(base, inEnglish)).toEqual([]);
  });

  it("shows Expired (not Inactive too), Inactive, Unapproved", () => {
    expect(listingBadges({ ...base, isExpired: true, isActive: false }, inEnglish).map((badge) => badge.label)).toEqual(
      ["Expired"],
    );
    expect(listingBadges({ ...base, isActive: false }, inEnglish).map((badge) => badge.label)).toEqual(["Inactive"]);
    expect(listingBadges({ ...base, isApproved: false }, inEnglish).map((badge) => badge.label)).toEqual([
      "Unapproved",
    ]);
  });

  it("shows Sold in place of Inactive or Expired, and Under review or Hidden in place of Unapproved", () => {
    const sold = { ...base, isActive: false, isExpired: true, soldAt: new Date("2026-06-01T10:00:00Z") };
    expect(listingBadges(sold, inEnglish).map((badge) => badge.label)).toEqual(["Sold"]);
    const reviewed = { ...base, isApproved: false, moderationState: "under_review" as const };
    expect(listingBadges(reviewed, inEnglish).map((badge) => badge.label)).toEqual(["Under review"]);
    const hidden = { ...base, isApproved: false, moderationState: "hidden" as const };
    expect(listingBadges(hidden, inEnglish).map((badge) => badge.label)).toEqual(["Hidden"]);
  });

  it("shows Featured until {date} for a feature window, Featured for an open-ended one", () => {
    const until = new Date("2026-06-05T10:00:00Z");
    expect(listingBadges({ ...base, isFeatured: true, featuredUntil: until }, inEnglish)).toEqual([
      { label: "Featured until June 5, 2026", tone: "featured" },
    ]);
    expect(listingBadges({ ...base, isFeatured: true }, inEnglish)).toEqual([{ label: "Featured", tone: "featured" }]);
    expect(listingBadges({ ...base, isFeatured: true, featuredUntil: until }, inFrench)).toEqual([
      { label: "En vedette jusqu’au 5 juin 2026", tone: "featured" },
    ]);
  });

  it("never shows a sold listing as featured (docs/product/mark-as-sold.md)", () => {
    const sold = { ...base, isActive: false, soldAt: new Date("2026-06-01T10:00:00Z") };
    expect(
      listingBadges({ ...sold, isFeatured: true, featuredUntil: new Date("2026-06-05T10:00:00Z") }, inEnglish),
    ).toEqual([{ label: "Sold", tone: "muted" }]);
  });
});

describe("thumbnailUrl", () => {
  it("uses the 480-pixel WebP of an uploaded photo and leaves other URLs alone", () => {
    expect(thumbnailUrl("/media/6f1c2b7e-3a45-4d6b-9c0e-1f2a3b4c5d6e")).toBe(
      "/media/6f1c2b7e-3a45-4d6b-9c0e-1f2a3b4c5d6e/480.webp",
    );
    expect(thumbnailUrl("/demo/van-1.webp")).toBe("/demo/van-1.webp");
    expect(thumbnailUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
  });
});

describe("describeAuditEntry", () => {
  it("reads as what was done to what", () => {
    expect(
      describeAuditEntry({ action: "listing.feature", targetId: "x", details: { title: "Sprinter" } }, inEnglish),
    ).toBe("Featured listing “Sprinter”");
    expect(describeAuditEntry({ action: "newsletter.export", targetId: null, details: { rows: 1 } }, inEnglish)).toBe(
      "Exported newsletter subscribers (1 row)",
    );
    expect(describeAuditEntry({ action: "listing.delete", targetId: "abc", details: {} }, inEnglish)).toBe(
      "Deleted listing abc",
    );
  });

  it("reads in French on French pages, quoted the French way", () => {
    expect(
      describeAuditEntry({ action: "listing.feature", targetId: "x", details: { title: "Sprinter" } }, inFrench),
    ).toBe("Annonce mise en vedette « Sprinter »");
    expect(describeAuditEntry({ action: "newsletter.export", targetId: null, details: { rows: 2 } }, inFrench)).toBe(
      "Abonnés à l’infolettre exportés (2 lignes)",
    );
  });
});
