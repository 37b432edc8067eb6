// How many searches an account keeps, how long a name may be, and the alert frequencies' choices
// (docs/product/buyers-come-back.md, Saved searches and alerts). Browser-safe and without zod: 'Save this search'
// on /listings uses them on first load; the forms' schemas (saved-search.schema.ts) are the server's. The words
// are in the saved searches' catalogs (ADR 056).
import type { AlertFrequency } from "#app/db/saved-searches-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** `saved-searches.error.limitReached` names it. */
export const maxSavedSearches = 50;
/** `saved-searches.error.nameTooLong` names it. */
export const maxSavedSearchNameLength = 100;

// The table's list (app/db/saved-searches-schema.ts), restated: the browser must not load the table definitions (drizzle).
export const alertFrequencies = ["instant", "daily", "off"] as const satisfies readonly AlertFrequency[];

/** Each frequency's name, as a message id. */
export const alertFrequencyLabels: Record<AlertFrequency, MessageId> = {
  instant: "saved-searches.frequency.instant",
  daily: "saved-searches.frequency.daily",
  off: "saved-searches.frequency.off",
};
