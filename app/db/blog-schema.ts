// Tables of the blog area; see drizzle/0008_blog.sql for its migration.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

/**
 * A blog post (docs/product/blog.md). `body` is markdown; `content` is the older plain-text field that
 * posts from before markdown still carry (the page falls back to it). `cover_image` is a `/media/<id>`
 * base URL (demo posts use a drawn photo's path). The slug is the post's address: /blog/{slug}.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    body: text("body"),
    content: text("content"),
    excerpt: text("excerpt"),
    coverImage: text("cover_image"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("blog_posts_slug_check", sql`${t.slug} ~ '^[a-z0-9_-]{1,120}$'`),
    index("blog_posts_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
