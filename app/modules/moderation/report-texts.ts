// The texts and limits of reporting a listing and of the report queue (docs/product/reports-and-moderation.md),
// in one place for the pages, the server and their tests. Browser-safe.
import type { ReportReason } from "#app/db/moderation-schema.ts";
import { formatWholeNumber } from "#app/lib/plain-format.ts";

/** The most a report's details may hold, in characters. */
export const reportDetailsMaxLength = 2000;

/** Each reason as the form and the queue name it, in the form's order. */
export const reportReasonLabels: Readonly<Record<ReportReason, string>> = {
  scam: "Scam or fraud",
  already_sold: "Already sold",
  wrong_information: "Wrong information",
  offensive: "Offensive",
  other: "Other",
};

export const reportTexts = {
  heading: "Report this listing",
  intro: "Tell us what is wrong with this listing. Our team reviews every report; the seller is not told who sent it.",
  reasonLegend: "Reason*",
  detailsLabel: "Details",
  detailsHint: `What should our team know? Required for 'Other'. At most ${formatWholeNumber(reportDetailsMaxLength)} characters.`,
  submit: "Send report",
  submitting: "Sending...",
  cancel: "Cancel",
  sentHeading: "Thank you for your report",
  sent: "Your report was sent. Our team will review the listing.",
  backToListings: "Back to listings",
  reasonRequired: "Please choose a reason.",
  detailsRequired: "Please describe the problem when the reason is 'Other'.",
  detailsTooLong: `Please use at most ${formatWholeNumber(reportDetailsMaxLength)} characters for the details.`,
  duplicate: "You have already reported this listing. Thank you — our team will review it.",
  ownListing: "You cannot report your own listing.",
  listingNotAvailable: "This listing is not available.",
  rateLimited: "You have sent too many reports. Please try again later.",
  invalid: "Please check the highlighted fields.",
} as const;

export const reportQueueTexts = {
  heading: "Reports",
  openTab: "Open reports",
  hiddenTab: "Hidden listings",
  emptyOpen: "No open reports.",
  emptyHidden: "No hidden listings.",
  dismiss: "Dismiss reports",
  dismissing: "Dismissing...",
  hide: "Hide listing",
  hiding: "Hiding...",
  restore: "Restore listing",
  restoring: "Restoring...",
  delete: "Delete",
  dismissed: "Reports dismissed.",
  hidden: "Listing hidden.",
  restored: "Listing restored.",
  deleted: "Listing deleted.",
  noOpenReports: "There are no open reports on this listing.",
  alreadyHidden: "This listing is already hidden.",
  notHidden: "This listing is not hidden.",
  nextPage: "Next page →",
  firstPage: "← First page",
} as const;
