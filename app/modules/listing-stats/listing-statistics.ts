// The seller's statistics as the dashboard shows them (docs/product/seller-statistics.md); browser-safe.

import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** Days in the statistics' window, today (UTC) included. */
export const statisticsDays = 30;

export interface ListingStatistics {
  /** The window's first day, `YYYY-MM-DD` (UTC); the window ends today. */
  firstDay: string;
  /** Views per day of the window, oldest first, for each listing viewed in it (absent: no views). */
  dailyViews: Record<string, number[]>;
  /** Buyers who saved each listing (absent: none). */
  favorites: Record<string, number>;
  /** Conversations started about each listing, through the contact form or the inbox (absent: none). */
  messages: Record<string, number>;
}

/** `YYYY-MM-DD` of the UTC day `offset` days after `day`. */
export function dayAfter(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The first day of the window that ends on `now`'s UTC day. */
export function firstStatisticsDay(now: Date): string {
  return dayAfter(now.toISOString().slice(0, 10), 1 - statisticsDays);
}

/** One day of the window with its views. */
export interface DayViews {
  day: string;
  views: number;
}

/** The window's days with their views, oldest first. */
export function daysOfWindow(firstDay: string, dailyViews: readonly number[]): DayViews[] {
  return dailyViews.map((views, index) => ({ day: dayAfter(firstDay, index), views }));
}

/** What a screen reader hears for the chart (docs/product/seller-statistics.md, On the dashboard). */
export function viewsChartLabel(days: readonly DayViews[], { t, locale }: Translator): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "";
  const total = days.reduce((sum, { views }) => sum + views, 0);
  // The latest of the busiest days, as a seller cares most about the recent one.
  const busiest = days.reduce((best, day) => (day.views >= best.views ? day : best), first);
  return t("listing-stats.chartLabel", {
    first: formatDay(first.day, locale),
    last: formatDay(last.day, locale),
    total,
    busiest: formatDay(busiest.day, locale),
    busiestViews: busiest.views,
  });
}

/** A window's day in the site's medium form: 'Apr 4, 2030' ('4 avr. 2030'). */
export function formatDay(day: string, locale: Locale): string {
  return formatLocaleDate(`${day}T00:00:00Z`, locale, "medium");
}
