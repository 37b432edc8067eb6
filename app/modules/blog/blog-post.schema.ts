// The blog editor's input: one schema shared by the editor form and the server, and the slug rule.

import { AppError } from "#app/lib/app-error.ts";
import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const blogLimits = { title: 200, slug: 120, excerpt: 500, body: 100_000, coverImage: 300 } as const;

/**
 * The slug the editor derives from a title as the admin types (docs/product/blog.md, Editor): lowercased,
 * whitespace runs to hyphens, characters other than word characters and hyphens removed. Leading and trailing spaces are
 * dropped first, so a stray space does not become a leading or trailing hyphen.
 */
export function deriveSlug(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .slice(0, blogLimits.slug);
}

/** What a stored slug may be: the characters deriveSlug keeps (the migration checks the same). */
export const slugPattern = /^[a-z0-9_-]+$/;

/** The editor's messages, as ids of the blog catalogs (ADR 056): the pages translate them. */
export const blogMessages = {
  created: "blog.editor.created",
  updated: "blog.editor.updated",
  deleted: "blog.editor.deleted",
  slugTaken: "blog.editor.slugTaken",
  notFound: "blog.post.notFound",
  badCover: "blog.editor.badCover",
  failed: "blog.editor.failed",
} as const satisfies Record<string, MessageId>;

const requiredText = (missing: MessageId, max: number, tooLong: MessageId) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const optionalText = (max: number, tooLong: MessageId) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

/** 'Please remove the unsupported characters from the body.' (a NUL, which PostgreSQL cannot store). */
const withoutNul = (unstorable: MessageId) => [isStorableText, { error: unstorable }] as const;

// The limits' numbers are written in the messages ('at most 200 characters for the title'): blogLimits.
export const blogPostSchema = z.object({
  title: requiredText("blog.field.titleMissing", blogLimits.title, "blog.field.titleTooLong").regex(/^[^\p{Cc}]*$/u, {
    error: "blog.field.titleOneLine",
  }),
  slug: requiredText("blog.field.slugMissing", blogLimits.slug, "blog.field.slugTooLong").regex(slugPattern, {
    error: "blog.field.slugPattern",
  }),
  excerpt: optionalText(blogLimits.excerpt, "blog.field.excerptTooLong").refine(
    ...withoutNul("blog.field.excerptUnstorable"),
  ),
  body: requiredText("blog.field.bodyMissing", blogLimits.body, "blog.field.bodyTooLong").refine(
    ...withoutNul("blog.field.bodyUnstorable"),
  ),
  /** The cover's `/media/<id>` (from the uploader), or nothing. */
  coverImage: optionalText(blogLimits.coverImage, blogMessages.badCover).refine(
    (value) => value === null || /^\/(?![\\/])\S*$/.test(value),
    { error: blogMessages.badCover },
  ),
});

export type BlogPostInput = z.output<typeof blogPostSchema>;

/**
 * What the editor posts: Publish (the post), Preview (the body, rendered on the server before
 * JavaScript has loaded) or Delete (the post being edited, named by the address).
 */
export const blogEditorActionSchema = z.discriminatedUnion(
  "intent",
  [
    blogPostSchema.extend({ intent: z.literal("publish") }),
    z.object({ intent: z.literal("preview"), body: z.string().catch("") }),
    z.object({ intent: z.literal("delete") }),
  ],
  { error: "blog.editor.unknownAction" },
);

/** The slug belongs to another post: 409, shown on the slug field. */
export function slugTakenError(): AppError {
  return new AppError("conflict", blogMessages.slugTaken, { fieldErrors: { slug: blogMessages.slugTaken } });
}

export function postNotFoundError(): AppError {
  return new AppError("not-found", blogMessages.notFound);
}
