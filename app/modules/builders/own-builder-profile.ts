// The dashboard's view of a user's own builder profiles; browser-safe.
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** Status words (docs/product/builders.md): 'Expired' past expires_at, 'Inactive' when switched off. */
export type OwnBuilderStatus = "Active" | "Expired" | "Inactive";

/** One of the user's profiles as the dashboard lists it. */
export interface OwnBuilderProfile {
  id: string;
  businessName: string;
  location: string;
  image: string | null;
  status: OwnBuilderStatus;
  /** ISO 8601, so the row survives serialisation unchanged. */
  expiresAt: string;
}

export function ownBuilderStatus(
  row: { isActive: boolean; isApproved: boolean; expiresAt: Date },
  now = new Date(),
): OwnBuilderStatus {
  if (row.expiresAt <= now) return "Expired";
  if (!row.isActive || !row.isApproved) return "Inactive";
  return "Active";
}

/**
 * A profile's expiry date in long form in the page's locale ('June 3, 2026', '3 juin 2026'); UTC, so the server and
 * the browser agree, without Intl locale data to load (ADR 083).
 */
export function formatProfileDate(date: Date | string, locale: Locale): string {
  return formatLocaleDate(date, locale, "long");
}
