import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingCursorSchema } from "#app/modules/search/listing-cursor.schema.ts";
import { encodeListingCursor, type ListingCursor } from "#app/modules/search/listing-page.ts";
import { type BlogPostSummary, blogPostSummary, blogSummaryColumns } from "./list-blog-posts.server.ts";

/** Posts per page of /blog. */
export const blogPageSize = 20;

/**
 * Which page of /blog: the newest (no cursor), the posts older than a post (`?older=`, the previous
 * page's last), or the posts newer than a post (`?newer=`, the next page's first). A cursor is the post's
 * creation time in microseconds and its id, like the builders' and listings' cursors.
 */
export type BlogPageRequest =
  | { from: "newest" }
  | { from: "older"; cursor: ListingCursor }
  | { from: "newer"; cursor: ListingCursor };

/** 'This link to older posts is not valid.' */
const invalidPage = "blog.list.invalidPage" satisfies MessageId;

/** `?older=` or `?newer=` (never both): the page a URL asks for, a cursor this code wrote or 'invalidPage'. */
export const blogPageQuerySchema = z
  .object({
    older: listingCursorSchema(invalidPage).optional(),
    newer: listingCursorSchema(invalidPage).optional(),
  })
  .refine(({ older, newer }) => !(older && newer), { error: invalidPage, path: ["newer"] })
  .transform(({ older, newer }): BlogPageRequest => {
    if (older) return { from: "older", cursor: older };
    return newer ? { from: "newer", cursor: newer } : { from: "newest" };
  });

export interface BlogPostPage {
  /** Newest first. */
  posts: BlogPostSummary[];
  /** The link to the next older page (`/blog?older=…`), or null on the oldest page. */
  olderHref: string | null;
  /** The link to the next newer page (`/blog?newer=…`, or `/blog` when that is the newest), or null on it. */
  newerHref: string | null;
}

export interface ListBlogPostPageOptions {
  db: Database;
  page: BlogPageRequest;
  pageSize?: number;
}

/** Whole microseconds since the epoch: the cursor's sort value (more precise than a JavaScript Date). */
const createdMicros = sql<number>`(extract(epoch from ${blogPosts.createdAt}) * 1000000)::bigint`.mapWith(Number);

const position = (cursor: ListingCursor) =>
  sql`('epoch'::timestamptz + ${cursor.sortValue}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;
const olderThan = (cursor: ListingCursor): SQL => sql`(${blogPosts.createdAt}, ${blogPosts.id}) < ${position(cursor)}`;
const newerThan = (cursor: ListingCursor): SQL => sql`(${blogPosts.createdAt}, ${blogPosts.id}) > ${position(cursor)}`;

/**
 * One page of the blog, newest first (docs/product/blog.md: all of them reachable), paged by keyset on
 * (created_at, id): a post published or deleted meanwhile neither repeats nor skips another. Links go both
 * ways and are plain URLs, so paging works without JavaScript.
 */
export async function listBlogPostPage({
  db,
  page,
  pageSize = blogPageSize,
}: ListBlogPostPageOptions): Promise<BlogPostPage> {
  const isNewer = page.from === "newer";
  const rows = await db
    .select({
      id: blogPosts.id,
      ...blogSummaryColumns,
      sortValue: createdMicros,
    })
    .from(blogPosts)
    .where(page.from === "newest" ? undefined : isNewer ? newerThan(page.cursor) : olderThan(page.cursor))
    .orderBy(
      ...(isNewer ? [asc(blogPosts.createdAt), asc(blogPosts.id)] : [desc(blogPosts.createdAt), desc(blogPosts.id)]),
    )
    .limit(pageSize);
  if (isNewer) rows.reverse();

  const first = rows[0];
  const last = rows.at(-1);
  const cursorOf = (row: { sortValue: number; id: string }) =>
    encodeURIComponent(encodeListingCursor({ sortValue: row.sortValue, id: row.id }));

  let olderHref: string | null = null;
  if (last) {
    const [older] = await db.select({ id: blogPosts.id }).from(blogPosts).where(olderThan(last)).limit(1);
    if (older) olderHref = `/blog?older=${cursorOf(last)}`;
  }
  let newerHref: string | null = null;
  if (first && page.from !== "newest") {
    // Up to a page of newer posts is the newest page itself: its link is /blog.
    const newer = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(newerThan(first))
      .orderBy(asc(blogPosts.createdAt), asc(blogPosts.id))
      .limit(pageSize + 1);
    if (newer.length > pageSize) newerHref = `/blog?newer=${cursorOf(first)}`;
    else if (newer.length > 0) newerHref = "/blog";
  }

  return {
    posts: rows.map(blogPostSummary),
    olderHref,
    newerHref,
  };
}
