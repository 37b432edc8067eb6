// What the blog shows of a post's text besides the body itself: list excerpts, meta descriptions and the
// schema.org Article. These read the markdown, so they run on the server (the renderer stays out of the
// pages' JavaScript).

import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { blogSocialCard, socialImagePath } from "#app/modules/social-images/social-image-card.ts";
import {
  absoluteCoverUrl,
  blogDescriptionLength,
  blogExcerptLength,
  blogPostUrl,
  foldWhitespace as fold,
  truncateText,
} from "./blog-post-view.ts";
import { markdownToPlainText } from "./render-markdown.ts";

/** The fields of a post the helpers below read. */
export interface BlogPostText {
  title: string;
  slug: string;
  excerpt: string | null;
  body: string | null;
  content: string | null;
}

/** The post's text as a reader sees it: the markdown body without markup, else the older content. */
export function postPlainText(post: Pick<BlogPostText, "body" | "content">): string {
  const fromBody = post.body?.trim() ? markdownToPlainText(post.body) : "";
  return fromBody || fold(post.content ?? "");
}

/**
 * The list's excerpt (docs/product/blog.md, Blog list): 250 characters of the excerpt, else of the body,
 * followed by an ellipsis.
 */
export function listExcerpt(post: Pick<BlogPostText, "excerpt" | "body" | "content">): string {
  const text = fold(post.excerpt ?? "") || postPlainText(post);
  if (!text) return "";
  // "deposit." + "…" would read "deposit.…": a closing full stop or comma (or an ellipsis) gives way to the ellipsis.
  const cut = truncateText(text, blogExcerptLength).replace(/(\s*(\.{3}|…|[.,;:]))+$/, "");
  return `${cut}…`;
}

/**
 * The meta and social description (docs/product/blog.md, Blog post): the excerpt, else the first 160
 * characters of the body, else `fallback` (the post page gives it in the page's language: 'blog.post.metaFallback').
 */
export function metaDescription(post: BlogPostText, fallback = `${post.title} on the Roamstead Blog.`): string {
  const excerpt = fold(post.excerpt ?? "");
  if (excerpt) return excerpt;
  const text = truncateText(postPlainText(post), blogDescriptionLength);
  return text || fallback;
}

const trimSlash = (baseUrl: string) => baseUrl.replace(/\/+$/, "");

export interface ArticleInput extends BlogPostText {
  coverImage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Schema.org Article for the post page's JSON-LD (docs/product/found-and-shared.md, Structured data). Its images:
 * the cover when there is one, then the post's share image, so that a post without a cover still names one.
 */
export function articleStructuredData(post: ArticleInput, baseUrl: string, descriptionFallback?: string) {
  const url = blogPostUrl(baseUrl, post.slug);
  const base = trimSlash(baseUrl);
  const roamstead = { "@type": "Organization", name: "Roamstead", url: `${base}/` };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: truncateText(post.title, 110),
    description: metaDescription(post, descriptionFallback),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.createdAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    image: [
      ...(post.coverImage ? [absoluteCoverUrl(baseUrl, post.coverImage)] : []),
      absoluteUrl(baseUrl, socialImagePath("blog", post.slug, blogSocialCard(post))),
    ],
    author: roamstead,
    publisher: { ...roamstead, logo: { "@type": "ImageObject", url: `${base}/favicon.svg` } },
  };
}
