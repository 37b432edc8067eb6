// How much a report counts toward hiding a listing before an administrator looks (docs/product/
// reports-and-moderation.md, "The automatic hide"; ADR 034). Accounts are free and quick to make, so a new
// account weighs nothing: only standing (an account's age with a confirmed e-mail) and a record of reports an
// administrator upheld give weight, and reports an administrator dismissed take it away.

/** The sum of the open reports' weights that hides a listing ('Under review'). */
export const hideThreshold = 6;

/** The most one reporter can weigh: below the threshold, so nobody hides a listing alone. */
export const maxReporterWeight = 4;

export const reporterWeightRule = {
  /** Younger accounts (or an unconfirmed e-mail, or a ban) weigh 0, whatever their record. */
  minAccountAgeDays: 7,
  /** From 7 days. */
  youngAccountWeight: 1,
  establishedAccountAgeDays: 30,
  /** From 30 days. */
  establishedAccountWeight: 2,
  perUpheldReport: 2,
  perDismissedReport: -1,
} as const;

export interface ReporterStanding {
  isEmailConfirmed: boolean;
  isBanned: boolean;
  accountAgeDays: number;
  /** The reporter's reports on other listings an administrator acted on ('Hide listing'). */
  upheldReports: number;
  /** The reporter's reports an administrator dismissed ('Dismiss reports', 'Restore listing'). */
  dismissedReports: number;
}

export function reporterWeight(standing: ReporterStanding): number {
  const rule = reporterWeightRule;
  if (!standing.isEmailConfirmed || standing.isBanned || standing.accountAgeDays < rule.minAccountAgeDays) return 0;
  const base =
    standing.accountAgeDays >= rule.establishedAccountAgeDays ? rule.establishedAccountWeight : rule.youngAccountWeight;
  const earned =
    base + rule.perUpheldReport * standing.upheldReports + rule.perDismissedReport * standing.dismissedReports;
  return Math.min(maxReporterWeight, Math.max(0, earned));
}
