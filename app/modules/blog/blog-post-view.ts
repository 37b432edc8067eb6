// The blog's texts, addresses, dates and cover image URLs. Pure and light: the blog's pages load it in
// the browser, so it must not pull in the markdown renderer (see blog-post-text.ts for that side).
import { formatDate } from "#app/lib/plain-format.ts";

/** The list excerpt's length, and the meta description fallback's length (docs/product/blog.md). */
export const blogExcerptLength = 250;
export const blogDescriptionLength = 160;

export const blogTexts = {
  readMore: "Read More",
  backToBlog: "← Back to Blog",
  noPosts: "No blog posts available at this time.",
  loadFailed: "Failed to load blog posts. Please try again later.",
  notFound: "Post not found.",
  noContent: "No content available.",
  unexpected: "Unexpected error occurred",
  /** The post page's backend failure, shown as 'Error: {message}' (docs/product/blog.md); nothing internal. */
  loadPostFailed: "Failed to load the post.",
  olderPosts: "Older posts",
  newerPosts: "Newer posts",
  invalidPage: "This link to older posts is not valid.",
} as const;

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

/** A post's date in long form ('March 4, 2026'); UTC, so the server and the browser agree. */
export function formatPostDate(date: Date): string {
  return formatDate(date, "long");
}
