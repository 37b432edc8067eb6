// The blog editor's input: one schema shared by the editor form and the server, and the slug rule.

import { AppError } from "#app/lib/app-error.ts";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { isStorableText, unstorableTextMessage } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";

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

export const blogMessages = {
  created: "Post created successfully!",
  updated: "Post updated successfully!",
  deleted: "Post deleted.",
  slugTaken: "This slug is already used by another post. Please choose a different slug.",
  notFound: "Post not found.",
  badCover: "Please upload the cover image again.",
  failed: "The post could not be saved. Please try again.",
} as const;

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

const withoutNul = (field: string) => [isStorableText, { error: unstorableTextMessage(`the ${field}`) }] as const;

export const blogPostSchema = z.object({
  title: requiredText(
    "Please enter a title.",
    blogLimits.title,
    `Please use at most ${blogLimits.title} characters for the title.`,
  ).regex(/^[^\p{Cc}]*$/u, { error: "Please keep the title on one line." }),
  slug: requiredText(
    "Please enter a slug.",
    blogLimits.slug,
    `Please use at most ${blogLimits.slug} characters for the slug.`,
  ).regex(slugPattern, {
    error: "The slug may only contain lowercase letters, numbers, hyphens and underscores.",
  }),
  excerpt: optionalText(
    blogLimits.excerpt,
    `Please use at most ${blogLimits.excerpt} characters for the excerpt.`,
  ).refine(...withoutNul("excerpt")),
  body: requiredText(
    "Please write the body of the post.",
    blogLimits.body,
    `Please use at most ${formatWholeNumber(blogLimits.body)} characters for the body.`,
  ).refine(...withoutNul("body")),
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
  { error: "Unknown action." },
);

/** The slug belongs to another post: 409, shown on the slug field. */
export function slugTakenError(): AppError {
  return new AppError("conflict", blogMessages.slugTaken, { fieldErrors: { slug: blogMessages.slugTaken } });
}

export function postNotFoundError(): AppError {
  return new AppError("not-found", blogMessages.notFound);
}
