// The texts of saved searches and their alerts, word for word from docs/product/buyers-come-back.md, and the alert
// frequencies' choices. Browser-safe and without zod: 'Save this search' on /listings shows them on first load; the
// forms' schemas (saved-search.schema.ts) are the server's.
import type { AlertFrequency } from "#app/db/saved-searches-schema.ts";

export const savedSearchTexts = {
  saved: "Search saved. Manage it in Saved searches.",
  nameRequired: "Please give the search a name.",
  nameTooLong: "A name is at most 100 characters.",
  limitReached: "You can keep up to 50 saved searches. Delete one to save another.",
  none: "No saved searches yet. Search for campers and choose Save this search.",
  notFound: "That saved search does not exist.",
  invalidLink: "This unsubscribe link is not valid.",
  renamed: "The search was renamed.",
  deleted: "The search was deleted.",
  manage: "Manage your saved searches",
  alertsOff: (name: string) => `Alerts for "${name}" are off.`,
  frequencyChanged: (name: string, label: string) => `Alerts for "${name}": ${label}.`,
} as const;

export const maxSavedSearches = 50;
export const maxSavedSearchNameLength = 100;

// The table's list (app/db/saved-searches-schema.ts), restated: the browser must not load the table definitions (drizzle).
export const alertFrequencies = ["instant", "daily", "off"] as const satisfies readonly AlertFrequency[];
export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: "Instant",
  daily: "Daily digest",
  off: "Off",
};
/** Instant first (docs/product/buyers-come-back.md). */
export const alertFrequencyOptions = alertFrequencies.map((value) => ({ value, label: alertFrequencyLabels[value] }));
