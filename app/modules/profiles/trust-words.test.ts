// docs/product/people-and-trust.md, "Seller profiles": how a record reads on a profile and in a trust line.
import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import {
  noTrustFigures,
  profileRecordWords,
  replySpan,
  type TrustFigures,
  trustLineWords,
  usuallyRepliesWords,
} from "./trust-words.ts";

const english = translatorFor("en-US");
const french = translatorFor("fr-CA");
const minute = 60;
const hour = 3600;
const now = new Date("2026-06-15T12:00:00Z");
const since2025 = new Date("2025-03-02T09:00:00Z");

const figures = (overrides: Partial<TrustFigures>): TrustFigures => ({ ...noTrustFigures, ...overrides });

describe("the reply time in words", () => {
  it("rounds up to the hour, then to the day", () => {
    expect(replySpan(4 * minute)).toEqual({ unit: "hours", count: 1 });
    expect(replySpan(hour)).toEqual({ unit: "hours", count: 1 });
    expect(replySpan(hour + 5 * minute)).toEqual({ unit: "hours", count: 2 });
    expect(replySpan(23 * hour)).toEqual({ unit: "hours", count: 23 });
    expect(replySpan(23 * hour + 1)).toEqual({ unit: "days", count: 1 });
    expect(replySpan(24 * hour)).toEqual({ unit: "days", count: 1 });
    expect(replySpan(25 * hour)).toEqual({ unit: "days", count: 2 });
    expect(replySpan(0)).toEqual({ unit: "hours", count: 1 });
  });

  it("says it in English and in French", () => {
    expect(usuallyRepliesWords(20 * minute, english)).toBe("Usually replies within an hour");
    expect(usuallyRepliesWords(2 * hour, english)).toBe("Usually replies within 2 hours");
    expect(usuallyRepliesWords(20 * hour, english)).toBe("Usually replies within 20 hours");
    expect(usuallyRepliesWords(24 * hour, english)).toBe("Usually replies within a day");
    expect(usuallyRepliesWords(60 * hour, english)).toBe("Usually replies within 3 days");
    expect(usuallyRepliesWords(20 * minute, french)).toBe("Répond habituellement en moins d’une heure");
    expect(usuallyRepliesWords(60 * hour, french)).toBe("Répond habituellement en moins de 3 jours");
  });
});

describe("the trust line", () => {
  it("reads as the issue shows it", () => {
    const record = figures({
      firstMessages: 25,
      replied: 24,
      medianReplySeconds: 90 * minute,
      soldCount: 3,
      reviewCount: 12,
      ratingAverage: 4.83,
    });
    expect(trustLineWords({ createdAt: since2025, figures: record }, english, now)).toBe(
      "Usually replies within 2 hours · 96% · Member since 2025 · 3 sold · 4.8 ★ (12)",
    );
    expect(trustLineWords({ createdAt: since2025, figures: record }, french, now)).toBe(
      "Répond habituellement en moins de 2 heures · 96 % · Membre depuis 2025 · 3 vendus · 4,8 ★ (12)",
    );
  });

  it("leaves out what is not known, and says so when too few conversations count", () => {
    expect(
      trustLineWords({ createdAt: since2025, figures: figures({ firstMessages: 2, replied: 2 }) }, english, now),
    ).toBe("Not enough conversations yet · Member since 2025");
    expect(trustLineWords({ createdAt: new Date("2026-06-01T00:00:00Z"), figures: noTrustFigures }, english, now)).toBe(
      "Not enough conversations yet · New member",
    );
  });

  it("gives the rate alone when none of 3 or more was answered, and 100% only when all were", () => {
    expect(trustLineWords({ createdAt: since2025, figures: figures({ firstMessages: 4 }) }, english, now)).toBe(
      "0% reply rate · Member since 2025",
    );
    const almost = figures({ firstMessages: 200, replied: 199, medianReplySeconds: hour });
    expect(trustLineWords({ createdAt: since2025, figures: almost }, english, now)).toBe(
      "Usually replies within an hour · 99% · Member since 2025",
    );
  });
});

describe("the profile's record", () => {
  it("names each figure in full", () => {
    const record = figures({
      firstMessages: 3,
      replied: 3,
      medianReplySeconds: 3 * hour,
      soldCount: 1,
      reviewCount: 12,
      ratingAverage: 4.8,
    });
    expect(profileRecordWords({ createdAt: since2025, figures: record }, english)).toEqual({
      memberSince: "Member since March 2025",
      replyTime: "Usually replies within 3 hours",
      replyRate: "100% reply rate",
      sold: "1 camper sold",
      rating: "4.8 ★ (12 reviews)",
    });
    expect(profileRecordWords({ createdAt: since2025, figures: record }, french)).toEqual({
      memberSince: "Membre depuis mars 2025",
      replyTime: "Répond habituellement en moins de 3 heures",
      replyRate: "Taux de réponse de 100 %",
      sold: "1 VR vendu",
      rating: "4,8 ★ (12 évaluations)",
    });
  });

  it("says when there is not enough to tell", () => {
    expect(profileRecordWords({ createdAt: since2025, figures: figures({ firstMessages: 2 }) }, english)).toEqual({
      memberSince: "Member since March 2025",
      replyTime: "Not enough conversations yet",
      replyRate: null,
      sold: "No campers sold yet",
      rating: "No reviews yet",
    });
  });
});
