// The blog's addresses, dates and cover image URLs (its words are in the blog catalogs, ADR 056). Pure and light: the
// blog's pages load it in the browser, so it must not pull in the markdown renderer (see blog-post-text.ts for that
// side).
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** The list excerpt's length, and the meta description fallback's length (docs/product/blog.md). */
export const blogExcerptLength = 250;
export const blogDescriptionLength = 160;

/** Whitespace runs (line breaks) folded to single spaces. */
export const foldWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();

/** The first `length` characters (by code point, so an emoji is never cut in half), trailing space trimmed. */
export function truncateText(text: string, length: number): string {
  const points = Array.from(text);
  return points.length <= length ? text : points.slice(0, length).join("").trimEnd();
}

const trimSlash = (baseUrl: string) => baseUrl.replace(/\/+$/, "");

/** The post's address: /blog/{slug}, absolute on BASE_URL. */
export function blogPostUrl(baseUrl: string, slug: string): string {
  return `${trimSlash(baseUrl)}/blog/${encodeURIComponent(slug)}`;
}

const mediaBaseUrl = /^\/media\/[0-9a-f-]{36}$/i;

/** The image to show at about `width` pixels: a `/media/<id>` cover names its WebP variant; a path stays. */
export function coverImageSource(cover: string, width: 480 | 960 | 1920 = 1920): string {
  return mediaBaseUrl.test(cover) ? `${cover}/${width}.webp` : cover;
}

/** The cover as an absolute URL for link previews and structured data. */
export function absoluteCoverUrl(baseUrl: string, cover: string): string {
  return new URL(coverImageSource(cover), `${trimSlash(baseUrl)}/`).toString();
}

/**
 * A post's date in long form in the page's locale ('March 4, 2026', '4 mars 2026'); UTC, so the server and the
 * browser agree, without Intl locale data to load (ADR 083).
 */
export function formatPostDate(date: Date, locale: Locale): string {
  return formatLocaleDate(date, locale, "long");
}
