// How a person's record reads (docs/product/people-and-trust.md, "Seller profiles"): the reply time as 'within'
// words, the reply rate, sales and rating, on the profile and in the short trust line of listing and builder pages.
// Written by the loaders in the page's language, so the browser is sent words, not the code that makes them.
import { formatLocaleMonth } from "#app/modules/i18n/locale-dates.ts";
import { formatLocaleDecimal } from "#app/modules/i18n/locale-numbers.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** An account's precomputed figures (account_trust_figures); all zero for an account without a row. */
export interface TrustFigures {
  /** Conversations whose buyer's first message came in the last 90 days. */
  firstMessages: number;
  replied: number;
  medianReplySeconds: number | null;
  soldCount: number;
  reviewCount: number;
  ratingAverage: number | null;
}

export const noTrustFigures: TrustFigures = {
  firstMessages: 0,
  replied: 0,
  medianReplySeconds: null,
  soldCount: 0,
  reviewCount: 0,
  ratingAverage: null,
};

/** Under this many counted conversations, no reply time or rate is shown. */
export const minCountedConversations = 3;
/** An account this young is a 'New member' in the trust line. */
const newMemberDays = 30;

const hourSeconds = 3600;
const daySeconds = 24 * hourSeconds;

/** A reply time as the span it is 'within'. */
export type ReplySpan = { unit: "hours" | "days"; count: number };

/**
 * The span a median reply time is said to be within, rounded up so that it is true: an hour at most, then whole
 * hours below a day (1 h 05 → 2 hours), a day, then whole days (25 h → 2 days).
 */
export function replySpan(seconds: number): ReplySpan {
  const hours = Math.max(1, Math.ceil(seconds / hourSeconds));
  if (hours < 24) return { unit: "hours", count: hours };
  return { unit: "days", count: Math.ceil(seconds / daySeconds) };
}

/** 'Usually replies within 2 hours'. */
export function usuallyRepliesWords(seconds: number, { t }: Translator): string {
  const { unit, count } = replySpan(seconds);
  return t(unit === "hours" ? "profiles.figures.usuallyRepliesHours" : "profiles.figures.usuallyRepliesDays", {
    count,
  });
}

/** The share of counted conversations answered, rounded down: 100% only when every one was. */
export function replyRatePercent({ firstMessages, replied }: TrustFigures): number {
  return firstMessages === 0 ? 0 : Math.floor((replied * 100) / firstMessages);
}

/** Whether enough conversations count for a reply time and rate to mean something. */
export function hasReplyRecord(figures: TrustFigures): boolean {
  return figures.firstMessages >= minCountedConversations;
}

/** '4.8' / '4,8': a rating to one decimal. */
export function formatRating(rating: number, locale: Locale): string {
  return formatLocaleDecimal(rating, locale, "decimal", { minimum: 1, maximum: 1 });
}

/** 'June 2025' / 'juin 2025': the month an account was made, in UTC. */
export function formatMemberMonth(date: Date, locale: Locale): string {
  return formatLocaleMonth(date, locale);
}

export interface TrustedAccount {
  createdAt: Date;
  figures: TrustFigures;
}

/**
 * The trust line: 'Usually replies within 2 hours · 96% · Member since 2025 · 3 sold · 4.8 ★ (12)'. The reply part
 * is 'Not enough conversations yet' under 3 counted conversations (the rate alone when none was answered); sales and
 * rating only when there are some; an account younger than 30 days is a 'New member'.
 */
export function trustLineWords(account: TrustedAccount, translator: Translator, now = new Date()): string {
  const { t, locale } = translator;
  const { figures } = account;
  const parts: string[] = [];
  if (!hasReplyRecord(figures)) parts.push(t("profiles.figures.notEnoughConversations"));
  else if (figures.medianReplySeconds === null)
    parts.push(t("profiles.figures.replyRate", { percent: replyRatePercent(figures) }));
  else {
    parts.push(usuallyRepliesWords(figures.medianReplySeconds, translator));
    parts.push(t("profiles.figures.replyRateShort", { percent: replyRatePercent(figures) }));
  }
  const isNew = now.getTime() - account.createdAt.getTime() < newMemberDays * daySeconds * 1000;
  parts.push(
    isNew
      ? t("profiles.figures.newMember")
      : t("profiles.figures.memberSinceYear", { year: String(account.createdAt.getUTCFullYear()) }),
  );
  if (figures.soldCount > 0) parts.push(t("profiles.figures.soldShort", { count: figures.soldCount }));
  if (figures.reviewCount > 0 && figures.ratingAverage !== null) {
    parts.push(
      t("profiles.figures.ratingShort", {
        rating: formatRating(figures.ratingAverage, locale),
        count: figures.reviewCount,
      }),
    );
  }
  return parts.join(" · ");
}

/** The profile's record, each fact a line of its own. */
export interface ProfileRecordWords {
  memberSince: string;
  /** 'Usually replies within 2 hours', or 'Not enough conversations yet'; null when answered none of 3 or more. */
  replyTime: string | null;
  /** '96% reply rate'; null under 3 counted conversations. */
  replyRate: string | null;
  sold: string;
  /** '4.8 ★ (12 reviews)' or 'No reviews yet'. */
  rating: string;
}

export function profileRecordWords(account: TrustedAccount, translator: Translator): ProfileRecordWords {
  const { t, locale } = translator;
  const { figures } = account;
  const hasRecord = hasReplyRecord(figures);
  const replyTime = !hasRecord
    ? t("profiles.figures.notEnoughConversations")
    : figures.medianReplySeconds === null
      ? null
      : usuallyRepliesWords(figures.medianReplySeconds, translator);
  return {
    memberSince: t("profiles.figures.memberSince", { date: formatMemberMonth(account.createdAt, locale) }),
    replyTime,
    replyRate: hasRecord ? t("profiles.figures.replyRate", { percent: replyRatePercent(figures) }) : null,
    sold: t("profiles.figures.soldLong", { count: figures.soldCount }),
    rating:
      figures.reviewCount > 0 && figures.ratingAverage !== null
        ? t("profiles.figures.ratingLong", {
            rating: formatRating(figures.ratingAverage, locale),
            count: figures.reviewCount,
          })
        : t("profiles.figures.noReviews"),
  };
}
