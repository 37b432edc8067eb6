// The weight rule of docs/product/reports-and-moderation.md, "The automatic hide".
import { describe, expect, it } from "vitest";
import { hideThreshold, maxReporterWeight, type ReporterStanding, reporterWeight } from "./reporter-weight.ts";

const member = (standing: Partial<ReporterStanding>): ReporterStanding => ({
  isEmailConfirmed: true,
  isBanned: false,
  accountAgeDays: 45,
  upheldReports: 0,
  dismissedReports: 0,
  ...standing,
});

describe("reporterWeight", () => {
  it.each([
    ["a confirmed account under 7 days", { accountAgeDays: 6.9 }, 0],
    ["the same with upheld reports", { accountAgeDays: 3, upheldReports: 5 }, 0],
    ["an unconfirmed e-mail", { isEmailConfirmed: false, accountAgeDays: 400 }, 0],
    ["a banned account", { isBanned: true }, 0],
    ["7 to 30 days", { accountAgeDays: 7 }, 1],
    ["30 days or more", { accountAgeDays: 30 }, 2],
    ["one upheld report", { upheldReports: 1 }, 4],
    ["many upheld reports, capped", { upheldReports: 9 }, maxReporterWeight],
    ["one dismissed report", { dismissedReports: 1 }, 1],
    ["more dismissed than earned", { accountAgeDays: 10, dismissedReports: 3 }, 0],
  ])("%s weighs %#", (_label, standing, weight) => {
    expect(reporterWeight(member(standing))).toBe(weight);
  });

  it("never lets one reporter reach the threshold alone", () => {
    expect(maxReporterWeight).toBeLessThan(hideThreshold);
  });
});
