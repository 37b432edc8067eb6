import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { serializeJsonLd } from "#app/modules/listings/listing-structured-data.ts";
import { articleStructuredData, metaDescription } from "./blog-post-text.ts";
import { getBlogPost } from "./get-blog-post.server.ts";
import { type ImageSize, markdownMediaIds, renderMarkdown } from "./render-markdown.ts";

export interface GetBlogPostPageOptions {
  db: Database;
  /** Unvalidated input (a URL segment). */
  slug: string;
  /** BASE_URL, for the absolute addresses in the structured data. */
  baseUrl: string;
  /** The request's translator: the description of a post without text is written in the page's language. */
  t: Translator["t"];
}

/** What /blog/{slug} shows: safe to send to the browser. */
export interface BlogPostPage {
  post: {
    slug: string;
    title: string;
    createdAt: Date;
    coverImage: string | null;
    /** The markdown body rendered to safe HTML, or null when the post has no body. */
    html: string | null;
    /** The older plain-text content, shown only when there is no body. */
    content: string | null;
  };
  description: string;
  /** The Article JSON-LD, ready for an inline script. */
  structuredData: string;
}

/** A post rendered for its page (markdown to HTML on the server), or null when there is no such post. */
export async function getBlogPostPage({ db, slug, baseUrl, t }: GetBlogPostPageOptions): Promise<BlogPostPage | null> {
  const post = await getBlogPost({ db, slug });
  if (!post) return null;
  const body = post.body?.trim() ? post.body : null;
  const html = body ? renderMarkdown(body, { imageSizes: await imageSizes(db, markdownMediaIds(body)) }) : null;
  const fallback = t("blog.post.metaFallback", { title: post.title });
  return {
    post: {
      slug: post.slug,
      title: post.title,
      createdAt: post.createdAt,
      coverImage: post.coverImage,
      html,
      content: html ? null : post.content?.trim() || null,
    },
    description: metaDescription(post, fallback),
    structuredData: serializeJsonLd(articleStructuredData(post, baseUrl, fallback)),
  };
}

async function imageSizes(db: Database, ids: string[]): Promise<Map<string, ImageSize>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, width: media.width, height: media.height })
    .from(media)
    .where(and(inArray(media.id, ids.slice(0, 100)), eq(media.kind, "image")));
  const sizes = new Map<string, ImageSize>();
  for (const row of rows) if (row.width && row.height) sizes.set(row.id, { width: row.width, height: row.height });
  return sizes;
}
